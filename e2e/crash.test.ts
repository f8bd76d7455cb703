/**
 * Rooms survive `kill -9` (docs/SERVER.md, "Durability"). The real server (`npm start` with its
 * DATA_DIR), killed at seeded random points of an evening (in the lobby, before the first
 * decision, mid-auction, on the results, between games, and during a burst of decisions), then
 * started again on the same port and data folder. The stage's and the phones' own link classes
 * on real colyseus.js clients come back by their secrets without a rescan: same code, same
 * seats; the stage says "your game is back", never that it was lost. After each restart nothing
 * the screens saw is lost or duplicated (chips, cubes, seats, the evening's rows), and each game
 * finishes with the result that replaying its stored record gives.
 */
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { rngFromSeed } from '@minus/shared/platform/rng';
import { showById } from '@minus/shared/shows/registry';
import type { MinusRoomState } from '@minus/shared/shows/minus-auction/state';
import { StageLink } from '../stage/src/platform/app/connection.js';
import { LinkStatusBand, type LinkStatus } from '../stage/src/platform/app/link-status.js';
import { RoomConnection, type ClientLike } from '../controller/src/platform/net/connection.js';
import { MemoryStorage, until } from './link-support.js';
import { startShow, type ShowServer } from './server.js';

const SEED = Number(process.env.CRASH_SEED ?? 20261201);
/** Chips each seat starts with (the rules set below). */
const CHIPS = 4;
const servers: ShowServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
});

type View = MinusRoomState;

/** What the TV showed that a restart must keep: seats (ids, names), cubes, the evening's rows (chips are each phone's secret). */
function kept(v: View) {
  return {
    seats: v.seats.map((s) => ({ id: s.id, name: s.name, cubes: [...s.cubes] })),
    evening: v.evening.rows.map((r) => ({ seat: r.seat, games: r.games, wins: r.wins, points: [...r.points] })),
    phase: v.phase, game: v.game.number, version: v.game.version,
  };
}

