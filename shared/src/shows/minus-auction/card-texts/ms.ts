/** Minus Auction's card words in Malay (docs/I18N.md). */
import type { MinusCardTexts } from './en.js';

export const ms: MinusCardTexts = {
  /** The title stays "Minus Auction" in Malay too (docs/I18N.md): so does its short form. */
  short: 'Minus',
  tagline: 'Setiap kiub berita buruk: ambil bersama cipnya, atau bayar satu cip untuk lepaskan.',
};
