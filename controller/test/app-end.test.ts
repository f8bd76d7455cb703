/**
 * The phone app through its public surface, from mid-game on: a phone without network, the end of
 * a game (the finale's hold, the results), late joiners and watchers. The join and the turn: app.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import '../src/platform/components/party-app.js';
import type { PartyApp } from '../src/platform/components/party-app.js';
import { saveSession } from '../src/platform/net/storage.js';
import { finaleRevealMs } from '@minus/shared/shows/minus-auction/finale';
import { FakeClient, FakeRoom, refusal } from './fakes.js';
import { backInSeat } from './back-in-seat.js';
import { all, armed, click, getByRole, mount, queryAllByRole, room, seat, settle, textOf, type, until, usePartyApp } from './helpers.js';

usePartyApp();
const mid = () => room({ phase: 'playing', seats: [seat({ id: 'a', name: 'Ana', vip: true, chips: 2 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] },
  { auction: 30, current: 1, offer: -20, pot: 2, version: 80 });
const end = () => room({
  phase: 'finale',
  seats: [
    seat({ id: 'a', name: 'Ana', vip: true, cubes: [-20, -30], cubeScore: -50, finalChips: 2, finalScore: -48, place: 3 }),
    seat({ id: 'b', name: 'Ben', cubes: [-5], cubeScore: -5, finalChips: 4, finalScore: -1, place: 1 }),
    seat({ id: 'c', name: 'Cy', finalChips: 3, finalScore: 3, place: 2 }),
  ],
}, { removed: [-12], winner: 1 });


describe('a phone without network', () => {
  it('shows the banner and holds Take and Refuse while the phone is offline, even with the socket still open', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    try {
      const myTurn = room({ phase: 'playing', seats: [seat({ id: 'a', name: 'Ana', chips: 2 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] },
        { auction: 3, current: 0, offer: -20, pot: 1, version: 9 });
      const { app, r } = await backInSeat(myTurn);
      r.pushState(myTurn);
      await armed(app);
      expect(getByRole(app, 'button', /^take$/i).hasAttribute('disabled')).toBe(false);
      onLine.mockReturnValue(false);
      window.dispatchEvent(new Event('offline'));
      await settle(app);
      expect(getByRole(app, 'status', /reconnecting/i).textContent).not.toMatch(/kept/);
      expect(getByRole(app, 'button', /^take$/i).hasAttribute('disabled')).toBe(true);
      expect(getByRole(app, 'button', /^refuse$/i).hasAttribute('disabled')).toBe(true);
      expect(textOf(app)).toMatch(/come back when the connection does/);
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await settle(app);
      expect(queryAllByRole(app, 'status', /reconnecting/i)).toHaveLength(0);
      expect(getByRole(app, 'button', /^take$/i).hasAttribute('disabled')).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('a game waiting for the server\'s storage', () => {
  it('says so in a banner while the room holds the game, and not once it saves again', async () => {
    const { app, r } = await backInSeat(mid());
    r.pushState({ ...mid(), storageWait: true });
    await settle(app);
    expect(getByRole(app, 'status', /could not save the last move/i).textContent).toMatch(/carries on by itself/);
    r.pushState(mid());
    await settle(app);
    expect(queryAllByRole(app, 'status', /could not save/i)).toHaveLength(0);
  });
});

describe('the end of a game', () => {
  it('Rubbish Auction: while the TV reveals a round, the phone shows the table from before it, announces and buzzes nothing, then my pick', async () => {
    // The show's part is a chunk of its own: load it first, as the file loads the room screens.
    await import('../src/shows/rubbish-auction/index.js');
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { app, r } = await backInSeat();
    const seatOf = (id: string, name: string, avatar: number, fame: number, bid: number[] = [], fameChange = 0) => ({
      id, name, avatar, kind: 'human', botLabel: '', connected: true, standIn: false, vip: id === 'a', fame, items: [], blocked: 0, holding: -1,
      peekOf: -1, peekPosition: -1, geek: id === 'a' ? 'pond-keeper' : '', heldOut: '', peekedCard: 0, bid, fameChange, shownGeek: '', bonus: 0, total: 0, place: 0,
    });
    // After the reveal: Cy bid 8,000 (-8 fame), Ben 2,000, Ana nothing (a plain reveal: no tie, nobody gained).
    const state = (game: Record<string, unknown>, fame: number, revealed = false) => ({
      code: 'MKST', phase: 'playing', show: 'rubbish-auction', shows: ['minus-auction', 'rubbish-auction'], settings: { timerMs: 30000, preset: 'show' },
      seats: [seatOf('a', 'Ana', 0, fame), seatOf('b', 'Ben', 1, 30, revealed ? [2] : []), seatOf('c', 'Cy', 2, revealed ? 22 : 30, revealed ? [3, 5] : [], revealed ? -8 : 0)], evening: { shows: [], rows: [] }, audienceCount: 0,
      game: { number: 1, deadline: Date.now() + 30_000, version: 5, round: 1, auctioneer: 1, item: 'lava-lamp', firstBidder: 2, current: 1, step: 'hold-out', peekOf: -1, peekRow: '', peekSize: 0,
        itemsLeft: ['garden-gnome'], discarded: [], lastRound: 0, lastItem: '', lastWinner: -1, lastDiscarded: false, lastBottom: -1, winner: -1, ...game },
    });
    // Ben holds out last; Ana is watching.
    r.pushState(state({}, 30));
    await until(app, () => /Ben is choosing a bid/.test(textOf(app)));
    const live = all(app).find((e) => e.getAttribute('aria-live') === 'polite')!;
    vibrate.mockClear();
    // The reveal: Ana bid least and picks next (fame unchanged); Cy won the Lava Lamp.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    r.pushState(state({ version: 6, round: 2, auctioneer: 0, item: '', firstBidder: -1, current: 0, step: 'pick', lastRound: 1, lastItem: 'lava-lamp', lastWinner: 2, lastBottom: 0 }, 30, true));
    await settle(app);
    expect(textOf(app)).toMatch(/Cards up on the TV!/);
    expect(textOf(app)).not.toMatch(/Cy won the Lava Lamp|Your pick/);
    expect(live.textContent).not.toMatch(/Your pick/);
    expect(vibrate).not.toHaveBeenCalled();
    // The TV's plain reveal: 5 s (reveal-pace.ts).
    vi.setSystemTime(Date.now() + 5100);
    app.requestUpdate();
    await until(app, () => /Cy won the Lava Lamp/.test(textOf(app)));
    expect(queryAllByRole(app, 'button', /^Garden Gnome/)).toHaveLength(1);
    expect(live.textContent).toMatch(/Your pick/);
    expect(vibrate).toHaveBeenCalled();
  });

  it('holds the results while the TV plays its finale, until "Show my results now"', async () => {
    const { app, r } = await backInSeat();
    r.pushState(mid());
    await until(app, () => queryAllByRole(app, 'heading', /my cubes/i).length === 1);
    r.pushState(end());
    await settle(app);
    getByRole(app, 'heading', /look at the tv/i);
    expect(textOf(app)).not.toMatch(/wins|-12|-48|place|score/i);
    const live = all(app).find((e) => e.getAttribute('aria-live') === 'polite')!;
    expect(live.textContent).toMatch(/Look at the TV/);
    await click(getByRole(app, 'button', /show my results now/i), app);
    getByRole(app, 'heading', /game over/i);
    expect(textOf(app)).toMatch(/Ben wins!/);
    expect(textOf(app)).toMatch(/Cy.*No cubes: a clean sheet!/);
    expect(live.textContent).toMatch(/Here are the results/);
    expect(queryAllByRole(app, 'button', /show my results now/i)).toHaveLength(0);
    // Back in the lobby, the results' line is not left in the live region for a reader to find.
    r.pushState(room({ phase: 'lobby', seats: end().seats }));
    await until(app, () => queryAllByRole(app, 'heading', /game over/i).length === 0);
    expect(live.textContent!.trim()).toBe('');
  });

  it('neither buzzes nor speaks to me as if it were my turn while a bot plays my seat', async () => {
    const { app, r } = await backInSeat();
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const mine = mid();
    mine.seats[0]!.standIn = true;
    mine.game.current = 0;
    r.pushState(mine);
    await until(app, () => queryAllByRole(app, 'button', /take my seat back/i).length === 1);
    const live = all(app).find((e) => e.getAttribute('aria-live') === 'polite')!;
    expect(live.textContent).not.toMatch(/your turn/i);
    expect(vibrate).not.toHaveBeenCalled();
  });

  it('shows the results by itself once the TV has shown the winner', async () => {
    const { app, r } = await backInSeat();
    r.pushState(mid());
    await until(app, () => queryAllByRole(app, 'heading', /my cubes/i).length === 1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    r.pushState(end());
    await settle(app);
    vi.advanceTimersByTime(finaleRevealMs(3) - 200);
    await settle(app);
    getByRole(app, 'heading', /look at the tv/i);
    vi.advanceTimersByTime(400);
    await settle(app);
    expect(queryAllByRole(app, 'heading', /look at the tv/i)).toHaveLength(0);
    expect(textOf(app)).toMatch(/Ben wins!/);
  });

  it('shows the results at once to a phone that comes back after the game ended', async () => {
    const { app } = await backInSeat(end());
    await until(app, () => queryAllByRole(app, 'heading', /game over/i).length === 1);
    expect(queryAllByRole(app, 'heading', /look at the tv/i)).toHaveLength(0);
    expect(textOf(app)).toMatch(/Ben wins!/);
  });

  it('tells a late joiner why they watch, and offers a seat once the game is over', async () => {
    localStorage.setItem('party.avatar', '3');
    const client = new FakeClient();
    const r = new FakeRoom();
    const next = new FakeRoom('tok2');
    client.joinQueue.push(r, next);
    const app = await mount<PartyApp>('party-app', { client, search: '?room=MKST' });
    type(getByRole(app, 'textbox', /your name/i), 'Dee');
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => r.has('audience'));
    r.message('audience', { reason: 'game-in-progress' });
    r.pushState(mid());
    await until(app, () => queryAllByRole(app, 'status', /game has started/i).length === 1);
    expect(textOf(app)).toMatch(/you’re watching this one/);
    expect(queryAllByRole(app, 'button', /take a seat/i)).toHaveLength(0);
    r.pushState(end());
    await settle(app);
    await click(getByRole(app, 'button', /show my results now/i), app);
    await click(getByRole(app, 'button', /take a seat for the next game/i), app);
    await until(app, () => client.joins.length === 2);
    await until(app, () => r.left === true); // once the room has let it in
    expect(client.joins[1]).toEqual(['MKST', { role: 'player', name: 'Dee', avatar: 3, watcher: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
  });

  it('a watcher who chose "Just watch" can still take a free seat in the lobby', async () => {
    const client = new FakeClient();
    const r = new FakeRoom();
    const next = new FakeRoom('tok2');
    client.joinQueue.push(r, next);
    const app = await mount<PartyApp>('party-app', { client, search: '?room=MKST' });
    type(getByRole(app, 'textbox', /your name/i), 'Siti');
    await click(getByRole(app, 'button', /^just watch$/i), app);
    await until(app, () => r.has('audience'));
    r.message('audience', { reason: 'by-choice' });
    r.pushState(room({ seats: [seat({ id: 'a', name: 'Ana', vip: true }), seat({ id: 'b', name: 'Ben' })] }));
    await until(app, () => queryAllByRole(app, 'button', /^take a seat$/i).length === 1);
    await click(getByRole(app, 'button', /^take a seat$/i), app);
    await until(app, () => client.joins.length === 2);
    await until(app, () => r.left === true);
    expect(client.joins[1]?.[1]).toMatchObject({ role: 'player', name: 'Siti' });
  });

  it('a watcher whose name a player took keeps watching, and sits with another name', async () => {
    const client = new FakeClient();
    const r = new FakeRoom();
    const next = new FakeRoom('tok2');
    client.joinQueue.push(r, refusal('name-taken'), next);
    const app = await mount<PartyApp>('party-app', { client, search: '?room=MKST' });
    type(getByRole(app, 'textbox', /your name/i), 'Ana');
    await click(getByRole(app, 'button', /^join$/i), app);
    await until(app, () => r.has('audience'));
    r.message('audience', { reason: 'game-in-progress' });
    r.pushState(mid());
    r.pushState(end());
    await until(app, () => queryAllByRole(app, 'button', /show my results now/i).length === 1);
    await click(getByRole(app, 'button', /show my results now/i), app);
    await click(getByRole(app, 'button', /take a seat for the next game/i), app);
    await until(app, () => queryAllByRole(app, 'alert').length === 1);
    // Still watching the results, in the room: asked for another name, the one refused in the field.
    expect(r.left).toBeUndefined();
    getByRole(app, 'heading', /game over/i);
    expect(getByRole(app, 'alert').textContent).toMatch(/already has that name/);
    const field = getByRole(app, 'textbox', /your name/i) as HTMLInputElement;
    expect(field.value).toBe('Ana');
    // A new state (the crowd, a cheer) keeps what is typed.
    field.value = 'Ana B';
    r.pushState(end());
    await settle(app);
    expect((getByRole(app, 'textbox', /your name/i) as HTMLInputElement).value).toBe('Ana B');
    await click(getByRole(app, 'button', /take a seat for the next game/i), app);
    await until(app, () => client.joins.length === 3 && r.left === true);
    expect(client.joins[2]?.[1]).toMatchObject({ role: 'player', name: 'Ana B' });
    next.message('seat', { seat: 3, id: 'd', secret: 'sek2' });
    next.pushState(room({ seats: [seat({ id: 'a', name: 'Ana', vip: true }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' }), seat({ id: 'd', name: 'Ana B' })] }));
    await until(app, () => /Ana B/.test(textOf(app)) && queryAllByRole(app, 'textbox').length === 0);
    expect(localStorage.getItem('party.name')).toBe('Ana B');
    // The watcher's connection, let go, changes nothing any more.
    r.pushState(end());
    await settle(app);
    expect(queryAllByRole(app, 'heading', /game over/i)).toHaveLength(0);
  });
});
