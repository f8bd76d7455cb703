/**
 * A seated player leaves on purpose from the phone's menu (phone-menu.ts `leaveOffer`): in the
 * lobby at once (app.test.ts), during a game only after a question saying a computer player takes
 * the seat for the rest of the game, and never from the results of a game the seat played; a
 * newcomer seated on the results leaves at once.
 */
import { describe, expect, it } from 'vitest';
import '../src/platform/components/party-app.js';
import type { PartyApp } from '../src/platform/components/party-app.js';
import { saveSession } from '../src/platform/net/storage.js';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { FakeClient, FakeRoom } from './fakes.js';
import { backInSeat } from './back-in-seat.js';
import { click, getByRole, mount, queryAllByRole, room, seat, settle, textOf, until, usePartyApp } from './helpers.js';

usePartyApp();


/** Ana (seat a, the VIP), Ben and Cy mid-game; Ben is choosing. */
const mid = () => room({ phase: 'playing', seats: [seat({ id: 'a', name: 'Ana', vip: true, chips: 2 }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })] },
  { auction: 30, current: 1, offer: -20, pot: 2, version: 80 });

/** Ana's phone back in her seat mid-game (by reconnection), once its menu offers `leave` (the button's name in the phone's language). */
async function anaMidGame(leave = /^leave this game$/i): Promise<{ app: PartyApp; r: FakeRoom }> {
  const { app, r } = await backInSeat(mid());
  await until(app, () => queryAllByRole(app, 'button', leave).length === 1);
  return { app, r };
}

describe('leaving during a game', () => {
  it('is in the menu, and asks first: a computer player takes the seat for the rest of the game; "Stay" stays, "Yes, leave" leaves', async () => {
    const { app, r } = await anaMidGame();
    await click(getByRole(app, 'button', /^leave this game$/i), app);
    expect(r.left).toBeUndefined();
    const ask = getByRole(app, 'group', /^leave this game$/i);
    expect(textOf(ask)).toMatch(/^Leave this game\? A computer player takes your seat for the rest of the game, so everyone else plays on\./);
    await click(getByRole(ask, 'button', /^stay$/i), app);
    expect(queryAllByRole(app, 'group', /leave this game/i)).toHaveLength(0);
    expect(r.left).toBeUndefined();
    getByRole(app, 'heading', /my cubes/i);
    await click(getByRole(app, 'button', /^leave this game$/i), app);
    await click(getByRole(app, 'button', /^yes, leave$/i), app);
    await until(app, () => r.left === true);
    await until(app, () => queryAllByRole(app, 'button', /^join$/i).length === 1);
  });

  it('asks in the phone\'s language (Korean)', async () => {
    await setLocale('ko');
    const { app, r } = await anaMidGame(/^이 게임에서 나가기$/);
    await click(getByRole(app, 'button', /^이 게임에서 나가기$/), app);
    expect(textOf(getByRole(app, 'group', /^이 게임에서 나가기$/))).toMatch(/컴퓨터 플레이어가 내 자리에서 대신 해요/);
    await click(getByRole(app, 'button', /^네, 나갈게요$/), app);
    await until(app, () => r.left === true);
  });

  it('is not offered on the results, and a question left open is gone when the game ends', async () => {
    const { app, r } = await anaMidGame();
    await click(getByRole(app, 'button', /^leave this game$/i), app);
    getByRole(app, 'group', /^leave this game$/i);
    const over = mid();
    over.phase = 'finale';
    over.seats.forEach((s, i) => { s.place = i + 1; });
    r.pushState(over);
    await until(app, () => queryAllByRole(app, 'button', /show my results now/i).length === 1);
    await click(getByRole(app, 'button', /show my results now/i), app);
    getByRole(app, 'heading', /game over/i);
    expect(queryAllByRole(app, 'button', /leave this game/i)).toHaveLength(0);
    expect(queryAllByRole(app, 'group', /leave this game/i)).toHaveLength(0);
    expect(r.left).toBeUndefined();
  });

  it('is offered at once to a newcomer seated on the results (the seat goes, the results stay)', async () => {
    const over = mid();
    over.phase = 'finale';
    over.seats.forEach((s, i) => { s.place = i + 1; });
    over.seats.push(seat({ id: 'd', name: 'Dee', avatar: 3 }));
    saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:t', name: 'Dee', seat: 3, seatId: 'd' });
    const client = new FakeClient();
    const r = new FakeRoom();
    r.state = over;
    client.reconnectQueue.push(r);
    const app = await mount<PartyApp>('party-app', { client, search: '' });
    await until(app, () => r.has('seat') && queryAllByRole(app, 'button', /^leave this game$/i).length === 1);
    await click(getByRole(app, 'button', /^leave this game$/i), app);
    expect(queryAllByRole(app, 'group', /leave this game/i)).toHaveLength(0);
    await until(app, () => r.left === true);
  });
});
