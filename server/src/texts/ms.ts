/** The terminal's lines in Malay (docs/I18N.md). */
import type { TerminalTexts } from './en.js';

export const ms: TerminalTexts = {
  cannotStart: (why) => `Minus Auction tidak dapat bermula: ${why}`,
  on: (stage, join, health, qr, where = '') =>
    `\nMinus Auction sudah bersiaran.\n\n  Pentas (buka di TV):       ${stage}\n  Telefon sertai di:         ${join}\n  Kesihatan:                 ${health}\n${where}\n${qr}\nCtrl-C hentikan pelayan.\n`,
  data: (dir) => `  Bilik disimpan di:         ${dir}\n`,
  memory: '  Bilik disimpan dalam memori sahaja (DATA_DIR=none): mula semula menamatkannya.\n',
  cluster: (redis, id, address) => `  Berkongsi bilik melalui:   Redis di ${redis}, sebagai proses ${id}; telefon sampai ke sini di ${address}\n`,
  ownAddress: 'alamat halaman ini sendiri',
  stopping: (signal) => `\n${signal}: memberitahu bilik dan berhenti...`,
  stopError: 'ralat semasa berhenti:',
  portInUse: (port) => `Port ${port} sudah digunakan (Minus Auction sudah berjalan?). Tetapkan PORT lain, contohnya PORT=${port + 1} npm start.`,
  couldNotStart: 'Minus Auction tidak dapat bermula:',
};
