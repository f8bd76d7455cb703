/** Minus Auction's host lines in Malay (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { MinusCaptionTexts } from './en.js';

const f = formatsFor('ms');
const chips = (n: number) => (n <= 0 ? 'tiada cip' : `${f.number(n)} cip`);

export const ms: MinusCaptionTexts = {
  chips,
  gameStarted: (game, hidden, first, drawn) =>
    `Permainan ${f.number(game)}! ${drawn.length ? `Tempat duduk diundi secara rawak: ${f.list(drawn)}. ` : ''}${hidden === 0 ? 'Tiada apa masuk peti besi' : `${f.number(hidden)} kiub masuk peti besi, tertutup`}. ${first} mula dulu.`,
  revealedLast: [(cube, who) => `Kiub terakhir: ${cube}! ${who}, keputusan anda.`, (cube, who) => `Yang terakhir: ${cube}. Giliran ${who}.`],
  revealed: [
    (cube, who, _n) => `Ini dia ${cube}! ${who}, keputusan anda.`,
    (cube, who, _n) => `Seterusnya: ${cube}. Giliran ${who}.`,
    (cube, who, n) => `Kiub ke-${f.number(n)}: ${cube}. ${who} pilih dulu.`,
    (cube, who, _n) => `Keluar dari kotak: ${cube}. ${who}, macam mana?`,
  ],
  pot: (n) => `${f.number(n)} cip`,
  refusedTimeout: [
    (who, pot, cube) => `Masa tamat untuk ${who}: satu cip masuk. ${pot} atas ${cube}.`,
    (who, pot, cube) => `${who} kehabisan masa, satu cip masuk. ${pot} atas ${cube}.`,
  ],
  refused: [
    (who, pot, cube) => `${who} kata tak mahu. ${pot} atas ${cube}.`,
    (who, pot, cube) => `${who} lepaskan. ${pot} atas ${cube}.`,
    (who, pot, cube) => `${who} bayar satu cip untuk lepas. ${pot} atas ${cube}.`,
    (who, pot, cube) => `Bukan untuk ${who}! ${pot} atas ${cube}.`,
  ],
  forced: [(who, cube) => `Cip ${who} sudah habis, jadi mesti ambil ${cube}`, (who, cube) => `Tiada cip lagi, ${who} ambil ${cube}`],
  timeoutTake: (who, cube) => `Masa tamat: ${who} ambil ${cube}`,
  take: [(who, cube) => `${who} ambil ${cube}`, (who, cube) => `${who} sambar ${cube}`, (who, cube) => `${who} setuju ambil ${cube}`],
  withPot: (opening, n) => `${opening} bersama ${chips(n)}.`,
  noPot: (opening) => `${opening}, tanpa cip di atasnya.`,
  joinsRuns: (delta, who) => `Ia sambung dua siri: ${f.signed(delta)} mata untuk ${who}!`,
  topsRun: (who) => `Ia di hujung siri: +1 mata untuk ${who}!`,
  fits: ['Ia masuk dalam siri: langsung tiada rugi.', 'Ia sesuai dengan siri, jadi tiada kos.'],
  stings: [
    (delta, _who) => `Yang itu pedih: ${f.signed(delta)}.`,
    (delta, _who) => `Berani! ${f.signed(delta)} di papan.`,
    (delta, who) => `Aduh, ${f.signed(delta)}. Jangan putus asa, ${who}.`,
  ],
  newRun: [(delta) => `Siri baharu: ${f.signed(delta)}.`, (delta) => `${f.signed(delta)} di papan.`],
  vaultEmpty: 'Peti besi rupanya kosong dari awal!',
  vaultOne: [(cube) => `Peti besi dibuka... kiub yang hilang ialah ${cube}!`, (cube) => `Paluan dram... kiub yang tiada siapa nampak: ${cube}!`],
  vaultMany: (cubes) => `Peti besi dibuka... kiub yang hilang ialah ${f.list(cubes)}!`,
  chipsOut: ['Sekarang cip keluar dari persembunyian...', 'Semua, letak cip di atas meja...'],
  wins: [(who, points) => `${who} menang dengan ${f.number(points)} mata!`, (who, points) => `Dan pemenangnya... ${who}, dengan ${f.number(points)} mata!`],
  shared: (who) => `Tempat pertama dikongsi: tiada pemenang mutlak!${who.length ? ` ${f.list(who)} seri di puncak.` : ''}`,
};
