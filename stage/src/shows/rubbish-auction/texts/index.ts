/** Rubbish Auction's stage catalogue (docs/I18N.md): English in the show's chunk, the others fetched on demand. */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type RubbishStageTexts } from './en.js';

export type { RubbishStageTexts };

/** Rubbish Auction's words on the stage, in every locale. */
export const rubbishStageTexts = defineTexts<RubbishStageTexts>('rubbish-auction stage', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
