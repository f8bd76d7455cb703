/** The stage's platform catalogue (docs/I18N.md): English bundled, the others fetched when the host picks them. */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type StageTexts } from './en.js';

export type { StageTexts };

/** The stage's platform words in every locale. */
export const stageTexts = defineTexts<StageTexts>('stage', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
