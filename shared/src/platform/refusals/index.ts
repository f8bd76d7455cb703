/**
 * Refusals in words (docs/I18N.md): each screen words a refused request's code, reason and
 * parameters in its own language; the server words them in English for its `message`.
 */
import type { Locale } from '../i18n/locales.js';
import { defineTexts } from '../i18n/texts.js';
import { REFUSAL_REASONS, type RefusalParams, type RefusalReason } from '../protocol/refusals.js';
import { en, type RefusalTexts } from './texts/en.js';

export type { RefusalTexts };

/** The refusals' words in every locale. */
export const refusalTexts = defineTexts<RefusalTexts>('refusals', en, {
  ko: () => import('./texts/ko.js').then((m) => m.ko),
  it: () => import('./texts/it.js').then((m) => m.it),
  ms: () => import('./texts/ms.js').then((m) => m.ms),
});

/** What a refused answer carries for wording: its code (a platform code, `no-answer`, or another), reason and parameters. */
export interface RefusalWords {
  code?: string | undefined;
  reason?: string | undefined;
  params?: RefusalParams | undefined;
}

function isReason(r: string | undefined): r is RefusalReason {
  return typeof r === 'string' && (REFUSAL_REASONS as readonly string[]).includes(r);
}

/**
 * The refusal as a sentence in `locale` (default: the realm's): the reason's wording when the
 * reason is known, else the code's, else the general "did not work". Never throws on odd input.
 */
export function refusalText(r: RefusalWords, locale?: Locale): string {
  const t = locale ? refusalTexts.in(locale) : refusalTexts.now();
  if (isReason(r.reason)) return t.reasons[r.reason](r.params && typeof r.params === 'object' ? r.params : {});
  if (r.code === 'no-answer') return t['no-answer'];
  const codes = t.codes as Record<string, string>;
  return r.code && Object.prototype.hasOwnProperty.call(codes, r.code) ? codes[r.code]! : t.other;
}
