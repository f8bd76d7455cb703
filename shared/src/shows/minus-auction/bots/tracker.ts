/**
 * Chip counting for the hard computer player: "chip counts can be deduced by anyone who counts
 * refusals" (docs/RULES.md, "What each person may know"). Every seat's chips are the starting chips,
 * minus its refusals, plus the pots it took; all of that is public. The tracker keeps a belief
 * per seat from the views it is shown, and only from them.
 *
 * It works when shown every view (exact), and also when shown only the views of its own turns,
 * as a host that asks a bot only when it must decide: the auctions in between are rebuilt from
 * public facts (which seats gained which cubes, how many actions the state version moved, who
 * starts the current auction). A seat handed to a bot mid-game starts from an even split of the
 * chips the others must hold, marked inexact.
 */
import type { PlayerView } from '../types.js';

/** What the tracker believes: chips per seat (its own seat exact) and whether each is exact. */
export interface ChipBelief {
  chips: number[];
  exact: boolean[];
}

interface Snapshot {
  n: number;
  seat: number;
  version: number;
  auction: number;
  refusals: number;
  current: number;
  pot: number;
  counts: number[];
}

/**
 * One auction that ended out of sight, as rebuilt: it started at `from` with `pot` chips
 * already in it, `refusals` seats refused in turn, and `taker` took the cube with the pot.
 */
export interface HiddenAuction {
  from: number;
  pot: number;
  refusals: number;
  taker: number;
}

/** Most hidden histories the tracker will weigh before it settles for an estimate. */
const MAX_HISTORIES = 2000;

/**
 * The public facts about auctions that ended out of sight of `me`, and what must hold of them.
 * Each hidden auction ran from its starter round the table to its taker, every seat on the way
 * refusing once; it never passed `me` (who would then have been asked), except that the first
 * one may start with `me` when `me` was the one deciding at the last view (`meLeads`).
 */
interface Hidden {
  n: number;
  me: number;
  /** Seats the first hidden auction may have started from (after the last view). */
  from: number[];
  /** Chips already in the pot of the first hidden auction. */
  pot: number;
  meLeads: boolean;
  /** Cubes each seat gained out of sight (one per hidden auction). */
  gained: number[];
  /** Refusals out of sight (not counting the current auction's). */
  refusals: number;
  /** Taker of the last hidden auction: the starter of the current one. */
  final: number;
}

/** The histories consistent with the facts: each one's chip effect per seat, and its auctions. */
interface Histories {
  effects: number[][];
  /** The auctions of the first history found (the only one when `effects` has one entry). */
  first: HiddenAuction[];
}

/**
 * Every chip effect (per seat) of a hidden history consistent with the facts, or null when there
 * are none or too many to weigh.
 */
function histories(h: Hidden): Histories | null {
  const { n, me } = h;
  const left = [...h.gained];
  const takes = left.reduce((a, b) => a + b, 0);
  if (takes < 1 || left.some((g) => g < 0) || left[h.final]! < 1 || h.refusals < 0) return null;
  const out: number[][] = [];
  const effect = new Array<number>(n).fill(0);
  const path: HiddenAuction[] = [];
  let firstPath: HiddenAuction[] = [];
  let overflow = false;
  const walk = (from: number, pot: number, done: number, used: number, first: boolean): void => {
    if (overflow) return;
    if (done === takes) {
      if (used === h.refusals) {
        if (out.length >= MAX_HISTORIES) overflow = true;
        else {
          if (out.length === 0) firstPath = path.map((a) => ({ ...a }));
          out.push([...effect]);
        }
      }
      return;
    }
    for (let t = 0; t < n; t++) {
      if (left[t] === 0 || (done === takes - 1 && t !== h.final) || (t === h.final && left[t] === 1 && done < takes - 1)) continue;
      const len = (t - from + n) % n;
      if (used + len > h.refusals) continue;
      // Nobody on the way, taker included, may be `me`, unless `me` leads the first auction.
      let passesMe = false;
      for (let k = 0; k <= len; k++) if ((from + k) % n === me && !(k === 0 && first && h.meLeads)) passesMe = true;
      if (passesMe) continue;
      for (let k = 0; k < len; k++) effect[(from + k) % n]! -= 1;
      effect[t]! += pot + len;
      left[t]! -= 1;
      path.push({ from, pot, refusals: len, taker: t });
      walk(t, 0, done + 1, used + len, false);
      path.pop();
      left[t]! += 1;
      effect[t]! -= pot + len;
      for (let k = 0; k < len; k++) effect[(from + k) % n]! += 1;
    }
  };
  for (const f of h.from) walk(f, h.pot, 0, 0, true);
  return overflow || out.length === 0 ? null : { effects: out, first: firstPath };
}

/** A chip counter for one seat. Feed it views with `update`; read `belief`. */
export class ChipTracker {
  private last: Snapshot | null = null;
  private est: number[] = [];
  private exact: boolean[] = [];
  private hidden: HiddenAuction[] | null = null;

