/**
 * What the phone reads from the room state for Rubbish Auction's screens: the state with the
 * show's fields read defensively (shared shows/rubbish-auction/state.ts), and the hand a seat may
 * hold out. Pure functions of the state snapshot; the server decides every rule.
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { MONEY_CARDS } from '@minus/shared/shows/rubbish-auction/cards';
import { revealShape, type RevealShape } from '@minus/shared/shows/rubbish-auction/reveal-pace';
import type { RubbishGameState, RubbishRoomState, RubbishSeatState } from '@minus/shared/shows/rubbish-auction/state';
import { num, nums, perSnapshot, str, strs } from '../../platform/net/snapshot.js';

/**
 * The state with Rubbish Auction's fields read defensively. A seat's secrets (`geek`, `heldOut`,
 * `peekedCard`) are only present on its own connection (StateView) and read "" / 0 elsewhere.
 */
export const rubbishView: (state: RoomStateShape) => RubbishRoomState = perSnapshot((state) => readView(state));

function readView(state: RoomStateShape): RubbishRoomState {
  const g = state.game as unknown as Record<string, unknown>;
  const game: RubbishGameState = {
    number: state.game.number, deadline: state.game.deadline, version: state.game.version,
    round: num(g.round, 0), auctioneer: num(g.auctioneer, -1), item: str(g.item), firstBidder: num(g.firstBidder, -1),
    current: num(g.current, -1), step: str(g.step), peekOf: num(g.peekOf, -1), peekRow: str(g.peekRow), peekSize: num(g.peekSize, 0),
    itemsLeft: strs(g.itemsLeft), discarded: strs(g.discarded), lastRound: num(g.lastRound, 0), lastItem: str(g.lastItem),
    lastWinner: num(g.lastWinner, -1), lastDiscarded: g.lastDiscarded === true, lastBottom: num(g.lastBottom, -1), winner: num(g.winner, -1),
  };
  const seats: RubbishSeatState[] = state.seats.map((s) => {
    const x = s as unknown as Record<string, unknown>;
    return {
      ...s,
      fame: num(x.fame, 0), items: strs(x.items), blocked: num(x.blocked, 0), holding: num(x.holding, -1),
      peekOf: num(x.peekOf, -1), peekPosition: num(x.peekPosition, -1), geek: str(x.geek), heldOut: str(x.heldOut),
      peekedCard: num(x.peekedCard, 0), bid: nums(x.bid), fameChange: num(x.fameChange, 0), shownGeek: str(x.shownGeek),
      bonus: num(x.bonus, 0), total: num(x.total, 0), place: num(x.place, 0),
    };
  });
  // The platform's own fields (hints, doesNotFit, fitsUpTo) pass through as they are.
  const settings = { ...state.settings, timerMs: state.settings.timerMs, preset: str((state.settings as unknown as Record<string, unknown>).preset, 'show') };
  return { ...state, game, seats, settings } as RubbishRoomState;
}

/**
 * The newest revealed round's shape (ties, fame gainers: reveal-pace.ts), which sets how long the
 * TV takes to show it; null before the first reveal. Each seat's bid is the sum of its cards.
 */
export function lastRevealShape(v: RubbishRoomState): RevealShape | null {
  const g = v.game;
  if (g.lastRound === 0 || g.lastWinner < 0 || g.lastBottom < 0) return null;
  return revealShape({
    values: v.seats.map((s) => s.bid.reduce((a, b) => a + b, 0)), fame: v.seats.map((s) => s.fameChange),
    winner: g.lastWinner, bottom: g.lastBottom, discarded: g.lastDiscarded,
  });
}

/** One card of a hand as the phone draws it: its value, and whether it is the face-up blocked card. */
export interface HandCard {
  value: number;
  blocked: boolean;
}

/** A seat's five money cards, lowest first, the face-up blocked card marked (it cannot be held out). */
export function handOf(seat: RubbishSeatState | undefined): HandCard[] {
  let blockedLeft = seat && seat.blocked > 0 ? 1 : 0;
  return MONEY_CARDS.map((value) => {
    const blocked = blockedLeft > 0 && value === seat!.blocked;
    if (blocked) blockedLeft = 0;
    return { value, blocked };
  });
}

/** My held-out cards this round from the StateView field ("2,5"), lowest first; [] for none. */
export function heldOutOf(seat: RubbishSeatState | undefined): number[] {
  if (!seat || !seat.heldOut) return [];
  return seat.heldOut.split(',').map(Number).filter((n) => Number.isFinite(n) && n > 0);
}
