/**
 * The phone's Menu is easy to find (headless Chromium against the real server, a 320 px phone):
 * a button by role, named "Menu", its word in sight at the body's size, drawn as a button (a
 * border), close under the screen's last part; it unfolds the language picker and says so
 * (`aria-expanded`). Screenshots in test/artifacts/menu-*.
 */
import { describe, expect, it } from 'vitest';
import { createRoom, phone, serverAndBrowser, shoot } from './support.js';

const env = serverAndBrowser();

describe('the phone menu', () => {
  for (const [lang, name, word] of [['en', /your name/i, 'Menu'], ['ko', /이름/, '메뉴']] as const) {
    it(`is a button named Menu (${word}) that looks like one, and unfolds the language (${lang})`, async () => {
      const { code, room } = await createRoom(env.server.url);
      const page = await phone(env.browser, { width: 320, height: 640 });
      await page.addInitScript((l) => localStorage.setItem('party.locale', l), lang);
      await page.goto(`${env.server.url}/play?room=${code}`);
      await page.getByRole('textbox', { name }).fill('Ana');
      await page.locator('form button[type=submit]').click();
      const menu = page.getByRole('button', { name: word, exact: true });
      // The lobby drawn (its How to play button): the menu sits at the end of its scrolling region.
      await page.getByRole('button', { name: /^(how to play|게임 방법)$/i }).waitFor();
      await menu.scrollIntoViewIfNeeded();
      const look = await menu.evaluate((b) => {
        const s = getComputedStyle(b);
        const r = b.getBoundingClientRect();
        return { size: parseFloat(s.fontSize), border: parseFloat(s.borderTopWidth), height: r.height, width: r.width, text: (b as HTMLElement).innerText.trim() };
      });
      expect(look.text).toContain(word);
      expect(look.size, 'its word (px)').toBeGreaterThanOrEqual(16);
      expect(look.border, 'drawn as a button').toBeGreaterThan(0);
      expect(look.height).toBeGreaterThanOrEqual(44);
      expect(look.width, 'as wide as the screen\'s buttons').toBeGreaterThan(250);
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await shoot(page, `menu-closed-${lang}`);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('combobox').last().waitFor();
      await shoot(page, `menu-open-${lang}`);
      await page.context().close();
      await room.leave();
    });
  }
});
