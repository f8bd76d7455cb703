/**
 * The Rubbish Auction rules engine (docs/RULES.md, "Rubbish Auction"). Pure and deterministic:
 * a seed (or an explicit setup from a game record) plus the list of actions gives the same game
 * every time. The seed draws the Geeks, the first Next Auctioneer and the key of the face-down
 * rows; nothing is random afterwards. Bad input returns a typed error, never throws.
 */
import { SEED_HEX, rngFromSeed } from '../../platform/rng.js';
import type { Seed } from '../../platform/show-module.js';
import { faceDownRow, holdOutChoices, isMoneyCard, sortCards, usableCards, withoutCards } from './cards.js';
import { GEEK_IDS, ITEM_IDS, isGeekId, isItemId, itemOf } from './geeks.js';
import { START_FAME, resolveRules } from './rules.js';
import { settleRound } from './settle.js';
import { peekTarget, rowCards, turnOf } from './turn.js';
import type {
  ActionLog, GeekId, MoneyCard, RubbishAction, RubbishErrorCode, RubbishResult, RubbishRulesInput, RubbishState,
} from './types.js';

/** An explicit setup, as a game record gives it. `players` are in seat order. */
export interface Setup {
  players: string[];
  /** Each seat's Geek, all different. */
  geeks: GeekId[];
  /** The Next Auctioneer of round 1. */
  firstAuctioneer: number;
  /** 32 lowercase hex digits: the secret order of the face-down rows (cards.ts, `faceDownRow`). */
  cardKey: string;
}

function fail<T>(code: RubbishErrorCode, message: string): RubbishResult<T> {
  return { ok: false, error: { code, message } };
}

/**
 * Draw a setup from a seed, in this fixed order: the Geeks (a shuffle of the 7, one per seat in
 * seat order), the first Next Auctioneer, then the card key (four 32-bit draws).
 * Throws RangeError for a string seed that is not 32 hex digits (check with `SEED_HEX`).
 */
export function drawSetup(players: readonly string[], seed: Seed): Setup {
  const rng = rngFromSeed(seed);
  const geeks = rng.shuffle(GEEK_IDS).slice(0, players.length);
  const firstAuctioneer = rng.int(0, players.length - 1);
  const cardKey = [0, 1, 2, 3].map(() => rng.int(0, 0xffffffff).toString(16).padStart(8, '0')).join('');
  return { players: [...players], geeks, firstAuctioneer, cardKey };
}

/** Check a setup for a seat count the rules allow. Returns a message naming the first problem, or null. */
export function checkSetup(setup: Setup): string | null {
  const n = setup.players.length;
  if (setup.players.some((p) => typeof p !== 'string' || p.trim() === '')) return 'every player needs a name';
  if (!Array.isArray(setup.geeks) || setup.geeks.length !== n) return `every seat needs one Geek: ${n} Geeks, not ${setup.geeks?.length}`;
  const bad = setup.geeks.find((g) => !isGeekId(g));
  if (bad !== undefined) return `"${String(bad)}" is not a Geek; use one of ${GEEK_IDS.join(', ')}`;
  if (new Set(setup.geeks).size !== n) return 'two seats cannot have the same Geek';
  if (!Number.isInteger(setup.firstAuctioneer) || setup.firstAuctioneer < 0 || setup.firstAuctioneer >= n) {
    return `firstAuctioneer must be a seat from 0 to ${n - 1}`;
  }
  if (typeof setup.cardKey !== 'string' || !SEED_HEX.test(setup.cardKey)) return 'cardKey must be 32 lowercase hex digits';
  return null;
}

/** Start a game from an explicit setup. Errors: `bad-config` for bad rules or a bad setup. */
export function createGameFromSetup(input: RubbishRulesInput, setup: Setup): RubbishResult<RubbishState> {
  const rules = resolveRules(input, setup.players?.length ?? 0);
  if (!rules.ok) return rules;
  const problem = checkSetup(setup);
  if (problem) return fail('bad-config', problem);
  const n = setup.players.length;
  return {
    ok: true,
    value: {
      rules: rules.value,
      players: [...setup.players],
      geeks: [...setup.geeks],
      cardKey: setup.cardKey,
      firstAuctioneer: setup.firstAuctioneer,
      round: 1,
      auctioneer: setup.firstAuctioneer,
      itemsLeft: [...ITEM_IDS],
      item: null,
      firstBidder: null,
      turn: 0,
      held: new Array<MoneyCard[] | null>(n).fill(null),
      peeks: new Array(n).fill(null),
      blocked: new Array<MoneyCard | null>(n).fill(null),
      fame: new Array<number>(n).fill(START_FAME),
      won: Array.from({ length: n }, () => []),
      discarded: [],
      rounds: [],
      version: 0,
      log: null,
      finished: false,
    },
  };
}

