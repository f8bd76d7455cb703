/**
 * The stage's own catalogue (docs/I18N.md): English bundled, Korean, Italian and Malay loaded when
 * the stage speaks them. Read at draw time (`stageTexts.now()`), never kept in a constant.
 */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type StageTexts } from './en.js';

export type { StageTexts };

export const stageTexts = defineTexts<StageTexts>('stage', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
