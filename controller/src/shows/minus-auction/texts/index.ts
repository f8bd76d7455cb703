/** Minus Auction's phone catalogue (docs/I18N.md): English in the show's chunk, the others fetched on demand. */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type MinusPhoneTexts } from './en.js';

export type { MinusPhoneTexts };

/** Minus Auction's words on the phone, in every locale. */
export const minusPhoneTexts = defineTexts<MinusPhoneTexts>('minus-auction phone', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
