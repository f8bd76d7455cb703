/** The Rubbish Auction coach's words (docs/I18N.md): English bundled, the others fetched when a screen speaks them. */
import { defineTexts } from '../../../platform/i18n/texts.js';
import { en, type RubbishCoachTexts } from './en.js';

export type { RubbishCoachTexts };

/** The coach's words in every locale. */
export const rubbishCoachTexts = defineTexts<RubbishCoachTexts>('rubbish-auction coach', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
