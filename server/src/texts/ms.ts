/** The terminal's lines in Malay (docs/I18N.md). */
import type { TerminalTexts } from './en.js';

export const ms: TerminalTexts = {
  cannotStart: (why) => `Minus Auction tidak dapat bermula: ${why}`,
  on: (stage, join, health, qr) =>
    `\nMinus Auction sudah bersiaran.\n\n  Pentas (buka di TV):       ${stage}\n  Telefon sertai di:         ${join}\n  Kesihatan:                 ${health}\n\n${qr}\nCtrl-C hentikan pelayan.\n`,
  stopping: (signal) => `\n${signal}: memberitahu bilik dan berhenti...`,
  stopError: 'ralat semasa berhenti:',
  portInUse: (port) => `Port ${port} sudah digunakan (Minus Auction sudah berjalan?). Tetapkan PORT lain, contohnya PORT=${port + 1} npm start.`,
  couldNotStart: 'Minus Auction tidak dapat bermula:',
};
