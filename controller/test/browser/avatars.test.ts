/**
 * Taken avatars on the join screen, against the real server: the avatars already at the table of
 * the scanned code are disabled and named "taken", and a free one is picked; a join whose avatar
 * was taken meanwhile (the phone had not heard yet) is refused with a sentence, the avatar shows
 * taken, another is picked and Join works. Screenshots in English and Korean at 390x844 and
 * 320x640 (test/artifacts/join-avatars-taken-*).
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ask, createRoom, phone, serverAndBrowser, shoot, until } from './support.js';

const env = serverAndBrowser();

interface Seat { name: string; avatar: number }
const seats = (room: { state: unknown }) => (room.state as { seats: Seat[] }).seats;

/** The avatar radio picked now (its accessible name). */
const picked = (page: Page) => page.getByRole('radio', { checked: true }).getAttribute('aria-label');

describe('taken avatars on the join screen', () => {
  it('marks the avatars at the table taken, picks a free one, and says so when a pick was taken meanwhile', async () => {
    const { room, code } = await createRoom(env.server.url);
    expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    await until(() => seats(room).length === 1, 'the bot seated');
    // The bot has the first free avatar, the orange fox; this phone remembered the fox.
    const ben = await phone(env.browser);
    await ben.addInitScript(() => localStorage.setItem('party.avatar', '0'));
    await ben.goto(`${env.server.url}/play?room=${code}`);
    const fox = ben.getByRole('radio', { name: /^orange fox, taken$/i });
    await fox.waitFor({ state: 'attached' });
    expect(await fox.isDisabled()).toBe(true);
    await expect.poll(() => picked(ben)).toBe('sky owl');
    await ben.getByRole('textbox', { name: /your name/i }).fill('Ben');
    await shoot(ben, 'join-avatars-taken-en');

    // Someone takes the owl before this phone hears of it: its answers are held at the old list.
    await ben.route('**/api/rooms/*/avatars', (r) => r.fulfill({ json: { taken: [0] } }));
    expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    await until(() => seats(room).length === 2, 'the second bot seated');
    expect(seats(room)[1]!.avatar).toBe(1);
    await ben.getByRole('button', { name: /^join$/i }).click();
    await expect.poll(() => ben.getByRole('alert').textContent()).toMatch(/Someone just picked that avatar/);
    // The phone hears the truth again: the owl is taken too, the frog is picked; Join works.
    await ben.unroute('**/api/rooms/*/avatars');
    await ben.getByRole('radio', { name: /^sky owl, taken$/i }).waitFor({ state: 'attached', timeout: 15_000 });
    await expect.poll(() => picked(ben)).toBe('green frog');
    await shoot(ben, 'join-avatar-refused-en');
    await ben.getByRole('button', { name: /^join$/i }).click();
    await ben.getByRole('heading', { name: /lobby/i }).waitFor();
    expect(seats(room).map((s) => [s.name, s.avatar])).toContainEqual(['Ben', 2]);
    await ben.context().close();
    await room.leave();
  });

  it('speaks Korean, and names an unknown code the friendly way', async () => {
    const { room, code } = await createRoom(env.server.url);
    for (let i = 0; i < 3; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    await until(() => seats(room).length === 3, 'three bots seated');
    const page = await phone(env.browser);
    await page.addInitScript(() => localStorage.setItem('party.locale', 'ko'));
    await page.goto(`${env.server.url}/play?room=${code}`);
    await expect.poll(() => page.getByRole('radio', { name: /사용 중$/ }).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => picked(page), { timeout: 15_000 }).not.toBeNull();
    await page.getByRole('textbox', { name: /이름/ }).fill('민지');
    // One face for Hangul and digits alike ("최대 16자"), not Atkinson's slashed zero beside Noto Sans KR.
    const help = page.getByText(/최대 16자/);
    expect(await help.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans KR/);
    await shoot(page, 'join-avatars-taken-ko');
    await page.getByRole('textbox', { name: /방 코드|코드/ }).fill('ZZZZ');
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/.+/);
    expect(await page.getByRole('radio', { name: /사용 중$/ }).count()).toBe(0);
    await page.context().close();
    await room.leave();
  });

  it('keeps Join on the first screen of a 320x640 phone, the "game on" note above the form and a refusal beside the button', async () => {
    const { room, code } = await createRoom(env.server.url);
    for (let i = 0; i < 3; i++) expect((await ask(room, 'add-bot', { label: 'easy' })).ok).toBe(true);
    await until(() => seats(room).length === 3, 'three bots seated');
    expect((await ask(room, 'start', {})).ok).toBe(true);
    const page = await phone(env.browser, { width: 320, height: 640 });
    await page.goto(`${env.server.url}/play?room=${code}`);
    const note = page.getByRole('status').filter({ hasText: /a game is on right now/i });
    await note.waitFor();
    const onScreen = async (what: Locator) => {
      const box = await what.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 640;
    };
    const join = page.getByRole('button', { name: /^join$/i });
    expect(await onScreen(note)).toBe(true);
    expect(await onScreen(join)).toBe(true);
    // No name: the refusal shows above Join, on the same screen.
    await join.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await onScreen(alert)).toBe(true);
    // Scrolled to the end, the bar lies over nothing: Just watch and the last avatar are in the open.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const watch = page.getByRole('button', { name: /just watch/i });
    expect(await onScreen(watch)).toBe(true);
    const last = page.getByRole('radio').last();
    const box = (await last.locator('xpath=..').boundingBox())!;
    const topmost = await page.evaluate(([x, y]) => {
      let hit: Element | null = document.elementFromPoint(x!, y!);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x!, y!);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      return hit?.closest('label') !== null || hit?.tagName === 'SEAT-AVATAR';
    }, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(topmost).toBe(true);
    await page.context().close();
    await room.leave();
  });
});
