/** Minus Auction's card words in Italian (docs/I18N.md). */
import type { MinusCardTexts } from './en.js';

export const it: MinusCardTexts = {
  tagline: 'Ogni cubo è una brutta notizia: prendilo con i suoi gettoni, o paga un gettone e passalo.',
};
