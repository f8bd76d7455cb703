/**
 * Runtime localisation with @lit/localize (`msg()` / `str`). Every visible string in the
 * controller goes through `msg`. `startLocalization()` picks the first of the browser's languages
 * that has a translation module in src/locales/, else English.
 */
import { configureLocalization } from '@lit/localize';
import type { LocaleModule } from '@lit/localize';
import { sourceLocale, targetLocales } from './locale-codes.js';

/** Translation modules present in src/locales/, by locale code ("ko" for ko.ts). */
const modules = import.meta.glob<LocaleModule>('../../locales/*.ts');

function moduleFor(locale: string): (() => Promise<LocaleModule>) | undefined {
  return modules[`../../locales/${locale}.ts`];
}

/** Target locales that have a translation module now. */
export function availableLocales(): string[] {
  return targetLocales.filter((l) => moduleFor(l) !== undefined);
}

/**
 * The best locale for a list of browser languages (`navigator.languages`, e.g. ["ko-KR", "en"]):
 * the first whose primary tag has a translation, else the source locale "en".
 */
export function pickLocale(languages: readonly string[], available: readonly string[] = availableLocales()): string {
  for (const lang of languages) {
    const primary = lang.toLowerCase().split('-')[0] ?? '';
    if (primary === sourceLocale) return sourceLocale;
    if (available.includes(primary)) return primary;
  }
  return sourceLocale;
}

let started = false;

/** Configure @lit/localize once and switch to the browser's best locale. Safe to call twice. */
export async function startLocalization(languages: readonly string[] = navigator.languages ?? []): Promise<string> {
  if (started) return sourceLocale;
  started = true;
  const { setLocale } = configureLocalization({
    sourceLocale,
    targetLocales,
    loadLocale: (locale) => {
      const load = moduleFor(locale);
      if (!load) return Promise.reject(new Error(`no translation module for ${locale}`));
      return load();
    },
  });
  const locale = pickLocale(languages);
  if (locale !== sourceLocale) await setLocale(locale);
  document.documentElement.lang = locale;
  return locale;
}
