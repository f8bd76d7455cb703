/**
 * The VIP's lobby on a small phone (headless Chromium against the real server): the Start bar in
 * the thumb zone never lies over a lobby control. For both shows, in English and Italian, at
 * 390x844 and 320x640, the VIP scrolls the lobby from top to bottom with the wheel, as a player
 * would with a thumb; at every step each control's part on screen (Start aside) is the control
 * itself under the finger, nothing drawn over it, Start stays wholly on screen, and every control
 * is wholly on screen at some step. Screenshots of the first screen in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, ElementHandle, Page } from 'playwright-core';
import { artifacts, ask, createRoom, serverAndBrowser, SIZES, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the test finds elements by, in each language tried. */
const WORDS = {
  en: { locale: 'en-GB', name: /your name/i, join: /^join$/i, start: /start the game/i },
  it: { locale: 'it-IT', name: /il tuo nome/i, join: /^entra$/i, start: /inizia la partita/i },
} as const;

/** The Start button, as the page holds it. */
type Start = ElementHandle<HTMLElement | SVGElement>;

/** What one step of scrolling shows: every control but Start, those drawn over and those wholly on screen (by name), Start on screen. */
interface Step { all: string[]; covered: string[]; whole: string[]; startOnScreen: boolean }

/** Every control on the page a player can use. */
function controls(page: Page) {
  return page.getByRole('button').or(page.getByRole('combobox')).or(page.getByRole('checkbox')).or(page.getByRole('radio'));
}

/**
 * Look at the screen as it is: for every control but Start, the part of it on screen (clipped by
 * the viewport and any scrolling region, as an IntersectionObserver sees it) is hit-tested on a
 * grid of points 1 px inside its edges; a point whose topmost element is neither the control (or
 * inside it) nor what holds it means something is drawn over it.
 */
async function look(page: Page, start: Start): Promise<Step> {
  return controls(page).evaluateAll(async (els: Element[], start: HTMLElement | SVGElement) => {
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
    // A point just outside a rounded corner hits what holds the control: that is not a cover.
    const around = (el: Element, hit: Element) => {
      for (let n: Node | null = el; n; n = n.parentNode ?? (n as ShadowRoot).host ?? null) if (n === hit) return true;
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
    const out = { all: [] as string[], covered: [] as string[], whole: [] as string[], startOnScreen: false };
    const s = start.getBoundingClientRect();
    out.startOnScreen = s.top >= -0.5 && s.bottom <= innerHeight + 0.5;
    for (const el of els) {
      if (el === start) continue;
      out.all.push(label(el));
      const entry = await seen(el);
      const r = entry.intersectionRect;
      if (r.width < 3 || r.height < 3) continue;
      let covered = false;
      for (const fx of [0, 0.25, 0.5, 0.75, 1]) {
        for (const fy of [0, 0.5, 1]) {
          const x = r.left + 1 + fx * (r.width - 2);
          const y = r.top + 1 + fy * (r.height - 2);
          const hit = deepHit(x, y);
          if (!hit || !(el.contains(hit) || around(el, hit))) covered = true;
        }
      }
      if (covered) out.covered.push(label(el));
      else if (entry.intersectionRatio > 0.99) out.whole.push(label(el));
    }
    return out;
  }, start);
}

/** Where the controls are on screen, as one number: it changes whenever anything scrolls. */
function marker(page: Page): Promise<number> {
  return controls(page).evaluateAll((els: Element[]) => els.reduce((sum, el) => sum + el.getBoundingClientRect().top, 0));
}

/** Turn the wheel by `dy` over the lobby and wait until the page stops moving; false when it did not move at all. */
async function wheel(page: Page, dy: number): Promise<boolean> {
  const before = await marker(page);
  await page.mouse.wheel(0, dy);
  let at = before;
  for (let i = 0; i < 25; i++) {
    await page.waitForTimeout(40);
    const m = await marker(page);
    if (m === at && i > 0) break;
    at = m;
  }
  return at !== before;
}

/**
 * At `size`, wheel the lobby back to its top (the first screen is saved as `shot`), then down to
 * its end, looking at every step.
 */
async function scrollThrough(page: Page, size: { width: number; height: number }, start: Start, shot: string): Promise<{ covered: Set<string>; unseen: string[]; startHidden: number }> {
  await page.setViewportSize(size);
  await page.mouse.move(size.width / 2, size.height / 3);
  for (let i = 0; i < 30 && await wheel(page, -size.height); i++);
  await page.screenshot({ path: shot });
  const all = new Set<string>();
  const covered = new Set<string>();
  const whole = new Set<string>();
  let startHidden = 0;
  for (let step = 0; step < 60; step++) {
    const now = await look(page, start);
    now.all.forEach((c) => all.add(c));
    now.covered.forEach((c) => covered.add(`${c} at ${size.width}x${size.height}`));
    now.whole.forEach((w) => whole.add(w));
    if (!now.startOnScreen) startHidden++;
    if (!await wheel(page, size.height / 4)) break;
  }
  return { covered, unseen: [...all].filter((c) => !whole.has(c)), startHidden };
}

describe('the Start bar in the VIP\'s lobby', () => {
  for (const show of ['minus-auction', 'rubbish-auction'] as const) {
    for (const lang of ['en', 'it'] as const) {
      it(`covers no control of ${show}'s lobby, in ${lang}, at 390x844 and 320x640`, async () => {
        const w = WORDS[lang];
        const { room, code } = await createRoom(server.url);
        if (show !== 'minus-auction') expect((await ask(room, 'show', { show })).ok).toBe(true);
        const context = await browser.newContext({ viewport: SIZES[0], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: w.locale });
        const page = await context.newPage();
        await page.goto(`${server.url}/play?room=${code}`);
        await page.getByRole('textbox', { name: w.name }).fill('Ana');
        await page.getByRole('button', { name: w.join }).click();
        const startButton = page.getByRole('button', { name: w.start });
        await startButton.waitFor();
        // Two computer players seated: their Remove buttons make the lobby longer.
        expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
        expect((await ask(room, 'add-bot', { label: 'medium' })).ok).toBe(true);
        await expect.poll(() => startButton.isEnabled()).toBe(true);
        const start = (await startButton.elementHandle())!;
        const covered: string[] = [];
        const unseen: string[] = [];
        for (const size of SIZES) {
          const r = await scrollThrough(page, size, start, `${artifacts}30-lobby-bar-${show}-${lang}-${size.width}x${size.height}.png`);
          covered.push(...r.covered);
          unseen.push(...r.unseen.map((u) => `${u} at ${size.width}x${size.height}`));
          expect(r.startHidden, `steps with Start off screen at ${size.width}x${size.height}`).toBe(0);
        }
        expect(covered, 'controls under the Start bar').toEqual([]);
        expect(unseen, 'controls never wholly on screen').toEqual([]);
        await context.close();
        await room.leave(true);
      }, 120_000);
    }
  }
});
