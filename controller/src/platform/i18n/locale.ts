/**
 * The phone's language (docs/I18N.md, "Picking a language"): the one picked on this phone and
 * remembered, else the first of the browser's languages the product speaks, else English. Every
 * phone speaks its own language; the room only carries codes, so a table can mix languages.
 */
import { LOCALES, pickLocale, type Locale } from '@minus/shared/platform/i18n/locales';
import { currentLocale, setLocale } from '@minus/shared/platform/i18n/texts';
import { HANGUL } from '@minus/shared/platform/i18n/hangul';
import { loadLocale, saveLocale } from '../net/storage.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';

/** Load the face a locale needs beyond the bundled Latin ones (Korean: Noto Sans KR, its own chunk). */
async function loadFaces(locale: Locale): Promise<void> {
  if (locale === 'ko') await import('./korean-font.js');
}

/**
 * Load the Korean face when a name the room shows holds Hangul (`view`: the seats, the crowd's
 * best guessers, tonight's table), or when the TV speaks Korean (`stageLocale`: a show may name
 * things as the TV does), whatever the phone speaks: a Korean name on an Italian phone is
 * drawn in Noto Sans KR, not as empty boxes on a phone without a system face for it. Returns
 * true when it asked for the face. Never rejects; the chunk is fetched once.
 */
export function facesForNames(view: Pick<RoomStateShape, 'seats' | 'crowd' | 'evening' | 'stageLocale'> | null | undefined): boolean {
  if (!view) return false;
  const names = [...view.seats.map((s) => s.name), ...(view.crowd?.table ?? []).map((r) => r.name), ...(view.evening?.rows ?? []).map((r) => r.name)];
  if (view.stageLocale !== 'ko' && !names.some((n) => HANGUL.test(n))) return false;
  void loadFaces('ko').catch(() => undefined);
  return true;
}

async function apply(locale: Locale): Promise<void> {
  await Promise.all([setLocale(locale), loadFaces(locale).catch(() => undefined)]);
  document.documentElement.lang = currentLocale();
}

/**
 * Start in the remembered or the browser's locale (`languages`: `navigator.languages`). Falls back
 * to English when a catalogue cannot be fetched; never rejects. Returns the locale in use.
 */
export async function startLocale(languages: readonly string[] = navigator.languages ?? []): Promise<Locale> {
  const locale = pickLocale([loadLocale(), ...languages]);
  try {
    await apply(locale);
  } catch {
    document.documentElement.lang = currentLocale();
  }
  return currentLocale();
}

/**
 * The player picked `locale` (join screen or menu): remember it, fetch its words and switch every
 * screen (components re-render through `watchLocale`). Rejects when its words cannot be fetched
 * (the phone keeps speaking its current language).
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  if (!(LOCALES as readonly string[]).includes(locale)) return;
  saveLocale(locale);
  await apply(locale);
}
