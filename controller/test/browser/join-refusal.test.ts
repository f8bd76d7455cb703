/**
 * The join screen after a wrong room code on a small phone (headless Chromium against the real
 * server), in every language: the screen has one heading ("Join the game"), no show named while
 * the room's show is unknown, and the refusal ("no game with that code") lies over none of the
 * avatars, so the player can still see and pick theirs. The longest refusal of all, a seat opened
 * on another screen (five lines in Malay at 320 px), takes its own room above Join: it lies over
 * no avatar and Join lies over no part of it. Screenshots at 320x640 and 390x844 in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { artifacts, createRoom, serverAndBrowser, SIZES, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the test finds elements by, in each language. */
const WORDS = {
  en: { locale: 'en-GB', code: /^room code/i, name: /^your name/i, join: /^join$/i, takenOver: /open on another screen/i },
  it: { locale: 'it-IT', code: /^codice/i, name: /^il tuo nome/i, join: /^entra$/i, takenOver: /altro schermo/i },
  ms: { locale: 'ms-MY', code: /^kod/i, name: /^nama anda/i, join: /^sertai$/i, takenOver: /skrin lain/i },
  ko: { locale: 'ko-KR', code: /코드/, name: /^이름/, join: /^참가하기$/, takenOver: /다른 화면/ },
} as const;

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
const overlap = (a: Box, b: Box) => b.y < a.y + a.height && b.y + b.height > a.y && b.x < a.x + a.width && b.x + b.width > a.x;

describe('the join screen after a wrong room code', () => {
  for (const lang of ['en', 'it', 'ms', 'ko'] as const) {
    it(`has one heading and keeps the refusal off the avatars, in ${lang}`, async () => {
      const w = WORDS[lang];
      const context = await browser.newContext({ viewport: SIZES[1], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: w.locale });
      const page = await context.newPage();
      await page.goto(`${server.url}/play`);
      await page.getByRole('textbox', { name: w.code }).fill('ZZXW');
      await page.getByRole('textbox', { name: w.name }).fill('Ana');
      await page.getByRole('button', { name: w.join }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await page.waitForTimeout(400);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${artifacts}33-join-refused-${lang}-${size.width}x${size.height}.png` });
        const a = (await alert.boundingBox())!;
        const radios = page.getByRole('radio');
        const over: number[] = [];
        for (let i = 0; i < (await radios.count()); i++) {
          const b = (await radios.nth(i).locator('xpath=..').boundingBox())!;
          const visible = b.y < a.y + a.height && b.y + b.height > a.y && b.x < a.x + a.width && b.x + b.width > a.x;
          if (visible) over.push(i);
        }
        expect(over, `avatars under the refusal at ${size.width}x${size.height}`).toEqual([]);
      }
      expect(await page.getByRole('heading').count(), 'headings').toBe(1);
      expect(await page.getByText(/minus auction|rubbish auction/i).count(), 'show names on the screen').toBe(0);
      await context.close();
    }, 60_000);
  }
});

describe('the join screen after the longest refusal', () => {
  for (const lang of ['ms', 'it', 'en', 'ko'] as const) {
    it(`keeps "your seat is open on another screen" off the avatars and out from under Join at 320x640, in ${lang}`, async () => {
      const w = WORDS[lang];
      const { room, code } = await createRoom(server.url);
      const context = await browser.newContext({ viewport: SIZES[1], deviceScaleFactor: 2, hasTouch: true, isMobile: true, colorScheme: 'dark', locale: w.locale });
      const first = await context.newPage();
      await first.goto(`${server.url}/play?room=${code}`);
      await first.getByRole('textbox', { name: w.name }).fill('Ana');
      await first.getByRole('button', { name: w.join }).click();
      await first.getByRole('textbox', { name: w.name }).waitFor({ state: 'detached' });
      // The same phone opens the game in a second tab: the seat goes there, the first tab is back at the join screen.
      const second = await context.newPage();
      await second.goto(`${server.url}/play?room=${code}`);
      const alert = first.getByRole('alert').filter({ hasText: w.takenOver });
      await alert.waitFor();
      await first.waitForTimeout(400);
      await first.screenshot({ path: `${artifacts}34-join-taken-over-${lang}-320x640.png` });
      const a = (await alert.boundingBox())!;
      const radios = first.getByRole('radio');
      const over: number[] = [];
      for (let i = 0; i < (await radios.count()); i++) if (overlap(a, (await radios.nth(i).locator('xpath=..').boundingBox())!)) over.push(i);
      expect(over, 'avatars under the refusal').toEqual([]);
      // In sight, whole, and Join (the one to press) lies over none of it.
      expect(a.y, 'the refusal\'s top in sight').toBeGreaterThanOrEqual(0);
      expect(a.y + a.height, 'the refusal\'s end in sight').toBeLessThanOrEqual(SIZES[1].height);
      expect(overlap(a, (await first.getByRole('button', { name: w.join }).boundingBox())!), 'Join over the refusal').toBe(false);
      await context.close();
      await room.leave();
    }, 60_000);
  }
});

