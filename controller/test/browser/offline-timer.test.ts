/**
 * A phone that loses its network on its turn (headless Chromium against the real server): the
 * decision timer says it is offline ("Offline", named "Decision timer: offline, reconnecting…";
 * never "Paused": the room's server runs the timer on) instead of standing at a number, in each
 * language, at 390x844 and 320x640; back online, the seconds run again. In Rubbish Auction the round card's item name takes no more lines beside it. Screenshots in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import { artifacts, ask, createRoom, phone, serverAndBrowser, SIZES } from './support.js';

const env = serverAndBrowser();

/** The offline timer's name and words in each language (the phone's catalogues say them). */
const WORDS = {
  en: { stopped: /^decision timer: offline, reconnecting/i, shown: 'Offline' },
  it: { stopped: /^tempo per decidere: offline, riconnessione/i, shown: 'Offline' },
  ms: { stopped: /^pemasa keputusan: terputus, menyambung semula/i, shown: 'Terputus' },
  ko: { stopped: /^결정 타이머: 오프라인, 다시 연결하는 중/, shown: '오프라인' },
} as const;

describe('the decision timer on a phone that lost its network', () => {
  for (const lang of ['en', 'it', 'ms', 'ko'] as const) {
    it(`says it is offline and reconnecting, not paused, in ${lang}`, async () => {
      const { room, code } = await createRoom(env.server.url);
      expect((await ask(room, 'settings', { preset: 'show', starter: 'first', timerMs: 60_000 })).ok).toBe(true);
      const page = await phone(env.browser);
      await page.addInitScript((l) => localStorage.setItem('party.locale', l), lang);
      await page.goto(`${env.server.url}/play?room=${code}`);
      await page.getByRole('textbox', { name: /your name|nama anda|il tuo nome|이름/i }).fill('Ana');
      await page.locator('form button[type=submit]').click();
      await page.locator('lobby-screen').waitFor();
      expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
      expect((await ask(room, 'start', {})).ok).toBe(true);
      const seconds = page.getByRole('timer', { name: /\d/ });
      await seconds.waitFor({ timeout: 30_000 });
      await page.context().setOffline(true);
      const stopped = page.getByRole('timer', { name: WORDS[lang].stopped });
      await stopped.waitFor({ timeout: 10_000 });
      expect((await stopped.textContent())?.trim()).toBe(WORDS[lang].shown);
      expect(await page.getByText(/^(paused|dijeda|in pausa|멈춤)$/i).count(), 'no word saying the game waits').toBe(0);
      // Drawn in letters, not empty boxes: a Korean phone fetched the font's slices for these words while online.
      if (lang === 'ko') {
        const banner = (await page.getByRole('status').filter({ hasText: /연결/ }).first().textContent()) ?? '';
        expect(await page.evaluate((t) => document.fonts.check('700 16px "Noto Sans KR"', t), `${banner} ${WORDS.ko.shown}`), 'the Korean font has the offline words').toBe(true);
      }
      expect(await page.getByRole('timer', { name: /\d/ }).count()).toBe(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(100);
        const box = (await stopped.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= size.width, `the offline timer inside the screen at ${size.width}`).toBe(true);
        await page.screenshot({ path: `${artifacts}50-offline-timer-${lang}-${size.width}x${size.height}.png` });
      }
      await page.context().setOffline(false);
      await seconds.waitFor({ timeout: 10_000 });
      await page.context().close();
      await room.leave(true);
    }, 120_000);
  }
});

describe('Rubbish Auction\'s timer on a phone that lost its network', () => {
  it('says it is offline, not paused, in Italian, inside the screen at both sizes', async () => {
    const { room, code } = await createRoom(env.server.url);
    expect((await ask(room, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    expect((await ask(room, 'settings', { timerMs: 120_000 })).ok).toBe(true);
    const page = await phone(env.browser);
    await page.addInitScript(() => localStorage.setItem('party.locale', 'it'));
    await page.goto(`${env.server.url}/play?room=${code}`);
    await page.getByRole('textbox', { name: /il tuo nome/i }).fill('Ana');
    await page.locator('form button[type=submit]').click();
    await page.locator('lobby-screen').waitFor();
    for (let i = 0; i < 2; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    expect((await ask(room, 'start', {})).ok).toBe(true);
    await page.getByRole('timer', { name: /\d/ }).first().waitFor({ timeout: 30_000 });
    // The round card's item name beside the timer, at 320 px: beside the offline timer it takes no more lines.
    const item = page.locator('rubbish-round .item');
    await page.setViewportSize(SIZES[1]);
    await page.waitForTimeout(100);
    const online = (await item.boundingBox())!.height;
    await page.context().setOffline(true);
    const stopped = page.getByRole('timer', { name: WORDS.it.stopped });
    await stopped.first().waitFor({ timeout: 10_000 });
    expect(await page.getByRole('timer', { name: /\d/ }).count()).toBe(0);
    expect((await item.boundingBox())!.height, 'the item name\'s height beside the offline timer').toBeLessThanOrEqual(online + 1);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForTimeout(100);
      for (let i = 0; i < await stopped.count(); i++) {
        const box = await stopped.nth(i).boundingBox();
        if (box) expect(box.x >= 0 && box.x + box.width <= size.width, `an offline timer inside the screen at ${size.width}`).toBe(true);
      }
      await page.screenshot({ path: `${artifacts}50-offline-timer-rubbish-it-${size.width}x${size.height}.png` });
    }
    await page.context().close();
    await room.leave(true);
  }, 120_000);
});
