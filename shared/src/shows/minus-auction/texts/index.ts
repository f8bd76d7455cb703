/** Minus Auction's host lines (docs/I18N.md): English bundled, the others fetched when a screen speaks them. */
import { defineTexts } from '../../../platform/i18n/texts.js';
import { en, type MinusCaptionTexts } from './en.js';

export type { MinusCaptionTexts };

/** Minus Auction's captions in every locale. */
export const minusCaptionTexts = defineTexts<MinusCaptionTexts>('minus-auction captions', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
