/**
 * The crowd's words on the TV (docs/I18N.md): English bundled, Korean, Italian and Malay fetched
 * when the stage speaks them.
 */
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type CrowdTexts } from './en.js';

export type { CrowdTexts };

export const crowdTexts = defineTexts<CrowdTexts>('stage crowd', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
