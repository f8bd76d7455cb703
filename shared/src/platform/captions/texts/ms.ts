/** The host's platform lines in Malay (docs/I18N.md). */
import { formatsFor } from '../../i18n/format.js';
import type { CaptionTexts } from './en.js';

const f = formatsFor('ms');

export const ms: CaptionTexts = {
  seatJoined: [(who) => `${who} sertai pertunjukan!`, (who) => `Selamat datang, ${who}!`, (who) => `${who} ambil tempat.`],
  seatLeft: (who) => `${who} sudah tinggalkan meja.`,
  seatAway: (who, clock) => `Telefon ${who} senyap.${clock ? ' Jam terus berdetik.' : ''}`,
  seatRejoined: (who) => `Selamat kembali, ${who}! Markah malam ini bersambung.`,
  seatBack: [(who) => `${who} kembali!`, (who) => `Selamat kembali, ${who}!`],
  standIn: (bot, who) => `Pemain komputer (${bot}) menggantikan ${who}.`,
  standInLeft: (bot, who) => `${who} keluar dari permainan: pemain komputer (${bot}) bermain di tempatnya.`,
  vipChanged: (who) => `${who} kini VIP, dan boleh mulakan pertunjukan.`,
  vipNone: 'Buat masa ini tiada VIP: orang seterusnya yang kembali ke tempat duduk sendiri, atau yang menyertai, akan menjadi VIP.',
  showChosen: [(title) => `Seterusnya: ${title}!`, (title) => `Pertunjukan seterusnya malam ini: ${title}.`],
  countdown: (who, seconds) => `${who}, ${f.number(seconds)} saat!`,
  seat: (n) => `Tempat ${f.number(n)}`,
  someone: 'Seseorang',
  sounds: {
    join: 'loceng', leave: 'pintu ditutup perlahan', start: 'muzik pembukaan', draw: 'desir dan dentum',
    'clink-1': 'denting cip', 'clink-2': 'denting cip', 'clink-3': 'denting cip',
    take: 'bunyi ambil', 'take-bad': 'bunyi ambil rendah', 'take-good': 'bunyi ambil ceria', tick: 'detik jam',
    rumble: 'gemuruh bilik kebal', drumroll: 'paluan dram', reveal: 'simbal', fanfare: 'fanfara', aww: 'aww simpati',
  },
};
