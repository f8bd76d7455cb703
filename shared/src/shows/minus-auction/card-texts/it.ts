/** Minus Auction's card words in Italian (docs/I18N.md). */
import type { MinusCardTexts } from './en.js';

export const it: MinusCardTexts = {
  /** The title stays "Minus Auction" in Italian too (docs/I18N.md): so does its short form. */
  short: 'Minus',
  tagline: 'Ogni cubo è una brutta notizia: prendilo con i suoi gettoni, o paga un gettone e passalo.',
};
