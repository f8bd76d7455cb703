/**
 * Truthful screens after a crash (docs/SERVER.md, "After a crash"): rooms do not survive a
 * restart yet, so after `kill -9` neither the stage nor a phone may say the game or the seat is
 * kept, and once the server is back without their room the stage says the game was lost and
 * names its new room, and the phone says the game ended and how to join again. The real server
 * (`npm start`), killed and started again on the same port; the stage's and the phone's own link
 * classes on real colyseus.js clients, their sentences from the one place each part decides them.
 */
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { StageLink } from '../stage/src/platform/app/connection.js';
import { LinkStatusBand, type LinkStatus } from '../stage/src/platform/app/link-status.js';
import { RoomConnection, type ClientLike } from '../controller/src/platform/net/connection.js';
import { failureText, linkDownText } from '../controller/src/platform/i18n/texts.js';
import { startShow, type ShowServer } from './server.js';

/** sessionStorage as the stage's tab has it. */
class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private readonly map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let servers: ShowServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

describe('kill -9 while a game is on', () => {
  it('the stage and the phone never say the game or the seat is kept; after the restart they say what is true', async () => {
    const first = await startShow();
    servers.push(first);
    const endpoint = `ws://127.0.0.1:${first.port}`;

    // The stage: its link, and the band's sentences as the TV shows them.
    const el = { hidden: true, textContent: '' };
    const band = new LinkStatusBand(el as unknown as HTMLElement);
    const said: string[] = [];
    let statuses: LinkStatus[] = [];
    const link: StageLink = new StageLink(endpoint, {
      onState: () => undefined,
      onEvent: () => undefined,
      onRoom: () => undefined,
      onStatus: (status) => {
        statuses.push(status);
        band.set(status, link.code);
        if (!el.hidden) said.push(el.textContent);
      },
    }, new MemoryStorage() as unknown as Storage);
    await link.connect();
    const oldCode = link.code;
    expect(oldCode).toMatch(/^[A-Z]{4}$/);

    // A phone with a seat.
    const phone = new RoomConnection(new Client(endpoint) as unknown as ClientLike);
    expect(await phone.join({ code: oldCode, role: 'player', name: 'Ann', avatar: 0 })).toBe(true);
    await until(() => phone.seatId !== undefined, 5000, 'a seat');

    await first.crash();
    await until(() => statuses.includes('reconnecting') && phone.status === 'reconnecting', 10_000, 'both links down');
    // While down: no promise either screen cannot keep.
    expect(said.join(' | ')).not.toMatch(/kept/i);
    expect(linkDownText()).not.toMatch(/kept|waiting for you/i);

    statuses = [];
    const second = await startShow({ PORT: String(first.port) });
    servers.push(second);
    await until(() => statuses.includes('replaced'), 30_000, 'the stage to open a new room');
    expect(link.code).toMatch(/^[A-Z]{4}$/);
    expect(link.code).not.toBe(oldCode);
    expect(el.hidden).toBe(false);
    expect(el.textContent).toMatch(/game was lost/i);
    expect(el.textContent).toContain(link.code);
    expect(said.join(' | ')).not.toMatch(/kept/i);

    await until(() => phone.status === 'idle' && phone.failure !== null, 30_000, 'the phone to give up on the old room');
    expect(phone.failure).toBe('room-ended');
    expect(failureText(phone.failure!)).toMatch(/game has ended.*new code from the TV/i);
    expect(failureText(phone.failure!)).not.toMatch(/kept/i);

    // Someone joins the new room: the stage's notice has done its work.
    const again = new RoomConnection(new Client(endpoint) as unknown as ClientLike);
    expect(await again.join({ code: link.code, role: 'player', name: 'Ann', avatar: 0 })).toBe(true);
    band.roomInUse();
    expect(el.hidden).toBe(true);
    await again.leave();
    link.close();
  });
});
