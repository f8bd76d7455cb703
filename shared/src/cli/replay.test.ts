// The replay command, tested through the command itself (`npm run -s replay -- FILE`).
import { describe, expect, it } from 'vitest';
import { runReplay } from './run-command.js';

/** Replays one of the stored test records of this show. */
function replay(name: string): ReturnType<typeof runReplay> {
  return runReplay(`shared/test-records/minus-auction/${name}`);
}

describe('npm run -s replay', { timeout: 30_000 }, () => {
  it('prints the result of a finished game', async () => {
    const r = await replay('finished.json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      finished: true,
      winner: 'Cy',
      removed: [-8],
      players: [
        { name: 'Ana', cubes: [-6], counted: [-6], chips: 2, score: -4, place: 2 },
        { name: 'Ben', cubes: [-3, -4, -5, -7], counted: [-3, -7], chips: 3, score: -7, place: 3 },
        { name: 'Cy', cubes: [], counted: [], chips: 1, score: 1, place: 1 },
      ],
    });
  });

  it('prints who decides next in an unfinished game, without winner, removed or places', async () => {
    const r = await replay('unfinished.json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toEqual({
      finished: false,
      players: [
        { name: 'Ana', cubes: [], counted: [], chips: 1, score: 1 },
        { name: 'Ben', cubes: [-3, -5], counted: [-3, -5], chips: 2, score: -6 },
        { name: 'Cy', cubes: [], counted: [], chips: 1, score: 1 },
      ],
      turn: { seat: 0, cube: -6, pot: 2 },
    });
  });

  it('a shared first place has winner null and shared places', async () => {
    const out = JSON.parse((await replay('tied.json')).stdout);
    expect(out.winner).toBeNull();
    expect(out.players.map((p: { place: number }) => p.place)).toEqual([3, 1, 1]);
  });

  it('a seeded record draws the same game every time', async () => {
    const a = await replay('seeded.json');
    const b = await replay('seeded.json');
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).finished).toBe(false);
  });

  it.each([
    ['not-json.json', /^replay: not valid JSON/],
    ['no-players.json', /^replay: not a minus-auction\/record@1 record: players/],
    ['bad-deck.json', /^replay: cube -4 appears twice/],
    ['refuse-without-chips.json', /^replay: action 0: Ana has no chips and cannot refuse$/],
    ['after-end.json', /^replay: action 4: the game is over$/],
    ['unknown-word.json', /^replay: action 1: "pass" is not a decision; take or refuse$/],
    ['missing-file.json', /^replay: cannot read .*ENOENT/],
    // The name rules a room applies hold for records too (docs/SERVER.md, "Names").
    ['look-alike-names.json', /^replay: not a minus-auction\/record@1 record: players\.1: name-taken/],
    ['broken-name.json', /^replay: not a minus-auction\/record@1 record: players\.1: name-invalid/],
  ])('%s exits 2 with one line naming the problem', async (name, message) => {
    const r = await replay(name);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
