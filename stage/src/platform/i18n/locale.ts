/**
 * The stage's language (docs/I18N.md, "Picking a language"): the host's choice, from `?lang=ko`
 * in the address or the lobby menu (which writes its choice into a `?lang=` there), remembered by
 * this browser; else the browser's language; else English. The phones each speak their own: the room carries codes, not sentences.
 */
import { isLocale, matchLocale, pickLocale, type Locale } from '@minus/shared/platform/i18n/locales';
import { currentLocale, setLocale } from '@minus/shared/platform/i18n/texts';

const KEY = 'stage.locale';

function stored(storage: Storage | null): string | null {
  try {
    return storage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

function remember(storage: Storage | null, locale: Locale): void {
  try {
    storage?.setItem(KEY, locale);
  } catch {
    /* private browsing: the stage simply will not remember */
  }
}

/** Fetch the faces `locale` draws with beyond the bundled Latin ones (Korean: Noto Sans KR, a chunk of its own). */
export async function loadLocaleFaces(locale: Locale, extra = ''): Promise<void> {
  if (locale !== 'ko') return;
  const { loadKoreanFaces } = await import('./korean-font.js');
  await loadKoreanFaces(extra);
}

async function apply(locale: Locale): Promise<void> {
  // The words first: the faces are loaded for the syllables they use.
  await setLocale(locale);
  await loadLocaleFaces(locale).catch(() => undefined);
  document.documentElement.lang = currentLocale();
}

/**
 * Start in `?lang=` (remembered), the remembered choice, or the browser's language. Never
 * rejects: English when a catalogue cannot be fetched. Returns the locale in use.
 */
export async function startStageLocale(
  search: string = location.search,
  languages: readonly string[] = navigator.languages ?? [],
  storage: Storage | null = globalThis.localStorage ?? null,
): Promise<Locale> {
  const asked = matchLocale(new URLSearchParams(search).get('lang'));
  if (asked) remember(storage, asked);
  const locale = pickLocale([asked, stored(storage), ...languages]);
  try {
    await apply(locale);
  } catch {
    document.documentElement.lang = currentLocale();
  }
  return currentLocale();
}

/**
 * The address's `?lang=` says `locale` from now on (the other parameters kept, no new history
 * entry), so a reload starts in the language the host picked, not in the one the address was
 * opened with. An address without `?lang=` is left as it is.
 */
function keepInAddress(locale: Locale, page: Pick<Window, 'location' | 'history'> | null): void {
  try {
    if (!page) return;
    const url = new URL(page.location.href);
    if (!url.searchParams.has('lang') || url.searchParams.get('lang') === locale) return;
    url.searchParams.set('lang', locale);
    page.history.replaceState(page.history.state, '', url.href);
  } catch {
    /* no history to write (a sandboxed page): the remembered choice still holds without `?lang=` */
  }
}

/**
 * The host picked `locale` in the lobby menu: remember it, make the address's `?lang=` (if any)
 * say it, so a reload keeps it, and switch (rejects if its words cannot be fetched).
 */
export async function chooseStageLocale(
  locale: Locale,
  storage: Storage | null = globalThis.localStorage ?? null,
  page: Pick<Window, 'location' | 'history'> | null = globalThis.window ?? null,
): Promise<void> {
  if (!isLocale(locale)) return;
  remember(storage, locale);
  keepInAddress(locale, page);
  await apply(locale);
}
