/**
 * Whose decision it is and what kind (docs/RULES.md, "Rubbish Auction", "A round"): the Next
 * Auctioneer picks; then each bidder in order looks at a card of the previous bidder (when a
 * look is due) and holds out. Pure reads of a state, shared by the engine and the views.
 */
import { usableCards, withoutCards } from './cards.js';
import type { MoneyCard, PeekRow, PeekTarget, RubbishState, Step } from './types.js';

/** The seat asked to decide now and the kind of decision, or null once finished. */
export interface Turn {
  seat: number;
  step: Step;
}

/** The bidder whose turn it is in the bidding (meaningless before the pick). */
export function currentBidder(state: Pick<RubbishState, 'firstBidder' | 'turn' | 'players'>): number {
  return ((state.firstBidder ?? 0) + state.turn) % state.players.length;
}

/**
 * The cards of `seat`'s row a look can see, in no particular order: its held-out cards when it
 * holds out two or more, else the usable cards it kept back. `held` must be set.
 */
export function rowCards(state: RubbishState, seat: number): { row: PeekRow; cards: MoneyCard[] } {
  const held = state.held[seat] ?? [];
  if (held.length >= 2) return { row: 'held-out', cards: [...held] };
  return { row: 'kept', cards: withoutCards(usableCards(state.blocked[seat] ?? null), held) ?? [] };
}

/**
 * The row the current bidder must look into before holding out, or null when no look is due:
 * the First Bidder never looks, nor does a bidder whose look is taken, nor one whose previous
 * bidder shows an empty row.
 */
export function peekTarget(state: RubbishState): PeekTarget | null {
  if (state.finished || state.item === null || state.turn === 0) return null;
  const seat = currentBidder(state);
  if (state.peeks[seat] !== null) return null;
  const n = state.players.length;
  const of = (seat - 1 + n) % n;
  const { row, cards } = rowCards(state, of);
  return cards.length === 0 ? null : { of, row, size: cards.length };
}

/** Who decides now and what: `pick` (the Next Auctioneer), `peek` or `hold-out` (the bidder); null once finished. */
export function turnOf(state: RubbishState): Turn | null {
  if (state.finished) return null;
  if (state.item === null) return { seat: state.auctioneer, step: 'pick' };
  return { seat: currentBidder(state), step: peekTarget(state) ? 'peek' : 'hold-out' };
}
