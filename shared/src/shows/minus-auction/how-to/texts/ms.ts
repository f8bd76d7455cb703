/** Minus Auction's how-to-play in Malay (docs/I18N.md). */
import type { MinusHowToTexts } from './en.js';
import { formatsFor } from '../../../../platform/i18n/format.js';

const f = formatsFor('ms');

export const ms: MinusHowToTexts = {
  title: 'Cara bermain',
  welcome: 'Selamat datang ke Minus Auction! Setiap kiub menolak mata, jadi kekalkan markah anda setinggi mungkin.',
  reveal: 'Sebiji kiub dilelong: -24! Ana buat keputusan dahulu.',
  refuse: 'Tak mahu? Tolak: letak satu cip di atas kiub, dan giliran beralih.',
  refuseAgain: 'Ben pun menolak. Kini ada dua cip di atas -24.',
  take: 'Cleo ambil: kiub itu dan semua cip di atasnya miliknya.',
  run: 'Dalam satu siri, hanya kiub paling hampir sifar dikira: -23 dan -24 bersama cuma tolak 23 mata Cleo.',
  chips: 'Setiap cip yang anda simpan bernilai satu mata. Cip habis? Anda mesti ambil.',
  vault: (n) => f.count(n, {
    '=0': 'Peti besi kosong dalam permainan ini: setiap kiub akan dilelong.',
    one: 'Sebiji kiub disorok dalam peti besi tanpa dilihat sesiapa, jadi tiada siri yang pasti.',
    other: '# biji kiub disorok dalam peti besi tanpa dilihat sesiapa, jadi tiada siri yang pasti.',
  }),
  end: 'Markah tertinggi menang. Semoga berjaya, dan selamat berseronok!',
};