  /**
   * The auctions that ended between the last two views, in order, when the public facts allow
   * only one history; [] when none ended; null when several histories fit or none does.
   */
  lastHidden(): HiddenAuction[] | null {
    return this.hidden ? this.hidden.map((a) => ({ ...a })) : null;
  }

  /** The current belief (copies). Empty arrays before the first view. */
  belief(): ChipBelief {
    return { chips: [...this.est], exact: [...this.exact] };
  }

  /** Take in one view of the tracker's seat. Views of finished games are ignored. */
  update(view: PlayerView): void {
    if (view.finished) return;
    const n = view.seats.length;
    const last = this.last;
    if (last && view.version === last.version && last.seat === view.seat) return;
    this.hidden = [];
    if (!last || last.n !== n || last.seat !== view.seat || view.version < last.version || view.auction < last.auction) {
      this.init(view);
    } else if (view.version === last.version) {
      return;
    } else if (view.auction === last.auction) {
      const added = view.refusals.length - last.refusals;
      if (added !== view.version - last.version || added < 0) this.init(view);
      else for (const r of view.refusals.slice(last.refusals)) this.est[r]! -= 1;
    } else if (!this.rebuild(last, view)) {
      this.hidden = null;
      for (let s = 0; s < n; s++) if (s !== view.seat) this.exact[s] = false;
      for (const r of view.refusals) this.est[r]! -= 1;
    }
    this.est[view.seat] = view.myChips;
    this.exact[view.seat] = true;
    this.normalise(view);
    this.last = {
      n, seat: view.seat, version: view.version, auction: view.auction, refusals: view.refusals.length,
      current: view.current, pot: view.pot, counts: view.seats.map((s) => s.cubes.length),
    };
  }

  private init(view: PlayerView): void {
    const n = view.seats.length;
    const start = view.rules.chips;
    const fresh = view.auction === 1 && view.version === view.refusals.length;
    this.est = Array.from({ length: n }, () => start);
    this.exact = Array.from({ length: n }, () => true);
    if (fresh) {
      for (const r of view.refusals) this.est[r]! -= 1;
      return;
    }
    // Not there from the start: replay the game so far from public facts if they allow it.
    const takes = view.auction - 1;
    const effects = histories({
      n, me: view.seat, from: [...Array(n).keys()].filter((s) => s !== view.seat), pot: 0, meLeads: false,
      gained: view.seats.map((s) => s.cubes.length), refusals: view.version - takes - view.refusals.length,
      final: view.refusals.length ? view.refusals[0]! : view.current,
    });
    if (effects) {
      this.apply(effects.effects, view);
      this.hidden = effects.effects.length === 1 ? effects.first : null;
      return;
    }
    // Even split of what the other seats must hold, after this auction's refusals.
    this.hidden = null;
    const others = n * start - view.myChips - view.pot;
    const paid = view.refusals.filter((r) => r !== view.seat).length;
    for (let s = 0; s < n; s++) {
      if (s === view.seat) continue;
      this.exact[s] = false;
      const mine = view.refusals.filter((r) => r === s).length;
      this.est[s] = (others + paid) / (n - 1) - mine;
    }
  }

  /** Add the mean of possible effects (seats where they differ become inexact) and this auction's refusals. */
  private apply(effects: number[][], view: PlayerView): void {
    for (let s = 0; s < this.est.length; s++) {
      this.est[s]! += effects.reduce((a, e) => a + e[s]!, 0) / effects.length;
      if (effects.some((e) => e[s] !== effects[0]![s])) this.exact[s] = false;
    }
    for (const r of view.refusals) this.est[r]! -= 1;
  }

  /** Replay the auctions that ended since the last view. Returns false when no history fits. */
  private rebuild(last: Snapshot, view: PlayerView): boolean {
    const takes = view.auction - last.auction;
    const effects = histories({
      n: last.n, me: view.seat, from: [last.current], pot: last.pot, meLeads: last.current === view.seat,
      gained: view.seats.map((s, i) => s.cubes.length - last.counts[i]!),
      refusals: view.version - last.version - takes - view.refusals.length,
      final: view.refusals.length ? view.refusals[0]! : view.current,
    });
    if (!effects) return false;
    this.apply(effects.effects, view);
    this.hidden = effects.effects.length === 1 ? effects.first : null;
    return true;
  }

  /** Make the others' chips add up to what they must hold; spread any gap over inexact seats. */
  private normalise(view: PlayerView): void {
    const n = view.seats.length;
    const target = n * view.rules.chips - view.myChips - view.pot;
    let sum = 0;
    for (let s = 0; s < n; s++) if (s !== view.seat) sum += this.est[s]!;
    const gap = target - sum;
    if (Math.abs(gap) < 1e-9) return;
    let loose = this.exact.map((e, s) => !e && s !== view.seat);
    if (!loose.some(Boolean)) {
      loose = this.exact.map((_, s) => s !== view.seat);
      for (let s = 0; s < n; s++) if (s !== view.seat) this.exact[s] = false;
    }
    const count = loose.filter(Boolean).length;
    for (let s = 0; s < n; s++) if (loose[s]) this.est[s] = Math.max(0, this.est[s]! + gap / count);
  }
}
