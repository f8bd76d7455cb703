/** Refusals in Malay (docs/I18N.md). */
import { formatsFor } from '../../i18n/format.js';
import type { RefusalParams } from '../../protocol/refusals.js';
import type { RefusalTexts } from './en.js';

const f = formatsFor('ms');
const n = (p: RefusalParams, key: string) => f.number(Number(p[key] ?? 0));

export const ms: RefusalTexts = {
  codes: {
    'bad-message': 'Permainan tak faham itu. Sila cuba lagi.',
    'rate-limited': 'Perlahan sikit! Satu ketik pada satu masa.',
    'not-allowed': 'Hanya VIP boleh buat begitu.',
    'not-your-turn': 'Belum giliran anda. Sabar ya!',
    'too-late': 'Terlambat: permainan sudah bergerak.',
    'game-over': 'Permainan sudah tamat.',
    'not-in-lobby': 'Itu hanya boleh ditukar sebelum permainan bermula.',
    'too-few-seats': 'Pertunjukan ini perlukan lebih ramai pemain. Tambah bot atau tunggu kawan.',
    'too-many-seats': 'Pertunjukan ini ada kurang tempat: buang satu tempat dahulu.',
    'room-full': 'Semua tempat sudah diambil.',
    'bad-settings': 'Tetapan itu tak sesuai bersama. Cuba yang lain.',
    'bad-bot': 'Tiada pemain komputer seperti itu.',
    'bad-show': 'Pertunjukan itu tiada di pelayan permainan ini.',
    'no-such-seat': 'Tempat itu sudah tiada di meja.',
    'no-record': 'Belum ada permainan yang tamat.',
    'not-saved': 'Pelayan permainan tidak dapat menyimpannya, jadi tiada apa yang berubah. Cuba lagi sebentar lagi.',
  },
  reasons: {
    'question-closed': (_p) => 'Terlambat: soalan itu sudah ditutup.',
    'not-an-answer': (_p) => 'Pemain itu bukan salah satu jawapan.',
    'stage-no-guess': (_p) => 'TV tidak meneka.',
    'own-decision': (_p) => 'Ini keputusan anda: tekaan untuk yang lain.',
    'own-seat': (_p) => 'Bukan diri sendiri: anda boleh membuatnya jadi. Teka orang lain.',
    'name-gone': (_p) => 'Nama itu sudah tiada dalam senarai.',
    'seat-only': (_p) => 'Hanya pemain yang ada tempat boleh buat begitu.',
    'seat-is-person': (_p) => 'Tempat itu milik orang, bukan bot.',
    'kick-self': (_p) => 'Anda tak boleh buang tempat sendiri.',
    'hand-self': (_p) => 'Tempat anda tak boleh diberi kepada bot selagi anda VIP.',
    'already-bot': (_p) => 'Tempat itu sudah pemain komputer.',
    'stand-in': (_p) => 'Bot sedang main di tempat anda. Ambil semula tempat anda dahulu.',
    'not-yet': (_p) => 'Belum tiba masanya.',
    'practice-between-games': (_p) => 'Mod latihan ditukar di antara permainan.',
    'coach-practice-only': (_p) => 'Jurulatih hanya membantu dalam permainan latihan: minta VIP buat permainan latihan.',
    'no-coach': (_p) => 'Pertunjukan ini belum ada jurulatih.',
    'show-changed': (_p) => 'Rancangan baru bertukar: pilih tetapan sekali lagi.',
    'needs-players': (p) => `Pertunjukan ini perlukan sekurang-kurangnya ${n(p, 'min')} pemain. Tambah bot atau tunggu kawan.`,
    'seats-at-most': (p) => `Pertunjukan ini muat paling banyak ${n(p, 'max')} pemain: buang ${n(p, 'over')} dahulu.`,
    'solo-size': (p) => `Rancangan ini untuk ${n(p, 'min')} hingga ${n(p, 'max')} pemain: pilih bilangan di antaranya.`,
    'solo-bigger': (p) => `${n(p, 'people')} orang sudah duduk: pilih lebih daripada ${n(p, 'people')} pemain semuanya, atau mulakan permainan biasa.`,
    'solo-full': (p) => `Kesemua ${n(p, 'people')} tempat sudah ada orang: mulakan permainan biasa.`,
    'stage-only': (_p) => 'Hanya TV boleh buat begitu.',
    'rules-misfit': (p) => `Peraturan ini tidak cukup untuk ${n(p, 'players')} pemain: ubah peraturan, atau pilih kurang pemain.`,
    'deals-fewer': (p) => `Peraturan ini cukup untuk paling ramai ${n(p, 'most')} pemain, dan ${n(p, 'players')} sudah duduk. Cuba yang lain.`,
    'deals-none': (_p) => 'Peraturan ini tidak boleh membahagikan permainan: semak nombor dan cuba lagi.',
    'timer-range': (p) => `Pemasa keputusan boleh dari ${n(p, 'min')} hingga ${n(p, 'max')} saat: pilih masa di antaranya.`,
    'setting-range': (p) => `Nombor itu di luar julat: pilih satu dari ${n(p, 'min')} hingga ${n(p, 'max')}.`,
    'seats-taken': (p) => `Kesemua ${n(p, 'max')} tempat sudah diambil.`,
    'no-such-game': (p) => `Tiada permainan ${n(p, 'game')} yang sudah tamat.`,
  },
  'no-answer': 'Permainan tidak menjawab. Sila cuba lagi.',
  other: 'Tak berjaya. Sila cuba lagi.',
};
