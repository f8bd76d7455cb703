/** Each level's signature decisions on hand-built views. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { takePreview } from '../scoring.js';
import { rngFromSeed } from '../../../platform/rng.js';
import { greedyDecide, randomDecide } from './baselines.js';
import { createBot } from './create.js';
import { easyDecide } from './easy.js';
import { handView } from './fixtures.js';
import { HARD_PARAMS, hardDecide } from './hard.js';
import { ismctsSearch } from './ismcts.js';
import { botLabelChoices } from './labels.js';
import { mediumDecide } from './medium.js';
import { SHARP, SHARP_3 } from './policy.js';
import { readTable } from './rivals.js';

const ALL_LABELS = botLabelChoices().map((c) => c.label);
const STYLES = ['bold', 'steady', 'cautious'] as const;

describe('every level', () => {
  it.each(ALL_LABELS)('%s takes when it has no chips', (label) => {
    for (let seed = 0; seed < 20; seed++) {
      const view = handView({ cubes: [[], [-10], [-30]], myChips: 0, offer: -35, pot: 0 });
      expect(createBot(label, seed).decide(view)).toBe('take');
    }
  });
});

describe('easy: the face value', () => {
  it('refuses a big cube with an empty pot and takes a small cube with a chip on it', () => {
    for (const style of STYLES) {
      for (let seed = 0; seed < 50; seed++) {
        expect(easyDecide(handView({ cubes: [[], [], []], myChips: 9, offer: -33 }), style, rngFromSeed(seed))).toBe('refuse');
        expect(easyDecide(handView({ cubes: [[], [], []], myChips: 9, offer: -3, pot: 1 }), style, rngFromSeed(seed))).toBe('take');
      }
    }
  });

  it('is blind to its runs: a cube that extends its run is judged like a lone one', () => {
    let refusedFree = 0;
    for (let seed = 0; seed < 100; seed++) {
      const fits = createBot('easy', seed).decide(handView({ cubes: [[-20], [-5], [-9]], myChips: 9, offer: -21, pot: 2 }));
      const lone = createBot('easy', seed).decide(handView({ cubes: [[-30], [-5], [-9]], myChips: 9, offer: -21, pot: 2 }));
      expect(fits).toBe(lone);
      if (fits === 'refuse') refusedFree++;
    }
    expect(refusedFree).toBe(100); // a free cube (score change +2) refused every time
  });
});

describe('medium: its own runs, its reserve', () => {
  const fitting = { cubes: [[-20], [-5], [-9]], myChips: 5, offer: -21 };

  it('lets a cube that extends its run go round once when no rival run touches it (cautious excepted: it takes early)', () => {
    expect(mediumDecide(handView(fitting), 'steady')).toBe('refuse');
    expect(mediumDecide(handView(fitting), 'bold')).toBe('refuse');
    expect(mediumDecide(handView(fitting), 'cautious')).toBe('take');
  });

  it('takes that cube at once when a rival run touches it', () => {
    const touched = { ...fitting, cubes: [[-20], [-22], [-9]] };
    for (const style of STYLES) expect(mediumDecide(handView(touched), style)).toBe('take');
  });

  it('takes it when it comes back round', () => {
    const back = handView({ ...fitting, pot: 2, refusals: [0, 1, 2] });
    for (const style of ['steady', 'cautious'] as const) expect(mediumDecide(back, style)).toBe('take');
  });

  it('prices a cube by the exact score change, not its face: -11 that joins two runs is taken when it comes back, a lone -11 is not', () => {
    const join = handView({ cubes: [[-10, -12], [-5], [-30]], myChips: 5, offer: -11, pot: 3, refusals: [0, 1, 2] });
    const lone = handView({ cubes: [[-20], [-5], [-30]], myChips: 5, offer: -11, pot: 3, refusals: [0, 1, 2] });
    expect(takePreview(join.seats[0]!.cubes, 5, -11, 3).delta).toBe(15);
    expect(mediumDecide(join, 'steady')).toBe('take');
    expect(mediumDecide(lone, 'steady')).toBe('refuse');
  });

  it('keeps a reserve that grows late: the same cube and chips are taken with a smaller pot late in the game', () => {
    const smallestPot = (deckLeft: number): number => {
      for (let pot = 0; pot < 40; pot++) {
        if (mediumDecide(handView({ cubes: [[-30], [-5], [-9]], myChips: 3, offer: -16, pot, deckLeft }), 'steady') === 'take') return pot;
      }
      return Infinity;
    };
    expect(smallestPot(1)).toBeLessThan(smallestPot(28));
  });

  it('bold milks a fitting cube round again while no rival would want it yet; steady takes it; cautious takes at once', () => {
    const first = { cubes: [[-20], [-5], [-9]], myChips: 9, offer: -21, deckLeft: 25 };
    const back = handView({ ...first, pot: 3, refusals: [0, 1, 2] });
    expect(mediumDecide(handView(first), 'cautious')).toBe('take');
    expect(mediumDecide(handView(first), 'bold')).toBe('refuse');
    expect(mediumDecide(back, 'steady')).toBe('take');
    expect(mediumDecide(back, 'bold')).toBe('refuse');
    // Once the pot after another round would tempt a rival (-21 is worth about 9 to them), bold takes.
    expect(mediumDecide(handView({ ...first, pot: 6, refusals: [0, 1, 2, 0, 1, 2] }), 'bold')).toBe('take');
  });

  it('cautious takes a lone cube for a smaller pot than steady', () => {
    const smallestPot = (style: (typeof STYLES)[number]): number => {
      for (let pot = 0; pot < 40; pot++) {
        if (mediumDecide(handView({ cubes: [[-30], [-5], [-9]], myChips: 9, offer: -18, pot, deckLeft: 20 }), style) === 'take') return pot;
      }
      return Infinity;
    };
    expect(smallestPot('steady')).toBeGreaterThan(smallestPot('cautious'));
  });
});

describe('baselines', () => {
  it('greedy takes exactly when taking does not lower its score', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 3, max: 35 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 12 }),
        (mags, pot, chips) => {
          const [offer, ...mine] = mags.map((m) => -m);
          const view = handView({ cubes: [mine, [], []], myChips: chips, offer: offer!, pot });
          const delta = takePreview(mine, chips, offer!, pot).delta;
          expect(greedyDecide(view)).toBe(chips === 0 || delta >= 0 ? 'take' : 'refuse');
        },
      ),
    );
  });

  it('random plays both actions when it has chips', () => {
    const view = handView({ cubes: [[], [], []], myChips: 4, offer: -20 });
    const seen = new Set(Array.from({ length: 40 }, (_, s) => randomDecide(view, rngFromSeed(s))));
    expect(seen).toEqual(new Set(['take', 'refuse']));
  });
});

describe('hard: the whole table', () => {
  // The look-ahead alone, at its full budget (never the tree search, whatever the reads say).
  const precise = { ...HARD_PARAMS.steady, maxWorlds: 1500, budget: Infinity, stopZ: Infinity, weakBar: [0] };

  it('blocks the leader: takes a costly last cube that would hand a rival first place', () => {
    // Me: -20 and 11 chips (-9). Seat 1: -10, -12 and no chips (-22); -11 would lift it to -9 (+ pot).
    const view = handView({ cubes: [[-20], [-10, -12], [-35, -33, -31, -29, -27]], myChips: 11, offer: -11, deckLeft: 0 });
    const belief = { chips: [11, 0, 16], exact: [true, true, true] };
    expect(greedyDecide(view)).toBe('refuse');
    expect(mediumDecide(view, 'steady')).toBe('refuse');
    for (let seed = 0; seed < 3; seed++) expect(hardDecide(view, belief, rngFromSeed(seed), HARD_PARAMS.steady).action).toBe('take');
  });

  it('counts gaps that unseen cubes could fill: a cube beside a live gap is worth more than beside a dead one', () => {
    // Me: -20; on offer -22. The gap -21 is unseen in one view and already taken by seat 2 in the other.
    const live = handView({ cubes: [[-20], [-5], [-9]], myChips: 6, offer: -22, pot: 3, deckLeft: 25 });
    const dead = handView({ cubes: [[-20], [-5], [-9, -21]], myChips: 6, offer: -22, pot: 3, deckLeft: 24 });
    const belief = { chips: [6, 9, 9], exact: [true, true, true] };
    const edge = (v: typeof live): number => {
      const r = hardDecide(v, belief, rngFromSeed(7), precise);
      return r.take - r.refuse;
    };
    expect(edge(live)).toBeGreaterThan(edge(dead) + 0.03);
  });

  it('imagines each rival as the kind it reads: a slight belief in a coin-tosser changes nothing, a firm one changes the odds', () => {
    const view = handView({ cubes: [[-20], [-5], [-9]], myChips: 6, offer: -26, pot: 2, deckLeft: 25 });
    const belief = { chips: [6, 9, 9], exact: [true, true, true] };
    const strong = { p: [1, 0, 0] as [number, number, number], decisions: 8 };
    const slight = { p: [1 - HARD_PARAMS.steady.coinBar / 2, 0, HARD_PARAMS.steady.coinBar / 2] as [number, number, number], decisions: 8 };
    const coin = { p: [0, 0, 1] as [number, number, number], decisions: 8 };
    const run = (r: typeof strong, p = precise) => hardDecide(view, belief, rngFromSeed(3), p, [], [strong, r, r]);
    // Rivals read one by one (a table of mixed kinds): below the bar, a coin-tosser is never imagined.
    const oneByOne = { ...precise, tablePrior: [0, 0, 0, 1] as [number, number, number, number] };
    expect(run(slight, oneByOne)).toEqual(run(strong, oneByOne));
    const asStrong = run(strong);
    const asCoins = run(coin);
    // Coin-tossers take a costly cube far more often: refusing it is worth more against them.
    expect(asCoins.refuse - asCoins.take).toBeGreaterThan(asStrong.refuse - asStrong.take + 0.02);
  });

  it('hands the decision to the tree search unless the table reads as one of weak players', () => {
    const view = handView({ cubes: [[-20], [-5], [-9]], myChips: 6, offer: -26, pot: 2, deckLeft: 25 });
    const belief = { chips: [6, 9, 9], exact: [true, true, true] };
    const p = HARD_PARAMS.steady;
    const read = (x: [number, number, number]) => ({ p: x, decisions: 8 });
    const strong = read([0.98, 0.01, 0.01]);
    const coin = read([0.02, 0.01, 0.97]);
    const medium = read([0.05, 0.9, 0.05]);
    const decide = (reads: { p: [number, number, number]; decisions: number }[]) => hardDecide(view, belief, rngFromSeed(3), p, [], reads);
    // At 3 seats the tree imagines strong players by the 3-seat weights, with a paired root.
    const search = ismctsSearch(view, belief, rngFromSeed(3), { ...p.tree, policy: SHARP_3, paired: true });
    const answer = { action: search.action, take: search.take, refuse: search.refuse, worlds: search.iterations, search: 'tree' };
    // A strong table: exactly the tree search's answer, every rival a strong player.
    expect(decide([strong, strong, strong])).toEqual(answer);
    // A table of mixed kinds (one rival surely strong, one surely a coin-tosser): the tree too.
    const sure = read([0.999, 0.0005, 0.0005]);
    const sureCoin = read([0.001, 0.001, 0.998]);
    expect(decide([sure, sureCoin, sure])).toEqual(answer);
    // Tables of coin-tossers or of medium players: the look-ahead.
    expect(decide([strong, coin, coin]).search).toBe('worlds');
    expect(decide([strong, medium, medium]).search).toBe('worlds');
    // No reads at all (the coach): the look-ahead.
    expect(hardDecide(view, belief, rngFromSeed(3), p).search).toBe('worlds');
  });

  it('imagines strong players by the 3-seat weights at 3 seats only: both searches, and no other table', () => {
    const p = HARD_PARAMS.steady;
    const same = { ...p, sharp3: null };
    const three = { ...p, sharp3: null, pairedSeats: [], sharp: SHARP_3, tree: { ...p.tree, policy: SHARP_3, paired: true } };
    const strong = { p: [0.98, 0.01, 0.01] as [number, number, number], decisions: 8 };
    const coin = { p: [0.02, 0.01, 0.97] as [number, number, number], decisions: 8 };
    const view3 = handView({ cubes: [[-20], [-5], [-9]], myChips: 6, offer: -26, pot: 2, deckLeft: 25 });
    const belief3 = { chips: [6, 9, 9], exact: [true, true, true] };
    for (const reads of [[strong, strong, strong], [strong, coin, coin]]) {
      // The tree (a strong table) and the look-ahead (coin-tossers) alike: as with the 3-seat weights in place of SHARP.
      const got = hardDecide(view3, belief3, rngFromSeed(5), p, [], reads);
      expect(got).toEqual(hardDecide(view3, belief3, rngFromSeed(5), three, [], reads));
      expect(got).not.toEqual(hardDecide(view3, belief3, rngFromSeed(5), same, [], reads));
    }
    expect(SHARP_3).not.toEqual(SHARP);
    // Five seats: exactly as without them.
    const view5 = handView({ cubes: [[-20], [-5], [-9], [-30], []], myChips: 6, offer: -26, pot: 2, deckLeft: 22 });
    const belief5 = { chips: [6, 9, 9, 7, 8], exact: [true, true, true, true, true] };
    const reads5 = [strong, strong, strong, strong, strong];
    expect(hardDecide(view5, belief5, rngFromSeed(5), p, [], reads5)).toEqual(hardDecide(view5, belief5, rngFromSeed(5), same, [], reads5));
  });

  it('pairs the tree\'s root at 3 and 7 seats: both actions on every world, the same work, a sure take still taken', () => {
    const p = HARD_PARAMS.steady;
    const view = handView({ cubes: [[-20], [-5], [-9]], myChips: 6, offer: -26, pot: 2, deckLeft: 25 });
    const belief = { chips: [6, 9, 9], exact: [true, true, true] };
    const tree = { ...p.tree, policy: SHARP_3 };
    const paired = ismctsSearch(view, belief, rngFromSeed(4), { ...tree, paired: true });
    const plain = ismctsSearch(view, belief, rngFromSeed(4), tree);
    expect(paired.takeVisits).toBe(paired.refuseVisits);
    expect(paired.takeVisits + paired.refuseVisits).toBe(2 * Math.floor(paired.iterations / 2));
    expect(plain.takeVisits + plain.refuseVisits).toBe(plain.iterations);
    expect(paired).toEqual(ismctsSearch(view, belief, rngFromSeed(4), { ...tree, paired: true }));
    expect(paired).not.toEqual(plain);
    // The cube that joins my run and the next seat's, with 6 chips on it, late: taken (refused, it is gone).
    const sure = handView({ cubes: [[-20], [-22], [-9]], myChips: 2, offer: -21, pot: 6, deckLeft: 4 });
    for (let seed = 0; seed < 3; seed++) expect(ismctsSearch(sure, { chips: [2, 9, 9], exact: [true, true, true] }, rngFromSeed(seed), { ...tree, paired: true }).action).toBe('take');
    // Five seats: no pairing.
    expect(p.pairedSeats).toEqual([3, 7]);
    const strong = { p: [0.98, 0.01, 0.01] as [number, number, number], decisions: 8 };
    const view5 = handView({ cubes: [[-20], [-5], [-9], [-30], []], myChips: 6, offer: -26, pot: 2, deckLeft: 22 });
    const belief5 = { chips: [6, 9, 9, 7, 8], exact: [true, true, true, true, true] };
    const five = hardDecide(view5, belief5, rngFromSeed(5), p, [], [strong, strong, strong, strong, strong]);
    expect(five).toEqual(hardDecide(view5, belief5, rngFromSeed(5), { ...p, pairedSeats: [] }, [], [strong, strong, strong, strong, strong]));
    // Seven seats at a strong table: the tree, paired, as a tuning whose own tree pairs; not as an unpaired one.
    const view7 = handView({ cubes: [[-20], [-5], [-9], [-30], [], [-14], [-33]], myChips: 4, offer: -26, pot: 2 });
    const belief7 = { chips: [4, 7, 6, 5, 7, 3, 8], exact: view7.seats.map(() => true) };
    const reads7 = view7.seats.map(() => strong);
    const seven = hardDecide(view7, belief7, rngFromSeed(5), p, [], reads7);
    expect(seven.search).toBe('tree');
    expect(seven).toEqual(hardDecide(view7, belief7, rngFromSeed(5), { ...p, pairedSeats: [], tree: { ...p.tree, paired: true } }, [], reads7));
    expect(seven).not.toEqual(hardDecide(view7, belief7, rngFromSeed(5), { ...p, pairedSeats: [] }, [], reads7));
  });

  it('hands over sooner at a larger table: the bar rises with the number of seats', () => {
    const p = HARD_PARAMS.steady;
    const unsure = { p: [0.5, 0.3, 0.2] as [number, number, number], decisions: 2 };
    const decideAt = (seats: number) => {
      const cubes = Array.from({ length: seats }, (_, s) => (s === 0 ? [-20] : [-5 - s]));
      const view = handView({ cubes, myChips: 6, offer: -26, pot: 2 });
      const reads = cubes.map(() => unsure);
      const belief = { chips: cubes.map(() => 6), exact: cubes.map(() => true) };
      const table = readTable(reads, 0, p.kindPrior, p.tablePrior);
      return { weak: table[1] + table[2], search: hardDecide(view, belief, rngFromSeed(3), p, [], reads).search };
    };
    const three = decideAt(3);
    const five = decideAt(5);
    // The same unsure reads: weak enough for the look-ahead at 3 seats, not at 5.
    expect(three.weak).toBeGreaterThanOrEqual(p.weakBar[3]!);
    expect(five.weak).toBeLessThan(p.weakBar[5]!);
    expect(three.search).toBe('worlds');
    expect(five.search).toBe('tree');
  });
});
