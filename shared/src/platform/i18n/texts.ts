/**
 * The i18n layer's runtime (docs/I18N.md): typed catalogues, one per part of the product and per
 * locale, loaded on demand, and the screen's current locale.
 *
 * A catalogue is a plain object of strings, functions returning strings (parameters, plurals
 * through `formatsFor`) and arrays of wordings (caption variants; each language has as many as
 * it likes). English is the source: its object's type is the catalogue's type, so TypeScript
 * refuses a translation that misses or adds a key. English is bundled with the code that uses it;
 * every other locale is a separate module behind a loader (`import()`), fetched only when a screen
 * speaks it.
 *
 * One JavaScript realm has one current locale (a phone, the stage, a Node process). Code that
 * renders for another locale (the server's terminal) asks `texts.in(locale)` after `load(locale)`.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, type TargetLocale } from './locales.js';

/** How to fetch each translated catalogue (usually `() => import('./ko.js').then((m) => m.ko)`). */
export type TextLoaders<T> = Readonly<Record<TargetLocale, () => Promise<T>>>;

/** One part's catalogue in every locale (see `defineTexts`). */
export interface Texts<T> {
  /** A name for messages and tests ("phone", "stage", "platform captions"). */
  readonly id: string;
  /** The English catalogue (always present). */
  readonly en: T;
  /** The catalogue of `locale` if it is loaded, else English (never throws). */
  in(locale: Locale): T;
  /** The catalogue of the realm's current locale (`currentLocale()`), as `in` finds it. */
  now(): T;
  /** Fetch `locale`'s catalogue once (later calls share the same promise). Rejects if the module fails to load. */
  load(locale: Locale): Promise<T>;
  /** Whether `locale`'s catalogue is here (English always is). */
  loaded(locale: Locale): boolean;
}

const registered = new Set<Texts<unknown>>();
let current: Locale = DEFAULT_LOCALE;
let wanted = 0;
const listeners = new Set<(locale: Locale) => void>();

/**
 * Define a part's catalogue from its English object and loaders for the other locales, and
 * register it so `setLocale` loads it too. Call once per catalogue, at the top of its index module.
 */
export function defineTexts<T>(id: string, en: T, loaders: TextLoaders<T>): Texts<T> {
  const have = new Map<Locale, T>([['en', en]]);
  const pending = new Map<Locale, Promise<T>>();
  const texts: Texts<T> = {
    id,
    en,
    in: (locale) => have.get(locale) ?? en,
    now: () => have.get(current) ?? en,
    loaded: (locale) => have.has(locale),
    load(locale) {
      const got = have.get(locale);
      if (got) return Promise.resolve(got);
      let p = pending.get(locale);
      if (!p) {
        const loader = (loaders as Record<string, (() => Promise<T>) | undefined>)[locale];
        p = loader
          ? loader().then((t) => { have.set(locale, t); return t; }, (e: unknown) => { pending.delete(locale); throw e; })
          : Promise.reject(new RangeError(`${id}: no catalogue for locale "${locale}"`));
        pending.set(locale, p);
      }
      return p;
    },
  };
  registered.add(texts as Texts<unknown>);
  return texts;
}

/** The realm's current locale (English until `setLocale`). */
export function currentLocale(): Locale {
  return current;
}

/** Every catalogue defined so far in this realm (the completeness tests walk them). */
export function registeredTexts(): readonly Texts<unknown>[] {
  return [...registered];
}

/**
 * Switch the realm to `locale`: load every registered catalogue in it, then make it current and
 * tell the listeners. If another `setLocale` starts meanwhile, the later one wins. Rejects (and
 * keeps the current locale) when a catalogue cannot be loaded, e.g. the network dropped.
 */
export async function setLocale(locale: Locale): Promise<void> {
  if (!(LOCALES as readonly string[]).includes(locale)) throw new RangeError(`unknown locale "${String(locale)}"`);
  const ticket = ++wanted;
  await Promise.all([...registered].map((t) => t.load(locale)));
  if (ticket !== wanted || locale === current) return;
  current = locale;
  for (const fn of [...listeners]) fn(locale);
}

/**
 * Load the current locale of every catalogue registered since the last `setLocale` (a chunk
 * loaded later, such as a show's screens, defines its catalogue when it arrives). Await it before
 * drawing that chunk's text, or it would speak English for a moment. When it loaded anything, the
 * `onLocaleChange` listeners are called too, so what was drawn meanwhile is drawn again.
 */
export async function textsReady(): Promise<void> {
  const locale = current;
  const missing = [...registered].filter((t) => !t.loaded(locale));
  if (missing.length === 0) return;
  await Promise.all(missing.map((t) => t.load(locale)));
  // Screens drawn meanwhile spoke English: the listeners draw them again.
  if (locale === current) for (const fn of [...listeners]) fn(locale);
}

/** Call `fn` after each change of the current locale. Returns the function that stops it. */
export function onLocaleChange(fn: (locale: Locale) => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
