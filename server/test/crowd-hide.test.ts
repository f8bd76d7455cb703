/**
 * The host hides a watcher's rude name on the crowd's table (message `hide-name`): the VIP or the
 * stage may, nobody else; the row is then listed by its "Watcher N" for the rest of the evening
 * (a reload with the same name, a new game, a restart); a seat's row is never hidden this way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minusAuction } from '@minus/shared/shows/minus-auction/module';
import { Crowd } from '../src/platform/crowd/crowd.js';
import { readCrowdSnapshot } from '../src/platform/crowd/crowd-snapshot.js';
import { ask, createStage, joinPlayer, minusGame, record, serverRoom, startHarness, until, type Conn, type Harness, type RoomStateShape } from './support/harness.js';

type Row = { name: string; right: number; made: number; hideable: boolean };

describe('Crowd.hide (units)', () => {
  it('lists a hidden watcher by its "Watcher N" all evening; a seat\'s row and a name not listed are not hidden', () => {
    const crowd = new Crowd();
    const hooks = minusAuction.crowd!;
    const made = minusAuction.createGame({ preset: 'show' }, ['Ann', 'Bo', 'Cy'], 7);
    if (!made.ok) throw new Error(made.error.message);
    let game = made.value;
    const settleOne = (gameNumber: number) => {
      const next = minusAuction.applyAction(game, game.current, 'take');
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
      crowd.follow(hooks, game, gameNumber);
    };
    crowd.follow(hooks, game, 1);
    crowd.predict({ id: 'p:rude', name: 'Rude', fallback: 'Watcher 4' }, crowd.key, 0);
    crowd.predict({ id: 'p:kind', name: 'Kind', fallback: 'Watcher 5' }, crowd.key, 1);
    crowd.predict({ id: 's2', name: 'Cy' }, crowd.key, 0);
    settleOne(1);
    const byName = (name: string) => crowd.table().find((r) => r.name === name);
    expect(byName('Rude')).toMatchObject({ hideable: true });
    expect(byName('Cy')).toMatchObject({ hideable: false });
    expect(crowd.hide('Cy')).toBe(0);
    expect(crowd.hide('Nobody')).toBe(0);
    expect(crowd.hide('Rude')).toBe(1);
    expect(byName('Rude')).toBeUndefined();
    expect(byName('Watcher 4')).toMatchObject({ made: 1, hideable: false });
    expect(byName('Kind')).toMatchObject({ hideable: true });
    expect(crowd.hide('Rude')).toBe(0);
    // A later guess under the same name (or another) in a later game: still "Watcher 4".
    game = made.value;
    crowd.follow(hooks, game, 2);
    crowd.predict({ id: 'p:rude', name: 'Rude again', fallback: 'Watcher 4' }, crowd.key, 0);
    settleOne(2);
    expect(crowd.table().map((r) => r.name)).toEqual(['Watcher 4']);
    // A restart keeps it: the snapshot as stored (JSON) carries the hidden ids.
    const stored = readCrowdSnapshot(JSON.stringify(crowd.snapshot()));
    if (!stored.ok) throw new Error(stored.reason);
    const back = new Crowd();
    back.restore(stored.value);
    expect(back.table()).toEqual(crowd.table());
    back.follow(hooks, game, 2);
    back.predict({ id: 'p:rude', name: 'Rude', fallback: 'Watcher 4' }, back.key, 1);
    const next = minusAuction.applyAction(game, game.current, 'take');
    if (!next.ok) throw new Error(next.error.message);
    back.follow(hooks, next.value, 2);
    expect(back.table().map((r) => r.name)).toEqual(['Watcher 4']);
  });
});

describe('hide-name through the room', () => {
  let h: Harness;
  let stage: Conn;
  let ann: Conn;
  let bo: Conn;
  let cy: Conn;
  let code: string;
  const RUDE = 'cd'.repeat(16);

  beforeAll(async () => {
    h = await startHarness();
    stage = await createStage(h);
    code = stage.room.state.code;
    ann = await joinPlayer(h, code, 'Ann');
    bo = await joinPlayer(h, code, 'Bo');
    cy = await joinPlayer(h, code, 'Cy');
  });
  afterAll(async () => {
    await h.close();
  });

  const rows = (c: Conn) => (c.room.state.crowd as unknown as { table: Row[] }).table;
  const table = (c: Conn) => rows(c).map((r) => ({ name: r.name, hideable: r.hideable }));

  async function watch(name: string, watcher?: string): Promise<Conn> {
    const c = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name, ...(watcher ? { watcher } : {}) }));
    await until(() => c.audience !== undefined, 5000, `${name} watching`);
    return c;
  }

  /** `who` guess on the open question, then the seat on turn takes: the question settles. */
  async function guessAndTake(who: Conn[]): Promise<void> {
    const room = serverRoom(h, code);
    const key = room.crowd.crowd.key;
    const current = minusGame(room).current;
    const before = room.crowd.crowd.tally(3).reduce((a, b) => a + b, 0);
    for (const c of who) c.room.send('predict', { key, seat: current });
    await until(() => room.crowd.crowd.tally(3).reduce((a, b) => a + b, 0) === before + who.length, 5000, 'the guesses counted');
    const decider = [ann, bo, cy].find((c) => c.seat?.seat === current)!;
    expect((await ask(decider, 'act', { action: 'take', version: stage.room.state.game.version })).ok).toBe(true);
    await until(() => (stage.room.state.crowd as unknown as { lastKey: string }).lastKey === key, 5000, 'the question settled');
  }

  it('only the VIP and the stage hide a watcher\'s name; the TV lists it as "Watcher N" from then on, after a reload too', async () => {
    const rude = await watch('Rude', RUDE);
    const rowdy = await watch('Rowdy');
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && !!serverRoom(h, code).crowd.crowd.key, 5000, 'the game on');
    await guessAndTake([rude, rowdy]);
    await until(() => table(stage).length === 2, 3000, 'the table');
    expect(table(stage)).toEqual(expect.arrayContaining([{ name: 'Rude', hideable: true }, { name: 'Rowdy', hideable: true }]));
    const vip = stage.room.state.seats.findIndex((s) => s.vip);
    const notVip = [ann, bo].find((c) => c.seat!.seat !== vip)!;
    const theVip = [ann, bo].find((c) => c.seat!.seat === vip)!;
    expect(await ask(notVip, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(rowdy, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(table(stage)).toContainEqual({ name: 'Rude', hideable: true });
    expect(await ask(theVip, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: true });
    await until(() => !table(stage).some((r) => r.name === 'Rude'), 3000, 'the name hidden');
    const hiddenAs = table(stage).find((r) => r.name.startsWith('Watcher '));
    expect(hiddenAs).toMatchObject({ hideable: false });
    // Hidden already, or never listed: a friendly "no longer on the table".
    expect(await ask(theVip, 'hide-name', { name: 'Rude' })).toMatchObject({ ok: false, code: 'too-late', reason: 'name-gone' });
    expect(await ask(stage, 'hide-name', { name: '' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(stage, 'hide-name', { name: 'Rowdy' })).toMatchObject({ ok: true });
    await until(() => table(stage).every((r) => r.name.startsWith('Watcher ')), 3000, 'both hidden');
    // The same phone reloads under the same name and guesses again: still its "Watcher N".
    await rude.room.leave();
    const back = await watch('Rude', RUDE);
    await guessAndTake([back]);
    await until(() => rows(stage).some((r) => r.name === hiddenAs!.name && r.made === 2), 3000, 'the table after the reload');
    expect(table(stage).map((r) => r.name)).not.toContain('Rude');
  });
});
