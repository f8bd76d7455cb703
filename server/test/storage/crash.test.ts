/**
 * Write-ahead against kill -9: a process stores decisions as fast as it can and is killed with
 * SIGKILL at a random moment (between games, mid-game, right after a game's last decision); a
 * new process restores the room from the database and plays on. Every decision the killed
 * process acknowledged is stored, in order, at most one more (committed, not yet printed), never
 * a gap or a repeat, and every game replays. WAL with synchronous NORMAL is durable against a
 * process crash (docs/SERVER.md, "Durability").
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replayGames } from '../../src/history/replay-games.js';
import { knownShows } from '../../src/history/shows.js';
import { RoomStore } from '../../src/storage/index.js';
import { tempDir } from './fixtures.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const child = fileURLToPath(new URL('./crash-child.ts', import.meta.url));

interface Ack { game: number; index: number; action: string }

/** Run the child until it has acknowledged `acks` decisions, then SIGKILL it. Returns what it acknowledged. */
function runAndKill(dataDir: string, seed: number, acks: number): Promise<{ acked: Ack[]; restored: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child, dataDir, String(seed)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: Ack[] = [];
    let restored = '';
    let buffer = '';
    let stderr = '';
    p.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    p.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const [word, a, b, c] = line.split(' ');
        if (word === 'restored') restored = line;
        if (word === 'ack') acked.push({ game: Number(a), index: Number(b), action: c! });
      }
      if (acked.length >= acks && p.exitCode === null && !p.killed) p.kill('SIGKILL');
    });
    p.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ acked, restored });
      else reject(new Error(`child exited ${code}: ${stderr}`));
    });
  });
}

describe('kill -9 while decisions are being stored', { timeout: 120_000 }, () => {
  it('keeps every acknowledged decision across five kills and restarts, and every game replays', async () => {
    const t = tempDir();
    try {
      const seed = Math.floor(Math.random() * 1e6);
      const all: Ack[] = [];
      let expectRestored = 'restored 0 0 between';
      for (let round = 0; round < 5; round++) {
        // Random points: a few decisions in (often before a game's first), or many (mid-game, across
        // games): at least 3 + 2 * 60 in all, so every seed stores more than 100.
        const target = round % 2 === 0 ? 1 + ((seed + round) % 7) : 60 + ((seed * (round + 1)) % 300);
        const { acked, restored } = await runAndKill(t.dir, seed + round, target);
        expect(acked.length, `round ${round} (seed ${seed})`).toBeGreaterThanOrEqual(target);
        // The new process restored exactly where the database says the last one stopped.
        expect(restored, `seed ${seed}`).toBe(expectRestored);
        all.push(...acked);

        const store = RoomStore.open({ dataDir: t.dir, readonly: true });
        const room = store.liveRooms()[0]!;
        store.close();
        const stored = room.games.flatMap((g) => g.actions.map((a) => ({ game: g.number, index: a.index, action: a.action as string })));
        // Everything acknowledged is there, in order; at most one more decision committed but not printed.
        expect(stored.slice(0, all.length), `seed ${seed}`).toEqual(all);
        expect(stored.length - all.length).toBeLessThanOrEqual(1);
        if (stored.length > all.length) all.push(stored.at(-1)!);
        for (const g of room.games) expect(g.actions.map((a) => a.index)).toEqual(g.actions.map((_, i) => i));
        const replayed = replayGames(room.games, knownShows);
        for (const g of replayed) expect(g.replay.ok, g.replay.ok ? '' : g.replay.error).toBe(true);
        room.games.forEach((g, i) => expect(g.finishedAt !== null).toBe(replayed[i]!.replay.ok && replayed[i]!.replay.finished));
        const last = room.games.at(-1)!;
        expectRestored = `restored ${last.number} ${last.actions.length} ${last.finishedAt === null ? 'playing' : 'between'}`;
      }
      expect(all.length).toBeGreaterThan(100);
    } finally {
      t.cleanup();
    }
  });
});
