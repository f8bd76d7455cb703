import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../src/components/minus-app.js';
import type { MinusApp } from '../src/components/minus-app.js';
import { saveSession } from '../src/net/storage.js';
import { FakeClient, FakeRoom, refusal } from './fakes.js';
import { all, click, getByRole, mount, queryAllByRole, room, seat, settle, textOf } from './helpers.js';

beforeEach(() => localStorage.clear());
afterEach(() => document.body.replaceChildren());

async function until(el: Element, check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) {
    await new Promise((r) => setTimeout(r, 5));
    await settle(el);
  }
  expect(check()).toBe(true);
}

function type(input: HTMLElement, value: string): void {
  (input as HTMLInputElement).value = value;
}

describe('minus-app', () => {
  it('joins from the QR URL into the lobby, and remembers the name', async () => {
    const client = new FakeClient();
    const r = new FakeRoom();
    client.joinQueue.push(r);
    const app = await mount<MinusApp>('minus-app', { client, search: '?room=mkst' });
    expect((getByRole(app, 'textbox', /room code/i) as HTMLInputElement).value).toBe('MKST');
    type(getByRole(app, 'textbox', /your name/i), 'Ana');
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => r.has('seat'));
    r.message('seat', { seat: 0, id: 'a', secret: 'sek' });
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana', vip: true })] }));
    await until(app, () => queryAllByRole(app, 'button', /start the game/i).length === 1);
    expect(localStorage.getItem('minus-auction.name')).toBe('Ana');
  });

  it('shows a refusal as a sentence and unlocks Join', async () => {
    const client = new FakeClient();
    client.joinQueue.push(refusal('name-taken'));
    const app = await mount<MinusApp>('minus-app', { client, search: '?room=MKST' });
    type(getByRole(app, 'textbox', /your name/i), 'Ana');
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => queryAllByRole(app, 'alert').length === 1);
    expect(getByRole(app, 'alert').textContent).toMatch(/already has that name/);
    expect(getByRole(app, 'button', /^join$/i).hasAttribute('disabled')).toBe(false);
  });

  it('announces my turn politely, vibrates, and plays a whole turn', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:t', name: 'Ana', seat: 0, seatId: 'a' });
    const client = new FakeClient();
    const r = new FakeRoom();
    client.reconnectQueue.push(r);
    const app = await mount<MinusApp>('minus-app', { client, search: '' });
    await until(app, () => r.has('seat'));
    r.pushState(room({ phase: 'playing', seats: [seat({ id: 'a', name: 'Ana', chips: 2 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] },
      { auction: 5, current: 0, offer: -14, pot: 1, version: 9 }));
    await until(app, () => queryAllByRole(app, 'button', /^take$/i).length === 1);
    const live = all(app).find((e) => e.getAttribute('aria-live') === 'polite')!;
    expect(live.textContent).toMatch(/Your turn: cube -14, pot 1/);
    expect(vibrate).toHaveBeenCalled();
    await click(getByRole(app, 'button', /^take$/i), app);
    expect(r.sent.filter(([t]) => t === 'decide')).toEqual([['decide', { action: 'take', auction: 5, version: 9 }]]);
    r.message('answer', { type: 'decide', ok: false, code: 'not-your-turn' });
    await settle(app);
    expect(getByRole(app, 'alert').textContent).toMatch(/Not your turn yet/);
  });

  it('shows the reconnecting banner while the link is down', async () => {
    saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:t', name: 'Ana', seatId: 'a' });
    const client = new FakeClient();
    const r = new FakeRoom();
    client.reconnectQueue.push(r);
    const app = await mount<MinusApp>('minus-app', { client });
    await until(app, () => r.has('seat'));
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana' })] }));
    r.close(1006);
    await settle(app);
    expect(getByRole(app, 'status', /reconnecting/i).textContent).toMatch(/seat is kept/);
    expect(textOf(app)).toMatch(/Lobby/);
  });
});
