/** Rubbish Auction's card words in Italian (docs/I18N.md). */
import type { RubbishCardTexts } from './en.js';

export const it: RubbishCardTexts = {
  /** The title stays "Rubbish Auction" in Italian too (docs/I18N.md): so does its short form. */
  short: 'Rubbish',
  tagline: 'Fai offerte per le cianfrusaglie che vuole il tuo Geek segreto, e tieniti stretta la fama.',
};
