/**
 * A newcomer seated while the results are on (results-screen.ts): a watcher who watched the game
 * shown and then took a seat is told they watched it and the next one is theirs; someone who came
 * after the game is told these are the results of the game before they came.
 */
import { describe, expect, it } from 'vitest';
import '../src/platform/components/party-app.js';
import type { PartyApp } from '../src/platform/components/party-app.js';
import { loadSession, saveSession } from '../src/platform/net/storage.js';
import { FakeClient, FakeRoom } from './fakes.js';
import { click, getByRole, mount, queryAllByRole, room, seat, settle, until, usePartyApp } from './helpers.js';

usePartyApp();


const table = () => [seat({ id: 'a', name: 'Ana', vip: true }), seat({ id: 'b', name: 'Ben' }), seat({ id: 'c', name: 'Cy' })];
/** Game 1 being played. */
const mid = () => room({ phase: 'playing', seats: table() }, { auction: 30, current: 1, offer: -20, pot: 2, version: 80 });
/** Game 1's results; with `dee`, Dee seated on them for the next game (no place). */
function end(dee = false) {
  const seats = table().map((s, i) => ({ ...s, place: i + 1, finalScore: -10 * i }));
  return room({ phase: 'finale', seats: dee ? [...seats, seat({ id: 'd', name: 'Dee', avatar: 3 })] : seats }, { removed: [-12], winner: 0 });
}

/** Dee's phone joins room MKST to watch (as `how`); `play` runs while it watches; then it takes a seat on the results. Resolves with the note her results show. */
async function deeSits(how: 'join' | 'just watch', play: (r: FakeRoom, app: PartyApp) => Promise<void>): Promise<string> {
  const client = new FakeClient();
  const r = new FakeRoom();
  const next = new FakeRoom('tok2');
  client.joinQueue.push(r, next);
  const app = await mount<PartyApp>('party-app', { client, search: '?room=MKST' });
  (getByRole(app, 'textbox', /your name/i) as HTMLInputElement).value = 'Dee';
  await click(getByRole(app, 'button', how === 'join' ? /^join$/i : /^just watch$/i), app);
  await until(app, () => r.has('audience'));
  await play(r, app);
  await until(app, () => queryAllByRole(app, 'button', /take a seat for the next game/i).length === 1);
  await click(getByRole(app, 'button', /take a seat for the next game/i), app);
  await until(app, () => r.left === true);
  next.message('seat', { seat: 3, id: 'd', secret: 'sek' });
  next.pushState(end(true));
  await until(app, () => queryAllByRole(app, 'note', /seat for the next game/i).length === 1);
  return getByRole(app, 'note', /seat for the next game/i).textContent ?? '';
}

describe('a newcomer seated on the results', () => {
  it('who watched the game from the audience is told so, not that it was the game before they came', async () => {
    const note = await deeSits('join', async (r, app) => {
      r.message('audience', { reason: 'game-in-progress' });
      r.pushState(mid());
      await until(app, () => queryAllByRole(app, 'status', /game has started/i).length === 1);
      r.pushState(end());
      await until(app, () => queryAllByRole(app, 'button', /show my results now/i).length === 1);
      await click(getByRole(app, 'button', /show my results now/i), app);
    });
    expect(note).toBe('You have a seat for the next game. You watched this one from the audience: the next one is yours to play.');
  });

  it('who watched, and whose phone then reloads on the results, is still told they watched', async () => {
    await deeSits('join', async (r, app) => {
      r.message('audience', { reason: 'game-in-progress' });
      r.pushState(mid());
      r.pushState(end());
      await until(app, () => queryAllByRole(app, 'button', /show my results now/i).length === 1);
      await click(getByRole(app, 'button', /show my results now/i), app);
    });
    const saved = loadSession()!;
    expect(saved).toMatchObject({ role: 'player', secret: 'sek', watchedGame: 1 });
    document.body.replaceChildren();
    saveSession({ ...saved, token: 'MKST:tok2' });
    const client = new FakeClient();
    const again = new FakeRoom('tok3');
    again.state = end(true);
    client.reconnectQueue.push(again);
    const app = await mount<PartyApp>('party-app', { client, search: '' });
    await until(app, () => queryAllByRole(app, 'note', /seat for the next game/i).length === 1);
    expect(getByRole(app, 'note', /seat for the next game/i).textContent).toMatch(/You watched this one/);
  });

  it('who came after the game is told these are the results of the game before they came', async () => {
    const note = await deeSits('just watch', async (r) => {
      r.message('audience', { reason: 'by-choice' });
      r.pushState(end());
    });
    expect(note).toBe('You have a seat for the next game. These are the results of the game before you came.');
  });
});
