// The phone holds what the TV reveals first (net/view-hold.ts), with Rubbish Auction's rule (a round revealed: 5 s).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { REVEAL_SHOW_MS } from '@minus/shared/shows/rubbish-auction/module';
import { ViewHold } from '../src/platform/net/view-hold.js';
import { rubbishAuctionPhone } from '../src/shows/rubbish-auction/index.js';

afterEach(() => vi.useRealTimers());

/** A Rubbish Auction room: `round` and the last revealed round; other game fields as a phone would have them. */
function rubbish(round: number, lastRound: number, over: { code?: string; phase?: string; number?: number; deadline?: number } = {}): RoomStateShape {
  return {
    code: over.code ?? 'MKST', phase: over.phase ?? 'playing', show: 'rubbish-auction', shows: ['rubbish-auction'], settings: { timerMs: 30000, preset: 'show' },
    seats: [], evening: { shows: [], rows: [] }, audienceCount: 0,
    game: { number: over.number ?? 1, deadline: over.deadline ?? 123, version: round * 10, round, lastRound, current: 0, step: 'hold-out' },
  } as unknown as RoomStateShape;
}

const rule = rubbishAuctionPhone.holdMs!;

describe('the hold for the TV\'s reveal', () => {
  it('a round revealed live: the state before it, with no deadline, for REVEAL_SHOW_MS; then the state as it is', () => {
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
    vi.advanceTimersByTime(REVEAL_SHOW_MS - 100);
    expect(woke).not.toHaveBeenCalled();
    expect(hold.shown(later, rule).held).toBe(true);
    vi.advanceTimersByTime(200);
    expect(woke).toHaveBeenCalledTimes(1);
    expect(hold.shown(later, rule)).toEqual({ view: later, held: false });
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
