/**
 * Checks of a translated screen (docs/I18N.md, "Tests"): on a phone, text that runs past the
 * screen or is cut off in its box, and English left on it; on the stage (PixiJS), drawn text that
 * runs off the 1920x1080 design screen, overlaps another text, or was squeezed by `fitWidth` below
 * a size readable from the sofa.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shoot } from './browser.js';
import { stageTexts, type StageText } from '../test-support/stage-texts.js';

/** Every plain string of an English catalogue (functions and short words left out), to find English left on a screen. */
export function englishOf(catalogue: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof catalogue === 'string') {
    if (catalogue.length >= 8) out.add(catalogue);
  } else if (Array.isArray(catalogue)) catalogue.forEach((c) => englishOf(c, out));
  else if (catalogue && typeof catalogue === 'object') Object.values(catalogue).forEach((c) => englishOf(c, out));
  return out;
}
export function targetOf(catalogue: unknown, out: Set<string> = new Set()): Set<string> {
  return englishOf(catalogue, out);
}

/**
 * What the page shows that does not fit: every element (through shadow roots) whose text runs
 * past its own box (scrollWidth > clientWidth on an element that clips) or past the screen's
 * right edge. Returns a line per problem.
 */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) walk(el.shadowRoot);
        const h = el as HTMLElement;
        const style = getComputedStyle(h);
        if (style.display === 'none' || style.visibility === 'hidden' || h.closest?.('.visually-hidden')) continue;
        if (style.position === 'absolute' && style.width === '1px') continue;
        const r = h.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const text = (h.innerText ?? h.textContent ?? '').trim().slice(0, 60);
        if (r.right > width + 1) out.push(`past the screen (${Math.round(r.right)} > ${width}): <${h.tagName.toLowerCase()}> ${text}`);
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        if (clips && h.scrollWidth > h.clientWidth + 1) out.push(`cut off (${h.scrollWidth} > ${h.clientWidth}): <${h.tagName.toLowerCase()}> ${text}`);
      }
    };
    walk(document);
    return out;
  });
}

/**
 * Text shown through a see-through bar: every element pinned on screen (position sticky or fixed)
 * with words of its own (text directly in it) whose face lets what lies under it show (opacity below 1, or no opaque
 * background colour and no background image), listed with the text of each element outside it
 * whose box it lies over (through shadow roots). A greyed-out Confirm pinned at the foot of a
 * scrolling list must not read as one jumble with the choices under it. `opaqueToo`: also every
 * pinned box, opaque or not, over text outside it (a screen that should need no scrolling under
 * its bar). Returns a line per problem.
 */
export function seeThroughBars(page: Page, opaqueToo = false): Promise<string[]> {
  return page.evaluate((opaqueToo) => {
    const out: string[] = [];
    const all: HTMLElement[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) walk(el.shadowRoot);
        all.push(el as HTMLElement);
      }
    };
    walk(document);
    const up = (n: Node): Node | null => n.parentNode ?? (n as ShadowRoot).host ?? null;
    const holds = (a: Node, b: Node) => {
      for (let n: Node | null = b; n; n = up(n)) if (n === a) return true;
      return false;
    };
    const ownText = (el: Element) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
    const shown = (el: HTMLElement) => {
      const st = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return st.display !== 'none' && st.visibility !== 'hidden' && r.width > 2 && r.height > 2;
    };
    const alpha = (colour: string) => {
      const m = colour.match(/rgba?\(([^)]*)\)/);
      if (!m) return colour === 'transparent' ? 0 : 1;
      const parts = m[1]!.split(/[ ,/]+/).filter(Boolean);
      return parts.length > 3 ? Number(parts[3]) : 1;
    };
    for (const bar of all) {
      const st = getComputedStyle(bar);
      if ((st.position !== 'sticky' && st.position !== 'fixed') || !shown(bar)) continue;
      // Its own words (a dimmed backdrop under a dialog has none: the dialog's panel is its own box).
      if (!opaqueToo && !ownText(bar)) continue;
      const see = Number(st.opacity) < 1 || (alpha(st.backgroundColor) < 1 && st.backgroundImage === 'none');
      if (!see && !opaqueToo) continue;
      const b = bar.getBoundingClientRect();
      const under = all.filter((el) => ownText(el) && shown(el) && !holds(bar, el) && !holds(el, bar)).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < b.right - 1 && r.right > b.left + 1 && r.top < b.bottom - 1 && r.bottom > b.top + 1;
      });
      if (under.length) out.push(`${see ? 'see-through' : 'covering'} <${bar.tagName.toLowerCase()}> "${(bar.innerText ?? '').trim().slice(0, 40)}" over: ${under.map((u) => (u.innerText ?? '').trim().slice(0, 30)).join(' | ')}`);
    }
    return out;
  }, opaqueToo);
}

