/** The replay on the TV in Italian (see en.ts). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { ReplayTexts } from './en.js';

const f = formatsFor('it');

export const it: ReplayTexts = {
  title: 'Rivedi una partita',
  game: (n) => `Partita ${f.number(n)}`,
  latest: "l'ultima",
  won: (winners) => (winners.length === 1 ? `ha vinto ${winners[0]}` : `${f.list(winners)} a pari merito`),
  practice: (show) => `${show} (prova)`,
  none: 'Stasera nessuna partita è ancora finita. Giocatene una, poi rivedetela qui.',
  pickKeys: 'Su/Giù: scegli · Invio: rivedi · Indietro: chiudi',
  file: 'Oppure rivedi un file di partita (trascinalo su questo schermo)',
  fileLabel: 'Rivedi un file di partita',
  fileButton: 'Scegli un file',
  close: 'Chiudi',
  loading: 'Carico il replay...',
  badge: 'REPLICA',
  speed: (x) => `${f.number(x)}x`,
  replayKeys: '◀ ▶: velocità · Indietro: esci',
  starts: (n) => `Replay della partita ${f.number(n)}. È già successo: la stanza aspetta.`,
  startsFile: 'Replay di un file di partita. È già successo: la stanza aspetta.',
  speedNow: (x) => `Replay a ${f.number(x)}x.`,
  over: 'Fine della replica. Si torna in sala d’attesa.',
  newGame: 'Inizia una nuova partita: il replay finisce qui.',
  unfinished: 'Quella partita non è mai finita, quindi non si può rivedere.',
  notRecord: 'Quel file non è una partita che possiamo rivedere. Scaricane una da una partita finita.',
  noRecord: 'Di quella partita non c’è nulla da rivedere.',
  offline: 'Non riesco a caricare la replica. Controlla la connessione e riprova.',
  busy: 'Il server sta preparando un’altra replica. Riprova tra qualche secondo.',
};
