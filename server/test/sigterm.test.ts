/**
 * Graceful shutdown of the real process: `node --import tsx server/src/index.ts`, as
 * `npm start` runs it, with a game in progress, a phone away inside its reconnection window and
 * a second room in its lobby. On SIGTERM every connected screen receives `restarting`, joins
 * and new rooms are refused from then on, and the process exits with code 0 within 5 s.
 */
import type { RoomStateShape } from './support/harness.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../test-support/free-port.js';
import { ROOM_NAME } from '@minus/shared/platform/protocol/constants';
import { fileURLToPath } from 'node:url';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { record, until, type Conn } from './support/harness.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));


let child: ChildProcess | null = null;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

describe('SIGTERM', () => {
  it('tells every screen "restarting", refuses joins, and exits within 5 s', async () => {
    const port = await freePort();
    const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), BOT_DELAY_MS: '0', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => proc.once('exit', (code) => resolve({ code, at: Date.now() })));
    const url = `http://127.0.0.1:${port}`;
    await until(() => output.includes('Minus Auction is on'), 60_000, 'the server to start');
    // Its output is a pipe, as a service's log is: the addresses, not the terminal's QR code.
    await until(() => output.includes('Ctrl-C'), 5000, 'the whole greeting');
    expect(output).toMatch(/Phones join at: +http:/);
    expect(output).not.toMatch(/[▀▄█]/);

    const client = new Client(`ws://127.0.0.1:${port}`);
    const restarting = (c: Conn) => c.messages.some((m) => m.type === 'restarting');
    // Room 1: a game in progress (three phones), one of them away inside its window.
    const stage = record(await client.create<RoomStateShape>(ROOM_NAME, { role: 'stage' }));
    await until(() => !!stage.room.state?.code);
    const code = stage.room.state.code;
    const phones: Conn[] = [];
    for (const name of ['Ann', 'Bo', 'Cy']) phones.push(record(await client.joinById<RoomStateShape>(code, { role: 'player', name })));
    await until(() => stage.room.state.seats.length === 3);
    phones[0]!.room.send('start', {});
    await until(() => stage.room.state.phase === 'playing');
    const away = phones.pop()!;
    await away.room.leave(false);
    await until(() => stage.room.state.seats.some((s) => !s.connected));
    // Room 2: a stage alone in its lobby.
    const lobby = record(await client.create<RoomStateShape>(ROOM_NAME, { role: 'stage' }));
    await until(() => !!lobby.room.state?.code);
    const screens = [stage, ...phones, lobby];

    const t0 = Date.now();
    proc.kill('SIGTERM');
    await until(() => screens.every(restarting), 4000, 'restarting on every screen');
    // From now on nobody gets in: neither a phone joining nor a new stage.
    await expect(client.joinById(code, { role: 'player', name: 'Dee' })).rejects.toBeTruthy();
    await expect(client.create(ROOM_NAME, { role: 'stage' })).rejects.toBeTruthy();
    const { code: exitCode, at } = await exited;
    expect(exitCode).toBe(0);
    expect(at - t0).toBeLessThan(5000);
    expect(output).toContain('SIGTERM: telling the rooms and stopping');
    const health = await fetch(`${url}/healthz`).then(() => 'answered', () => 'refused');
    expect(health).toBe('refused');
  }, 90_000);
});
