/** Minus Auction's card words in Malay (docs/I18N.md). */
import type { MinusCardTexts } from './en.js';

export const ms: MinusCardTexts = {
  tagline: 'Setiap kiub berita buruk: ambil bersama cipnya, atau bayar satu cip untuk lepaskan.',
};
