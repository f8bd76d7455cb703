/**
 * Rubbish Auction's phone catalogue (docs/I18N.md): English bundled with the show's chunk, the
 * other locales fetched when the phone speaks them.
 */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type RubbishPhoneTexts } from './en.js';

export type { RubbishPhoneTexts };

/** Rubbish Auction's phone words in every locale. */
export const rubbishPhoneTexts = defineTexts<RubbishPhoneTexts>('rubbish-auction phone', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