/** The page's visible text, through shadow roots. */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (el.shadowRoot) walk(el.shadowRoot);
        for (const n of Array.from(el.childNodes)) if (n.nodeType === 3 && (n.textContent ?? '').trim()) parts.push((n.textContent ?? '').trim());
      }
    };
    walk(document);
    return parts.join('\n');
  });
}

/** The smallest drawn text readable from a sofa 3 m away, in design px (a 1080-line screen). */
export const STAGE_MIN_PX = 17;

/**
 * What does not fit on a stage whose drawn texts are `all` (`stageTexts`, test-support/stage-texts.ts), a line per problem: a
 * text of words off the design screen, one that `fitWidth` squeezed below `STAGE_MIN_PX`, or two
 * drawn over each other (by more than a quarter of the smaller one). Texts without a letter (cube
 * values, scores) are left out.
 */
export function stageProblems(all: readonly StageText[]): string[] {
  // Nothing read is a broken check, not a clean stage.
  if (all.length === 0) return ['no drawn text found: is the PixiJS devtools hook (__PIXI_APP__) set?'];
  // Words, not numbers: cube values stacked in a run or turned over in a flip are drawn so on purpose.
  const drawn = all.filter((d) => /\p{L}/u.test(d.text));
  const out: string[] = [];
  const name = (d: StageText) => JSON.stringify(d.text.slice(0, 50));
  for (const d of drawn) {
    if (d.x < -1 || d.y < -1 || d.x + d.w > 1921 || d.y + d.h > 1081) out.push(`off the screen: ${name(d)} at ${Math.round(d.x)},${Math.round(d.y)} ${Math.round(d.w)}x${Math.round(d.h)}`);
    if (Math.abs(d.px) < STAGE_MIN_PX) out.push(`squeezed to ${Math.abs(d.px).toFixed(1)} px: ${name(d)}`);
  }
  for (let i = 0; i < drawn.length; i++) {
    for (let j = i + 1; j < drawn.length; j++) {
      const a = drawn[i]!;
      const b = drawn[j]!;
      const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (w <= 0 || h <= 0) continue;
      if (w * h > 0.25 * Math.min(a.w * a.h, b.w * b.h)) out.push(`over each other: ${name(a)} and ${name(b)}`);
    }
  }
  return out;
}

/**
 * The stage's drawn texts once nothing moves: two reads 250 ms apart that agree (each text where it
 * was), within `ms`; the last read if the stage never stops (a card in flight over a seat card is
 * motion, not layout).
 */
async function stillTexts(tv: Page, ms = 10_000): Promise<StageText[]> {
  const key = (all: readonly StageText[]) => JSON.stringify(all.map((d) => [d.text, Math.round(d.x), Math.round(d.y), Math.round(d.w), Math.round(d.h)]));
  let last = await stageTexts(tv);
  for (const end = Date.now() + ms; Date.now() < end;) {
    await tv.waitForTimeout(250);
    const now = await stageTexts(tv);
    if (key(now) === key(last)) return now;
    last = now;
  }
  return last;
}

/** Photograph the stage (artifacts/<name>.png) once it is still, and list what does not fit on it then, each line named. */
export async function lookAtStage(tv: Page, name: string): Promise<string[]> {
  const drawn = await stillTexts(tv);
  await shoot(tv, name);
  return stageProblems(drawn).map((p) => `${name}: ${p}`);
}

/** A whole-name pattern for a catalogue's text. */
export const exact = (s: string) => new RegExp(`^${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The browser's language tag of each translated locale (what a phone's browser says it speaks). */
export const BROWSER_TAGS = { ko: 'ko-KR', it: 'it-IT', ms: 'ms-MY' } as const;

/** A small phone (320x640, touch, dark) whose browser speaks `lang`. */
export async function openSmallPhone(browser: Browser, lang: keyof typeof BROWSER_TAGS): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, locale: BROWSER_TAGS[lang], colorScheme: 'dark' });
  return { context, page: await context.newPage() };
}

/**
 * Photograph a phone's screen (artifacts/<name>.png) and list what is wrong on it: text that does
 * not fit or shows through a see-through bar (`cut`), and sentences of the `english` catalogues shown while the `own` catalogues (the
 * screen's language) do not hold them (`english`).
 */
export async function lookAtPhone(page: Page, name: string, own: unknown, english: unknown): Promise<{ cut: string[]; english: string[] }> {
  await shoot(page, name);
  const cut = [...await overflows(page), ...await seeThroughBars(page)];
  const text = await visibleText(page);
  const mine = targetOf(own);
  const left = [...englishOf(english)].filter((s) => !mine.has(s) && ![...mine].some((o) => o.includes(s)) && text.includes(s));
  return { cut, english: left };
}
