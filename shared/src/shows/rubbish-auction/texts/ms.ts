/** Rubbish Auction's host lines, items and Geeks in Malay (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { RubbishTexts } from './en.js';

const f = formatsFor('ms');

export const ms: RubbishTexts = {
  money: (thousands) => (thousands === 0 ? 'kosong' : f.number(thousands * 1000)),
  fame: (points) => (points === 0 ? 'tiada kemasyhuran' : `${f.signed(points)} kemasyhuran`),
  cards: (n) => `${f.number(n)} kad`,
  items: {
    'rubber-duck': { name: 'Itik Getah', the: 'Itik Getah' },
    'garden-gnome': { name: 'Patung Kerdil Taman', the: 'Patung Kerdil Taman' },
    'lava-lamp': { name: 'Lampu Lava', the: 'Lampu Lava' },
    'disco-ball': { name: 'Bola Disko', the: 'Bola Disko' },
    'cuckoo-clock': { name: 'Jam Kukuk', the: 'Jam Kukuk' },
    'snow-globe': { name: 'Glob Salji', the: 'Glob Salji' },
    'plastic-flamingo': { name: 'Flamingo Plastik', the: 'Flamingo Plastik' },
  },
  anItem: 'satu barang',
  geeks: {
    'pond-keeper': 'Penjaga Kolam',
    'groovy-gardener': 'Tukang Kebun Groovy',
    'seventies-throwback': 'Peminat Era 70-an',
    'night-owl': 'Burung Hantu Malam',
    'alpine-tourist': 'Pelancong Alpine',
    'souvenir-hunter': 'Pemburu Cenderamata',
    'bird-fancier': 'Peminat Burung',
  },
  gameStarted: [
    (who) => `Tujuh barang buruk, seorang satu Geek rahsia! ${who} pilih barang pertama.`,
    (who) => `Keluarkan dompet, semua! ${who} buka lelongan.`,
  ],
  pickedTimeout: (who, item) => `Masa ${who} tamat: ${item} dilelong, dan ${who} bida dulu.`,
  bidsFirstToo: (who) => `${who} bida dulu juga.`,
  bidsFirst: [(first) => `${first} bida dulu!`, (first) => `${first}, anda yang pertama.`, (first) => `Bidaan pertama: ${first}.`],
  pickedLast: (who, item) => `${who} lelong barang terakhir: ${item}!`,
  picked: [(who, item) => `${who} lelong ${item}.`, (who, item) => `${who} pilih ${item}!`, (who, item) => `${who} pilih ${item}. Siapa mahu?`],
  peekTimeout: (who, of) => `Masa ${who} tamat, jadi dia lihat kad pertama ${of}.`,
  peekKept: [(who, of) => `${who} intai kad yang ${of} simpan.`, (who, of) => `${who} curi pandang satu kad simpanan ${of}.`],
  peekBid: [(who, of, n) => `${who} intai kad ke-${f.number(n)} ${of}.`, (who, of, _n) => `${who} intai satu kad ${of}. Muka selamba, ${of}!`],
  holdTimeout: (who) => `Masa ${who} tamat: tiada kad dipegang.`,
  holdNothing: [(who) => `${who} tak letak apa-apa langsung!`, (who) => `${who} simpan semua kad rapat-rapat.`],
  hold: [(who, cards) => `${who} letak ${cards}.`, (who, cards) => `${who} letak ${cards} tertutup.`, (who, cards) => `${who} pilih ${cards}.`],
  bid: (who, money) => `${who} ${money}`,
  reveal: [(bids) => `Buka kad! ${f.list(bids)}.`, (bids) => `Dedahkan! ${f.list(bids)}.`, (bids) => `Tunjuk duit anda! ${f.list(bids)}.`],
  binned: (who, money, item) => `${who} bida ${money} tapi tak mampu bayar semua: kemasyhuran jatuh ke 0 dan ${item} masuk tong sampah!`,
  free: (who, item) => `${who} dapat ${item} percuma!`,
  won: [(who, item, money, fame) => `${who} menang ${item} dengan ${money}: ${fame}.`, (who, _item, money, fame) => `Dijual kepada ${who} pada ${money}! Itu ${fame}.`],
  gain: (who, fame) => `${who} ${fame}`,
  gainers: [(gains) => `${f.list(gains)}. Yang berbelanja besar pasti dikenali!`, (gains) => `${f.list(gains)}. Murah hati ada balasannya!`],
  bottom: [(who) => `${who} belanja paling sedikit dan pilih barang seterusnya.`, (who) => `${who} tutup dompet: tiada kemasyhuran, tapi dapat pilih seterusnya.`],
  geeksReveal: ['Geek, tunjukkan diri!', 'Masa untuk kenal para Geek...'],
  noWish: (who, geek) => `${who} ialah ${geek}. Kali ini hajat tak tercapai.`,
  wish: (who, geek, items, fame) => `${who} ialah ${geek}: ${f.list(items)}, ${fame}!`,
  winsTied: (who, fame) => `${who} seri pada ${f.number(fame)} kemasyhuran tapi ada lebih banyak barang, dan menang!`,
  wins: [(who, fame) => `${who} menang dengan ${f.number(fame)} kemasyhuran!`, (who, fame) => `Dan pemenangnya... ${who}, dengan ${f.number(fame)} kemasyhuran!`],
  shared: (who) => `Tempat pertama dikongsi: ${f.list(who)} seri pada kemasyhuran dan barang!`,
};
