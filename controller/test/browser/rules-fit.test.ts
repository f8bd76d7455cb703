/**
 * The VIP's custom rules on the smallest phone (headless Chromium against the real server): at
 * 320x640, in every language, each drop-down (seating, who starts, the timer) shows its chosen
 * option whole, and its label is never cut. Screenshots in test/artifacts/.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { artifacts, createRoom, joinedPhone, serverAndBrowser, SIZES, type RunningServer } from './support.js';

let server: RunningServer;
let browser: Browser;

serverAndBrowser((s, b) => ([server, browser] = [s, b]));

/** The words the test finds elements by, in each language. */
const WORDS = {
  en: { locale: 'en-GB', name: /your name/i, join: /^join$/i, custom: /^custom/i },
  it: { locale: 'it-IT', name: /il tuo nome/i, join: /^entra$/i, custom: /^su misura/i },
  ms: { locale: 'ms-MY', name: /^nama anda/i, join: /^sertai$/i, custom: /^sendiri/i },
  ko: { locale: 'ko-KR', name: /^이름/, join: /^참가하기$/, custom: /^직접 설정/ },
} as const;

/**
 * Each drop-down on the page that does not show its chosen option whole, or whose label is cut or
 * runs off the screen: its label and what is wrong, measured with the select's own font.
 */
async function cutSelects(page: Page): Promise<string[]> {
  const all = page.getByRole('combobox');
  const out: string[] = [];
  for (let i = 0; i < await all.count(); i++) {
    out.push(...await all.nth(i).evaluate((el) => {
      const s = el as HTMLSelectElement;
      const label = s.labels?.[0];
      const name = label?.textContent?.trim() ?? s.id;
      const cs = getComputedStyle(s);
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = cs.font;
      const text = s.selectedOptions[0]?.textContent ?? '';
      // The chosen option's words, the select's padding and borders, and its arrow (about 20 px).
      const needs = ctx.measureText(text).width + parseFloat(cs.paddingLeft) + parseFloat(cs.paddingRight) + parseFloat(cs.borderLeftWidth) + parseFloat(cs.borderRightWidth) + 20;
      const box = s.getBoundingClientRect();
      const bad: string[] = [];
      if (needs > box.width) bad.push(`${name}: "${text}" needs ${Math.ceil(needs)} px, has ${Math.floor(box.width)}`);
      if (box.right > window.innerWidth) bad.push(`${name}: select runs off the screen`);
      if (label) {
        const l = label.getBoundingClientRect();
        if (label.scrollWidth > label.clientWidth + 1 || l.right > window.innerWidth) bad.push(`${name}: label cut`);
      }
      return bad;
    }));
  }
  return out;
}

describe('the custom rules\' drop-downs', () => {
  for (const lang of ['en', 'it', 'ms', 'ko'] as const) {
    it(`fit with their labels at 320x640, in ${lang}`, async () => {
      const w = WORDS[lang];
      const { room, code } = await createRoom(server.url);
      const page = await joinedPhone(browser, server.url, code, { size: SIZES[1], locale: w.locale, player: 'Ana', words: { name: w.name, join: w.join } });
      const custom = page.getByRole('radio', { name: w.custom });
      await custom.waitFor();
      const before = await page.getByRole('combobox').count();
      await custom.check();
      // The custom preset adds two: seating and who starts.
      await expect.poll(() => page.getByRole('combobox').count()).toBe(before + 2);
      await page.locator('select#starter').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${artifacts}40-custom-rules-${lang}-320x640.png` });
      expect(await cutSelects(page)).toEqual([]);
      // The longest options chosen too.
      for (const id of ['seating', 'starter']) {
        const select = page.locator(`select#${id}`);
        const options = await select.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value));
        for (const value of options) {
          await select.selectOption(value);
          expect(await cutSelects(page), `with ${value} chosen`).toEqual([]);
        }
      }
      await page.context().close();
      await room.leave(true);
    }, 120_000);
  }
});
