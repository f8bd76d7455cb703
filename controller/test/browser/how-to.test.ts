/**
 * The show's "how to play" on the phone against the real server: the lobby's How to play button
 * opens it as a dialog whose caption advances through the show's script, Close (by role and name)
 * or Escape shuts it and hands the focus back; Pause holds a step, the step buttons go back and
 * on; a watcher finds the same button on the audience screen. Screenshots in English and Korean at 390x844 and 320x640 (test/artifacts/howto-*).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { minusHowTo } from '@minus/shared/shows/minus-auction/how-to/script';
import { minusHowToTexts } from '@minus/shared/shows/minus-auction/how-to/texts/index';
import { ko } from '@minus/shared/shows/minus-auction/how-to/texts/ko';
import { artifacts, createRoom, phone, serverAndBrowser, shoot } from './support.js';

const env = serverAndBrowser();

const line = (i: number) => minusHowToTexts.en[minusHowTo.beats[i]!.caption as keyof typeof minusHowToTexts.en];

async function join(page: Page, url: string, name: string, locale = 'en'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('party.locale', l), locale);
  await page.goto(url);
  await page.getByRole('textbox', { name: /your name|이름/i }).fill(name);
  await page.locator('form button[type=submit]').click();
}

describe('how to play on the phone', () => {
  it('opens from the lobby, its caption advances in order, and Close shuts it', async () => {
    const { code, room } = await createRoom(env.server.url);
    const ana = await phone(env.browser);
    await join(ana, `${env.server.url}/play?room=${code}`, 'Ana');
    const open = ana.getByRole('button', { name: /^how to play$/i });
    await open.click();
    const dialog = ana.getByRole('dialog', { name: /how to play/i });
    await dialog.waitFor();
    const caption = dialog.locator('.caption');
    await expect.poll(() => caption.textContent()).toBe(line(0));
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toBe(line(1));
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toBe(line(2));
    await expect.poll(() => caption.textContent(), { timeout: 20_000 }).toBe(line(4));
    await shoot(ana, 'howto-phone-take-en');
    // On its side the table sits beside the caption, its top on the short screen.
    await ana.setViewportSize({ width: 844, height: 390 });
    await expect.poll(async () => (await dialog.locator('minus-how-to-table').boundingBox())?.y ?? 999).toBeLessThan(200);
    await ana.screenshot({ path: `${artifacts}howto-phone-take-en-844x390.png` });
    await ana.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toBe(line(5));
    await shoot(ana, 'howto-phone-run-en');
    await dialog.getByRole('button', { name: /close how to play/i }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => ana.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      return el?.textContent ?? '';
    })).toMatch(/how to play/i);
    // Escape closes it too.
    await open.click();
    await dialog.waitFor();
    await ana.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await ana.context().close();
    await room.leave();
  });

  it('is modal: the lobby behind it is out of reach of the keyboard and of a screen reader, Escape closes it, the focus goes back to its button', async () => {
    const { code, room } = await createRoom(env.server.url);
    const ana = await phone(env.browser, { width: 320, height: 640 });
    await join(ana, `${env.server.url}/play?room=${code}`, 'Ana');
    const open = ana.getByRole('button', { name: /^how to play$/i });
    const behind = ana.getByRole('button', { name: /^add bot$/i });
    await behind.waitFor();
    const cdp = await ana.context().newCDPSession(ana);
    /** Whether a screen reader reads the lobby's Add bot button (Chromium's accessibility tree). */
    const readable = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree') as { nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[] };
      return nodes.some((n) => !n.ignored && n.role?.value === 'button' && /^add bot$/i.test(String(n.name?.value ?? '')));
    };
    expect(await readable()).toBe(true);
    await open.click();
    const dialog = ana.getByRole('dialog', { name: /how to play/i });
    await dialog.waitFor();
    expect(await readable(), 'the lobby behind the dialog is read').toBe(false);
    // Focus cannot be put on the lobby behind it, by a script or by Tab.
    await behind.evaluate((b) => (b as HTMLElement).focus());
    const focused = () => ana.evaluate(() => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body) return '';
      return el.closest('dialog') ? 'dialog' : (el.textContent ?? '').trim();
    });
    expect(await focused()).toBe('dialog');
    for (let i = 0; i < 6; i++) {
      await ana.keyboard.press('Tab');
      expect(await focused(), `after ${i + 1} Tab`).toBe('dialog');
    }
    await ana.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(focused).toMatch(/^how to play$/i);
    expect(await readable()).toBe(true);
    await ana.context().close();
    await room.leave();
  });

  it('pauses on a step for a slow reader, and steps back and on', async () => {
    const { code, room } = await createRoom(env.server.url);
    const ana = await phone(env.browser, { width: 320, height: 640 });
    await join(ana, `${env.server.url}/play?room=${code}`, 'Ana');
    await ana.getByRole('button', { name: /^how to play$/i }).click();
    const dialog = ana.getByRole('dialog', { name: /how to play/i });
    const caption = dialog.locator('.caption');
    await expect.poll(() => caption.textContent()).toBe(line(0));
    const back = dialog.getByRole('button', { name: /previous step/i });
    expect(await back.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: /^pause$/i }).click();
    await dialog.getByRole('button', { name: /next step/i }).click();
    await expect.poll(() => caption.textContent()).toBe(line(1));
    await shoot(ana, 'howto-phone-paused-en');
    // Paused: the step stays longer than its own time.
    await ana.waitForTimeout(minusHowTo.beats[1]!.ms + 1500);
    expect(await caption.textContent()).toBe(line(1));
    await back.click();
    await expect.poll(() => caption.textContent()).toBe(line(0));
    // Played on: it moves by itself again.
    await dialog.getByRole('button', { name: /^play on$/i }).click();
    await expect.poll(() => caption.textContent(), { timeout: 15_000 }).toBe(line(1));
    await ana.context().close();
    await room.leave();
  });

  it('speaks Korean and sits on the audience screen too', async () => {
    const { code, room } = await createRoom(env.server.url);
    const watcher = await phone(env.browser);
    await watcher.addInitScript(() => localStorage.setItem('party.locale', 'ko'));
    await watcher.goto(`${env.server.url}/play?room=${code}`);
    await watcher.getByRole('button', { name: /구경|watch/i }).last().click();
    const open = watcher.getByRole('button', { name: /^게임 방법$/ });
    await open.click();
    const dialog = watcher.getByRole('dialog', { name: /게임 방법/ });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('.caption').textContent(), { timeout: 30_000 }).toBe(ko[minusHowTo.beats[4]!.caption as keyof typeof ko]);
    await shoot(watcher, 'howto-phone-take-ko');
    await dialog.getByRole('button', { name: /게임 방법 닫기/ }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await watcher.context().close();
    await room.leave();
  });
});
