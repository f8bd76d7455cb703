/** The terminal's lines in Italian (docs/I18N.md). */
import type { TerminalTexts } from './en.js';

export const it: TerminalTexts = {
  cannotStart: (why) => `Minus Auction non può partire: ${why}`,
  on: (stage, join, health, qr) =>
    `\nMinus Auction è in onda.\n\n  Palco (aprilo sulla TV):   ${stage}\n  I telefoni entrano da:     ${join}\n  Stato:                     ${health}\n\n${qr}\nCtrl-C ferma il server.\n`,
  stopping: (signal) => `\n${signal}: avviso le stanze e mi fermo...`,
  stopError: 'errore durante l’arresto:',
  portInUse: (port) => `La porta ${port} è già in uso (Minus Auction è già avviato?). Scegli un’altra PORT, per esempio PORT=${port + 1} npm start.`,
  couldNotStart: 'Minus Auction non è riuscito a partire:',
};
