/** Minus Auction's words on the stage in Malay (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { MinusStageTexts } from './en.js';

const f = formatsFor('ms');
const chips = (n: number) => (n === 0 ? 'tiada cip' : `${f.number(n)} cip`);

export const ms: MinusStageTexts = {
  // The phones' word for the pot (one word on every screen of a room).
  pot: (n) => (n === 0 ? 'Longgokan kosong' : `Longgokan: ${f.number(n)} cip`),
  call: (name, secs) => `Giliran ${name}${secs}`,
  info: (game, cube, left) => `Permainan ${f.number(game)} · kiub ${f.number(cube)} · ${f.number(left)} lagi dalam dek`,
  vault: 'PETI BESI',
  refusedTag: (times) => (times > 1 ? `tolak ×${times}` : 'tolak'),
  noThanks: (several) => (several ? 'sudah tolak, mengikut giliran' : 'sudah tolak'),
  onOffer: (cube, pot) => `${cube} dilelong dengan ${chips(pot)}`,
  runCount: (n) => `${f.number(n)} kiub`,
  finalChips: (n) => `${f.signed(n)} cip`,
  place: (n) => `ke-${f.number(n)}`,
  wins: (name) => `${name.toUpperCase()} MENANG!`,
  shared: 'TEMPAT PERTAMA DIKONGSI',
  finale: 'FINALE',
  gameFinale: (game) => `PERMAINAN ${f.number(game)}: FINALE`,
  vaultOpens: 'Peti besi dibuka...',
  vaultHeld: 'ISI PETI BESI',
  chipsHead: 'CIP',
  scoreHead: 'MATA',
  vaultShut: 'PETI BESI',
  vaultEmpty: 'PETI BESI KOSONG',
  scenes: { game: 'Lelongan sedang berjalan.', finale: 'Finale: keputusan.' },
  rules: { preset: 'Peraturan', timer: 'Pemasa' },
  levels: { easy: 'Mudah', medium: 'Sederhana', hard: 'Sukar' },
  presets: { show: 'Rancangan', veto: 'Veto', genius: 'Genius', classic: 'Klasik', custom: 'Sendiri' },
  blurbs: {
    show: '-3 hingga -35, 1 dalam peti besi, 9 cip',
    veto: '-3 hingga -25, 1 dalam peti besi, 7 cip',
    genius: '-3 hingga -35, 2 dalam peti besi, 9 cip',
    classic: '-3 hingga -35, 9 dalam peti besi, 7-11 cip',
    custom: 'peraturan sendiri daripada VIP',
  },
  customBlurb: (smallest, largest, hidden, each) => `${f.number(-smallest)} hingga ${f.number(-largest)}, ${f.number(hidden)} dalam peti besi, ${chips(each)}`,
  table: {
    offer: (cube, pot, who, refused) => `${f.number(cube)} dilelong, ${chips(pot)} dalam longgokan${refused.length ? `, ditolak oleh ${f.list(refused)}` : ''}${who ? `, ${who} membuat keputusan` : ''}.`,
    bot: (label) => `bot ${label}`,
    on: 'telefon hidup',
    off: 'telefon mati',
    seat: (name, cubes, score, status) => `${name}: ${cubes || 'tiada kiub'}, skor kiub ${f.number(score)}, ${status}`,
  },
};
