/**
 * The Minus Auction rules engine (docs/RULES.md, "An auction"). Pure and deterministic: a seed (or an
 * explicit setup from a game record) plus the list of actions gives the same game every time.
 * No DOM, no Node APIs, no clock reads or timer calls, no unseeded randomness. Bad input returns a typed error, never throws.
 */
import { cubeRange, resolveRules } from './presets.js';
import { emptyHeld, step } from './core.js';
import { rngFromSeed, SEED_HEX } from '../../platform/rng.js';
import type { Seed } from '../../platform/show-module.js';
import type { Action, GameState, Result, RuleError, Rules, RulesInput } from './types.js';

/**
 * An explicit setup, as a game record gives it: seat order, first seat, removed cubes and the
 * reveal order. `players` here is already in seat order (no further shuffling).
 */
export interface Setup {
  players: string[];
  first: number;
  removed: number[];
  deck: number[];
}

function err<T>(code: RuleError['code'], message: string): Result<T> {
  return { ok: false, error: { code, message } };
}

/**
 * Draw a setup from a seed: seating (shuffled for `veto`-like rules), the first seat, the
 * removed cubes and the deck order, in that fixed order of draws. `seed` is a whole number or 32
 * lowercase hex digits (`Seed`, rng.ts); the server draws 128 bits from `crypto` per game
 * (docs/SERVER.md, "Randomness"). The generator lives only for this call.
 */
export function drawSetup(rules: Rules, players: readonly string[], seed: Seed): Setup {
  const rng = rngFromSeed(seed);
  const seated = rules.seating === 'shuffled' ? rng.shuffle(players) : players.slice();
  const first = rules.starter === 'random' ? rng.int(0, seated.length - 1) : 0;
  const all = rng.shuffle(cubeRange(rules));
  return { players: seated, first, removed: all.slice(0, rules.removed), deck: all.slice(rules.removed) };
}

/**
 * Check a setup against resolved rules: 3..7 non-empty names, a valid first seat, and removed
 * plus deck being exactly the cube range, each cube once, with `rules.removed` removed cubes.
 * Returns an error message, or null when it is valid.
 */
export function checkSetup(rules: Rules, setup: Setup): string | null {
  const n = setup.players.length;
  if (n < rules.minSeats || n > rules.maxSeats) return `a game needs ${rules.minSeats} to ${rules.maxSeats} players, not ${n}`;
  for (const p of setup.players) if (typeof p !== 'string' || p.trim() === '') return 'every player needs a name';
  if (!Number.isInteger(setup.first) || setup.first < 0 || setup.first >= n) return `first must be a seat from 0 to ${n - 1}`;
  if (setup.removed.length !== rules.removed) return `the rules remove ${rules.removed} cube(s), the setup removes ${setup.removed.length}`;
  // One flag per magnitude of the range: each cube must be in the range and appear once.
  const seen = new Uint8Array(rules.largest + 1);
  let count = 0;
  for (const list of [setup.removed, setup.deck]) {
    for (const c of list) {
      if (!Number.isInteger(c) || -c < rules.smallest || -c > rules.largest) return `the deck holds cube ${c}, outside the range -${rules.smallest}..-${rules.largest}`;
      if (seen[-c] === 1) return `cube ${c} appears twice in the deck and the removed cubes`;
      seen[-c] = 1;
      count++;
    }
  }
  if (count !== rules.largest - rules.smallest + 1) return `the deck and the removed cubes must hold every cube from -${rules.smallest} to -${rules.largest} once`;
  return null;
}

/**
 * Start a game from an explicit setup (a record's `first`, `removed` and `deck`).
 * Errors: `bad-config` for invalid rules or setup.
 */
export function createGameFromSetup(input: RulesInput, setup: Setup): Result<GameState> {
  const rules = resolveRules(input, setup.players.length);
  if (!rules.ok) return rules;
  const problem = checkSetup(rules.value, setup);
  if (problem) return err('bad-config', problem);
  return { ok: true, value: startState(rules.value, { players: setup.players.slice(), first: setup.first, removed: setup.removed.slice(), deck: setup.deck.slice() }) };
}