describe('kill -9 at random points of an evening', () => {
  it(`every room comes back; stage and phones rejoin by secret; games finish as their records replay (seed ${SEED})`, async () => {
    const seeded = rngFromSeed(SEED);
    const rng = () => seeded.float();
    let server = await startShow();
    servers.push(server);
    const { port, dataDir } = server;
    const endpoint = `ws://127.0.0.1:${port}`;

    // The stage, with the band the TV shows.
    const el = { hidden: true, textContent: '' };
    const band = new LinkStatusBand(el as unknown as HTMLElement);
    const said: string[] = [];
    let statuses: LinkStatus[] = [];
    let view: View | null = null;
    const link: StageLink = new StageLink(endpoint, {
      onState: (s) => (view = s as unknown as View),
      onEvent: () => undefined,
      onRoom: () => undefined,
      onStatus: (status) => {
        statuses.push(status);
        band.set(status, link.roomCode);
        if (!el.hidden) said.push(el.textContent);
      },
    }, new MemoryStorage() as unknown as Storage);
    await link.connect();
    const code = link.roomCode;
    const stage = () => view!;

    // Two phones with seats, and a bot.
    const phones = [new RoomConnection(new Client(endpoint) as unknown as ClientLike), new RoomConnection(new Client(endpoint) as unknown as ClientLike)];
    expect(await phones[0]!.join({ code, role: 'player', name: 'Ann', avatar: 0 })).toBe(true);
    expect(await phones[1]!.join({ code, role: 'player', name: 'Bo', avatar: 1 })).toBe(true);
    await until(() => phones.every((p) => p.seatId !== undefined), 5000, 'two seats');
    link.send('add-bot', { label: 'medium' });
    link.send('settings', { preset: 'custom', smallest: 3, largest: 20, removed: 1, chips: CHIPS, seating: 'join', starter: 'first', timerMs: null });
    await until(() => view?.seats.length === 3 && view.settings.largest === 20, 5000, 'the bot and the rules');

    /** Each phone decides (seeded) whenever it is its turn, until stopped. */
    let playing = false;
    const play = () => {
      for (const p of phones) {
        const v = p.view as View | null;
        if (!playing || !v || v.phase !== 'playing' || p.pendingVersion !== null || p.status !== 'connected') continue;
        const me = v.seats.findIndex((s) => s.id === p.seatId);
        if (me < 0 || v.game.current !== me) continue;
        p.act(v.seats[me]!.chips > 0 && rng() < 0.7 ? 'refuse' : 'take');
      }
    };
    for (const p of phones) p.subscribe(play);
    // Also look every 250 ms: a turn whose trigger came while a phone was still busy is not missed.
    const looking = setInterval(play, 250);
    const decisions = async (n: number) => {
      const from = stage().game.version;
      playing = true;
      play();
      await until(() => stage().game.version >= from + n || stage().phase !== 'playing', 20_000, `${n} decisions`);
      playing = false;
    };

    /** Each phone's own chips, as its screen has them (another seat's are never sent to it). */
    const ownChips = () => phones.map((p) => (p.view as View | null)?.seats.find((s) => s.id === p.seatId)?.chips);

    /** kill -9, start again on the same port and data folder, and wait for every screen to be back. */
    let restarts = 0;
    const crashAndRestart = async (where: string) => {
      const before = kept(stage());
      const chipsBefore = ownChips();
      const phonesCaughtUp = phones.map((p) => (p.view as View | null)?.game.version === before.version);
      for (const p of phones) p.restored = null;
      await server.crash();
      // The phones stop deciding until the check below has seen them back (an action hides the "back" banner).
      playing = false;
      await until(() => phones.every((p) => p.status === 'reconnecting'), 10_000, `the phones to notice (${where})`);
      statuses = [];
      server = await startShow({ PORT: String(port), DATA_DIR: dataDir });
      servers.push(server);
      restarts++;
      // As a phone does when its network comes back or its page becomes visible: try now, not after the back-off.
      for (const p of phones) p.wake();
      expect(server.log()).toMatch(new RegExp(`rooms restored .*: 1 \\(${code}\\)`));
      await until(() => statuses.includes('restored'), 30_000, `the stage to be back (${where})`);
      expect(link.roomCode).toBe(code);
      expect(el.textContent).toBe('The game server restarted: your game is back.');
      await until(() => phones.every((p) => p.status === 'connected' && p.restored && p.view !== null), 30_000, `the phones to be back (${where})`);
      await until(() => stage().game.version >= before.version, 5000, 'the state');
      const after = kept(stage());
      // Decisions stored but not yet on the TV when the server died (the phones' and the bot's
      // in flight) come back too; nothing the TV showed is lost, nothing is doubled.
      expect(after.seats.map((s) => [s.id, s.name]), where).toEqual(before.seats.map((s) => [s.id, s.name]));
      if (after.version === before.version && after.game === before.game) expect(after, where).toEqual(before);
      if (after.game === before.game && before.phase === 'playing') {
        before.seats.forEach((s, i) => expect(after.seats[i]!.cubes, where).toEqual(expect.arrayContaining(s.cubes)));
      }
      if (stage().phase === 'playing') {
        // Chips are secret (each phone sees its own); cubes are public: none doubled.
        const cubes = stage().seats.flatMap((s) => [...s.cubes]);
        expect(new Set(cubes).size, `${where}: cubes`).toBe(cubes.length);
        // Each phone's own chips, when its screen had caught up with the TV before the kill.
        if (after.version === before.version && phonesCaughtUp.every(Boolean)) expect(ownChips(), `${where}: chips`).toEqual(chipsBefore);
      }
      if (after.phase !== 'playing' && after.game === before.game) expect(after.evening, where).toEqual(before.evening);
      for (const p of phones) expect(stage().seats.some((s) => s.id === p.seatId && s.connected)).toBe(true);
    };

    /** The finished game's record (download route) replays to the result the screens show. */
    const checkResult = async (game: number) => {
      const where = () => `the results of game ${game} (stage: ${stage().phase} game ${stage().game.number} v${stage().game.version} current ${stage().game.current}; phones: ${phones.map((p) => `${p.status} ${p.seatId} pending ${p.pendingVersion} v${p.view?.game.version}`).join(', ')})`;
      await until(() => stage().phase === 'finale' && stage().evening.rows.every((r) => r.games >= game), 30_000, 'the results').catch(() => {
        throw new Error(`timed out waiting for ${where()}`);
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/rooms/${code}/record/${game}.json`);
      expect(res.status).toBe(200);
      const m = showById('minus-auction')!;
      const parsed = m.record.parse(await res.json());
      if (!parsed.ok) throw new Error(parsed.error.message);
      const replayed = m.record.replay(parsed.value);
      expect(replayed.ok).toBe(true);
      const state = (replayed as { value: object }).value;
      expect(m.finished(state)).toBe(true);
      const standing = m.standing(state);
      const names = m.players(state);
      const v = stage();
      expect(v.seats.map((s) => s.name)).toEqual([...names]);
      expect(v.seats.map((s) => s.finalScore)).toEqual(standing.points);
      expect(v.seats.map((s) => s.place)).toEqual(standing.places);
    };

    // In the lobby.
    await crashAndRestart('lobby');
    expect(said.join(' | ')).not.toMatch(/game was lost|new room/i);
    // Before the first decision.
    link.send('start', {});
    await until(() => stage().phase === 'playing', 5000, 'the start');
    await crashAndRestart('before the first decision');
    // Mid-auction, after a seeded number of decisions.
    await decisions(1 + Math.floor(rng() * 8));
    await crashAndRestart('mid-auction');
    // During a burst: the phones decide as fast as they can; the kill lands at a seeded moment.
    const burstFrom = stage().game.version;
    playing = true;
    play();
    await until(() => stage().game.version > burstFrom, 10_000, 'the burst to begin');
    await new Promise((r) => setTimeout(r, Math.floor(rng() * 300)));
    await crashAndRestart('a burst of decisions');
    playing = true;
    play();
    await checkResult(1);
    playing = false;
    // On the results.
    await crashAndRestart('the results');
    await checkResult(1);
    // Between games: back in the lobby after game 1, then game 2 to its end.
    link.send('back-to-lobby', {});
    await until(() => stage().phase === 'lobby', 5000, 'the lobby');
    await crashAndRestart('between games');
    expect(stage().evening.rows.map((r) => r.games)).toEqual([1, 1, 1]);
    link.send('start', {});
    await until(() => stage().phase === 'playing' && stage().game.number === 2, 5000, 'game 2');
    playing = true;
    play();
    await checkResult(2);
    expect(stage().evening.rows.map((r) => r.games)).toEqual([2, 2, 2]);
    expect(restarts).toBe(6);
    expect(said.join(' | ')).not.toMatch(/game was lost|new room/i);

    clearInterval(looking);
    await Promise.all(phones.map((p) => p.leave()));
    link.close();
  });
});
