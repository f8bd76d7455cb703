/** The replay on the TV in Malay (see en.ts). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { ReplayTexts } from './en.js';

const f = formatsFor('ms');

export const ms: ReplayTexts = {
  title: 'Tonton semula permainan',
  game: (n) => `Permainan ${f.number(n)}`,
  latest: 'yang terakhir',
  won: (winners) => (winners.length === 1 ? `${winners[0]} menang` : `${f.list(winners)} seri`),
  practice: (show) => `${show} (latihan)`,
  none: 'Belum ada permainan yang tamat malam ini. Main satu dulu, kemudian tonton semula di sini.',
  pickKeys: 'Atas/Bawah: pilih · Enter: tonton semula · Kembali: tutup',
  file: 'Atau tonton semula fail rekod permainan (lepaskan di skrin ini)',
  fileLabel: 'Tonton semula fail rekod permainan',
  fileButton: 'Pilih fail',
  close: 'Tutup',
  loading: 'Memuatkan ulang tayang...',
  badge: 'ULANG TAYANG',
  speed: (x) => `${f.number(x)}x`,
  replayKeys: '◀ ▶: kelajuan · Kembali: keluar',
  starts: (n) => `Ulang tayang permainan ${f.number(n)}. Ini sudah berlaku: bilik masih menunggu.`,
  startsFile: 'Ulang tayang rekod permainan. Ini sudah berlaku: bilik masih menunggu.',
  speedNow: (x) => `Ulang tayang pada ${f.number(x)}x.`,
  over: 'Ulang tayang tamat. Kembali ke bilik.',
  newGame: 'Permainan baharu bermula: ulang tayang berhenti.',
  unfinished: 'Permainan itu tidak pernah tamat, jadi tidak boleh ditonton semula.',
  notRecord: 'Fail itu bukan rekod permainan yang boleh ditonton semula. Muat turun satu daripada permainan yang sudah tamat.',
  noRecord: 'Permainan itu tiada rekod untuk ditonton semula.',
  offline: 'Ulang tayang tidak dapat dimuatkan. Semak sambungan dan cuba lagi.',
  busy: 'Pelayan sedang menyediakan ulang tayang lain. Cuba lagi dalam beberapa saat.',
};
