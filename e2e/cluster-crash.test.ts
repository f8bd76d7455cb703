/**
 * A cluster's process killed mid-game, and started again (docs/SERVER.md, "Hosting for many
 * parties"): two server processes (`npm start`, each its own data folder and address) share rooms
 * through a real `redis-server`. The room lives on A; the TV and the phones reach the cluster
 * through B (B's page, B's matchmaking; their websockets go to A). A is killed with `kill -9`
 * mid-game. B must not say the game is gone: the TV and the phones (their own link classes on
 * real colyseus.js clients) hear that the game server holding the room is restarting, keep their
 * room code and seat secrets, and a new phone typing the code is told to wait, not that no such
 * game exists. A starts again on its data folder: the TV and both phones are back in the same
 * room and seats, the game where it was. Skipped, with the reason printed, when redis-server is
 * not installed (scripts/ensure-redis.sh installs it for `npm test`).
 */
import { Client } from 'colyseus.js';
import { describe, expect, it } from 'vitest';
import type { MinusRoomState } from '@minus/shared/shows/minus-auction/state';
import { StageLink } from '../stage/src/platform/app/connection.js';
import { LinkStatusBand, type LinkStatus } from '../stage/src/platform/app/link-status.js';
import { RoomConnection, type ClientLike } from '../controller/src/platform/net/connection.js';
import { linkDownText } from '../controller/src/platform/i18n/texts.js';
import { MemoryStorage, until } from './link-support.js';
import type { ShowServer } from './server.js';
import { ClusterPair, clusterFile } from './cluster-pair.js';

const { missing, redisUrl, servers } = clusterFile('e2e/cluster-crash.test.ts');

