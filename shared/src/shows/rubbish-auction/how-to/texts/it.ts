/** Rubbish Auction's how-to-play in Italian (docs/I18N.md). */
import type { RubbishHowToTexts } from './en.js';

export const it: RubbishHowToTexts = {
  title: 'Come si gioca',
  welcome: 'Benvenuti a Rubbish Auction! Sette cianfrusaglie vanno all\'asta, e vince chi ha più fama alla fine.',
  geek: 'Ognuno ha un Geek segreto che vuole due oggetti. Il Custode dello Stagno di Cleo vuole la paperella di gomma e il nano da giardino: 30 di fama ciascuno alla fine.',
  pick: 'Ana è il Prossimo Banditore: mette all\'asta la paperella di gomma e nomina Ben Primo Offerente.',
  holdOut: 'Ben mette due carte denaro coperte. Tutti vedono quante, nessuno vede quali.',
  peek: 'Prima di offrire, sbirci una carta di chi ha offerto prima di te. Cleo vede un 5.000: Ben offre almeno 6.000.',
  bid: 'Cleo vuole quella paperella, e mette il suo 10.000.',
  peekKept: 'Anche Ana sbircia: Cleo ha messo una carta sola, quindi Ana guarda una delle carte che ha tenuto da parte.',
  reveal: 'Ana mette un 1.000. Carte in tavola! Cleo 10.000, Ben 7.000, Ana 1.000.',
  settle: 'Vince l\'offerta più alta: Cleo prende la paperella e paga 10 di fama. Ben guadagna i suoi 7 di fama. Ana ha offerto meno di tutti: niente fama, ma sceglie lei il prossimo oggetto.',
  bin: 'Attenzione: se l\'offerta più alta supera la tua fama, non puoi pagarla. Scendi a 0 di fama e l\'oggetto finisce nel cestino.',
  faceUp: 'Ora sceglie Ana: il nano da giardino. Tutti tranne chi ha offerto meno hanno lasciato scoperta la carta più alta: il 5.000 di Ben e il 10.000 di Cleo saltano questo round.',
  end: 'Sette round, poi si rivelano i Geek: ogni oggetto voluto dal tuo Geek vale 30 di fama in più. Vince chi ha più fama. Buon divertimento!',
};
