/**
 * The audience plays along: watchers (and seated players who are not deciding) guess who takes
 * the cube on offer; the state shows the crowd's pick as it forms and, once the cube is taken, the
 * predictors' table. Cheers and groans count. Guesses are validated (zod, then the open question),
 * floods are limited and dropped, and the game keeps its pace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minusAuction } from '@minus/shared/shows/minus-auction/module';
import { rubbishAuction } from '@minus/shared/shows/rubbish-auction/module';
import { CHEER_BURST, Crowd } from '../src/platform/crowd/crowd.js';
import { CROWD_PATCH_MS } from '../src/platform/crowd/crowd-desk.js';
import { readCrowdSnapshot } from '../src/platform/crowd/crowd-snapshot.js';
import { ask, createStage, joinPlayer, minusGame, record, serverRoom, sleep, startHarness, until, type Conn, type Harness, type RoomStateShape } from './support/harness.js';

describe('Crowd (units)', () => {
  it('settles each guess when the cube is taken: right when it named the taker', () => {
    const crowd = new Crowd();
    const hooks = minusAuction.crowd!;
    const made = minusAuction.createGame({ preset: 'show' }, ['Ann', 'Bo', 'Cy'], 7);
    if (!made.ok) throw new Error(made.error.message);
    let game = made.value;
    expect(crowd.follow(hooks, game, 1)).toBe(true);
    const key = crowd.key;
    expect(key).toBe(`1:${game.offer}`);
    const taker = game.current;
    expect(crowd.predict({ id: 'w:1', name: 'Eve' }, key, taker).ok).toBe(true);
    expect(crowd.predict({ id: 'w:2', name: 'Fay' }, key, (taker + 1) % 3).ok).toBe(true);
    expect(crowd.predict({ id: 'w:3', name: 'Gus' }, key, 5)).toMatchObject({ ok: false, code: 'bad-message' });
    expect(crowd.predict({ id: 'w:3', name: 'Gus' }, 'old', 0)).toMatchObject({ ok: false, code: 'too-late' });
    expect(crowd.tally(3).reduce((a, b) => a + b, 0)).toBe(2);
    const taken = minusAuction.applyAction(game, taker, 'take');
    if (!taken.ok) throw new Error(taken.error.message);
    game = taken.value;
    expect(crowd.follow(hooks, game, 1)).toBe(true);
    expect(crowd.lastAnswer).toBe(taker);
    expect(crowd.table()).toEqual([{ name: 'Eve', right: 1, made: 1, hideable: false }, { name: 'Fay', right: 0, made: 1, hideable: false }]);
    expect(crowd.tally(3)).toEqual([0, 0, 0]);
    // A watcher a seat's name now looks like (a player or a bot seated after it joined) is listed by its "Watcher N"; a seat's own row never is.
    expect(crowd.predict({ id: 'w:9', name: 'Dan', fallback: 'Watcher 9' }, crowd.key, 0).ok).toBe(true);
    expect(crowd.predict({ id: 's4', name: 'Dan' }, crowd.key, 1).ok).toBe(true);
    const next = minusAuction.applyAction(game, game.current, 'take');
    if (!next.ok) throw new Error(next.error.message);
    crowd.follow(hooks, next.value, 1);
    expect(crowd.table().map((r) => r.name).filter((n) => n === 'Dan')).toHaveLength(2);
    const seatedDan = crowd.table((name) => name !== 'Dan').map((r) => r.name);
    expect(seatedDan).toContain('Watcher 9');
    expect(seatedDan.filter((n) => n === 'Dan')).toHaveLength(1);
    // Two watchers who chose names that look alike: the first to guess keeps it, the other is listed by its "Watcher N".
    expect(crowd.predict({ id: 'w:20', name: 'Zed', fallback: 'Watcher 20' }, crowd.key, 0).ok).toBe(true);
    expect(crowd.predict({ id: 'w:21', name: 'ZED', fallback: 'Watcher 21' }, crowd.key, 1).ok).toBe(true);
    expect(crowd.predict({ id: 'w:22', name: 'Z\u0435d', fallback: 'Watcher 22' }, crowd.key, 1).ok).toBe(true);
    const third = minusAuction.applyAction(next.value, next.value.current, 'take');
    if (!third.ok) throw new Error(third.error.message);
    crowd.follow(hooks, third.value, 1);
    const zeds = crowd.table().map((r) => r.name).filter((n) => /zed|z\u0435d|Watcher 2\d/i.test(n));
    expect(zeds.sort()).toEqual(['Watcher 21', 'Watcher 22', 'Zed']);
    // A new game starts a new table.
    crowd.follow(hooks, made.value, 2);
    expect(crowd.table()).toEqual([]);
  });

  it('Rubbish Auction: guesses on who bids highest for the item settle at the reveal', () => {
    const crowd = new Crowd();
    const hooks = rubbishAuction.crowd!;
    const m = rubbishAuction;
    let game = m.createGame({}, ['Ann', 'Bo', 'Cy'], 'abcdefabcdefabcdefabcdefabcdefab');
    if (!game.ok) throw new Error(game.error.message);
    let s = game.value;
    crowd.follow(hooks, s, 1);
    expect(crowd.key).toBe('');
    const act = (action: unknown) => {
      const next = m.applyAction(s, m.toAct(s)[0]!, action);
      if (!next.ok) throw new Error(next.error.message);
      s = next.value;
      crowd.follow(hooks, s, 1);
    };
    act({ type: 'pick', item: s.itemsLeft[0], firstBidder: (s.auctioneer + 1) % 3 });
    const key = crowd.key;
    expect(key).toBe(`1:${s.item}`);
    expect(crowd.predict({ id: 'w:1', name: 'Eve' }, key, 0).ok).toBe(true);
    expect(crowd.predict({ id: 'w:2', name: 'Fay' }, key, 1).ok).toBe(true);
    // Each bidder peeks when it may, then holds out its 10,000.
    while (s.rounds.length === 0) {
      const legal = m.legalActions(s, m.toAct(s)[0]!);
      act(legal.find((a) => a.type === 'peek') ?? { type: 'hold-out', cards: [10] });
    }
    const top = s.rounds[0]!.winner;
    expect(crowd.lastAnswer).toBe(top);
    expect(crowd.table().map((r) => ({ name: r.name, right: r.right }))).toEqual(expect.arrayContaining([{ name: 'Eve', right: top === 0 ? 1 : 0 }, { name: 'Fay', right: top === 1 ? 1 : 0 }]));
  });

  it('a snapshot (plain JSON) restores the same table, counts and open guesses; the restored question settles once the game moved past it', () => {
    const crowd = new Crowd();
    const hooks = minusAuction.crowd!;
    const made = minusAuction.createGame({ preset: 'show' }, ['Ann', 'Bo', 'Cy'], 7);
    if (!made.ok) throw new Error(made.error.message);
    let game = made.value;
    const takeNow = () => {
      const next = minusAuction.applyAction(game, game.current, 'take');
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    };
    crowd.follow(hooks, game, 3);
    crowd.predict({ id: 'p:1', name: 'Eve' }, crowd.key, game.current);
    crowd.predict({ id: 's2', name: 'Bo' }, crowd.key, (game.current + 1) % 3);
    takeNow();
    crowd.follow(hooks, game, 3);
    crowd.cheer('a', 'cheer', 0);
    crowd.predict({ id: 'p:1', name: 'Eve' }, crowd.key, game.current);
    const text = JSON.stringify(crowd.snapshot());
    const read = readCrowdSnapshot(text);
    if (!read.ok) throw new Error(read.reason);
    const back = new Crowd();
    back.restore(read.value);
    expect(back.table()).toEqual(crowd.table());
    expect(back.scoreOf('p:1')).toMatchObject({ right: 1, made: 1 });
    expect(back.scoreOf('s2')).toMatchObject({ right: 0, made: 1 });
    expect({ key: back.key, lastKey: back.lastKey, lastAnswer: back.lastAnswer, settled: back.settled, cheers: back.cheers }).toEqual(
      { key: crowd.key, lastKey: crowd.lastKey, lastAnswer: crowd.lastAnswer, settled: 1, cheers: 1 });
    expect(back.tally(3)).toEqual(crowd.tally(3));
    // The same game goes on: the open question's answers come back from the show, and a guess is taken.
    expect(back.follow(hooks, game, 3)).toBe(false);
    expect(back.predict({ id: 'p:2', name: 'Fay' }, back.key, 0).ok).toBe(true);
    // The cube is taken (say the server stopped before it could store that): the restored guess counts.
    const key = back.key;
    takeNow();
    back.follow(hooks, game, 3);
    expect(back.lastKey).toBe(key);
    expect(back.scoreOf('p:1')).toMatchObject({ right: 2, made: 2 });
    expect(back.settled).toBe(2);
  });

  it('reads back only a snapshot whose every field fits, with the reason otherwise, never throwing', () => {
    const good = new Crowd().snapshot();
    expect(readCrowdSnapshot(JSON.stringify(good))).toEqual({ ok: true, value: good });
    const row = { id: 'p:1', name: 'Eve', right: 1, made: 2 };
    for (const [text, reason] of [
      ['{"v":1,', /not valid JSON/],
      ['null', /snapshot/],
      [JSON.stringify({ ...good, v: 2 }), /^v: /],
      [JSON.stringify({ ...good, rows: [{ ...row, right: 3 }] }), /^rows\.0: more right than made/],
      [JSON.stringify({ ...good, rows: [{ ...row, made: -1 }] }), /^rows\.0\.made: /],
      [JSON.stringify({ ...good, rows: [{ ...row, id: '' }] }), /^rows\.0\.id: /],
      [JSON.stringify({ ...good, picks: [{ id: 'p:1', name: 'Eve', seat: 99 }] }), /^picks\.0\.seat: /],
      [JSON.stringify({ ...good, settled: 1.5 }), /^settled: /],
      [JSON.stringify({ ...good, extra: true }), /extra|Unrecognized/],
    ] as const) {
      const read = readCrowdSnapshot(text);
      expect(read.ok, text).toBe(false);
      expect(!read.ok && read.reason, text).toMatch(reason);
    }
  });

  it('limits cheers per connection and counts what it dropped', () => {
    const crowd = new Crowd();
    let accepted = 0;
    for (let i = 0; i < 100; i++) if (crowd.cheer('a', i % 2 ? 'cheer' : 'groan', 1000)) accepted++;
    expect(accepted).toBe(CHEER_BURST);
    expect(crowd.dropped).toBe(100 - CHEER_BURST);
    expect(crowd.cheer('a', 'cheer', 3000)).toBe(true);
    expect(crowd.cheer('b', 'cheer', 3000)).toBe(true);
  });
});

describe('guesses through the room', () => {
  let h: Harness;
  let stage: Conn;
  let players: Conn[];
  let watcher: Conn;
  let code: string;

  beforeAll(async () => {
    h = await startHarness();
    stage = await createStage(h);
    code = stage.room.state.code;
    players = [await joinPlayer(h, code, 'Ann'), await joinPlayer(h, code, 'Bo'), await joinPlayer(h, code, 'Cy')];
    watcher = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Eve' }));
    await until(() => watcher.audience !== undefined);
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stage.room.state.phase === 'playing' && !!stage.room.state.crowd?.key);
  });
  afterAll(async () => {
    await h.close();
  });

  it('a watcher who joins with a seat\'s name (or one that looks like it) is listed as "Watcher N", never as that player', async () => {
    const names = async (asked: string) => {
      const c = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: asked }));
      await until(() => c.audience !== undefined);
      const ud = serverRoom(h, code).clients.find((x) => x.sessionId === c.room.sessionId)!.userData as { name: string };
      await c.room.leave();
      return ud.name;
    };
    expect(await names('ＢＯ')).toMatch(/^Watcher \d+$/);
    expect(await names('ann')).toMatch(/^Watcher \d+$/);
    expect(await names('Dot')).toBe('Dot');
    // A name that passes for another watcher's "Watcher N" is not listed as typed, look-alikes included.
    expect(await names('watcher 99')).toMatch(/^Watcher \d$/);
    for (const asked of ['W\u0430tcher 1', 'Watcher \uFF11', 'WATCHER1', 'Watcher l0']) expect(await names(asked), asked).toMatch(/^Watcher \d$/);
    expect(await names('Watchers')).toBe('Watchers');
  });

  const crowdOf = (c: Conn) => c.room.state.crowd as unknown as { key: string; picks: number[]; lastKey: string; lastAnswer: number; cheers: number; groans: number; table: { name: string; right: number; made: number }[] };
  const picks = (c: Conn) => [...crowdOf(c).picks];

  it('a watcher and a waiting player guess; the deciding seat may not; the stage sees the tally form and the table after the take', async () => {
    const room = serverRoom(h, code);
    const current = minusGame(room).current;
    const key = crowdOf(stage).key;
    const decider = players.find((p) => p.seat!.seat === current)!;
    const waiting = players.find((p) => p.seat!.seat !== current)!;
    watcher.room.send('predict', { key, seat: current });
    waiting.room.send('predict', { key, seat: current });
    const refused = await ask(decider, 'predict', { key, seat: current });
    expect(refused).toMatchObject({ ok: false, code: 'not-allowed' });
    // Nor on yourself while you wait: you could take the cube when it comes round and make it come true.
    expect(await ask(waiting, 'predict', { key, seat: waiting.seat!.seat })).toMatchObject({ ok: false, code: 'not-allowed', reason: 'own-seat' });
    await until(() => picks(stage)[current] === 2, 3000, 'the tally on the stage');
    expect(picks(watcher)[current]).toBe(2);
    expect(picks(stage).reduce((a, b) => a + b, 0)).toBe(2);
    // A changed mind replaces the guess.
    watcher.room.send('predict', { key, seat: (current + 1) % 3 });
    await until(() => picks(stage)[current] === 1, 3000, 'the changed guess');
    watcher.room.send('predict', { key, seat: current });
    await until(() => picks(stage)[current] === 2, 3000, 'the guess back');
    expect((await ask(decider, 'act', { action: 'take', version: stage.room.state.game.version })).ok).toBe(true);
    await until(() => crowdOf(stage).lastKey === key, 3000, 'the question settled');
    expect(crowdOf(stage).lastAnswer).toBe(current);
    const table = crowdOf(stage).table.map((r) => ({ name: r.name, right: r.right, made: r.made }));
    expect(table).toEqual(expect.arrayContaining([{ name: 'Eve', right: 1, made: 1 }, { name: waiting.room.state.seats[waiting.seat!.seat]!.name, right: 1, made: 1 }]));
    expect(table).toHaveLength(2);
    // Each guesser's own count reaches its phone alone, naming the question it counts up to.
    const scores = (c: Conn) => c.messages.filter((m) => m.type === 'crowd-score').map((m) => m.message);
    await until(() => scores(watcher).length > 0 && scores(waiting).length > 0, 3000, 'the counts');
    expect(scores(watcher)).toEqual([{ game: 1, key, right: 1, made: 1, listedAs: 'Eve' }]);
    expect(scores(waiting)).toEqual([{ game: 1, key, right: 1, made: 1, listedAs: waiting.room.state.seats[waiting.seat!.seat]!.name }]);
    expect(scores(decider)).toEqual([]);
    expect(scores(stage)).toEqual([]);
  });

  it('an unnamed watcher that reloads keeps its "Watcher N" (it was given the next number on every reload)', async () => {
    const phone = 'ef'.repeat(16);
    const key = crowdOf(stage).key;
    const first = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', watcher: phone }));
    await until(() => first.audience !== undefined);
    const room = serverRoom(h, code);
    const nameOf = () => room.crowd.crowd.snapshot().picks.find((p) => p.id === `p:${phone}`)?.name;
    first.room.send('predict', { key, seat: 0 });
    await until(() => nameOf() !== undefined, 3000, 'the first guess');
    const name = nameOf()!;
    expect(name).toMatch(/^Watcher \d+$/);
    await first.room.leave();
    const again = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', watcher: phone }));
    await until(() => again.audience !== undefined);
    again.room.send('predict', { key, seat: 1 });
    await until(() => room.crowd.crowd.snapshot().picks.find((p) => p.id === `p:${phone}`)?.seat === 1, 3000, 'the guess after the reload');
    expect(nameOf()).toBe(name);
    await again.room.leave();
  });

  it('a watcher that reloads (the same phone id, a new connection) is still one guesser; a malformed id is refused at the door', async () => {
    const phone = 'ab'.repeat(16);
    const first = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Zed', watcher: phone }));
    await until(() => first.audience !== undefined);
    const key = crowdOf(stage).key;
    const before = picks(stage).reduce((a, b) => a + b, 0);
    first.room.send('predict', { key, seat: 0 });
    await until(() => picks(stage).reduce((a, b) => a + b, 0) === before + 1, 3000, 'the first guess');
    await first.room.leave();
    const again = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Zed', watcher: phone }));
    await until(() => again.audience !== undefined);
    again.room.send('predict', { key, seat: 1 });
    // The guess moved from seat 0 to seat 1: still one guess.
    await until(() => picks(stage)[1]! >= 1 && picks(stage).reduce((a, b) => a + b, 0) === before + 1, 3000, 'the guess replaced, not added');
    // The question closes: the count reaches the phone; a reload is told its count as it joins.
    const room = serverRoom(h, code);
    const taker = minusGame(room).current;
    const decider = players.find((p) => p.seat!.seat === taker)!;
    expect((await ask(decider, 'act', { action: 'take', version: stage.room.state.game.version })).ok).toBe(true);
    const count = { game: 1, key, right: taker === 1 ? 1 : 0, made: 1, listedAs: 'Zed' };
    await until(() => again.messages.some((m) => m.type === 'crowd-score'), 3000, 'the count after the take');
    expect(again.messages.find((m) => m.type === 'crowd-score')?.message).toEqual(count);
    await again.room.leave();
    const third = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Zed', watcher: phone }));
    await until(() => third.messages.some((m) => m.type === 'crowd-score'), 3000, 'the count at the join');
    expect(third.messages.find((m) => m.type === 'crowd-score')?.message).toEqual(count);
    // Another new watcher made no guess: no count.
    const fresh = record(await h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Una', watcher: 'cd'.repeat(16) }));
    await until(() => fresh.audience !== undefined);
    await sleep(100);
    expect(fresh.messages.some((m) => m.type === 'crowd-score')).toBe(false);
    await third.room.leave();
    await fresh.room.leave();
    await expect(h.client.joinById<RoomStateShape>(code, { role: 'audience', name: 'Zed', watcher: 'not-hex' })).rejects.toThrow();
  });

  it('malformed and stale guesses are refused with an answer and change nothing', async () => {
    const before = picks(stage).join();
    expect(await ask(watcher, 'predict', { key: 'x', seat: 'Ann' })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(watcher, 'predict', { key: 'x'.repeat(41), seat: 0 })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(watcher, 'predict', { key: crowdOf(stage).key, seat: 0, chips: 3 })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(watcher, 'predict', { key: '1:-99', seat: 0 })).toMatchObject({ ok: false, code: 'too-late' });
    expect(await ask(watcher, 'predict', { key: crowdOf(stage).key, seat: 9 })).toMatchObject({ ok: false, code: 'bad-message' });
    expect(await ask(stage, 'predict', { key: crowdOf(stage).key, seat: 0 })).toMatchObject({ ok: false, code: 'not-allowed' });
    expect(await ask(watcher, 'cheer', { kind: 'boo' })).toMatchObject({ ok: false, code: 'bad-message' });
    await sleep(CROWD_PATCH_MS * 2);
    expect(picks(stage).join()).toBe(before);
  });

  it('a flood of guesses and cheers from many watchers is limited and dropped; the game keeps its pace', async () => {
    const room = serverRoom(h, code);
    const crowd = room.crowd.crowd;
    const flooders = await Promise.all(Array.from({ length: 5 }, (_, i) => h.client.joinById<RoomStateShape>(code, { role: 'audience', name: `F${i}` }).then(record)));
    await until(() => flooders.every((f) => f.audience !== undefined));
    const cheersBefore = crowd.cheers + crowd.groans;
    let patches = 0;
    const onPatch = () => patches++;
    stage.room.onStateChange(onPatch);
    const started = Date.now();
    const key = crowdOf(stage).key;
    for (const f of flooders) {
      for (let i = 0; i < 200; i++) {
        f.room.send('cheer', { kind: i % 2 ? 'cheer' : 'groan' });
        f.room.send('predict', { key, seat: i % 3 });
      }
    }
    // The seat to act still decides in the middle of the flood, and is answered.
    const current = minusGame(room).current;
    const decider = players.find((p) => p.seat!.seat === current)!;
    const act = await ask(decider, 'act', { action: 'take', version: stage.room.state.game.version });
    expect(act.ok).toBe(true);
    await until(() => crowd.dropped > 0, 3000, 'the flood dropped');
    await sleep(CROWD_PATCH_MS * 3);
    const elapsed = Date.now() - started;
    stage.room.onStateChange.remove(onPatch);
    const accepted = crowd.cheers + crowd.groans - cheersBefore;
    // Each connection: its burst, plus what refilled meanwhile at CHEERS_PER_S.
    expect(accepted).toBeLessThanOrEqual(flooders.length * (CHEER_BURST + Math.ceil(elapsed / 1000)));
    expect(crowd.dropped).toBeGreaterThanOrEqual(5 * 200 - accepted);
    // 2,000 messages: the stage got a handful of patches (the crowd's throttle, the take), not thousands.
    expect(patches).toBeLessThanOrEqual(Math.ceil(elapsed / CROWD_PATCH_MS) + 4);
    // Cheers are never answered one by one (a guess that came after the take is refused: too late).
    expect(flooders.every((f) => f.answers.every((a) => a.type === 'predict'))).toBe(true);
    for (const f of flooders) await f.room.leave(true);
  });
});
