/** Rubbish Auction's card words in Italian (docs/I18N.md). */
import type { RubbishCardTexts } from './en.js';

export const it: RubbishCardTexts = {
  tagline: 'Fai offerte per le cianfrusaglie che vuole il tuo Geek segreto, e tieniti stretta la fama.',
};
