/**
 * Test fixtures for Rubbish Auction (used by the tests beside the code, not by the product):
 * games from an explicit setup, scripted rounds, and whole games under a seeded random policy.
 */
import { rngFromSeed } from '../../platform/rng.js';
import { applyAction, createGame, createGameFromSetup, legalActions, toAct } from './engine.js';
import { GEEK_IDS } from './geeks.js';
import type { GeekId, MoneyCard, RubbishAction, RubbishState } from './types.js';

/** Names for up to five seats. */
export const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli'];

/** The value of a result, or a thrown error with its message (tests only). */
export function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A game for `seats` players with a known setup: Geeks in table order from `geeks`, seat 0 picks first unless told. */
export function gameWith(seats: number, opts: { geeks?: GeekId[]; firstAuctioneer?: number; cardKey?: string } = {}): RubbishState {
  return ok(createGameFromSetup({}, {
    players: NAMES.slice(0, seats),
    geeks: opts.geeks ?? GEEK_IDS.slice(0, seats),
    firstAuctioneer: opts.firstAuctioneer ?? 0,
    cardKey: opts.cardKey ?? '0123456789abcdef0123456789abcdef',
  }));
}

/** Apply actions in order, each by the seat whose turn it is; throws on the first illegal one. */
export function run(state: RubbishState, actions: readonly RubbishAction[]): RubbishState {
  let s = state;
  for (const a of actions) s = ok(applyAction(s, toAct(s)[0]!, a));
  return s;
}

/**
 * One round's actions: the pick, then for each bidder in order a peek at position 0 when one is
 * due (the caller lists bidders after the first with `peek: true`), then its hold-out.
 */
export function roundActions(item: RubbishAction & { type: 'pick' }, bids: readonly MoneyCard[][]): RubbishAction[] {
  const out: RubbishAction[] = [item];
  bids.forEach((cards, i) => {
    if (i > 0) out.push({ type: 'peek', position: 0 });
    out.push({ type: 'hold-out', cards: [...cards] });
  });
  return out;
}

/** Play a whole game from `seed` with a seeded random legal policy, calling `check` on every state. */
export function randomGame(seed: number | string, seats: number, policySeed: number, check: (s: RubbishState) => void = () => {}): RubbishState {
  let s = ok(createGame({}, NAMES.slice(0, seats), seed));
  const rng = rngFromSeed(policySeed);
  check(s);
  for (let steps = 0; !s.finished; steps++) {
    if (steps > 7 * (2 * seats + 1)) throw new Error('the game did not end');
    const seat = toAct(s)[0]!;
    s = ok(applyAction(s, seat, rng.pick(legalActions(s, seat))));
    check(s);
  }
  return s;
}
