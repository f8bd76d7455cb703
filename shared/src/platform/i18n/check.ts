/**
 * The completeness check of a catalogue (docs/I18N.md, "Tests"): every locale has exactly the
 * English keys, each of the same kind (text, wording list, function of the same arity, group),
 * with no empty text and no empty list, and no English copy: a text (or a function's wording of
 * the same sample arguments) equal to the English one while it still holds an English word that
 * is not a name kept in every language (`SAME_IN_EVERY_LANGUAGE`). Each part's test runs it on
 * every catalogue it defines.
 */
import { LOCALES, type Locale } from './locales.js';
import type { Texts } from './texts.js';

function kind(v: unknown): string {
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'function') return `function/${v.length}`;
  if (v !== null && typeof v === 'object') return 'group';
  return typeof v;
}

/**
 * Words every language keeps as they are: the presets' names (after TV shows), the game's own
 * loan words, loan words Italian or Malay use as they are, letters of keys and units. A translation equal to English is an English copy unless, with these and the
 * sample arguments taken out, no word of two or more Latin letters is left.
 */
export const SAME_IN_EVERY_LANGUAGE: readonly string[] = [
  'Show', 'Veto', 'Genius', 'Geek', 'VIP', 'BOT', 'Bot', 'bot',
  'computer', 'Timer', 'Menu', 'Wi-Fi', 'OK', 'QR', 'Enter', 'Esc', 'ms', 'Offline',
];

/** Sample arguments for a function of `arity`: numbers, then names, then lists of names. */
const SAMPLES: readonly ((i: number) => unknown)[] = [(i) => 3 + i, (i) => `Qz${i}`, (i) => [`Qz${i}`, `Qy${i}`]];

/** The function's wording of the first sample arguments it accepts; null when it takes none. */
function wording(fn: (...a: unknown[]) => unknown, arity: number, sample: number): string | null {
  try {
    const r = fn(...Array.from({ length: arity }, (_, i) => SAMPLES[sample]!(i)));
    return typeof r === 'string' ? r : null;
  } catch {
    return null;
  }
}

/** True when `text` still has an English word once names and sample arguments are taken out. */
function hasWords(text: string, allow: readonly string[]): boolean {
  let rest = text.replace(/Q[zy]\d+/g, ' ');
  for (const name of [...allow].sort((a, b) => b.length - a.length)) rest = rest.split(name).join(' ');
  return /[A-Za-z]{2,}/.test(rest);
}

/** Push a problem when `other` is `en` copied (texts, or wordings of the same sample arguments). */
function copied(en: unknown, other: unknown, path: string, locale: Locale, allow: readonly string[], out: string[]): void {
  if (typeof en === 'string' && en === other && hasWords(en, allow)) out.push(`${locale} ${path}: English copy "${en}"`);
  if (typeof en !== 'function' || typeof other !== 'function') return;
  for (let s = 0; s < SAMPLES.length; s++) {
    const a = wording(en as (...a: unknown[]) => unknown, en.length, s);
    const b = wording(other as (...a: unknown[]) => unknown, en.length, s);
    if (a === null || b === null) continue;
    if (a === b && hasWords(a, allow)) out.push(`${locale} ${path}: English copy "${a}"`);
    return;
  }
}

function compare(en: unknown, other: unknown, path: string, locale: Locale, out: string[], allow: readonly string[]): void {
  const k = kind(en);
  const ko = kind(other);
  if (k !== ko) {
    out.push(`${locale} ${path}: ${ko} where English has ${k}`);
    return;
  }
  if (typeof other === 'string' && other.trim() === '') out.push(`${locale} ${path}: empty text`);
  copied(en, other, path, locale, allow, out);
  if (Array.isArray(en) && Array.isArray(other)) {
    if (other.length === 0) out.push(`${locale} ${path}: no wordings`);
    other.forEach((w, i) => {
      if (typeof w !== typeof en[0]) out.push(`${locale} ${path}[${i}]: ${kind(w)} where English has ${kind(en[0])}`);
      else en.forEach((e) => copied(e, w, `${path}[${i}]`, locale, allow, out));
    });
  }
  if (k !== 'group') return;
  const a = en as Record<string, unknown>;
  const b = other as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    if (!(key in b)) out.push(`${locale} ${path}${path ? '.' : ''}${key}: missing`);
    else compare(a[key], b[key], `${path}${path ? '.' : ''}${key}`, locale, out, allow);
  }
  for (const key of Object.keys(b)) if (!(key in a)) out.push(`${locale} ${path}${path ? '.' : ''}${key}: not in English`);
}

/**
 * Load every locale of `texts` and list what is missing, malformed or copied from English, one
 * line per problem ("ko join.title: missing", "it lobby.start: English copy "Start""); [] when
 * complete. A locale that fails to load is one problem. `allow`: more names this catalogue keeps
 * in every language, beside `SAME_IN_EVERY_LANGUAGE` (a show's title, which the platform never names).
 */
export async function checkTexts(texts: Texts<unknown>, allow: readonly string[] = []): Promise<string[]> {
  const out: string[] = [];
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    let catalogue: unknown;
    try {
      catalogue = await texts.load(locale);
    } catch (e) {
      out.push(`${locale}: cannot load (${(e as Error).message})`);
      continue;
    }
    compare(texts.en, catalogue, '', locale, out, [...SAME_IN_EVERY_LANGUAGE, ...allow]);
  }
  return out.map((line) => `${texts.id}: ${line}`);
}
