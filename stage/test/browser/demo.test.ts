/**
 * The stage's demo page (stage/demo.html, no game server) in headless Chromium: the sound prompt
 * never covers the lobby's QR code, room code or URL; a 7-seat finale plays from its game-over
 * event to the end without the animation queue abandoning it, keeps tonight's table and the join
 * QR code hidden until the winner is announced; text drawn in the fallback face while the fonts
 * were late is drawn again when they arrive; the lobby says how many phones watch.
 */
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { CAPTION_BAR, lobbyLayout, overlaps, type Rect } from '../../src/platform/app/layout.js';
import { fitDesign } from '../../src/platform/engine/resize.js';
import { finaleStepMs, stepLimitForEvent } from '../../src/shows/minus-auction/finale-plan.js';
import { join } from 'node:path';
import { ARTIFACTS, drawnTexts, serveStatic, useStageSuite } from './helpers.js';

const JOIN = 'http://192.168.1.20:2567/play?room=KWMZ';
const suite = useStageSuite(async () => {
  const site = await serveStatic();
  return { url: site.url, stop: site.close };
});

async function openDemo(query: string, width: number, height: number, before?: (page: Page) => Promise<void>): Promise<{ page: Page; warnings: string[] }> {
  const page = await suite.browser.newPage({ viewport: { width, height } });
  const warnings: string[] = [];
  suite.watchErrors(page);
  page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text()); });
  await before?.(page);
  await page.goto(`${suite.url}/demo.html?${query}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60_000 });
  return { page, warnings };
}

/** A design-space rect in CSS px of a `width` x `height` window (the show is letterboxed). */
function onScreen(r: Rect, width: number, height: number): Rect {
  const f = fitDesign(width, height);
  return { x: f.x + r.x * f.scale, y: f.y + r.y * f.scale, w: r.w * f.scale, h: r.h * f.scale };
}

function decodeQr(png: Buffer): string | null {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data ?? null;
}

/** A screenshot through the DevTools protocol: unlike page.screenshot, it does not wait for fonts. */
async function snap(page: Page): Promise<Buffer> {
  const cdp = await page.context().newCDPSession(page);
  const { data } = await cdp.send('Page.captureScreenshot', { format: 'png' });
  await cdp.detach();
  return Buffer.from(data, 'base64');
}

/**
 * A screenshot once the screen has settled: two in a row 300 ms apart that barely differ (at most
 * 20 s). On a machine running other test files beside this one, a fixed wait may still catch the
 * lobby's entrance animations.
 */
async function settledSnap(page: Page): Promise<Buffer> {
  let last = await snap(page);
  for (const end = Date.now() + 20_000; Date.now() < end;) {
    await page.waitForTimeout(300);
    const next = await snap(page);
    if (difference(last, next) < 0.0005) return next;
    last = next;
  }
  return last;
}

/** Share of pixels that differ clearly (any channel by more than 48) between two screenshots. */
function difference(a: Buffer, b: Buffer): number {
  const x = PNG.sync.read(a);
  const y = PNG.sync.read(b);
  let differ = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    if (Math.abs(x.data[i]! - y.data[i]!) > 48 || Math.abs(x.data[i + 1]! - y.data[i + 1]!) > 48 || Math.abs(x.data[i + 2]! - y.data[i + 2]!) > 48) differ++;
  }
  return differ / (x.data.length / 4);
}

describe('the demo page', () => {
  it('keeps the sound prompt off the QR code, the room code and the join URL', async () => {
    for (const [width, height] of [[1280, 720], [1920, 1080], [1280, 1024]] as const) {
      const { page } = await openDemo('scene=lobby&unlock=1', width, height);
      const prompt = page.getByRole('button', { name: 'Click or press any key to start the show' });
      await expect.poll(() => prompt.isVisible()).toBe(true);
      const b = (await prompt.boundingBox())!;
      const box: Rect = { x: b.x, y: b.y, w: b.width, h: b.height };
      const l = lobbyLayout();
      for (const part of [l.qr, l.joinText]) expect(overlaps(box, onScreen(part, width, height)), `${width}x${height}`).toBe(false);
      // It sits in the caption bar's place (within a pixel of rounding).
      const bar = onScreen(CAPTION_BAR, width, height);
      expect(Math.abs(box.x - bar.x) + Math.abs(box.y - bar.y) + Math.abs(box.w - bar.w) + Math.abs(box.h - bar.h)).toBeLessThan(4);
      // What the screen shows: the QR still decodes with the prompt up.
      let decoded: string | null = null;
      for (let i = 0; i < 20 && decoded === null; i++) {
        await page.waitForTimeout(250);
        decoded = decodeQr(await page.screenshot({ timeout: 120_000 }));
      }
      expect(decoded).toBe(JOIN);
      await page.close();
    }
  });

  it('says under the join box how many phones watch (the demo room has two), clear of the caption bar', async () => {
    for (const [width, height] of [[1280, 720], [1920, 1080]] as const) {
      const { page } = await openDemo('scene=lobby', width, height);
      await expect.poll(() => drawnTexts(page)).toContain('2 phones watching');
      const bottom = await page.evaluate(() => {
        type Node = { label?: string; children: Node[]; getBounds(): { maxY: number } };
        const find = (n: Node): Node | null => n.label === 'watching' ? n : n.children.map(find).find((x) => x) ?? null;
        return find((window as unknown as { __PIXI_APP__: { stage: Node } }).__PIXI_APP__.stage)!.getBounds().maxY;
      });
      expect(bottom).toBeLessThan(onScreen(CAPTION_BAR, width, height).y);
      await page.screenshot({ path: join(ARTIFACTS, `demo-lobby-watching-${width}.png`) });
      await page.close();
    }
  });

  it('plays a 7-seat finale to the end, tonight\'s table and the join QR only after the winner', async () => {
    const { page, warnings } = await openDemo('scene=auction&seats=7&cubes=many&play=finale', 1280, 720);
    const captions = page.getByRole('log', { name: 'Host captions' });
    const evening = page.getByRole('region', { name: "Tonight's table" });
    const t0 = Date.now();
    // The drum roll first: what the vault held is said after "The vault opens", not while it is
    // still shut (read in the log's order: a moment's check raced the page on a busy machine).
    const held = /missing cubes? (was|were)|nobody saw|empty all along/;
    const heldAfterOpening = async () => {
      const lines = await captions.locator('p').allTextContents();
      const opened = lines.findIndex((line) => /The vault opens/.test(line) && !held.test(line));
      return opened >= 0 && lines.slice(opened + 1).some((line) => held.test(line)) && !lines.slice(0, opened).some((line) => held.test(line));
    };
    await expect.poll(heldAfterOpening, { timeout: 20_000 }).toBe(true);
    // During the reveal: no standings (they already count this game) and no join code on screen.
    await expect.poll(() => captions.textContent(), { timeout: 10_000 }).toMatch(/chips come out/);
    expect(await evening.count()).toBe(0);
    expect(decodeQr(await page.screenshot({ timeout: 120_000 }))).toBeNull();
    await expect.poll(() => captions.textContent(), { timeout: 20_000 }).toMatch(/wins the show/);
    const took = Date.now() - t0;
    const over: MinusEvent = { seq: 1, variant: 0, type: 'game-over', game: 2, removed: [], winner: 0, places: [1, 2, 3, 4, 5, 6, 7], scores: [], chips: [] };
    expect(took).toBeLessThan(stepLimitForEvent(over)!);
    await expect.poll(() => evening.getByRole('listitem').count()).toBe(7);
    expect(await evening.getByRole('listitem').first().textContent()).toMatch(/^Cy: \d+ games?, 1 win, Minus -\d+$/);
    let decoded: string | null = null;
    for (let i = 0; i < 20 && decoded === null; i++) {
      await page.waitForTimeout(250);
      decoded = decodeQr(await page.screenshot({ timeout: 120_000 }));
    }
    expect(decoded).toBe(JOIN);
    // Past the plan: the queue never gave up on the finale (a timed-out step is re-synced: a jump).
    await page.waitForTimeout(Math.max(0, finaleStepMs(7) + 1500 - (Date.now() - t0)));
    expect(warnings.filter((w) => /timed out|step failed/.test(w))).toEqual([]);
    await page.close();
  });

  it('plays the finale to the end when a name\'s face arrives mid-finale, then draws the text again', async () => {
    // Zoë 🦊's emoji face held back until the vault opens: the redraw it asks for must not cut the finale short.
    let release = (): void => {};
    const held = new Promise<void>((r) => { release = r; });
    const { page, warnings } = await openDemo('scene=auction&seats=7&play=finale', 1280, 720, async (p) => {
      await p.route(/noto-color-emoji[^/]*\.woff$/, async (route) => {
        await held;
        await route.continue();
      });
    });
    const captions = page.getByRole('log', { name: 'Host captions' });
    await expect.poll(() => captions.textContent(), { timeout: 20_000 }).toMatch(/The vault opens/);
    expect(await page.evaluate('document.body.dataset.textRefreshes ?? "0"')).toBe('0');
    release();
    await page.waitForFunction(() => document.body.dataset.textRefreshWaiting === '1', null, { timeout: 20_000 });
    await expect.poll(() => captions.textContent(), { timeout: 30_000 }).toMatch(/wins the show/);
    await expect.poll(() => page.getByRole('region', { name: "Tonight's table" }).getByRole('listitem').count(), { timeout: 10_000 }).toBe(7);
    await page.waitForFunction(() => document.body.dataset.textRefreshes === '1' && document.body.dataset.textRefreshWaiting === undefined, null, { timeout: 20_000 });
    // Redrawn from the finale's state: the results stay on screen, the standings too.
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: "Tonight's table" }).getByRole('listitem').count()).toBe(7);
    expect(warnings.filter((w) => /timed out|step failed/.test(w))).toEqual([]);
    await page.close();
  });

  it('draws the text again when the fonts arrive after the show stopped waiting for them', async () => {
    const { page: normal } = await openDemo('scene=lobby', 1280, 720);
    expect(await normal.evaluate('document.body.dataset.fonts')).toBe('ready');
    await normal.waitForTimeout(1500);
    const expected = await settledSnap(normal);
    await normal.close();
    // The font files held back until released: the show starts after its 5 s wait, in the fallback face.
    let release = (): void => {};
    const held = new Promise<void>((r) => { release = r; });
    const { page } = await openDemo('scene=lobby', 1280, 720, async (p) => {
      await p.route(/\.woff2?$/, async (route) => {
        await held;
        await route.continue();
      });
    });
    expect(await page.evaluate('document.body.dataset.fonts')).toBe('fallback');
    await page.waitForTimeout(1500);
    const fallback = await snap(page);
    expect(difference(fallback, expected)).toBeGreaterThan(0.01);
    release();
    // The show's faces and the names' emoji face (held too) each redraw the text, in either order.
    await page.waitForFunction(() => document.body.dataset.fonts === 'late' && Number(document.body.dataset.textRefreshes ?? 0) >= 1 && document.body.dataset.textRefreshWaiting === undefined, null, { timeout: 20_000 });
    await page.waitForTimeout(1500);
    expect(difference(await settledSnap(page), expected)).toBeLessThan(0.002);
    await page.close();
  });
});
