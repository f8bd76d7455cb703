/**
 * Rubbish Auction's words on the phone in it (docs/I18N.md). Still the English wording: a
 * speaker of the language writes it (the keys and their parameters are checked against English).
 */
import { en, type RubbishPhoneTexts } from './en.js';

export const it: RubbishPhoneTexts = { ...en };
