// The phone holds what the TV reveals first (net/view-hold.ts), with Rubbish Auction's rule (a round
// revealed: as long as the TV's reveal, 5 s plain, longer with a tie to explain or fame gainers).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { REVEAL_PACE_MS } from '@minus/shared/shows/rubbish-auction/reveal-pace';
import { ViewHold } from '../src/platform/net/view-hold.js';
import { rubbishAuctionPhone } from '../src/shows/rubbish-auction/index.js';

afterEach(() => vi.useRealTimers());

/** A Rubbish Auction room: `round` and the last revealed round; other game fields as a phone would have them. */
function rubbish(round: number, lastRound: number, over: { code?: string; phase?: string; number?: number; deadline?: number; bids?: number[][]; fame?: number[] } = {}): RoomStateShape {
  // The last round: Ann bid most and won, Cy bid least and picks next; Bo's fame as given.
  const bids = over.bids ?? [[5, 3], [2], []];
  const fame = over.fame ?? [-8, 0, 0];
  return {
    code: over.code ?? 'MKST', phase: over.phase ?? 'playing', show: 'rubbish-auction', shows: ['rubbish-auction'], settings: { timerMs: 30000, preset: 'show' },
    seats: ['Ann', 'Bo', 'Cy'].map((name, i) => ({ id: String(i + 1), name, bid: bids[i], fameChange: fame[i] })), evening: { shows: [], rows: [] }, audienceCount: 0,
    game: { number: over.number ?? 1, deadline: over.deadline ?? 123, version: round * 10, round, lastRound, current: 0, step: 'hold-out', lastWinner: lastRound > 0 ? 0 : -1, lastBottom: lastRound > 0 ? 2 : -1, lastDiscarded: false },
  } as unknown as RoomStateShape;
}

const PLAIN_MS = 5000;

const rule = rubbishAuctionPhone.holdMs!;

describe('the hold for the TV\'s reveal', () => {
  it('a round revealed live: the state before it, with no deadline, for the TV\'s reveal; then the state as it is', () => {
    vi.useFakeTimers();
    const woke = vi.fn();
    const hold = new ViewHold(woke);
    const before = rubbish(2, 1);
    expect(hold.shown(before, rule)).toEqual({ view: before, held: false });
    const after = rubbish(3, 2, { deadline: 999 });
    const held = hold.shown(after, rule);
    expect(held.held).toBe(true);
    expect(held.view.game).toEqual({ ...before.game, deadline: 0 });
    // A later state during the hold (the Next Auctioneer's pick) stays held too.
    const later = rubbish(3, 2, { deadline: 1999 });
    expect(hold.shown(later, rule).view.game.version).toBe(before.game.version);
    vi.advanceTimersByTime(PLAIN_MS - 100);
    expect(woke).not.toHaveBeenCalled();
    expect(hold.shown(later, rule).held).toBe(true);
    vi.advanceTimersByTime(200);
    expect(woke).toHaveBeenCalledTimes(1);
    expect(hold.shown(later, rule)).toEqual({ view: later, held: false });
  });

  it('holds longer when the TV has more to say: a tie for the top bid, fame gained, a tie for the least', () => {
    const p = REVEAL_PACE_MS;
    const heldFor = (after: RoomStateShape): number => rule(rubbish(2, 1), after);
    expect(heldFor(rubbish(3, 2))).toBe(PLAIN_MS);
    // Bo bid 8 too: Ann bid first, and the line saying so stays up longer.
    expect(heldFor(rubbish(3, 2, { bids: [[5, 3], [8], []] }))).toBe(PLAIN_MS - (p.flight + p.slide + 300) + p.tieLine);
    // Bo gained fame: a line of his own, and the top bid's line no longer covers the slide.
    expect(heldFor(rubbish(3, 2, { fame: [-8, 2, 0] }))).toBe(p.holdOut + p.flip + p.cardsUp + p.line + p.line + p.line);
    // Bo bid nothing too: Cy bid after him, and picks next.
    expect(heldFor(rubbish(3, 2, { bids: [[5, 3], [], []] }))).toBe(PLAIN_MS - p.line + p.tieLine);
  });

  it('nothing holds on a first look (a reload), for a move that reveals nothing, a new game, another room or the game\'s end', () => {
    const hold = new ViewHold(() => undefined);
    expect(hold.shown(rubbish(3, 2), rule).held).toBe(false);
    expect(hold.shown(rubbish(3, 2, { deadline: 5 }), rule).held).toBe(false);
    expect(hold.shown(rubbish(1, 0, { number: 2 }), rule).held).toBe(false);
    expect(hold.shown(rubbish(2, 1, { code: 'BCDF', number: 2 }), rule).held).toBe(false);
    expect(hold.shown(rubbish(7, 7, { code: 'BCDF', number: 2, phase: 'finale' }), rule).held).toBe(false);
    expect(hold.shown(rubbish(2, 1), undefined).held).toBe(false);
  });
});
