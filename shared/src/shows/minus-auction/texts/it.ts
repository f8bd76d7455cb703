/** Minus Auction's host lines in Italian (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { MinusCaptionTexts } from './en.js';

const f = formatsFor('it');
const chips = (n: number) => f.count(Math.max(0, n), { '=0': 'nessun gettone', one: '# gettone', other: '# gettoni' });
const pts = (n: number) => f.count(n, { one: '# punto', other: '# punti' });

export const it: MinusCaptionTexts = {
  chips,
  gameStarted: (game, hidden, first, drawn) =>
    `Partita ${f.number(game)}! ${drawn.length ? `Posti estratti a sorte: ${f.list(drawn)}. ` : ''}${hidden === 0 ? 'Nel caveau non va niente' : f.count(hidden, { one: 'Un cubo finisce nel caveau, coperto', other: '# cubi finiscono nel caveau, coperti' })}. Inizia ${first}.`,
  revealedLast: [(cube, who) => `L’ultimo cubo: ${cube}! ${who}, a te.`, (cube, who) => `Ultimo rimasto: ${cube}. La palla a ${who}.`],
  revealed: [
    (cube, who, _n) => `Ecco il ${cube}! ${who}, a te.`,
    (cube, who, _n) => `Adesso: ${cube}. La palla a ${who}.`,
    (cube, who, n) => `Cubo numero ${f.number(n)}: ${cube}. Decide prima ${who}.`,
    (cube, who, _n) => `Dalla scatola esce ${cube}. ${who}, che si fa?`,
  ],
  pot: (n) => f.count(n, { one: '# gettone', other: '# gettoni' }),
  refusedTimeout: [
    (who, pot, cube) => `Tempo scaduto per ${who}: un gettone nel piatto. Sul ${cube} ora: ${pot}.`,
    (who, pot, cube) => `Il tempo di ${who} è finito: un gettone nel piatto. Sul ${cube} ora: ${pot}.`,
  ],
  refused: [
    (who, pot, cube) => `${who} dice no, grazie. Sul ${cube} ora: ${pot}.`,
    (who, pot, cube) => `${who} lascia passare. Sul ${cube} ora: ${pot}.`,
    (who, pot, cube) => `${who} paga un gettone e passa. Sul ${cube} ora: ${pot}.`,
    (who, pot, cube) => `Non fa per ${who}! Sul ${cube} ora: ${pot}.`,
  ],
  forced: [(who, cube) => `${who} è senza gettoni e deve prendere il ${cube}`, (who, cube) => `Niente più gettoni: ${who} prende il ${cube}`],
  timeoutTake: (who, cube) => `Tempo scaduto: ${who} prende il ${cube}`,
  take: [(who, cube) => `${who} prende il ${cube}`, (who, cube) => `${who} si porta a casa il ${cube}`, (who, cube) => `${who} dice sì al ${cube}`],
  withPot: (opening, n) => `${opening} con ${chips(n)}.`,
  noPot: (opening) => `${opening}, senza gettoni sopra.`,
  joinsRuns: (delta, who) => `Unisce due scale: ${f.signed(delta)} punti per ${who}!`,
  topsRun: (who) => `Allunga una scala in cima: +1 punto per ${who}!`,
  fits: ['Si attacca a una scala: nessun danno.', 'Entra in una scala, quindi non costa niente.'],
  stings: [
    (delta, _who) => `Questo fa male: ${f.signed(delta)}.`,
    (delta, _who) => `Coraggio da vendere! ${f.signed(delta)} sul tabellone.`,
    (delta, who) => `Ahia, ${f.signed(delta)}. Su con la vita, ${who}.`,
  ],
  newRun: [(delta) => `Una nuova scala: ${f.signed(delta)}.`, (delta) => `${f.signed(delta)} sul tabellone.`],
  vaultEmpty: 'Il caveau era vuoto fin dall’inizio!',
  vaultOne: [(cube) => `Si apre il caveau... il cubo mancante era il ${cube}!`, (cube) => `Rullo di tamburi... il cubo che nessuno ha visto: ${cube}!`],
  vaultMany: (cubes) => `Si apre il caveau... i cubi mancanti erano ${f.list(cubes)}!`,
  chipsOut: ['E ora i gettoni escono allo scoperto...', 'Gettoni sul tavolo, signore e signori...'],
  wins: [(who, points) => `${who} vince lo show con ${pts(points)}!`, (who, points) => `E il vincitore è... ${who}, con ${pts(points)}!`],
  shared: (who) => `Primo posto condiviso: nessun vincitore assoluto!${who.length ? ` ${f.list(who)} a pari merito in vetta.` : ''}`,
};
