/**
 * The platform captions' catalogue (docs/I18N.md): English bundled, Korean, Italian and Malay
 * loaded when a screen speaks them.
 */
import { defineTexts } from '../../i18n/texts.js';
import { en, type CaptionTexts } from './en.js';

export type { CaptionTexts };

/** The host's platform lines and the sounds in words, in every locale. */
export const captionTexts = defineTexts<CaptionTexts>('platform captions', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
