/**
 * The TV in the suite: the stage page at 1280x720, read through its DOM mirror (the join link,
 * the room code in the title, the scene name, the table in words and the host's captions in the
 * aria-live log), the way a screen reader would follow the show.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, shoot, TV } from './browser.js';

export class Stage {
  private constructor(readonly context: BrowserContext, readonly page: Page, public code: string) {}

  /** Open the stage at `url`, start the show with a click (sound unlock), wait for the room code. */
  static async open(browser: Browser, url: string): Promise<Stage> {
    const context = await browser.newContext({ viewport: TV });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(`${url}/`);
    await page.getByRole('button', { name: /start the show/i }).click();
    const code = await Stage.waitForCode(page);
    const stage = new Stage(context, page, code);
    stage.errors = errors;
    page.on('console', (m) => { if (m.type() === 'warning' || m.type() === 'error') stage.console.push(`${m.type()}: ${m.text()}`); });
    return stage;
  }

  /** Uncaught errors of the page so far. */
  errors: Error[] = [];

  private static async waitForCode(page: Page): Promise<string> {
    await page.waitForFunction(() => /room [A-Z]{4}/.test(document.title), null, { timeout: 60_000 });
    return (await page.title()).match(/room ([A-Z]{4})/)![1]!;
  }

  /** The phone join URL the stage shows (the QR code's link, as a real link in the mirror). */
  async joinUrl(): Promise<string> {
    const link = this.page.getByRole('link', { name: /join on your phone/i });
    await this.page.waitForFunction(() => /\/play\?room=/.test((document.getElementById('join-link') as HTMLAnchorElement | null)?.href ?? ''));
    return (await link.getAttribute('href'))!;
  }

  /** Every caption in the live region so far (sound and volume notices left out). */
  async captions(): Promise<string[]> {
    const all = await this.page.getByRole('log', { name: /host captions/i }).locator('p').allTextContents();
    return all.filter((t) => !/^Sound |^Volume /.test(t));
  }

  /** Wait until a caption matching `re` is in the live region; returns it. */
  async caption(re: RegExp, timeout = 30_000): Promise<string> {
    const log = this.page.getByRole('log', { name: /host captions/i });
    const p = log.locator('p').filter({ hasText: re }).last();
    await p.waitFor({ state: 'attached', timeout });
    return (await p.textContent())!;
  }

  /** The table in words, one line per seat ("Ana: -4 -5, cube score -4, phone on"). */
  table(): Promise<string[]> {
    return this.page.getByRole('list', { name: 'Seats' }).getByRole('listitem').allTextContents();
  }

  /** Tonight's table in words, one line per row ("Ben: 2 games, 1 win, Minus -47"), while the TV shows it. */
  async evening(): Promise<string[]> {
    const region = this.page.getByRole('region', { name: "Tonight's table" });
    await region.getByRole('listitem').first().waitFor({ state: 'attached', timeout: 60_000 });
    return region.getByRole('listitem').allTextContents();
  }

  /** The offer line ("-27 on offer, 4 chips in the pot, Ana decides."), '' when none. */
  async offer(): Promise<string> {
    return (await this.page.locator('#offer').textContent()) ?? '';
  }

  /** The scene on show: lobby, auction or finale. */
  scene(): Promise<string | undefined> {
    return this.page.evaluate(() => document.body.dataset.scene);
  }

  /** Wait for a scene: `lobby`, or a show's own (Minus Auction's `auction` and `finale`). */
  async waitForScene(name: string, timeout = 60_000): Promise<void> {
    await this.page.waitForFunction((n) => document.body.dataset.scene === n, name, { timeout });
  }

  /** Reload the page (a TV browser refreshed) and wait for its room code again. */
  async reload(): Promise<string> {
    await this.page.reload();
    await this.page.getByRole('button', { name: /start the show/i }).click();
    this.code = await Stage.waitForCode(this.page);
    return this.code;
  }

  shoot(name: string): Promise<void> {
    return shoot(this.page, name);
  }

  /** After a failure: a screenshot, the captions, the table and the page's warnings in artifacts/<name>.*. */
  async dump(name: string): Promise<void> {
    const text = [`scene: ${await this.scene().catch(() => '?')}`, `offer: ${await this.offer().catch(() => '?')}`,
      '', ...(await this.table().catch(() => [])), '', ...(await this.captions().catch(() => [])), '', ...this.console].join('\n');
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}${name}.txt`, text);
    await this.shoot(name).catch(() => undefined);
  }

  /** The page's console warnings and errors so far. */
  readonly console: string[] = [];

  close(): Promise<void> {
    return this.context.close();
  }
}

/** A seat line of the stage's table: name, cubes (closest to zero first) and cube score. */
export interface StageSeat { name: string; cubes: number[]; cubeScore: number }

/** Parse the stage's seat lines ("Ana: -4 -5 -17, cube score -21, phone on"). */
export function parseStageSeats(lines: string[]): StageSeat[] {
  return lines.map((line) => {
    const m = line.match(/^(.*): (no cubes|[-\d ]+), cube score (-?\d+)/);
    if (!m) throw new Error(`not a seat line: ${line}`);
    return { name: m[1]!, cubes: m[2] === 'no cubes' ? [] : m[2]!.trim().split(/\s+/).map(Number), cubeScore: Number(m[3]) };
  });
}
