// Rubbish Auction's part of the phone's results: each Geek's wants marked as the TV's finale marks them.
import { afterEach, describe, expect, it } from 'vitest';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import '../src/shows/rubbish-auction/results-body.js';
import type { RubbishResults } from '../src/shows/rubbish-auction/results-body.js';
import { rubbishView } from '../src/shows/rubbish-auction/table.js';
import { mount, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

/** A finished game: Ana (me) won both items her Pond Keeper wants; Ben won none of his Night Owl's, nor anything. */
function finale(newcomer = false): RubbishRoomState {
  const seat = (name: string, avatar: number, extra: Record<string, unknown>) => ({
    id: name, name, avatar, kind: 'human', botLabel: '', connected: true, standIn: false, vip: false,
    fame: 30, items: [], blocked: 0, holding: -1, peekOf: -1, peekPosition: -1, bid: [], fameChange: 0, shownGeek: '', bonus: 0, total: 0, place: 0, ...extra,
  });
  return rubbishView({
    code: 'MKST', phase: 'finale', show: 'rubbish-auction', shows: ['rubbish-auction'], settings: { timerMs: 30000, preset: 'show' } as never,
    seats: [
      seat('Ana', 0, { items: ['rubber-duck', 'garden-gnome', 'lava-lamp'], shownGeek: 'pond-keeper', fame: 40, bonus: 60, total: 100, place: 1 }),
      seat('Ben', 1, { items: [], shownGeek: 'night-owl', fame: 50, bonus: 0, total: 50, place: 2 }),
      ...(newcomer ? [seat('Neo', 2, {})] : []),
    ] as never,
    evening: { shows: [], rows: [] }, audienceCount: 0,
    game: { number: 1, deadline: 0, version: 40, round: 7, auctioneer: 0, item: '', firstBidder: -1, current: -1, step: 'pick', peekOf: -1, peekRow: '', peekSize: 0,
      itemsLeft: [], discarded: [], lastRound: 7, lastItem: 'lava-lamp', lastWinner: 0, lastDiscarded: false, lastBottom: 1, winner: 0 } as never,
  } as never);
}

describe('Rubbish Auction results on the phone', () => {
  it('marks the items each Geek wants as won or not, as the TV does, and lists each seat\'s items', async () => {
    const el = await mount<RubbishResults>('rubbish-results', { view: finale(), me: 0 });
    const standings = textOf(el).replace(/ ([:.])/g, '$1');
    expect(standings).toMatch(/The Pond Keeper \(\+60\): ✓ won: Rubber Duck ✓ won: Garden Gnome/);
    expect(standings).toMatch(/Items: Rubber Duck, Garden Gnome, Lava Lamp/);
    expect(standings).toMatch(/The Night Owl \(\+0\): ✗ not won: Disco Ball ✗ not won: Cuckoo Clock/);
    expect(standings).toMatch(/No items/);
    // My total keeps "place 1" together: the number never wraps to a line of its own on a narrow phone.
    expect(el.renderRoot.querySelector('p.total')!.textContent).toBe('40 + 60 = 100 fame, place\u00a01');
  });

  it('a newcomer seated while the results are on has no score and is not in the standings (the results screen tells them the next game is theirs)', async () => {
    const el = await mount<RubbishResults>('rubbish-results', { view: finale(true), me: 2 });
    expect(el.renderRoot.querySelectorAll('li.row')).toHaveLength(2);
    expect(textOf(el)).not.toMatch(/Neo|Your score/);
    const ana = await mount<RubbishResults>('rubbish-results', { view: finale(true), me: 0 });
    expect(textOf(ana)).toMatch(/Your score/);
    expect(ana.renderRoot.querySelectorAll('li.row')).toHaveLength(2);
  });
});
