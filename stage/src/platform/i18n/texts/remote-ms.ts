/** The stage's own words in Malay (see remote-en.ts). */
import type { RemoteTexts } from './remote-en.js';

export const remoteMs: RemoteTexts = {
  keys: {
    noFocus: 'Tekan Enter atau minta VIP mula · Kiri/Kanan untuk tetapan',
    start: 'Enter: mula permainan · Kiri/Kanan: alih',
    bot: 'Enter: tambah bot · Atas/Bawah: tahapnya · Kiri/Kanan: alih',
    solo: 'Enter: lawan komputer · Atas/Bawah: bilangan pemain · Kiri/Kanan: alih',
    howTo: (seconds) => `Enter: tonton cara bermain (${seconds} saat) · Kiri/Kanan: alih`,
    replay: 'Enter: tonton semula permainan malam ini · Kiri/Kanan: alih',
    theShow: 'rancangan',
    value: (what) => `Atas/Bawah: tukar ${what.toLowerCase()} · Kiri/Kanan: alih · Enter: mula`,
  },
  replayTile: { button: 'Tonton semula permainan malam ini', tile: 'Ulang tayang', games: (n) => `${n} permainan` },
  howTo: {
    tile: 'Cara bermain',
    length: (seconds) => `${seconds} saat`,
    banner: (beat, beats) => `CARA BERMAIN · ${beat} daripada ${beats}`,
    skip: 'Kembali atau Enter: langkau',
    skipButton: 'Langkau cara bermain',
    scene: (seconds) => `Cara bermain: pelajaran animasi ${seconds} saat di TV.`,
    back: 'Kembali ke lobi. Imbas kod untuk menyertai!',
  },
  status: { bot: 'BOT', away: 'TIADA', awayBotPlays: 'TIADA · bot bermain', leftBotPlays: 'KELUAR · bot bermain', botPlays: 'BOT BERMAIN', coached: 'DIBIMBING', vip: 'VIP' },
  soundCaptions: { on: 'Kapsyen bunyi dihidupkan. Tekan C untuk menyembunyikannya.', off: 'Kapsyen bunyi dimatikan. Tekan C untuk menunjukkannya.' },
  ordinal: (n) => `ke-${n}`,
};
