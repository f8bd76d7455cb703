/**
 * The product's languages (docs/I18N.md): English (the source, always complete), Korean, Italian
 * and Malay. A locale is chosen per screen: each phone from its browser or its picker, the stage
 * by the host (lobby menu or `?lang=`), the server's terminal from `--lang`, `LC_ALL`,
 * `LC_MESSAGES` or `LANG`.
 */

/** Every locale, English first. */
export const LOCALES = ['en', 'ko', 'it', 'ms'] as const;

/** One of the product's languages, as its two-letter code. */
export type Locale = (typeof LOCALES)[number];

/** The translated locales (every catalogue besides English is loaded on demand). */
export type TargetLocale = Exclude<Locale, 'en'>;

/** The source locale: what a screen speaks until it knows better. */
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language's name in itself, as a picker lists it (so a Korean reader finds "한국어" in an
 * English page). Never translated.
 */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ko: '한국어',
  it: 'Italiano',
  ms: 'Bahasa Melayu',
};

/**
 * Each language's name in itself where the word "language" is already said above it (the TV
 * lobby's Language tile): Malay is "Melayu" under "Bahasa", where "Bahasa / Bahasa Melayu" made
 * its row of tiles the widest, and every word of the lobby's tiles shrank to 28 px. Never translated.
 */
export const LOCALE_SHORT_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ko: '한국어',
  it: 'Italiano',
  ms: 'Melayu',
};

/**
 * The BCP 47 tag handed to `Intl` for each locale: British English (the product's spelling:
 * "colour"; lists without the serial comma), Korea's Korean, Italy's Italian, Malaysia's Malay.
 */
export const INTL_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  ko: 'ko-KR',
  it: 'it-IT',
  ms: 'ms-MY',
};

/** True for one of `LOCALES`. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale of one language tag, or null when the product does not speak it. Accepts browser
 * tags ("ko-KR", "it"), POSIX locale names ("it_IT.UTF-8", "ms_MY@euro") and any case;
 * "C" and "POSIX" give null.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_.@]/)[0] ?? '';
  return isLocale(primary) ? primary : null;
}

/**
 * The first of `preferred` (most wanted first: a remembered choice, then `navigator.languages`)
 * that the product speaks, else English. Empty and unknown entries are skipped.
 */
export function pickLocale(preferred: readonly (string | null | undefined)[]): Locale {
  for (const tag of preferred) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
