/**
 * The game record as the replay command reads it (`npm run -s replay -- FILE`), and the checks
 * that the results on the stage, on every phone and in the record all tell the same story.
 */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { Results } from './phone.js';
import { parseStageSeats } from './stage.js';
import { REPO } from './server.js';

/** What `npm run -s replay -- FILE` prints for a finished game. */
export interface Replay {
  finished: boolean;
  winner: string | null;
  removed: number[];
  players: { name: string; cubes: number[]; counted: number[]; chips: number; score: number; place: number }[];
}

/** Run the replay command on a downloaded record, as a person would in a terminal. */
export function replay(file: string): Replay {
  const run = spawnSync('npm', ['run', '-s', 'replay', '--', file], { cwd: REPO, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`replay failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as Replay;
}

const desc = (a: number[]) => [...a].sort((x, y) => y - x);

/** Every phone's results screen equals the replayed record (removed cubes, chips, scores, places, winner). */
export function expectPhonesAgree(all: Results[], r: Replay): void {
  expect(r.finished).toBe(true);
  for (const res of all) {
    expect(desc(res.removed)).toEqual(desc(r.removed));
    expect(res.standings).toHaveLength(r.players.length);
    for (const p of r.players) {
      const row = res.standings.find((s) => s.name === p.name);
      expect(row, `standing of ${p.name}`).toEqual({ place: p.place, name: p.name, chips: p.chips, score: p.score, cubes: desc(p.cubes) });
    }
    if (r.winner) expect(res.winnerLine).toBe(`${r.winner} wins!`);
    else expect(res.winnerLine).toMatch(/shared/i);
  }
}

/**
 * The stage's mirror and captions equal the replayed record: each seat's cubes and cube score,
 * the vault caption naming the removed cubes, and the winner's caption with their points.
 */
export function expectStageAgrees(table: string[], captions: string[], r: Replay): void {
  const seats = parseStageSeats(table);
  expect(seats.map((s) => s.name)).toEqual(r.players.map((p) => p.name));
  for (const p of r.players) {
    const seat = seats.find((s) => s.name === p.name)!;
    expect(seat.cubes, `${p.name}'s cubes on the stage`).toEqual(desc(p.cubes));
    expect(seat.cubeScore).toBe(p.counted.reduce((a, b) => a + b, 0));
  }
  const vault = captions.filter((c) => /vault opens|nobody saw/i.test(c)).at(-1) ?? '';
  for (const cube of r.removed) expect(vault).toContain(String(cube));
  const end = captions.filter((c) => /wins the show|winner is|shared first place/i.test(c)).at(-1) ?? '';
  if (r.winner) {
    const score = r.players.find((p) => p.name === r.winner)!.score;
    expect(end).toContain(r.winner);
    // Worded as the English captions word it: -1 and 1 take the singular ("on -1 point!").
    expect(end).toContain(formatsFor('en').count(score, { one: '# point', other: '# points' }));
  } else {
    expect(end).toMatch(/shared first place/i);
  }
}
