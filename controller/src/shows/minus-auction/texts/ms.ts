/** Minus Auction's words on the phone in Malay (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { MinusPhoneTexts } from './en.js';

const f = formatsFor('ms');
const chips = (n: number) => `${f.number(n)} cip`;

export const ms: MinusPhoneTexts = {
  chips,
  noChips: 'Cip anda sudah habis, jadi anda mesti ambil.',
  presets: {
    show: { name: 'Rancangan', description: 'Macam di TV: -3 hingga -35, satu kiub tersembunyi, 9 cip seorang.' },
    veto: { name: 'Veto', description: 'Lebih pendek: -3 hingga -25, satu kiub tersembunyi, 7 cip, tempat dicabut rawak.' },
    genius: { name: 'Genius', description: '-3 hingga -35 dengan dua kiub tersembunyi, 9 cip, tempat 1 mula dulu.' },
    classic: { name: 'Klasik', description: 'Permainan papan: sembilan kiub tersembunyi, 7 hingga 11 cip ikut saiz meja.' },
    custom: { name: 'Sendiri', description: 'Julat, kiub tersembunyi, cip dan tempat duduk pilihan anda.' },
  },
  levels: {
    easy: { name: 'Mudah', description: 'Nilai kiub ikut angka dan cip di atasnya.' },
    medium: { name: 'Sederhana', description: 'Main ikut siri dan simpan cip.' },
    hard: { name: 'Sukar', description: 'Kira kiub yang belum keluar dan baca meja.' },
  },
  styles: {
    bold: { name: 'Berani', description: 'Tolak lebih lama untuk kumpul cip.' },
    steady: { name: 'Tenang', description: 'Tak tamak, tak segan.' },
    cautious: { name: 'Berhati-hati', description: 'Ambil awal daripada bayar cip.' },
  },
  hints: { label: 'Pratonton ambil', help: 'Setiap telefon tunjuk kesan ambil kiub itu pada skornya.' },
  crowdPrompt: (offer) => `Siapa ambil ${f.number(offer)}?`,
  bots: { level: 'Tahap', style: 'Gaya', add: 'Tambah bot' },
  runs: { cleanSheet: 'Tiada kiub: bersih!', none: 'Belum ada kiub.', label: 'Kiub dalam siri', notCounted: 'tidak dikira' },
  turn: {
    mine: (offer, pot) => `Giliran anda: kiub ${f.number(offer)}, longgokan ${f.number(pot)}.`,
    of: (name, offer, pot) => `Giliran ${name}: kiub ${f.number(offer)}, longgokan ${f.number(pot)}.`,
  },
  rules: {
    summary: (smallest, largest, hidden, chipsEach) =>
      `Kiub ${f.number(-smallest)} hingga ${f.number(-largest)}, ${f.number(hidden)} tersembunyi, ${chips(chipsEach)} seorang.`,
    smallest: 'Kiub terdekat (negatif)',
    largest: 'Kiub terjauh (negatif)',
    removed: 'Kiub tersembunyi',
    chipsEach: 'Cip seorang',
    seating: 'Tempat duduk',
    joinOrder: 'Ikut giliran masuk',
    shuffled: 'Dicabut rawak',
    starter: 'Siapa mula',
    randomSeat: 'Tempat rawak',
    seatOne: 'Tempat 1',
    legend: 'Peraturan',
    badEnds: 'Kiub terjauh mesti lebih jauh dari sifar berbanding kiub terdekat.',
    shortRange: (cubes: number, players: number, hidden: number) =>
      `${f.number(cubes)} kiub terlalu sedikit: ${f.number(players)} pemain dan ${f.number(hidden)} tersembunyi perlukan ${f.number(players + hidden)}. Luaskan julat atau kurangkan kiub tersembunyi.`,
  },
  howTo: {
    table: 'Meja',
    vault: (n) => `Peti besi: ${f.number(n)} kiub tersembunyi`,
    calls: (name) => `Giliran ${name}`,
    seat: (name, chips) => `${name}, ${f.number(chips)} cip`,
  },
  offer: {
    group: 'Kiub dilelong',
    label: 'Dilelong',
    pot: 'Longgokan',
    potSpoken: (n) => `${f.number(n)} cip`,
    left: (n) => (n === 0 ? 'Kiub terakhir!' : `${f.number(n)} kiub lagi selepas ini`),
  },
  play: {
    yourTurn: 'Giliran anda!',
    next: 'Kiub seterusnya akan keluar…',
    deciding: (name) => `${name} sedang berfikir…`,
    take: 'Ambil:',
    ifTook: 'Kalau anda ambil:',
    potGain: (n) => `+${chips(n)}`,
    offline: 'Ambil dan Tolak kembali bila sambungan pulih.',
    noChips: 'Cip habis: anda mesti ambil.',
    decision: 'Keputusan anda',
    refuse: 'Tolak',
    takeButton: 'Ambil',
    myChips: 'Cip anda:',
    refused: (who) => `Sudah tolak: ${f.list(who.map((w) => (w.times > 1 ? `${w.name} (${f.number(w.times)} kali)` : w.name)))}`,
    refusedLabel: 'Sudah tolak:',
    nobody: 'Belum ada yang tolak kiub ini.',
    botSeat: 'Bot sedang main di tempat anda buat masa ini.',
    takeBack: 'Ambil semula tempat saya',
    myCubes: 'Kiub saya',
    score: (total, cubes, left) => `Skor ${f.signed(total)}: kiub ${f.signed(cubes)}, ${chips(left)}`,
    everyone: 'Kiub dan skor semua',
  },
  results: {
    yours: 'Skor anda',
    counted: (cubes, sum) => `Kiub dikira: ${cubes.map((c) => f.number(c)).join(', ')}${cubes.length > 1 ? ` (${f.signed(sum)})` : ''}`,
    noCubes: 'Tiada kiub: tiada yang ditolak daripada skor anda.',
    chipsLeft: (n) => `Baki cip: ${chips(n)} (${f.signed(n)})`,
    // A word joiner after "ke-": a line may break after a hyphen, and "TEMPAT KE-" stood over a lone "2".
    total: (score, place) => `Jumlah: ${f.signed(score)}, tempat\u00a0ke-\u2060${f.number(place)}`,
    wins: (name) => `${name} menang!`,
    shared: (names) => `Tempat pertama dikongsi: ${f.list(names)}`,
    sharedBare: 'Tempat pertama dikongsi!',
    hidden: 'Isi peti besi',
    noneHidden: 'Peti besi kosong.',
    standings: 'Kedudukan',
    scoreLabel: 'skor',
  },
  seat: {
    place: (n) => `#${f.number(n)}`,
    you: '(anda)',
    deciding: 'berfikir',
    refusedAt: (turns) => `tolak ${turns.map((t) => `#${f.number(t)}`).join(', ')}`,
    bot: 'bot',
    away: 'tiada',
    cubeScore: 'skor kiub',
  },
  watch: {
    playersSoFar: (n) => `Pemain setakat ini: ${f.number(n)}. Permainan bermula bila VIP kata mula.`,
    table: 'Meja',
  },
};
