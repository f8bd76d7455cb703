/**
 * A round's reveal on the clock (docs/STAGE.md, "Rubbish Auction"): the TV says the reveal's
 * lines one after another (cards up, the top bid's fate, the fame gained, the Next Auctioneer),
 * and each line stays up long enough to be read from the sofa; a tie's line, which explains who
 * bid first, longer. How long the whole reveal takes depends on what it has to say, so the server
 * (a computer player's pause, the next deadline), the TV (its timeline) and the phones (how long
 * they hold the outcome back) all read it here from the round itself.
 */
import type { RoundResult } from './types.js';

/** The reveal's beats at normal pace (ms). */
export const REVEAL_PACE_MS = {
  /** The face-down cards fold away before they turn up. */
  flip: 200,
  /** "Cards up! Ana 8,000, Ben 3,000..." on screen before the item moves. */
  cardsUp: 1400,
  /** The item flies to its winner (or drops into the bin), under the top bid's line. */
  flight: 550,
  /** The fame track slides to the new fame. */
  slide: 700,
  /** A line's time on screen before the next replaces it. */
  line: 1500,
  /** A tie's line ("Tied on 10,000! Ben bid before Cy, so..."): twice as many words. */
  tieLine: 2800,
  /** The round's last hold-out, shown before its reveal (its cards fading in). */
  holdOut: 350,
} as const;

/** What a reveal has to say, beyond its three fixed lines. */
export interface RevealShape {
  /** The top bid was matched by another seat and paid (the tie's line says who bid first). */
  tieTop: boolean;
  /** The bottom bid was matched by another seat (the tie's line says who bid later). */
  tieBottom: boolean;
  /** Someone between the top and the bottom bid gained fame (the line naming them). */
  gainers: boolean;
}

/** A reveal with nothing beyond its three fixed lines. */
export const PLAIN_REVEAL: RevealShape = { tieTop: false, tieBottom: false, gainers: false };

/** One revealed round as the shape reads it; every array is by seat. */
export interface RevealedRound {
  /** Each seat's bid (thousands); a seat without a bid reads 0. */
  values: readonly number[];
  /** Each seat's fame change this round (points). */
  fame: readonly number[];
  winner: number;
  bottom: number;
  /** The top bidder could not pay: the item went into the bin. */
  discarded: boolean;
}

/**
 * The shape of a revealed round (docs/RULES.md, Rubbish Auction, "Bids": equal bids rank by
 * bidding order, so a tie at the top or the bottom needs its own line). A paid top bid of
 * nothing is never a tie to explain (the item goes for nothing); a binned one neither.
 */
export function revealShape(r: RevealedRound): RevealShape {
  const value = (seat: number): number => r.values[seat] ?? 0;
  const matched = (seat: number): boolean => r.values.some((v, s) => s !== seat && v === value(seat));
  const top = value(r.winner);
  return {
    tieTop: !r.discarded && top > 0 && matched(r.winner),
    tieBottom: r.values.length > 1 && matched(r.bottom),
    gainers: r.fame.some((f, s) => s !== r.winner && s !== r.bottom && f > 0),
  };
}

/** How long (ms) each line of a reveal stays up, and the whole reveal from its first beat. */
export interface RevealPlan {
  /** The top bid's line, covering the item's flight (and the fame track's slide when nobody else gained). */
  winnerMs: number;
  /** The fame gainers' line, covering the slide; 0 when nobody gained. */
  gainersMs: number;
  /** The Next Auctioneer's line (after the last round: who gains no fame). */
  bottomMs: number;
  /** From the reveal's first beat to the end of its last line's reading time. */
  totalMs: number;
}

/** The reveal's timeline at normal pace for `shape` (ms). Plain: 4,650 ms; the longest (two ties and gainers): 8,700 ms. */
export function revealPlan(shape: RevealShape): RevealPlan {
  const p = REVEAL_PACE_MS;
  const said = shape.tieTop ? p.tieLine : p.line;
  const winnerMs = shape.gainers ? Math.max(said, p.flight) : Math.max(said, p.flight + p.slide + 300);
  const gainersMs = shape.gainers ? Math.max(p.line, p.slide) : 0;
  const bottomMs = shape.tieBottom ? p.tieLine : p.line;
  return { winnerMs, gainersMs, bottomMs, totalMs: p.flip + p.cardsUp + winnerMs + gainersMs + bottomMs };
}

/** When each line of a reveal is said (ms from the reveal's first beat), and when the reveal ends. */
export interface RevealMarks {
  cardsUp: number;
  winner: number;
  /** Null when nobody gained fame (no such line). */
  gainers: number | null;
  bottom: number;
  /** The last line's reading time is over: the next decision opens. */
  end: number;
}

/** The TV's timeline of a reveal planned as `plan`: each line said at its mark, on one clock. */
export function revealMarks(plan: RevealPlan): RevealMarks {
  const p = REVEAL_PACE_MS;
  const cardsUp = p.flip;
  const winner = cardsUp + p.cardsUp;
  const bottom = winner + plan.winnerMs + plan.gainersMs;
  return { cardsUp, winner, gainers: plan.gainersMs > 0 ? winner + plan.winnerMs : null, bottom, end: bottom + plan.bottomMs };
}

/** A revealed round (the `revealed` event, or the state's newest round) as the shape reads it. */
export function revealedRound(r: RoundResult): RevealedRound {
  const values = r.fame.map((_, seat) => r.bids.find((b) => b.seat === seat)?.value ?? 0);
  return { values, fame: r.fame, winner: r.winner, bottom: r.bottom, discarded: r.discarded };
}

/**
 * How long (ms) the TV takes to show a reveal of `shape`, from the decision that made it: the last
 * hold-out's own animation, then the reveal line by line (`revealPlan`). A computer player picking
 * next waits at least this long, the next decision's deadline is this much later, and the phones
 * hold the outcome this long, so nobody decides before the TV has said who picks.
 */
export function showMsFor(shape: RevealShape): number {
  return REVEAL_PACE_MS.holdOut + revealPlan(shape).totalMs;
}

/** `showMsFor` a revealed round: plain 5,000 ms, the longest 9,050 ms. */
export function revealShowMs(round: RevealedRound): number {
  return showMsFor(revealShape(round));
}
