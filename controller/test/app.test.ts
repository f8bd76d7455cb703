import { describe, expect, it, vi } from 'vitest';
import '../src/platform/components/party-app.js';
import type { PartyApp } from '../src/platform/components/party-app.js';
import { saveSession } from '../src/platform/net/storage.js';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { finaleRevealMs } from '@minus/shared/shows/minus-auction/finale';
import { FakeClient, FakeRoom, refusal } from './fakes.js';
import { backInSeat } from './back-in-seat.js';
import { all, click, getByRole, mount, queryAllByRole, room, seat, settle, textOf, type, until, armed, usePartyApp } from './helpers.js';

usePartyApp();

describe('party-app', () => {
  it('joins from the QR URL into the lobby, remembers the name, and leaves from the menu in the lobby', async () => {
    const client = new FakeClient();
    const r = new FakeRoom();
    client.joinQueue.push(r);
    const app = await mount<PartyApp>('party-app', { client, search: '?room=mkst' });
    expect((getByRole(app, 'textbox', /room code/i) as HTMLInputElement).value).toBe('MKST');
    type(getByRole(app, 'textbox', /your name/i), 'Ana');
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => r.has('seat'));
    r.message('seat', { seat: 0, id: 'a', secret: 'sek' });
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana', vip: true })] }));
    await until(app, () => queryAllByRole(app, 'button', /start the game/i).length === 1);
    expect(localStorage.getItem('party.name')).toBe('Ana');
    // The menu's way out: not on the results (leaving.test.ts: during a game, asked first); in the lobby, at once.
    r.pushState(room({ phase: 'finale', seats: [seat({ id: 'a', name: 'Ana', vip: true, place: 1 })] }));
    await until(app, () => queryAllByRole(app, 'heading', /game over/i).length === 1);
    expect(queryAllByRole(app, 'button', /leave this game/i)).toHaveLength(0);
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana', vip: true })] }));
    await until(app, () => queryAllByRole(app, 'button', /leave this game/i).length === 1);
    await click(getByRole(app, 'button', /leave this game/i), app);
    await until(app, () => r.left === true);
    await until(app, () => queryAllByRole(app, 'button', /^join$/i).length === 1);
  });

  /** Ana joins room MKST with the avatar `picked`; the room seats her second, as the sky owl (Kit has the orange fox). */
  async function anaJoins(picked: RegExp) {
    const client = new FakeClient();
    const r = new FakeRoom();
    client.joinQueue.push(r);
    const app = await mount<PartyApp>('party-app', { client, search: '?room=mkst' });
    type(getByRole(app, 'textbox', /your name/i), 'Ana');
    await click(getByRole(app, 'radio', picked), app);
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => r.has('seat'));
    r.message('seat', { seat: 1, id: 'b', secret: 'sek' });
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Kit', avatar: 0, vip: true }), seat({ id: 'b', name: 'Ana', avatar: 1 })] }));
    return { client, r, app };
  }

  it('says which avatar the room gave when the one picked was taken, never silently', async () => {
    const { app } = await anaJoins(/orange fox/i);
    await until(app, () => /already had the orange fox, so you are the sky owl/i.test(textOf(app)));
    expect(localStorage.getItem('party.avatar')).toBe('1');
  });

  it('says nothing of avatars when "Join here again" takes back a seat (it keeps its own avatar, whatever is picked)', async () => {
    const { client, r, app } = await anaJoins(/sky owl/i);
    await until(app, () => /Ana/.test(textOf(app)));
    r.close(4001, 'seat taken over by another connection');
    await until(app, () => /open on another screen/i.test(textOf(app)));
    const back = new FakeRoom('tok2');
    client.joinQueue.push(back);
    await click(getByRole(app, 'radio', /orange fox/i), app);
    await click(getByRole(app, 'button', /^join$/i), app);
    expect(client.joins.at(-1)?.[1]).toMatchObject({ seatSecret: 'sek' });
    back.message('seat', { seat: 1, id: 'b', secret: 'sek' });
    back.pushState(room({ seats: [seat({ id: 'a', name: 'Kit', avatar: 0, vip: true }), seat({ id: 'b', name: 'Ana', avatar: 1 })] }));
    await until(app, () => queryAllByRole(app, 'button', /start the game/i).length === 0 && /Ana/.test(textOf(app)) && !/open on another screen/i.test(textOf(app)));
    await settle(app);
    expect(textOf(app)).not.toMatch(/already had/i);
  });

  it('shows a refusal as a sentence and unlocks Join', async () => {
    const client = new FakeClient();
    client.joinQueue.push(refusal('name-taken'));
    const app = await mount<PartyApp>('party-app', { client, search: '?room=MKST' });
    type(getByRole(app, 'textbox', /your name/i), 'Ana');
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => queryAllByRole(app, 'alert').length === 1);
    expect(getByRole(app, 'alert').textContent).toMatch(/already has that name/);
    expect(getByRole(app, 'button', /^join$/i).hasAttribute('disabled')).toBe(false);
  });

  it('announces my turn politely, vibrates, and plays a whole turn', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { app, r } = await backInSeat();
    r.pushState(room({ phase: 'playing', seats: [seat({ id: 'a', name: 'Ana', chips: 2 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] },
      { auction: 5, current: 0, offer: -14, pot: 1, version: 9 }));
    await until(app, () => queryAllByRole(app, 'button', /^take$/i).length === 1);
    const live = all(app).find((e) => e.getAttribute('aria-live') === 'polite')!;
    expect(live.textContent).toMatch(/Your turn: cube -14, pot 1/);
    expect(vibrate).toHaveBeenCalled();
    // A new language leaves no English line behind in the live region.
    await setLocale('it');
    await settle(app);
    expect(live.textContent!.trim()).toBe('');
    await setLocale('en');
    await armed(app);
    await click(getByRole(app, 'button', /^take$/i), app);
    expect(r.sent.filter(([t]) => t === 'act')).toEqual([['act', { action: 'take', version: 9 }]]);
    r.message('answer', { type: 'act', ok: false, code: 'not-your-turn' });
    await settle(app);
    expect(getByRole(app, 'alert').textContent).toMatch(/Not your turn yet/);
  });

  it('words a refusal\'s reason and numbers in the phone\'s language, never the server\'s English', async () => {
    await setLocale('it');
    const { app, r } = await backInSeat();
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana', vip: true })] }));
    await settle(app);
    r.message('answer', { type: 'start', ok: false, code: 'too-few-seats', reason: 'needs-players', params: { min: 3 }, message: 'This show needs at least 3 players.' });
    await settle(app);
    expect(getByRole(app, 'alert').textContent).toMatch(/almeno 3 giocatori/);
    await setLocale('en');
  });

  it('back after a reload whose token the server refuses (4213: none it can read), takes its seat back by its secret', async () => {
    saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:stale', name: 'Ana', seatId: 'a' });
    const client = new FakeClient();
    const r = new FakeRoom('fresh');
    client.reconnectQueue.push(Object.assign(new Error('The game server could not answer just now; try again in a moment.'), { code: 4213 }));
    client.joinQueue.push(r);
    const app = await mount<PartyApp>('party-app', { client });
    await until(app, () => client.joins.length === 1);
    expect(client.joins[0]![1]).toMatchObject({ role: 'player', seatSecret: 'sek' });
    r.message('seat', { seat: 0, id: 'a', secret: 'sek' });
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana' })] }));
    await until(app, () => /Lobby/.test(textOf(app)));
  });

  it('a stale token (4214) and a seat gone: a friendly line, and Join offered again', async () => {
    saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:stale', name: 'Ana', seatId: 'a' });
    const client = new FakeClient();
    client.reconnectQueue.push(Object.assign(new Error('reconnection token invalid or expired.'), { code: 4214 }));
    client.joinQueue.push(refusal('no-such-room', 4212));
    const app = await mount<PartyApp>('party-app', { client });
    await until(app, () => queryAllByRole(app, 'alert').length === 1);
    expect(getByRole(app, 'alert').textContent).toMatch(/That game has ended/);
    expect(getByRole(app, 'alert').textContent).not.toMatch(/421\d|expired|reconnection/);
    expect(getByRole(app, 'button', /^join$/i).hasAttribute('disabled')).toBe(false);
  });

  it('shows the reconnecting banner while the link is down', async () => {
    const { app, r } = await backInSeat();
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana' })] }));
    r.close(1006);
    await settle(app);
    expect(getByRole(app, 'status', /reconnecting/i).textContent).not.toMatch(/kept/);
    expect(textOf(app)).toMatch(/Lobby/);
  });

  it('says the game server is stopping, as the TV does, when the server said so before the link went, until the link is back', async () => {
    const { app, r, client } = await backInSeat();
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana' })] }));
    r.message('restarting', { keeps: true });
    r.close(4000);
    await settle(app);
    expect(getByRole(app, 'status', /game server is stopping/i).textContent).toMatch(/waiting for it to come back/i);
    expect(textOf(app)).not.toMatch(/connection lost/i);
    // Back: the banner goes; a later plain drop says the link is lost, not that the server stops.
    const back = new FakeRoom('tok2');
    client.reconnectQueue.push(back);
    window.dispatchEvent(new Event('online'));
    await until(app, () => back.has('seat'));
    back.pushState(room({ seats: [seat({ id: 'a', name: 'Ana' })] }));
    await settle(app);
    expect(textOf(app)).not.toMatch(/is stopping/i);
    back.close(1006);
    await settle(app);
    expect(getByRole(app, 'status', /connection lost/i)).toBeTruthy();
  });
});

/** Ana (seat a, VIP), Ben and Cy mid-game, and the same table at the end: Ben wins, Cy took no cube. */
