/** The terminal's lines in Italian (docs/I18N.md). */
import type { TerminalTexts } from './en.js';

export const it: TerminalTexts = {
  cannotStart: (why) => `Minus Auction non può partire: ${why}`,
  on: (stage, join, health, qr, where = '') =>
    `\nMinus Auction è in onda.\n\n  Palco (aprilo sulla TV):   ${stage}\n  I telefoni entrano da:     ${join}\n  Stato:                     ${health}\n${where}\n${qr}\nCtrl-C ferma il server.\n`,
  data: (dir) => `  Stanze salvate in:        ${dir}\n`,
  memory: '  Stanze solo in memoria (DATA_DIR=none): un riavvio le chiude.\n',
  cluster: (redis, id, address) => `  Stanze condivise tramite: Redis su ${redis}, come processo ${id}; i telefoni lo raggiungono su ${address}\n`,
  ownAddress: 'l’indirizzo di questa pagina',
  stopping: (signal) => `\n${signal}: avviso le stanze e mi fermo...`,
  stopError: 'errore durante l’arresto:',
  portInUse: (port) => `La porta ${port} è già in uso (Minus Auction è già avviato?). Scegli un’altra PORT, per esempio PORT=${port + 1} npm start.`,
  couldNotStart: 'Minus Auction non è riuscito a partire:',
};
