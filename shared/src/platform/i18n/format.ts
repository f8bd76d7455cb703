/**
 * Numbers, plurals and lists in a locale, through `Intl` only (docs/I18N.md, "Numbers and
 * plurals"): catalogues word every count with `count`, every figure with `number` or `signed`,
 * every list with `list`, never by hand. Negative numbers keep their sign: `signed(-27)` is "-27" in every locale.
 */
import { INTL_TAGS, type Locale } from './locales.js';

/** A message per plural category (CLDR: zero, one, two, few, many, other); `#` is the formatted count. */
export interface PluralForms {
  /** Exactly zero, whatever the language's categories ("no chips"). */
  '=0'?: string;
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  /** Every language has it; used for any category not given. */
  other: string;
}

/** The formatting helpers of one locale (see `formatsFor`). */
export interface Formats {
  readonly locale: Locale;
  /** A whole number in the locale's digits and grouping: 8000 → "8,000" (en), "8000" (it). Non-finite → "0". */
  number(n: number): string;
  /** A number with its sign: 12 → "+12", -5 → "-5", 0 → "0". */
  signed(n: number): string;
  /** The plural form for `n`, with `#` replaced by `number(n)`: count(3, { one: '# chip', other: '# chips' }). */
  count(n: number, forms: PluralForms): string;
  /** The CLDR plural category of `n` ("one", "other", ...). */
  category(n: number): Intl.LDMLPluralRule;
  /** "Ana", "Ana and Ben", "Ana, Ben and Cy" in the locale's words (`Intl.ListFormat`, conjunction). */
  list(items: readonly string[]): string;
  /** A share (0 to 1, clamped) as a whole percentage in the locale's way: 0.412 → "41%". */
  percent(share: number): string;
}

const cache = new Map<Locale, Formats>();

function whole(n: number): number {
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

function make(locale: Locale): Formats {
  const tag = INTL_TAGS[locale];
  const plain = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const withSign = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  const rules = new Intl.PluralRules(tag);
  const lists = new Intl.ListFormat(tag, { type: 'conjunction', style: 'long' });
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const number = (n: number): string => plain.format(whole(n));
  const category = (n: number): Intl.LDMLPluralRule => rules.select(whole(n));
  return {
    locale,
    number,
    signed: (n) => withSign.format(whole(n)),
    category,
    count(n, forms) {
      const form = whole(n) === 0 && forms['=0'] !== undefined ? forms['=0'] : forms[category(n)] ?? forms.other;
      return form.replace(/#/g, number(n));
    },
    list: (items) => lists.format(items),
    percent: (share) => percents.format(Number.isFinite(share) ? Math.max(0, Math.min(1, share)) : 0),
  };
}

/** The helpers for `locale`, made once and cached (Intl objects are costly to build). */
export function formatsFor(locale: Locale): Formats {
  let f = cache.get(locale);
  if (!f) {
    f = make(locale);
    cache.set(locale, f);
  }
  return f;
}
