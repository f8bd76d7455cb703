/** The stage's platform words in Malay (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { StageTexts } from './en.js';
import { remoteMs } from './remote-ms.js';

const f = formatsFor('ms');

export const ms: StageTexts = {
  ...remoteMs,
  welcome: 'Selamat datang ke pertunjukan! Imbas kod untuk sertai.',
  backInLobby: 'Kembali ke lobi! Main lagi, atau cuba yang baharu? Yang baru tiba: imbas kod.',
  lobby: {
    addBot: 'Tambah bot',
    start: 'Mula',
    language: 'Bahasa',
    pickShow: 'Atas dan bawah pilih pertunjukan untuk permainan seterusnya.',
    scan: 'Imbas dengan telefon · Wi-Fi sama dengan skrin ini',
    watching: (n) => `${f.number(n)} telefon menonton`,
    waiting: 'menunggu...',
    free: 'tempat kosong',
    over: (title, max, over) => `${title} muat ${f.number(max)}: VIP buang ${f.number(over)} dahulu`,
    need: (n) => `Menunggu ${f.number(n)} pemain lagi (atau tambah bot)`,
    startOrShow: 'Tekan Enter atau minta VIP mulakan · Atas untuk pertunjukan lain',
    startHint: 'Tekan Enter atau minta VIP mulakan',
    minSeats: (n) => `${f.number(n)}+ tempat`,
    soloPlayers: (n) => `${f.number(n)} pemain`,
    solo: 'Main seorang',
    thisShow: 'Pertunjukan ini',
    timerOff: 'tutup',
    timer: (s) => `${f.number(s)} s`,
  },
  results: {
    hintShared: 'Tiada pemenang mutlak · Enter atau VIP: main lagi · R: ulang tayang',
    hint: 'Enter atau VIP: main lagi · Kembali: tetapan · R: ulang tayang',
    tonight: 'KEDUDUKAN MALAM INI',
    practiceOnly: 'Permainan latihan tidak dikira dalam kedudukan malam ini.',
    name: 'Nama',
    wins: 'Menang',
    row: (name, games, wins, points) => `${name}: ${f.number(games)} permainan, ${f.number(wins)} kemenangan${points ? `, ${points}` : ''}`,
    scan: ['Imbas untuk sertai', 'permainan seterusnya'],
  },
  seat: {
    bot: (label) => `BOT · ${label}`,
    standIn: (label) => `BOT ganti (${label})`,
    computer: 'komputer',
    on: 'telefon hidup',
    off: 'telefon mati',
    vip: (phone) => `VIP · ${phone}`,
  },
  sound: {
    muted: 'Bunyi dimatikan: tekan M untuk hidupkan.',
    welcome: 'Bunyi hidup. Selamat datang ke pertunjukan!',
    off: 'Bunyi mati. Tekan M untuk bunyi.',
    on: 'Bunyi hidup.',
    volume: (v) => `Kelantangan ${f.number(v)} daripada 10.`,
  },
  link: {
    stopping: 'Pelayan permainan sedang berhenti. Menunggu ia kembali...',
    away: (code) => `Pelayan yang menyimpan ${code ? `bilik ${code}` : 'bilik ini'} sedang dimulakan semula. Permainan akan kembali bersamanya: kekal di halaman ini.`,
    restored: 'Pelayan permainan dimulakan semula: permainan anda sudah kembali.',
    lost: 'Sambungan ke pelayan permainan terputus. Menyambung semula...',
    unreachable: 'Tak dapat capai pelayan permainan. Pastikan ia berjalan (npm start), kemudian muat semula halaman ini.',
    replaced: (code) => `Pelayan permainan dimulakan semula dan permainan ini hilang. Bilik baharu dibuka: ${code}. Sertai semula dengan kod baharu.`,
    retry: 'Pertunjukan tak dapat capai pelayannya. Adakah ia berjalan? Mencuba lagi...',
  },
  mirror: {
    unlock: 'Klik atau tekan mana-mana kekunci untuk mula',
    join: (url) => `Sertai dengan telefon: ${url}`,
    theShow: 'Pertunjukan',
    room: (show, code) => `${show} · bilik ${code}`,
    evening: 'Kedudukan malam ini',
    captions: 'Sari kata hos',
    roomCode: 'Kod bilik',
    joinLink: 'Sertai dengan telefon',
    sameWifi: '(Wi-Fi yang sama dengan skrin ini)',
    table: 'Meja',
    seats: 'Tempat duduk',
  },
};