/**
 * Deal a game for `players` (names in join order, which is the seat order) from `seed` (a whole
 * number or 32 hex digits). Errors: `bad-config` (seats outside 2..5, bad rules, a bad seed).
 */
export function createGame(input: RubbishRulesInput, players: readonly string[], seed: Seed): RubbishResult<RubbishState> {
  const rules = resolveRules(input, players.length);
  if (!rules.ok) return rules;
  if (typeof seed === 'number' ? !Number.isFinite(seed) : typeof seed !== 'string' || !SEED_HEX.test(seed)) {
    return fail('bad-config', 'the seed must be a whole number or 32 lowercase hex digits');
  }
  return createGameFromSetup(input, drawSetup(players, seed));
}

/** The seats that may act now: the one seat whose decision it is, or [] once finished. */
export function toAct(state: RubbishState): number[] {
  const turn = turnOf(state);
  return turn ? [turn.seat] : [];
}

/** The cards `seat` may hold out this round (its set without its blocked card), lowest first. */
export function handOf(state: RubbishState, seat: number): MoneyCard[] {
  return usableCards(state.blocked[seat] ?? null);
}

/**
 * The actions open to `seat` now ([] when it may not act): every item left with every First
 * Bidder, every position of the row to look into, or every different set of cards to hold out.
 */
export function legalActions(state: RubbishState, seat: number): RubbishAction[] {
  const turn = turnOf(state);
  if (!turn || turn.seat !== seat) return [];
  if (turn.step === 'pick') {
    return state.itemsLeft.flatMap((item) => state.players.map((_, firstBidder) => ({ type: 'pick' as const, item, firstBidder })));
  }
  if (turn.step === 'peek') {
    return Array.from({ length: peekTarget(state)!.size }, (_, position) => ({ type: 'peek' as const, position }));
  }
  return holdOutChoices(handOf(state, seat)).map((cards) => ({ type: 'hold-out' as const, cards }));
}

/**
 * What the decision timer does for `seat` (docs/RULES.md, "The decision timer"): pick the first
 * item left in table order with the auctioneer as First Bidder; look at position 0; hold out nothing.
 */
export function timeoutAction(state: RubbishState, seat: number): RubbishAction {
  const turn = turnOf(state);
  if (turn?.step === 'pick') return { type: 'pick', item: state.itemsLeft[0]!, firstBidder: seat };
  if (turn?.step === 'peek') return { type: 'peek', position: 0 };
  return { type: 'hold-out', cards: [] };
}

function logAction(log: ActionLog | null, action: RubbishAction): ActionLog {
  return { action, prev: log, count: (log?.count ?? 0) + 1 };
}

/** The decisions applied so far, in order (a new array). */
export function actionsOf(state: Pick<RubbishState, 'log'>): RubbishAction[] {
  const out = new Array<RubbishAction>(state.log?.count ?? 0);
  for (let node = state.log; node; node = node.prev) out[node.count - 1] = node.action;
  return out;
}

const STEP_WORDS = { pick: 'pick an item and a First Bidder', peek: 'look at a card first', 'hold-out': 'hold out cards' };

/** The refusal of an action that is not the step asked for now, by that step: the phone says what to do instead. */
const STEP_NOW = { pick: 'pick-now', peek: 'peek-now', 'hold-out': 'hold-out-now' } as const;

/**
 * Apply `seat`'s action (any JSON; validated here). Returns the new state (the input is not
 * changed) or an error: `game-over`, `bad-seat`, `unknown-action` (not an action of this show,
 * or with fields other than its own), `pick-now` / `peek-now` / `hold-out-now` (another step than
 * the one asked for now: that one), `not-your-turn`, `bad-item`, `bad-bidder`, `bad-position`,
 * `bad-cards`, `card-face-up` (a card the seat holds but showed face up last round). The last bidder's hold-out also reveals and settles the round.
 */
export function applyAction(state: RubbishState, seat: number, action: unknown): RubbishResult<RubbishState> {
  if (state.finished) return fail('game-over', 'the game is over');
  const n = state.players.length;
  if (!Number.isInteger(seat) || seat < 0 || seat >= n) return fail('bad-seat', `there is no seat ${String(seat)}`);
  const type = action !== null && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
  if (type !== 'pick' && type !== 'peek' && type !== 'hold-out') {
    return fail('unknown-action', 'that is not a Rubbish Auction action; pick, peek or hold-out');
  }
  const turn = turnOf(state)!;
  const name = state.players[seat]!;
  if (seat !== turn.seat) return fail('not-your-turn', `it is ${state.players[turn.seat]}'s turn, not ${name}'s`);
  if (type !== turn.step) return fail(STEP_NOW[turn.step], `${name}, it is time to ${STEP_WORDS[turn.step]}`);
  const a = action as Record<string, unknown>;
  // Only the action's own fields: what is applied is what a record stores and replays.
  const keys = ACTION_KEYS[type];
  if (Object.keys(a).some((k) => !keys.includes(k))) return fail('unknown-action', `a ${type} has only these fields: ${keys.join(', ')}`);
  if (type === 'pick') return pick(state, seat, a.item, a.firstBidder);
  if (type === 'peek') return peek(state, seat, a.position);
  return holdOut(state, seat, a.cards);
}