/** The first state of a checked setup, which it keeps (pass copies): the first cube on offer to the first seat. */
function startState(rules: Rules, setup: Setup): GameState {
  const n = setup.players.length;
  const deck = setup.deck;
  const cubes: number[][] = [];
  for (let s = 0; s < n; s++) cubes.push([]);
  return {
    chips: new Array<number>(n).fill(rules.chips),
    cubes,
    held: emptyHeld(n),
    refusals: [],
    offer: deck[0]!,
    pot: 0,
    current: setup.first,
    deck,
    revealed: 1,
    auction: 1,
    finished: false,
    rules,
    players: setup.players,
    first: setup.first,
    removed: setup.removed,
    version: 0,
    log: null,
  };
}

/**
 * `createGame(config, players, seed)`: check the config and return the initial state, with the
 * first cube on offer. `players` are names in join order (3..7). `seed`: a whole number or 32
 * lowercase hex digits (`Seed`). Errors: `bad-config` (also for a seed of neither form).
 */
export function createGame(input: RulesInput, players: readonly string[], seed: Seed): Result<GameState> {
  const rules = resolveRules(input, players.length);
  if (!rules.ok) return rules;
  if (typeof seed === 'number' ? !Number.isFinite(seed) : !SEED_HEX.test(seed)) return err('bad-config', 'the seed must be a number or 32 lowercase hex digits');
  for (const p of players) if (typeof p !== 'string' || p.trim() === '') return err('bad-config', 'every player needs a name');
  // A drawn setup is valid by construction (the range shuffled, split at `removed`): no check.
  return { ok: true, value: startState(rules.value, drawSetup(rules.value, players, seed)) };
}

/** The decisions open to `seat` now: [] when it is not that seat's turn or the game is over. */
export function legalActions(state: GameState, seat: number): Action[] {
  if (state.finished || seat !== state.current) return [];
  return state.chips[seat]! > 0 ? ['take', 'refuse'] : ['take'];
}

/**
 * Apply one decision of `seat`. Returns the new state (the input is not changed) or a rule error:
 * `bad-seat`, `not-your-turn`, `no-chips` (refuse at zero chips), `game-over`, `unknown-action`.
 */
export function applyAction(state: GameState, seat: number, action: unknown): Result<GameState> {
  if (state.finished) return err('game-over', 'the game is over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return err('bad-seat', `there is no seat ${String(seat)}`);
  if (action !== 'take' && action !== 'refuse') return err('unknown-action', `"${String(action)}" is not a decision; take or refuse`);
  if (seat !== state.current) return err('not-your-turn', `it is ${state.players[state.current]}'s turn, not ${state.players[seat]}'s`);
  const take = action === 'take';
  if (!take && state.chips[seat] === 0) return err('no-chips', `${state.players[seat]} has no chips and cannot refuse`);
  // A new state that shares every array with the old one; the core's step (with `copy`) then
  // replaces the arrays it writes with fresh ones. Same field order as `startState` (one shape).
  const next: GameState = {
    chips: state.chips,
    cubes: state.cubes,
    held: state.held,
    refusals: state.refusals,
    offer: state.offer,
    pot: state.pot,
    current: state.current,
    deck: state.deck,
    revealed: state.revealed,
    auction: state.auction,
    finished: false,
    rules: state.rules,
    players: state.players,
    first: state.first,
    removed: state.removed,
    version: state.version + 1,
    log: { action, prev: state.log, count: (state.log === null ? 0 : state.log.count) + 1 },
  };
  step(next, take, true);
  return { ok: true, value: next };
}

/** The decisions applied so far, in order (a new array), e.g. `['refuse', 'take']`. */
export function actionsOf(state: Pick<GameState, 'log'>): Action[] {
  const out = new Array<Action>(state.log?.count ?? 0);
  for (let node = state.log; node; node = node.prev) out[node.count - 1] = node.action;
  return out;
}

/**
 * What the decision timer does for `seat` when it runs out (docs/RULES.md, "The decision timer"):
 * refuse with a chip, take without.
 */
export function timeoutAction(state: GameState, seat: number): Action {
  return state.chips[seat]! > 0 ? 'refuse' : 'take';
}
