/**
 * The one projection module of Rubbish Auction (docs/RULES.md, "Rubbish Auction", "What each
 * device may know"). `publicView` is the stage's and the audience's: counts of held-out cards,
 * face-up blocked cards, fame, items, revealed rounds; never an unrevealed bid value, a peeked
 * value, the card key or a Geek before the end. `playerView` adds one seat's own hand, held-out
 * cards, peeked card and Geek, and nothing else.
 */
import { usableCards } from './cards.js';
import { finalScores, standing } from './standing.js';
import { biddingOrder } from './settle.js';
import { peekTarget, turnOf } from './turn.js';
import type { RubbishPlayerView, RubbishPublicView, RubbishState, SeatPublic } from './types.js';

/** What the stage and the audience may know. New objects; safe to serialise. */
export function publicView(state: RubbishState): RubbishPublicView {
  const end = state.finished ? finalScores(state) : null;
  const seats: SeatPublic[] = state.players.map((name, seat) => {
    const peek = state.peeks[seat];
    return {
      seat,
      name,
      fame: state.fame[seat]!,
      items: [...state.won[seat]!],
      blocked: state.blocked[seat] ?? null,
      holding: state.held[seat]?.length ?? null,
      peek: peek ? { of: peek.of, row: peek.row, position: peek.position } : null,
      geek: end ? state.geeks[seat]! : null,
      bonus: end ? end.bonus[seat]! : null,
      total: end ? end.totals[seat]! : null,
      place: end ? end.places[seat]! : null,
    };
  });
  const turn = turnOf(state);
  return {
    rules: { ...state.rules },
    round: state.round,
    version: state.version,
    finished: state.finished,
    auctioneer: state.auctioneer,
    item: state.item,
    firstBidder: state.firstBidder,
    order: state.firstBidder === null ? [] : biddingOrder(state.firstBidder, state.players.length),
    current: turn?.seat ?? null,
    step: turn?.step ?? null,
    peekTarget: peekTarget(state),
    itemsLeft: [...state.itemsLeft],
    discarded: [...state.discarded],
    rounds: structuredClone(state.rounds),
    seats,
    winner: state.finished ? standing(state).winner : null,
  };
}

/**
 * What `seat` may know: the public view plus its Geek, its hand this round, its held-out cards
 * and its peek. Throws RangeError for a seat that does not exist (a programming error).
 */
export function playerView(state: RubbishState, seat: number): RubbishPlayerView {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) throw new RangeError(`no seat ${seat}`);
  const held = state.held[seat];
  const peeked = state.peeks[seat];
  return {
    ...publicView(state),
    seat,
    geek: state.geeks[seat]!,
    hand: usableCards(state.blocked[seat] ?? null),
    heldOut: held ? [...held] : null,
    peeked: peeked ? { ...peeked } : null,
  };
}
