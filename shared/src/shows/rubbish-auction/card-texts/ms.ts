/** Rubbish Auction's card words in Malay (docs/I18N.md). */
import type { RubbishCardTexts } from './en.js';

export const ms: RubbishCardTexts = {
  /** The title stays "Rubbish Auction" in Malay too (docs/I18N.md): so does its short form. */
  short: 'Rubbish',
  tagline: 'Bida barang buruk yang Geek rahsia anda mahu, dan jaga kemasyhuran anda.',
};
