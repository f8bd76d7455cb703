/**
 * A phone that loses its network on its turn (headless Chromium against the real server): the
 * decision timer stops and says "Reconnecting…" instead of standing at a number, in each language,
 * at 390x844 and 320x640; back online, the seconds run again. Screenshots in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import { artifacts, ask, createRoom, phone, serverAndBrowser, SIZES } from './support.js';

const env = serverAndBrowser();

/** The stopped timer's name and words in each language (the phone's catalogues say them). */
const WORDS = {
  en: { stopped: /^decision timer stopped: reconnecting/i, shown: 'Reconnecting…' },
  it: { stopped: /^tempo per decidere fermo: riconnessione/i, shown: 'Riconnessione…' },
  ms: { stopped: /^pemasa keputusan berhenti: menyambung semula/i, shown: 'Menyambung…' },
  ko: { stopped: /^결정 타이머 멈춤: 다시 연결하는 중/, shown: '연결하는 중…' },
} as const;

describe('the decision timer on a phone that lost its network', () => {
  for (const lang of ['en', 'it', 'ms', 'ko'] as const) {
    it(`stops and says it is reconnecting, in ${lang}`, async () => {
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
      expect(await page.getByRole('timer', { name: /\d/ }).count()).toBe(0);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(100);
        const box = (await stopped.boundingBox())!;
        expect(box.x >= 0 && box.x + box.width <= size.width, `the stopped timer inside the screen at ${size.width}`).toBe(true);
        await page.screenshot({ path: `${artifacts}50-offline-timer-${lang}-${size.width}x${size.height}.png` });
      }
      await page.context().setOffline(false);
      await seconds.waitFor({ timeout: 10_000 });
      await page.context().close();
      await room.leave(true);
    }, 120_000);
  }
});