/** The fields of each action (docs/RULES.md, "Rubbish Auction", "A round"); a missing one is refused by its own check. */
const ACTION_KEYS: Record<RubbishAction['type'], readonly string[]> = {
  pick: ['type', 'item', 'firstBidder'],
  peek: ['type', 'position'],
  'hold-out': ['type', 'cards'],
};

function pick(state: RubbishState, seat: number, item: unknown, firstBidder: unknown): RubbishResult<RubbishState> {
  if (!isItemId(item)) return fail('bad-item', `${typeof item === 'string' ? `"${item}"` : `a ${Array.isArray(item) ? 'list' : typeof item}`} is not an item; use one of ${state.itemsLeft.join(', ')}`);
  if (!state.itemsLeft.includes(item)) return fail('bad-item', `the ${itemOf(item).name} has already been auctioned`);
  const n = state.players.length;
  if (!Number.isInteger(firstBidder) || (firstBidder as number) < 0 || (firstBidder as number) >= n) {
    return fail('bad-bidder', `the First Bidder must be a seat from 0 to ${n - 1}`);
  }
  const action: RubbishAction = { type: 'pick', item, firstBidder: firstBidder as number };
  return {
    ok: true,
    value: {
      ...state,
      item,
      firstBidder: firstBidder as number,
      itemsLeft: state.itemsLeft.filter((i) => i !== item),
      turn: 0,
      version: state.version + 1,
      log: logAction(state.log, action),
    },
  };
}

function peek(state: RubbishState, seat: number, position: unknown): RubbishResult<RubbishState> {
  const target = peekTarget(state)!;
  if (!Number.isInteger(position) || (position as number) < 0 || (position as number) >= target.size) {
    return fail('bad-position', `${state.players[target.of]} shows ${target.size} card(s): pick a position from 0 to ${target.size - 1}`);
  }
  const p = position as number;
  const row = faceDownRow(state.cardKey, state.round, target.of, target.row, rowCards(state, target.of).cards);
  const peeks = [...state.peeks];
  peeks[seat] = { of: target.of, row: target.row, position: p, size: target.size, card: row[p]! };
  return { ok: true, value: { ...state, peeks, version: state.version + 1, log: logAction(state.log, { type: 'peek', position: p }) } };
}

function holdOut(state: RubbishState, seat: number, cards: unknown): RubbishResult<RubbishState> {
  const hand = handOf(state, seat);
  const name = state.players[seat]!;
  if (!Array.isArray(cards) || cards.length > hand.length || !cards.every(isMoneyCard)) {
    return fail('bad-cards', `${name} holds out a list of money cards from ${hand.join(', ')}`);
  }
  if (withoutCards(hand, cards) === null) {
    // Only the face-up card stands in the way (the seat holds every card asked for): say so.
    const blocked = state.blocked[seat];
    if (blocked !== null && blocked !== undefined && cards.includes(blocked) && withoutCards(usableCards(null), cards) !== null) {
      return fail('card-face-up', `${name} can only hold out cards from ${hand.join(', ')} (the ${blocked},000 is face up this round)`);
    }
    return fail('bad-cards', `${name} can only hold out cards from ${hand.join(', ')}`);
  }
  const chosen = sortCards(cards);
  const held = [...state.held];
  held[seat] = chosen;
  const base = { ...state, held, turn: state.turn + 1, version: state.version + 1, log: logAction(state.log, { type: 'hold-out', cards: chosen }) };
  if (base.turn < state.players.length) return { ok: true, value: base };
  return { ok: true, value: reveal(base) };
}

/** Every bidder has held out: settle the round, then start the next one or finish. */
function reveal(state: RubbishState): RubbishState {
  const n = state.players.length;
  const result = settleRound({
    round: state.round,
    item: state.item!,
    auctioneer: state.auctioneer,
    firstBidder: state.firstBidder!,
    held: state.held.map((h) => h ?? []),
    fame: state.fame,
  });
  const won = result.discarded ? state.won : state.won.map((w, i) => (i === result.winner ? [...w, state.item!] : w));
  const finished = state.itemsLeft.length === 0;
  return {
    ...state,
    fame: result.fameAfter,
    won,
    discarded: result.discarded ? [...state.discarded, state.item!] : state.discarded,
    blocked: result.blocked,
    rounds: [...state.rounds, result],
    round: finished ? state.round : state.round + 1,
    auctioneer: finished ? state.auctioneer : result.bottom,
    item: null,
    firstBidder: null,
    turn: 0,
    held: new Array<MoneyCard[] | null>(n).fill(null),
    peeks: new Array(n).fill(null),
    finished,
  };
}
