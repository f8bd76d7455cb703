/**
 * The phone's platform catalogue (docs/I18N.md): English bundled with the first load, Korean,
 * Italian and Malay fetched when the phone speaks them.
 */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type PhoneTexts } from './en.js';

export type { PhoneTexts };

/** The phone's platform words in every locale. */
export const phoneTexts = defineTexts<PhoneTexts>('phone', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
