/** Rubbish Auction's how-to-play lines (docs/I18N.md): English bundled, the others fetched when a screen speaks them. */
import { defineTexts } from '../../../../platform/i18n/texts.js';
import { en, type RubbishHowToTexts } from './en.js';

export type { RubbishHowToTexts };

/** The how-to's heading and captions in every locale. */
export const rubbishHowToTexts = defineTexts<RubbishHowToTexts>('rubbish-auction how to play', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});
