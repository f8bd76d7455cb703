/**
 * Browser-test support for a screen with a bar at the bottom (the lobby's Start, the results'
 * Play again): scroll the page with the wheel from top to end, as a player would with a thumb, and
 * at every step look at what the bar might lie over. Used by lobby-bar.test.ts and
 * results-bar.test.ts.
 */
import type { ElementHandle, Locator, Page } from 'playwright-core';

/** The bar's own button, as the page holds it (never counted as covered). */
export type BarButton = ElementHandle<HTMLElement | SVGElement>;

/** What one step of scrolling shows: every element looked at, those drawn over and those wholly seen (by name), the bar's button on screen. */
interface Step { all: string[]; covered: string[]; whole: string[]; barOnScreen: boolean }

/** What a whole scroll at one size found. */
export interface ScrollReport {
  /** Elements something was drawn over at some step, as "name at WxH". */
  covered: Set<string>;
  /** Elements never seen from their top to their bottom at any step. */
  unseen: string[];
  /** Steps at which the bar's button was not wholly on screen. */
  barHidden: number;
}

/** Every control on the page a player can use. */
export function controls(page: Page): Locator {
  return page.getByRole('button').or(page.getByRole('combobox')).or(page.getByRole('checkbox')).or(page.getByRole('radio'));
}

/**
 * Look at the screen as it is: for every element of `things` but the bar's button, the part of it
 * on screen (clipped by the viewport and any scrolling region, as an IntersectionObserver sees
 * it) is hit-tested on a grid of points 1 px inside its edges; a point whose topmost element is
 * neither the element (or inside it, shadow roots included) nor what holds it means something is
 * drawn over it. An element is wholly seen when its whole height is on screen (a table wider than
 * the phone scrolls sideways on its own). Elements smaller than 3 px (visually hidden) are skipped.
 */
async function look(things: Locator, bar: BarButton): Promise<Step> {
  return things.evaluateAll(async (els: Element[], bar: HTMLElement | SVGElement) => {
    const up = (n: Node): Node | null => n.parentNode ?? (n as ShadowRoot).host ?? null;
    const deepHit = (x: number, y: number): Element | null => {
      let root: Document | ShadowRoot = document;
      let hit: Element | null = null;
      for (;;) {
        const h: Element | null = root.elementFromPoint(x, y);
        if (!h || h === hit) return hit;
        hit = h;
        if (!h.shadowRoot) return h;
        root = h.shadowRoot;
      }
    };
    // `a` is `b` or holds it, across shadow roots.
    const holds = (a: Node, b: Node) => {
      for (let n: Node | null = b; n; n = up(n)) if (n === a) return true;
      return false;
    };
    const seen = (el: Element) => new Promise<IntersectionObserverEntry>((resolve) => {
      const io = new IntersectionObserver(([entry]) => {
        io.disconnect();
        resolve(entry!);
      });
      io.observe(el);
    });
    const label = (el: Element) => (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const out = { all: [] as string[], covered: [] as string[], whole: [] as string[], barOnScreen: false };
    const b = bar.getBoundingClientRect();
    out.barOnScreen = b.top >= -0.5 && b.bottom <= innerHeight + 0.5;
    for (const el of els) {
      if (el === bar) continue;
      const entry = await seen(el);
      const box = entry.boundingClientRect;
      if (box.width < 3 || box.height < 3) continue;
      out.all.push(label(el));
      const r = entry.intersectionRect;
      if (r.width < 3 || r.height < 3) continue;
      let covered = false;
      for (const fx of [0, 0.25, 0.5, 0.75, 1]) {
        for (const fy of [0, 0.5, 1]) {
          const hit = deepHit(r.left + 1 + fx * (r.width - 2), r.top + 1 + fy * (r.height - 2));
          // A point just outside a rounded corner hits what holds the element: that is not a cover.
          if (!hit || !(holds(el, hit) || holds(hit, el))) covered = true;
        }
      }
      if (covered) out.covered.push(label(el));
      else if (r.height >= box.height - 0.5) out.whole.push(label(el));
    }
    return out;
  }, bar);
}

/** Where the elements are on screen, as one number: it changes whenever anything scrolls. */
function marker(things: Locator): Promise<number> {
  return things.evaluateAll((els: Element[]) => els.reduce((sum, el) => sum + el.getBoundingClientRect().top, 0));
}

/** Turn the wheel by `dy` and wait until the page stops moving; false when it did not move at all. */
async function wheel(page: Page, things: Locator, dy: number): Promise<boolean> {
  const before = await marker(things);
  await page.mouse.wheel(0, dy);
  let at = before;
  for (let i = 0; i < 25; i++) {
    await page.waitForTimeout(40);
    const m = await marker(things);
    if (m === at && i > 0) break;
    at = m;
  }
  return at !== before;
}

/**
 * At `size`, wheel the page back to its top (the first screen is saved as `shot`), then down to
 * its end a quarter screen at a time, looking at `things` at every step with the bar's button
 * `bar` aside.
 */
export async function scrollThrough(page: Page, size: { width: number; height: number }, things: Locator, bar: BarButton, shot: string): Promise<ScrollReport> {
  await page.setViewportSize(size);
  await page.mouse.move(size.width / 2, size.height / 3);
  for (let i = 0; i < 30 && await wheel(page, things, -size.height); i++);
  await page.screenshot({ path: shot });
  const all = new Set<string>();
  const covered = new Set<string>();
  const whole = new Set<string>();
  let barHidden = 0;
  for (let step = 0; step < 60; step++) {
    const now = await look(things, bar);
    now.all.forEach((c) => all.add(c));
    now.covered.forEach((c) => covered.add(`${c} at ${size.width}x${size.height}`));
    now.whole.forEach((w) => whole.add(w));
    if (!now.barOnScreen) barHidden++;
    if (!await wheel(page, things, size.height / 4)) break;
  }
  return { covered, unseen: [...all].filter((c) => !whole.has(c)), barHidden };
}
