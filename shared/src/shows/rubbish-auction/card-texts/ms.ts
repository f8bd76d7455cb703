/** Rubbish Auction's card words in Malay (docs/I18N.md). */
import type { RubbishCardTexts } from './en.js';

export const ms: RubbishCardTexts = {
  tagline: 'Bida barang buruk yang Geek rahsia anda mahu, dan jaga kemasyhuran anda.',
};
