/** The phone's platform words in Malay (docs/I18N.md). */
import type { PhoneTexts } from './en.js';
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('ms');

export const ms: PhoneTexts = {
  join: {
    title: 'Sertai permainan',
    code: 'Kod bilik',
    codeHelp: 'Empat huruf, ada di TV.',
    badCode: 'Kod bilik ialah empat huruf, contohnya MKST. Lihat di TV.',
    name: 'Nama anda',
    avatar: 'Warna dan lambang anda',
    join: 'Sertai',
    joining: 'Sedang sertai…',
    watchAsAudience: 'Tonton sebagai penonton',
    justWatch: 'Tonton sahaja',
  },
  failure: {
    'no-such-room': 'Tiada permainan dengan kod itu. Semak empat huruf di TV.',
    'name-empty': 'Sila taip nama supaya yang lain tahu siapa anda.',
    'name-too-long': 'Nama itu agak panjang. Guna 16 huruf atau kurang.',
    'name-taken': 'Sudah ada pemain dengan nama itu, atau yang hampir sama. Sila pilih nama lain.',
    'slow-down': 'Ramai sedang sertai dari rangkaian ini. Tunggu beberapa saat dan cuba lagi.',
    'name-invalid': 'Nama itu ada aksara yang TV tak boleh papar. Guna huruf, nombor atau emoji.',
    'room-full': 'Penuh! Semua tempat duduk dan tempat penonton sudah diambil. Cuba lagi sekejap lagi.',
    'game-in-progress': 'Permainan sudah bermula. Anda boleh tonton sebagai penonton.',
    unreachable: 'Tak dapat capai permainan. Pastikan telefon ini guna Wi-Fi yang sama dengan TV.',
    kicked: 'VIP telah beri tempat anda kepada orang lain. Anda boleh sertai semula atau tonton.',
    'room-ended': 'Permainan itu sudah tamat dan tiada lagi di pelayan. Untuk main lagi, taip kod baharu dari TV.',
    'taken-over': 'Tempat anda kini dibuka di skrin lain. Sertai semula di sini untuk mendapatkannya.',
    other: 'Ada yang tak kena. Sila cuba lagi.',
  },
  linkDown: 'Sambungan terputus. Menyambung semula…',
  notice: {
    'too-late': 'Terlambat: permainan sudah bergerak.',
    'not-your-turn': 'Belum giliran anda. Sabar ya!',
    'game-over': 'Permainan sudah tamat.',
    'not-allowed': 'Hanya VIP boleh buat begitu.',
    'rate-limited': 'Perlahan sikit! Satu ketik pada satu masa.',
    'too-few-seats': 'Pertunjukan ini perlukan lebih ramai pemain. Tambah bot atau tunggu kawan.',
    'too-many-seats': 'Pertunjukan ini ada kurang tempat: buang satu tempat dahulu.',
    'room-full': 'Semua tempat sudah diambil.',
    'not-in-lobby': 'Itu hanya boleh ditukar sebelum permainan bermula.',
    'no-answer': 'Permainan tidak menjawab. Sila cuba lagi.',
    other: 'Tak berjaya. Sila cuba lagi.',
  },
  avatars: ['musang oren', 'burung hantu biru langit', 'katak hijau', 'bintang kuning', 'ikan paus biru', 'api merah jingga', 'bunga ungu'],
  crowd: {
    generic: 'Siapa seterusnya?',
    between: 'Soalan seterusnya akan tiba…',
    calledIt: 'Tekaan anda tepat!',
    missed: (who: string) => `Bukan kali ini: ${who} yang ambil.`,
    missedNobody: 'Bukan kali ini.',
    guessAlong: 'Teka sambil menunggu',
    guess: (who: string) => `Teka ${who}`,
    guesses: (n: number) => f.count(n, { other: '# tekaan' }),
    yourDecision: 'Giliran anda membuat keputusan: tekaan untuk pemain lain.',
    cheer: 'Sorak',
    groan: 'Keluh',
  },
  language: 'Bahasa · Language',
};
