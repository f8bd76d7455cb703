/** Rubbish Auction's card catalogue (docs/I18N.md): small, so the phone's first load can carry English. */
import { defineTexts } from '../../../platform/i18n/texts.js';
import { en, type RubbishCardTexts } from './en.js';

/** The card's words in every locale. */
export const rubbishCardTexts = defineTexts<RubbishCardTexts>('rubbish-auction card', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
