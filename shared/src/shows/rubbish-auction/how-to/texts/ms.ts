/** Rubbish Auction's how-to-play in Malay (docs/I18N.md). */
import type { RubbishHowToTexts } from './en.js';

export const ms: RubbishHowToTexts = {
  title: 'Cara bermain',
  welcome: 'Selamat datang ke Rubbish Auction! Tujuh barang buruk dilelong, dan kemasyhuran tertinggi di akhir permainan menang.',
  geek: 'Setiap orang ada Geek rahsia yang mahukan dua barang. Penjaga Kolam milik Cleo mahukan Itik Getah dan Patung Kerdil Taman: 30 kemasyhuran setiap satu di akhir.',
  pick: 'Ana ialah Pelelong Seterusnya: dia lelong Itik Getah dan pilih Ben sebagai Pembida Pertama.',
  holdOut: 'Ben letak dua kad wang, tertutup. Semua nampak berapa keping, tiada siapa tahu yang mana.',
  peek: 'Sebelum membida, anda intai satu kad pembida sebelum anda. Cleo nampak 5,000: Ben bida sekurang-kurangnya 6,000.',
  bid: 'Cleo mahukan itik itu, jadi dia letak 10,000.',
  peekKept: 'Ana pun mengintai: Cleo cuma letak satu kad, jadi Ana lihat satu kad yang Cleo simpan.',
  reveal: 'Ana letak 1,000. Buka kad! Cleo 10,000, Ben 7,000, Ana 1,000.',
  settle: 'Bida tertinggi menang: Cleo dapat itik itu dan bayar 10 kemasyhuran. Ben dapat 7 kemasyhuran. Ana bida paling sedikit: tiada kemasyhuran, tapi dia pilih barang seterusnya.',
  bin: 'Hati-hati: bidaan tertinggi yang lebih besar daripada kemasyhuran anda tak boleh dibayar. Kemasyhuran jatuh ke 0 dan barang masuk tong sampah.',
  faceUp: 'Ana pilih seterusnya: Patung Kerdil Taman. Semua kecuali pembida terendah tinggalkan kad tertinggi terbuka: 5,000 Ben dan 10,000 Cleo berehat pusingan ini.',
  end: 'Tujuh pusingan, kemudian para Geek didedahkan: setiap barang yang Geek anda mahu menambah 30 kemasyhuran. Kemasyhuran tertinggi menang. Selamat berseronok!',
};
