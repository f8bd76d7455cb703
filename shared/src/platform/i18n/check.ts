/**
 * The completeness check of a catalogue (docs/I18N.md, "Tests"): every locale has exactly the
 * English keys, each of the same kind (text, wording list, function of the same arity, group),
 * with no empty text and no empty list. Each part's test runs it on every catalogue it defines.
 */
import { LOCALES, type Locale } from './locales.js';
import type { Texts } from './texts.js';

function kind(v: unknown): string {
  if (Array.isArray(v)) return 'list';
  if (typeof v === 'function') return `function/${v.length}`;
  if (v !== null && typeof v === 'object') return 'group';
  return typeof v;
}

function compare(en: unknown, other: unknown, path: string, locale: Locale, out: string[]): void {
  const k = kind(en);
  const ko = kind(other);
  if (k !== ko) {
    out.push(`${locale} ${path}: ${ko} where English has ${k}`);
    return;
  }
  if (typeof other === 'string' && other.trim() === '') out.push(`${locale} ${path}: empty text`);
  if (Array.isArray(en) && Array.isArray(other)) {
    if (other.length === 0) out.push(`${locale} ${path}: no wordings`);
    other.forEach((w, i) => { if (typeof w !== typeof en[0]) out.push(`${locale} ${path}[${i}]: ${kind(w)} where English has ${kind(en[0])}`); });
  }
  if (k !== 'group') return;
  const a = en as Record<string, unknown>;
  const b = other as Record<string, unknown>;
  for (const key of Object.keys(a)) {
    if (!(key in b)) out.push(`${locale} ${path}${path ? '.' : ''}${key}: missing`);
    else compare(a[key], b[key], `${path}${path ? '.' : ''}${key}`, locale, out);
  }
  for (const key of Object.keys(b)) if (!(key in a)) out.push(`${locale} ${path}${path ? '.' : ''}${key}: not in English`);
}

/**
 * Load every locale of `texts` and list what is missing or malformed, one line per problem
 * ("ko join.title: missing"); [] when complete. A locale that fails to load is one problem.
 */
export async function checkTexts(texts: Texts<unknown>): Promise<string[]> {
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
    compare(texts.en, catalogue, '', locale, out);
  }
  return out.map((line) => `${texts.id}: ${line}`);
}
