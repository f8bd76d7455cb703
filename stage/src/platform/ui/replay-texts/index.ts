/**
 * The replay's words on the TV (docs/I18N.md): English bundled, Korean, Italian and Malay fetched
 * when the stage speaks them. Used by app/replay.ts and its panel.
 */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type ReplayTexts } from './en.js';

export type { ReplayTexts };

export const replayTexts = defineTexts<ReplayTexts>('stage replay', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
