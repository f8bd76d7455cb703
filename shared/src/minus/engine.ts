/**
 * The Minus Auction rules engine (RULES.md, "An auction"). Pure and deterministic: a seed (or an
 * explicit setup from a game record) plus the list of actions gives the same game every time.
 * No DOM, no Node APIs, no timers, no Math.random. Bad input returns a typed error, never throws.
 */
import { cubeRange, resolveRules } from './presets.js';
import { rngFromSeed, SEED_HEX } from '../rng.js';
import type { Seed } from '../platform/show-module.js';
import type { Action, ActionLog, GameState, Result, RuleError, Rules, RulesInput } from './types.js';

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
  const seated = rules.seating === 'shuffled' ? rng.shuffle(players) : [...players];
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
  if (setup.players.some((p) => typeof p !== 'string' || p.trim() === '')) return 'every player needs a name';
  if (!Number.isInteger(setup.first) || setup.first < 0 || setup.first >= n) return `first must be a seat from 0 to ${n - 1}`;
  if (setup.removed.length !== rules.removed) return `the rules remove ${rules.removed} cube(s), the setup removes ${setup.removed.length}`;
  const range = cubeRange(rules);
  const seen = new Set<number>();
  for (const c of [...setup.removed, ...setup.deck]) {
    if (!range.includes(c)) return `the deck holds cube ${c}, outside the range -${rules.smallest}..-${rules.largest}`;
    if (seen.has(c)) return `cube ${c} appears twice in the deck and the removed cubes`;
    seen.add(c);
  }
  if (seen.size !== range.length) return `the deck and the removed cubes must hold every cube from -${rules.smallest} to -${rules.largest} once`;
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
  const n = setup.players.length;
  const deck = [...setup.deck];
  return {
    ok: true,
    value: {
      rules: rules.value,
      players: [...setup.players],
      first: setup.first,
      removed: [...setup.removed],
      deck,
      revealed: 1,
      offer: deck[0]!,
      pot: 0,
      current: setup.first,
      chips: Array.from({ length: n }, () => rules.value.chips),
      cubes: Array.from({ length: n }, () => []),
      refusals: [],
      auction: 1,
      version: 0,
      log: null,
      finished: false,
    },
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
  return createGameFromSetup(input, drawSetup(rules.value, players, seed));
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
  const n = state.players.length;
  if (action === 'refuse') {
    if (state.chips[seat] === 0) return err('no-chips', `${state.players[seat]} has no chips and cannot refuse`);
    const chips = [...state.chips];
    chips[seat]! -= 1;
    return {
      ok: true,
      value: {
        ...state,
        chips,
        pot: state.pot + 1,
        refusals: [...state.refusals, seat],
        current: (seat + 1) % n,
        version: state.version + 1,
        log: logAction(state.log, 'refuse'),
      },
    };
  }
  const chips = [...state.chips];
  chips[seat]! += state.pot;
  const cubes = state.cubes.map((c, i) => (i === seat ? [...c, state.offer!] : c));
  const finished = state.revealed >= state.deck.length;
  return {
    ok: true,
    value: {
      ...state,
      chips,
      cubes,
      pot: 0,
      refusals: [],
      current: seat,
      offer: finished ? null : state.deck[state.revealed]!,
      revealed: finished ? state.revealed : state.revealed + 1,
      auction: finished ? state.auction : state.auction + 1,
      version: state.version + 1,
      log: logAction(state.log, 'take'),
      finished,
    },
  };
}

function logAction(log: ActionLog | null, action: Action): ActionLog {
  return { action, prev: log, count: (log?.count ?? 0) + 1 };
}

/** The decisions applied so far, in order (a new array), e.g. `['refuse', 'take']`. */
export function actionsOf(state: Pick<GameState, 'log'>): Action[] {
  const out = new Array<Action>(state.log?.count ?? 0);
  for (let node = state.log; node; node = node.prev) out[node.count - 1] = node.action;
  return out;
}

/**
 * What the decision timer does for `seat` when it runs out (RULES.md, "The decision timer"):
 * refuse with a chip, take without.
 */
export function timeoutAction(state: GameState, seat: number): Action {
  return state.chips[seat]! > 0 ? 'refuse' : 'take';
}
