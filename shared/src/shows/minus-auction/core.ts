/**
 * The rules core of Minus Auction: the one place where a decision changes a game (RULES.md,
 * "An auction") and where runs are counted (RULES.md, "Scoring"). Two surfaces stand on it:
 *
 * - the engine (engine.ts), pure: `applyAction` returns a new `GameState` and calls `step` with
 *   `copy` set, so every array the step writes is a fresh one and the old state is untouched
 *   (arrays a step does not write, such as the other seats' cubes, are shared between states);
 * - simulations (the hard player's look-ahead, the coach), in place: `step` on a `Table` they
 *   own, thousands of times a decision, allocating nothing but a cube list's growth.
 *
 * So a rule cannot differ between what the server applies and what a computer player imagines:
 * both run this file (core.test.ts drives both surfaces through the same games).
 *
 * Cubes are negative integers (points); a cube's magnitude is its value without the sign (the
 * cube -17 has magnitude 17). Magnitudes go up to 60 (the widest custom range).
 */

/** Words per seat in `Table.held`: magnitudes 0..63, so m - 1 and m + 1 exist for every m <= 60. */
export const HELD_WORDS = 2;

/**
 * The part of a game that decisions change, and what they read. The engine's `GameState` is a
 * `Table` (plus its setup and history); a simulation's table is one too, its deck imagined.
 */
export interface Table {
  /** Chips per seat. Its length is the number of seats. */
  chips: number[];
  /** Cubes taken per seat, in the order taken. */
  cubes: number[][];
  /**
   * The same cubes as bit sets by magnitude, `HELD_WORDS` 32-bit words per seat: seat `s` holds
   * the cube -m when bit `m & 31` of `held[s * 2 + (m >> 5)]` is set (see `holds`).
   */
  held: number[];
  /** Seats that refused the cube on offer, in order (a seat may appear more than once). */
  refusals: number[];
  /** The cube on offer, or null once the game is over. */
  offer: number | null;
  /** Chips in the pot (on the cube on offer). */
  pot: number;
  /** Seat whose decision it is (meaningless once finished). */
  current: number;
  /** The reveal order of every cube auctioned in this game; `deck[revealed - 1]` is on offer. */
  deck: readonly number[];
  /** How many cubes of `deck` have been revealed. */
  revealed: number;
  /** 1-based number of the current auction; equals the number of cubes revealed. */
  auction: number;
  finished: boolean;
}

/** Empty bit sets for `seats` seats (nobody holds a cube). */
export function emptyHeld(seats: number): number[] {
  return new Array<number>(seats * HELD_WORDS).fill(0);
}

/** True when `seat` holds the cube of magnitude `m` (0 <= m <= 63). */
export function holds(held: readonly number[], seat: number, m: number): boolean {
  return ((held[seat * HELD_WORDS + (m >> 5)]! >>> (m & 31)) & 1) === 1;
}

/**
 * Apply the decision of the seat whose turn it is (RULES.md, "An auction"):
 * - refuse: the seat pays 1 chip into the pot and the decision passes to the next seat;
 * - take: the seat gets the cube and every chip in the pot, and starts the next auction with the
 *   next cube of `deck`; after the last cube the game is over (`offer` null, `finished`).
 * The caller checks legality (the game is not over; a refusing seat has a chip).
 * `copy`: write fresh arrays instead of changing `t`'s (the engine's pure surface); without it
 * `t` is changed in place. Returns true when this decision ended the game.
 */
export function step(t: Table, take: boolean, copy = false): boolean {
  const s = t.current;
  const chips = copy ? t.chips.slice() : t.chips;
  if (!take) {
    chips[s] = chips[s]! - 1;
    t.chips = chips;
    t.pot += 1;
    if (copy) {
      const refusals = t.refusals.slice();
      refusals.push(s);
      t.refusals = refusals;
    } else t.refusals.push(s);
    t.current = s + 1 === chips.length ? 0 : s + 1;
    return false;
  }
  const cube = t.offer!;
  const m = -cube;
  chips[s] = chips[s]! + t.pot;
  t.chips = chips;
  t.pot = 0;
  if (copy) {
    const cubes = t.cubes.slice();
    const mine = cubes[s]!.slice();
    mine.push(cube);
    cubes[s] = mine;
    t.cubes = cubes;
    const held = t.held.slice();
    const w = s * HELD_WORDS + (m >> 5);
    held[w] = held[w]! | (1 << (m & 31));
    t.held = held;
    t.refusals = [];
  } else {
    t.cubes[s]!.push(cube);
    const w = s * HELD_WORDS + (m >> 5);
    t.held[w] = t.held[w]! | (1 << (m & 31));
    const refusals = t.refusals;
    while (refusals.length > 0) refusals.pop(); // not `length = 0`: that can shrink the array, and the next push grows it again
  }
  if (t.revealed >= t.deck.length) {
    t.offer = null;
    t.finished = true;
    return true;
  }
  t.offer = t.deck[t.revealed]!;
  t.revealed += 1;
  t.auction += 1;
  return false;
}

/** Sum of the magnitudes of the bits set in a 32-bit word, bit b standing for magnitude `b + add`. */
function magnitudes(word: number, add: number): number {
  let sum = 0;
  for (let x = word; x !== 0; x &= x - 1) sum += 31 - Math.clz32(x & -x) + add;
  return sum;
}

/**
 * Cube-only score (points) of a seat's bit sets: the sum of its counted values, one per run, each
 * run counting its value closest to zero (RULES.md, "Scoring"). `lo` holds magnitudes 0..31,
 * `hi` 32..63.
 */
export function heldScore(lo: number, hi: number): number {
  const headsLo = lo & ~(lo << 1);
  const headsHi = hi & ~((hi << 1) | (lo >>> 31));
  return -(magnitudes(headsLo, 0) + magnitudes(headsHi, 32)) | 0; // `| 0`: 0, not -0, for no cubes
}

/** Cube-only score (points) of `seat` on a table. */
export function seatCubeScore(t: Pick<Table, 'held'>, seat: number): number {
  return heldScore(t.held[seat * HELD_WORDS]!, t.held[seat * HELD_WORDS + 1]!);
}

/** Final score (points) of `seat`: cube-only score + 1 per chip (RULES.md, "Scoring"). */
export function seatScore(t: Pick<Table, 'held' | 'chips'>, seat: number): number {
  return seatCubeScore(t, seat) + t.chips[seat]!;
}

/**
 * Change of `seat`'s cube-only score (points) if it took the cube of magnitude `m` (RULES.md,
 * "Scoring"). A lone cube: -m. Below a run (holds -(m-1)): 0. Above a run (holds -(m+1)): +1.
 * Between two runs: +(m + 1). At least 0 whenever the cube touches one of the seat's runs.
 */
export function takeDelta(held: readonly number[], seat: number, m: number): number {
  return (holds(held, seat, m - 1) ? 0 : -m) + (holds(held, seat, m + 1) ? m + 1 : 0);
}

/** Times `seat` has refused the cube on offer. */
export function refusalsBy(t: Pick<Table, 'refusals'>, seat: number): number {
  let k = 0;
  for (const r of t.refusals) if (r === seat) k++;
  return k;
}

/** Cubes not yet taken, the one on offer included (0 once the game is over). */
export function cubesLeft(t: Pick<Table, 'deck' | 'revealed' | 'finished'>): number {
  return t.finished ? 0 : t.deck.length - t.revealed + 1;
}