describe.skipIf(missing !== null)('the process holding a room is killed and started again', () => {
  it('the TV and the phones wait for it (nothing said lost, no seat given up) and are back in their seats', async () => {
    const pair = await ClusterPair.start(redisUrl(), 2, 'cluster-crash', servers);
    const { b, dirA } = pair;
    let a = pair.a;
    // Each says at start where its rooms live: its data folder, the Redis it shares, its id and address.
    expect(a.log()).toContain(`Rooms saved in:           ${dirA}`);
    expect(a.log()).toMatch(new RegExp(`Shares rooms through: +Redis at redis://127\\.0\\.0\\.1:\\d+/2, as process [\\w-]+; phones reach it at 127\\.0\\.0\\.1:${a.port}\\n`));

    // A room on B first: the TV's room, created through B, then goes to A (the process with the fewest rooms).
    const health = async (s: ShowServer) => (await (await fetch(`${s.url}/healthz`)).json()) as { process: string; processes: { processId: string; rooms: number }[] };
    const other = await new Client(`ws://127.0.0.1:${b.port}`).create('party', { role: 'stage' });
    other.onMessage('*', () => undefined);
    const idA = (await health(a)).process;
    const rooms = async (id: string) => (await health(b)).processes.find((p) => p.processId === id)?.rooms;
    const settle = async (check: () => Promise<boolean>, what: string) => {
      const end = Date.now() + 15_000;
      while (!(await check())) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    await settle(async () => (await rooms((await health(b)).process)) === 1 && (await rooms(idA)) === 0, 'the cluster to count B\'s room');
    // The TV's page comes from B (the shared address): its room lives on A, its websocket goes there.
    const el = { hidden: true, textContent: '' };
    const band = new LinkStatusBand(el as unknown as HTMLElement);
    const statuses: LinkStatus[] = [];
    const said: string[] = [];
    let view: MinusRoomState | null = null;
    // The TV's page: its session storage outlives a reload, as a browser tab's does.
    const tab = new MemoryStorage() as unknown as Storage;
    const openTv = (): StageLink => {
      const tv: StageLink = new StageLink(`ws://127.0.0.1:${b.port}`, {
        onState: (s) => (view = s as unknown as MinusRoomState),
        onEvent: () => undefined,
        onRoom: () => undefined,
        onStatus: (status) => {
          statuses.push(status);
          if (band.set(status, tv.roomCode)) said.push(el.textContent);
        },
      }, tab);
      return tv;
    };
    let link = openTv();
    await link.connect();
    const code = link.roomCode;
    await settle(async () => (await rooms(idA)) === 1, 'the TV\'s room on A');

    const viaB = () => new Client(`ws://127.0.0.1:${b.port}`) as unknown as ClientLike;
    const phones = [new RoomConnection(viaB()), new RoomConnection(viaB())];
    expect(await phones[0]!.join({ code, role: 'player', name: 'Ann', avatar: 0 })).toBe(true);
    expect(await phones[1]!.join({ code, role: 'player', name: 'Bo', avatar: 1 })).toBe(true);
    await until(() => phones.every((p) => p.seatId !== undefined), 5000, 'two seats');
    const seats = phones.map((p) => p.seatId);
    link.send('add-bot', { label: 'medium' });
    await until(() => view?.seats.length === 3, 5000, 'the bot');
    link.send('start', {});
    await until(() => view?.phase === 'playing', 5000, 'the game to start');
    // A decision, so the game is not at its very start.
    const turn = () => phones.find((p) => (p.view as MinusRoomState | null)?.game.current === (p.view as MinusRoomState).seats.findIndex((s) => s.id === p.seatId));
    await until(() => turn() !== undefined, 10_000, 'a phone\'s turn');
    expect(turn()!.act('take')).toBe(true);
    await until(() => view!.game.version > 0 && view!.seats.some((s) => s.cubes.length > 0), 5000, 'the take');
    const before = { version: view!.game.version, cubes: view!.seats.map((s) => [...s.cubes]) };

    await a.crash();
    // B's health stops counting A at once (its Redis channel closed with it): within 2 s, before
    // Colyseus' own check (a reconnection's 2 s remote call, then a 2 s health check) would.
    const idB = (await health(b)).process;
    const end = Date.now() + 2000;
    while ((await health(b)).processes.some((p) => p.processId === idA) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect((await health(b)).processes.map((p) => p.processId)).toEqual([idB]);
    // B answers for the room: its process is away, not the game gone.
    await until(() => statuses.includes('away'), 30_000, 'the TV to hear the server is restarting');
    expect(said.join('\n')).not.toMatch(/was lost|new room/i);
    expect(el.textContent).toMatch(/restarting/i);
    await until(() => phones.every((p) => p.status === 'reconnecting' && p.away), 30_000, 'the phones to hear the server is restarting');
    expect(linkDownText(true)).toMatch(/restarting/i);
    expect(phones.map((p) => p.failure)).toEqual([null, null]);
    expect(phones.map((p) => p.savedSession?.secret !== undefined)).toEqual([true, true]);
    // A new phone typing the code is told to wait, not that there is no such game.
    const newcomer = new RoomConnection(viaB());
    expect(await newcomer.join({ code, role: 'player', name: 'Cy' })).toBe(false);
    expect(newcomer.failure).toBe('room-paused');
    // The join screen, asking B which avatars the room has taken, hears the same (not "no such room").
    const avatars = await fetch(`${b.url}/api/rooms/${code}/avatars`);
    expect(avatars.status).toBe(503);
    expect(((await avatars.json()) as { error: string }).error).toBe('room-paused');
    // So do the TV's replay routes and the record download.
    for (const path of ['games', 'record/1.json', 'replay/1']) expect((await fetch(`${b.url}/api/rooms/${code}/${path}`)).status, path).toBe(503);

    // The TV's page is reloaded during the outage: the new page waits for its room, saying so, and
    // opens no new one.
    link.close();
    statuses.length = 0;
    link = openTv();
    const reconnected = link.connect();
    await until(() => statuses.includes('away'), 30_000, 'the reloaded TV to hear the server is restarting');
    expect(statuses).not.toContain('replaced');

    // A comes back on its data folder and address: everyone is back where they were.
    a = await pair.restartA();
    expect(a.log()).toMatch(new RegExp(`rooms restored .*: 1 \\(${code}\\)`));
    for (const p of phones) p.wake();
    await reconnected;
    await until(() => statuses.at(-1) === 'restored', 30_000, 'the TV to be back').catch((e) => { throw new Error(`${(e as Error).message}: ${statuses.join(' ')}`); });
    expect(link.roomCode).toBe(code);
    expect(el.textContent).toBe('The game server restarted: your game is back.');
    await until(() => phones.every((p) => p.status === 'connected' && p.restored), 30_000, 'the phones to be back');
    expect(phones.map((p) => p.seatId)).toEqual(seats);
    expect(phones.map((p) => p.away)).toEqual([false, false]);
    expect(view!.phase).toBe('playing');
    expect(view!.game.version).toBe(before.version);
    expect(view!.seats.map((s) => [...s.cubes])).toEqual(before.cubes);
    link.close();
    await Promise.all(phones.map((p) => p.leave()));
  });
});
