/** The coach's words in Malay (docs/I18N.md): the pot is "longgokan", as on the phone's card and the TV. */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { CoachTexts } from './en.js';

const f = formatsFor('ms');
const chips = (n: number) => `${f.number(n)} cip`;
const points = (n: number) => `${f.number(n)} mata`;
const rival = (names: readonly string[], seat: number) => names[seat] ?? 'lawan';

/** The cubes between a cube and a run: "-28 to -30", or the two of them. */
const between = (near: number, far: number) => `${f.number(near)}${Math.abs(far - near) === 1 ? ' dan ' : ' hingga '}${f.number(far)}`;

export const ms: CoachTexts = {
  take: 'Ambil',
  refuse: 'Tolak',
  sentence: (verb, clauses) => (clauses.length ? `${verb}: ${clauses.join('; ')}.` : `${verb}.`),
  reasons: {
    'no-chips': (_r, _take, _names) => 'anda tiada cip, jadi anda mesti ambil',
    'joins-runs': (r, _take, _names) => `ia menyambung siri ${f.number(r.upper)} dan ${f.number(r.lower)} anda (${f.signed(r.gain)} mata)`,
    'extends-run': (r, _take, _names) => `ia bersambung dengan siri ${f.number(r.run)} anda`,
    gap: (r, _take, _names) => `ia selang satu dari siri ${f.number(r.run)} anda, dan ${f.number(r.missing)} mungkin masih keluar`,
    'near-run': (r, _take, _names) => `ia boleh bersambung dengan siri ${f.number(r.run)} anda: ${between(r.near, r.far)} mungkin masih keluar`,
    'rival-run': (r, take, names) => (take
      ? `ia sesuai dengan siri ${f.number(r.run)} ${rival(names, r.seat)}: jauhkan daripadanya`
      : `ia sesuai dengan siri ${f.number(r.run)} ${rival(names, r.seat)}, jadi ${rival(names, r.seat)} mungkin akan mengambilnya`),
    'pot-pays': (r, _take, _names) => `${chips(r.pot)} dalam longgokan menampung sebahagian besar ${points(r.cost)}nya`,
    'small-cube': (r, _take, _names) => `ia cuma rugi ${points(r.cost)}, antara kiub paling kecil`,
    'few-chips': (r, _take, _names) => `kalau tolak, tinggal ${chips(r.left)}`,
    'too-costly': (r, _take, _names) => (r.pot > 0
      ? `ia merugikan ${points(r.cost)} dan longgokan cuma ada ${chips(r.pot)}`
      : `ia merugikan ${points(r.cost)} dan longgokan kosong`),
    milk: (_r, _take, _names) => 'belum ada orang lain boleh guna, jadi biar ia berpusing dan kumpul cip',
    'spare-chips': (r, _take, _names) => `anda masih ada ${chips(r.chips)} untuk menolak`,
    'look-ahead': (r, _take, _names) => (r.take > r.refuse
      ? 'jika dimainkan berkali-kali dari sini hingga tamat, mengambilnya lebih baik daripada menolak'
      : 'jika dimainkan berkali-kali dari sini hingga tamat, menolak lebih baik daripada mengambilnya'),
    'close-call': (r, take, _names) => (r.cost <= 0
      ? 'pilihan ini hampir seri, dan mengambilnya tidak merugikan mata'
      : take
        ? `pilihan ini hampir seri: ambil rugi ${points(r.cost)} tetapi dapat ${chips(r.pot)} dari longgokan`
        : `pilihan ini hampir seri: tolak rugi 1 cip, ambil akan rugi ${points(r.cost)}`),
    trade: (r, take, _names) => (take
      ? (r.pot > 0 ? `ambil rugi ${points(r.cost)} tetapi dapat ${chips(r.pot)} dari longgokan` : `ambil rugi ${points(r.cost)}, dan longgokan kosong`)
      : (r.pot > 0 ? `tolak rugi 1 cip; ambil akan rugi ${points(r.cost)} untuk ${chips(r.pot)} dari longgokan` : `tolak rugi 1 cip; ambil akan rugi ${points(r.cost)} dengan longgokan kosong`)),
  },
};
