/**
 * Rubbish Auction's fields of the room state, read from an engine state (docs/RULES.md, "Rubbish
 * Auction", "What each device may know"). The server's projection writes these into the
 * synchronised state, and the how-to builds its made-up tables with them, so both say the same
 * thing of the same game. `secrets` are a seat's own (its Geek, held-out cards, peeked value): the
 * server puts them in fields only that seat's connection receives.
 */
import { finalScores, standing } from './standing.js';
import { peekTarget, turnOf } from './turn.js';
import type { RubbishGameState, RubbishSeatState } from './state.js';
import type { RubbishState } from './types.js';
import type { GameStateShape, SeatState } from '../../platform/protocol/state.js';

/** A seat's show fields (public and secret together). */
export type RubbishSeatFields = Omit<RubbishSeatState, keyof SeatState>;

/** The round's show fields (all public). */
export type RubbishGameFields = Omit<RubbishGameState, keyof GameStateShape>;

/** The fields of a seat that is not in the game (the lobby, or a seat that joined after it began). */
export const EMPTY_SEAT_FIELDS: Readonly<RubbishSeatFields> = Object.freeze({
  fame: 0, items: [], blocked: 0, holding: -1, peekOf: -1, peekPosition: -1, geek: '', heldOut: '', peekedCard: 0,
  bid: [], fameChange: 0, shownGeek: '', bonus: 0, total: 0, place: 0,
});

/** What the seats' fields need once per state (the final scores, the last revealed round). */
export interface SeatsContext {
  end: ReturnType<typeof finalScores> | null;
  last: RubbishState['rounds'][number] | null;
}

/** `seatFields`' context for `game`: computed once, used for every seat. */
export function seatsContext(game: RubbishState): SeatsContext {
  return { end: game.finished ? finalScores(game) : null, last: game.rounds.length > 0 ? game.rounds[game.rounds.length - 1]! : null };
}

/**
 * Seat `i`'s fields in `game` (`i` must be a seat of the game). Public: fame (points), items won
 * in the order won, the face-up card (thousands, 0 for none), how many cards it holds out (-1
 * before it decides), whose card it looked at and where (-1 for none), the last revealed round's
 * bid and fame change, and once finished its Geek, bonus, final fame and place. Secret (the seat's
 * own): `geek`, `heldOut` (lowest first, comma-separated), `peekedCard` (0 for none).
 */
export function seatFields(game: RubbishState, i: number, ctx: SeatsContext = seatsContext(game)): RubbishSeatFields {
  const held = game.held[i] ?? null;
  const peek = game.peeks[i] ?? null;
  const { end, last } = ctx;
  const bid = last?.bids.find((b) => b.seat === i);
  return {
    fame: game.fame[i]!,
    items: [...game.won[i]!],
    blocked: game.blocked[i] ?? 0,
    holding: held ? held.length : -1,
    peekOf: peek ? peek.of : -1,
    peekPosition: peek ? peek.position : -1,
    geek: game.geeks[i]!,
    heldOut: held ? held.join(',') : '',
    peekedCard: peek ? peek.card : 0,
    bid: bid ? [...bid.cards] : [],
    fameChange: last ? last.fame[i] ?? 0 : 0,
    shownGeek: end ? game.geeks[i]! : '',
    bonus: end ? end.bonus[i]! : 0,
    total: end ? end.totals[i]! : 0,
    place: end ? end.places[i]! : 0,
  };
}

/** The round's fields (`game` null: the lobby): who picks, the item, whose turn and which step, the peek target, items left, the last revealed round, the winner. */
export function gameFields(game: RubbishState | null): RubbishGameFields {
  const turn = game ? turnOf(game) : null;
  const target = game ? peekTarget(game) : null;
  const last = game && game.rounds.length > 0 ? game.rounds[game.rounds.length - 1]! : null;
  return {
    round: game?.round ?? 0,
    auctioneer: game ? game.auctioneer : -1,
    item: game?.item ?? '',
    firstBidder: game?.firstBidder ?? -1,
    current: turn ? turn.seat : -1,
    step: turn ? turn.step : '',
    peekOf: target ? target.of : -1,
    peekRow: target ? target.row : '',
    peekSize: target ? target.size : 0,
    itemsLeft: game ? [...game.itemsLeft] : [],
    discarded: game ? [...game.discarded] : [],
    lastRound: last ? last.round : 0,
    lastItem: last ? last.item : '',
    lastWinner: last ? last.winner : -1,
    lastDiscarded: last ? last.discarded : false,
    lastBottom: last ? last.bottom : -1,
    winner: game?.finished ? standing(game).winner ?? -1 : -1,
  };
}
