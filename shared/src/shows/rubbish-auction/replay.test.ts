// The replay command on Rubbish Auction records (`npm run -s replay -- FILE`), through the command itself.
import { describe, expect, it } from 'vitest';
import { runReplay } from '../../cli/run-command.js';

/** Replays one of the stored test records of this show. */
function replay(name: string): ReturnType<typeof runReplay> {
  return runReplay(`shared/test-records/rubbish-auction/${name}`);
}

describe('npm run -s replay (rubbish-auction/record@1)', { timeout: 30_000 }, () => {
  it('prints { finished, winner, players: [{ name, geek, items, fame, place }] } for a finished game', async () => {
    const r = await replay('finished.json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      finished: true,
      winner: 'Ana',
      players: [
        { name: 'Ana', geek: 'pond-keeper', items: ['rubber-duck', 'lava-lamp', 'snow-globe'], fame: 50, place: 1 },
        { name: 'Ben', geek: 'groovy-gardener', items: ['garden-gnome', 'disco-ball', 'cuckoo-clock', 'plastic-flamingo'], fame: 48, place: 2 },
      ],
    });
  });

  it('prints fame so far and who decides next in an unfinished game, without winner or places', async () => {
    const r = await replay('unfinished.json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      finished: false,
      players: [
        { name: 'Ana', geek: 'pond-keeper', items: ['rubber-duck'], fame: 20 },
        { name: 'Ben', geek: 'groovy-gardener', items: [], fame: 30 },
      ],
      turn: { round: 2, seat: 0, step: 'peek', item: 'garden-gnome' },
    });
  });

  it('a seeded record draws the same Geeks every time', async () => {
    const [a, b] = await Promise.all([replay('seeded.json'), replay('seeded.json')]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).players.map((p: { geek: string }) => p.geek)).toHaveLength(3);
  });

  it.each([
    ['illegal.json', /^replay: action 7: Ana can only hold out cards from 1, 2, 2, 5 \(the 10,000 is face up this round\)$/],
    ['wrong-step.json', /^replay: action 4: Ben, it is time to pick an item and a First Bidder$/],
    ['after-end.json', /^replay: action 28: the game is over$/],
    ['bad-geek.json', /^replay: two seats cannot have the same Geek$/],
  ])('%s exits 2 with one line naming the problem', async (name, message) => {
    const r = await replay(name);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
