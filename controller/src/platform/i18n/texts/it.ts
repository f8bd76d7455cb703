/** The phone's platform words in Italian (docs/I18N.md). */
import type { PhoneTexts } from './en.js';
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('it');

export const it: PhoneTexts = {
  join: {
    title: 'Entra in gioco',
    code: 'Codice stanza',
    codeHelp: 'Quattro lettere, le trovi sulla TV.',
    badCode: 'Il codice è di quattro lettere, tipo MKST. Lo trovi sulla TV.',
    name: 'Il tuo nome',
    avatar: 'Il tuo colore e simbolo',
    join: 'Entra',
    joining: 'Sto entrando…',
    watchAsAudience: 'Guarda dal pubblico',
    justWatch: 'Guardo e basta',
  },
  failure: {
    'no-such-room': 'Nessuna partita con questo codice. Controlla le quattro lettere sulla TV.',
    'name-empty': 'Scrivi un nome, così gli altri sanno chi sei.',
    'name-too-long': 'Nome un po\' lungo: massimo 16 lettere.',
    'name-taken': 'Qualcuno qui ha già questo nome, o uno quasi uguale. Scegline un altro.',
    'slow-down': 'Tanta gente sta entrando da questa rete. Aspetta qualche secondo e riprova.',
    'name-invalid': 'Il nome ha caratteri che la TV non sa mostrare. Usa lettere, numeri o emoji.',
    'room-full': 'Tutto esaurito: posti e pubblico sono pieni. Riprova tra un minuto.',
    'game-in-progress': 'La partita è già iniziata. Puoi guardarla dal pubblico.',
    unreachable: 'Non riusciamo a raggiungere la partita. Il telefono è sulla stessa Wi-Fi della TV?',
    kicked: 'Il VIP ha dato via il tuo posto. Puoi rientrare o guardare.',
    'room-ended': 'Quella partita è finita e non è più sul server. Per giocare ancora, scrivi il nuovo codice dalla TV.',
    'taken-over': 'Il tuo posto è aperto su un altro schermo. Rientra da qui per riprenderlo.',
    other: 'Qualcosa non ha funzionato. Riprova.',
  },
  linkDown: 'Connessione persa. Riconnessione…',
  notice: {
    'too-late': 'Troppo tardi: il gioco è andato avanti.',
    'not-your-turn': 'Non è ancora il tuo turno. Tieni duro!',
    'game-over': 'La partita è finita.',
    'not-allowed': 'Solo il VIP può farlo.',
    'rate-limited': 'Piano! Un tocco alla volta.',
    'too-few-seats': 'Servono più giocatori. Aggiungi un bot o aspetta gli amici.',
    'too-many-seats': 'Questo show ha meno posti: togline uno prima.',
    'room-full': 'Tutti i posti sono occupati.',
    'not-in-lobby': 'Si può cambiare solo prima che inizi la partita.',
    'no-answer': 'Il gioco non ha risposto. Riprova.',
    other: 'Non ha funzionato. Riprova.',
  },
  avatars: ['volpe arancione', 'gufo celeste', 'rana verde', 'stella gialla', 'balena blu', 'fiamma vermiglia', 'fiore viola'],
  crowd: {
    generic: 'Chi sarà il prossimo?',
    between: 'Tra poco la prossima domanda…',
    calledIt: 'Indovinato!',
    missed: (who: string) => `Non stavolta: l’ha preso ${who}.`,
    missedNobody: 'Non stavolta.',
    guessAlong: 'Indovina anche tu mentre aspetti',
    guess: (who: string) => `Scommetti su ${who}`,
    guesses: (n: number) => f.count(n, { one: '# voto', other: '# voti' }),
    yourDecision: 'Tocca a te decidere: le scommesse sono per gli altri.',
    cheer: 'Applausi',
    groan: 'Buuu',
  },
  language: 'Lingua · Language',
};
