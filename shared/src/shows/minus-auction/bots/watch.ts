/**
 * Walking one seat's views for its rivals' public decisions (docs/BOTS.md, "Reading rivals"):
 * shared by the readers that judge those decisions in different ways (rivals.ts, styles.ts).
 */
import { HELD_WORDS, holds } from '../core.js';
import type { PlayerView } from '../types.js';
import { tableFromView, type Table } from './table.js';
import type { ChipBelief, ChipTracker, HiddenAuction } from './tracker.js';

interface Seen {
  auction: number;
  version: number;
  refusals: number;
  offer: number;
  cubes: number[][];
}

/**
 * Walks the views one seat is shown and hands each rival's public decision to `record` (a
 * refusal in the list, a take seen when the next auction starts, and those in auctions that ended
 * out of sight where the cube can be told), with the table as it stood then and the chips the
 * rival held before deciding. Subclasses say what a decision tells them.
 */
export abstract class DecisionWatch {
  private last: Seen | null = null;
  private seats = -1;

  /** A new game of `n` seats starts (or the views went back in time): forget what was recorded. */
  protected abstract begin(n: number): void;

  /** One public decision of `seat` (never the watching seat): took or refused at table `t` (pot as it stood) holding `chips`. */
  protected abstract record(seat: number, t: Table, chips: number, took: boolean): void;

  /**
   * Take in a view, with the chip belief after it and the auctions that ended since the last
   * view (both from a `ChipTracker` that saw the same view: `belief()`, `lastHidden()`).
   */
  update(view: PlayerView, belief: ChipBelief, hidden: readonly HiddenAuction[] | null): void {
    if (view.finished || view.offer === null) return;
    const n = view.seats.length;
    if (this.seats !== n || (this.last && (view.version < this.last.version || view.auction < this.last.auction))) {
      this.seats = n;
      this.begin(n);
      this.last = null;
    }
    const last = this.last;
    if (last && view.version === last.version) return;
    const t = tableFromView(view);
    const chips = belief.chips.map((c) => Math.max(0, Math.round(c)));
    for (let s = 0; s < n; s++) t.chips[s] = chips[s]!;
    if (last && hidden && hidden.length > 0 && hidden.length === view.auction - last.auction) this.hiddenAuctions(view, last, t, chips, hidden);
    // This auction's refusals (all new unless the last view was in the same auction).
    const from = last && view.auction === last.auction ? last.refusals : 0;
    const later = new Array<number>(n).fill(0);
    for (let i = view.refusals.length - 1; i >= 0; i--) {
      const s = view.refusals[i]!;
      if (i >= from && s !== view.seat) {
        t.pot = i;
        this.record(s, t, chips[s]! + later[s]! + 1, false);
      }
      later[s]! += 1;
    }
    this.last = { auction: view.auction, version: view.version, refusals: view.refusals.length, offer: -view.offer, cubes: view.seats.map((x) => [...x.cubes]) };
  }

  /**
   * Decisions in the auctions that ended out of sight. The first one's cube is the one the last
   * view showed; a later one's cube is known when its taker gained just that one cube.
   */
  private hiddenAuctions(view: PlayerView, last: Seen, now: Table, chips: number[], hidden: readonly HiddenAuction[]): void {
    const n = now.chips.length;
    // Cubes each seat gained out of sight, by magnitude; the first auction's is known.
    const fresh = view.seats.map((x, i) => x.cubes.filter((c) => !last.cubes[i]!.includes(c)).map((c) => -c));
    const first = fresh[hidden[0]!.taker]!;
    if (!first.includes(last.offer)) return;
    first.splice(first.indexOf(last.offer), 1);
    const laterTakes = new Array<number>(n).fill(0);
    hidden.forEach((a, j) => {
      if (j > 0) laterTakes[a.taker]! += 1;
    });
    hidden.forEach((a, j) => {
      const m = j === 0 ? last.offer : laterTakes[a.taker] === 1 && fresh[a.taker]!.length === 1 ? fresh[a.taker]![0]! : 0;
      if (m === 0 || !holds(now.held, a.taker, m)) return;
      const t: Table = { ...now, held: now.held.slice(), offer: -m };
      const w = a.taker * HELD_WORDS + (m >> 5);
      t.held[w] = t.held[w]! & ~(1 << (m & 31));
      t.pot = a.pot + a.refusals;
      if (a.taker !== view.seat) this.record(a.taker, t, Math.max(0, chips[a.taker]! - t.pot), true);
      for (let k = 0; k < a.refusals; k++) {
        const s = (a.from + k) % n;
        t.pot = a.pot + k;
        if (s !== view.seat) this.record(s, t, chips[s]! + 1, false);
      }
    });
  }

}

/**
 * One seat's eyes: `see(view)` feeds the view to the chip tracker, then to each reader with the
 * tracker's belief and hidden auctions after it (the order `DecisionWatch.update` needs).
 */
export function watcher(tracker: ChipTracker, ...readers: DecisionWatch[]): (view: PlayerView) => void {
  return (view) => {
    tracker.update(view);
    for (const reader of readers) reader.update(view, tracker.belief(), tracker.lastHidden());
  };
}
