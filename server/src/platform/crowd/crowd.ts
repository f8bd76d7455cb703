/**
 * The audience plays along (protocol state.ts `CrowdState`): the open "who answers this?"
 * question of the active show (its module's `crowd` hooks), the guesses on it, this game's
 * predictors, and the cheers and groans. Watchers reach nothing else of the room through it: a
 * guess names a public question and a seat index, a cheer is a count. A show without `crowd`
 * hooks has no question (guesses are refused; cheers still count).
 *
 * Limits (so a flood of watchers cannot slow the game): every frame already passes the room's rate
 * limit; on top of it a connection's cheers are `CHEERS_PER_S` a second (burst `CHEER_BURST`) and
 * the rest dropped without an answer, a guess replaces the same voter's earlier one, and the
 * state is written at most every `CROWD_PATCH_MS` (crowd-desk.ts) whatever the traffic.
 *
 * A restart keeps it: `snapshot` gives what must survive as plain data (crowd-snapshot.ts), which
 * the room stores as each question settles (crowd-desk.ts), and `restore` puts it back.
 */
import type { CrowdHooks } from '@minus/shared/platform/show-module';
import { nameKey } from '@minus/shared/platform/protocol/name-skeleton';
import type { PredictorRow } from '@minus/shared/platform/protocol/state';
import { RateLimiter } from '../rate-limit.js';
import type { Outcome } from '../show.js';
import { CROWD_SNAPSHOT_VERSION, type CrowdSnapshot } from './crowd-snapshot.js';
import { watcherNumber } from '@minus/shared/platform/protocol/watcher-label';
import { WatcherRoll } from './watcher-roll.js';

/** Cheers (or groans) one connection may send per second once its burst is spent. */
export const CHEERS_PER_S = 1;
/** Cheers one connection may send at once. */
export const CHEER_BURST = 3;
/** Rows of the predictors' table the state carries. */
export const TABLE_ROWS = 8;

/** Who guesses: a stable id (a seat id, a watcher's phone id, or else its connection) and the name to list them by. */
export interface Voter {
  id: string;
  name: string;
  /** A watcher's "Watcher N": the table lists it by this while a seat's name looks like `name`. */
  fallback?: string;
}

/** True when no seat's name looks like `name`, leaving out seat id `except` (seat-book.ts `nameFree`). */
export type NameFree = (name: string, except?: string) => boolean;

export class Crowd {
  /** The open question's key, "" when none. */
  key = '';
  /** Answers on offer for the open question (seat indexes). */
  private seats: readonly number[] = [];
  /** The open question's guesses: voter id → seat index. */
  private readonly picks = new Map<string, number>();
  /** Voter names, by voter id (a guess keeps the name its voter had). */
  private readonly names = new Map<string, string>();
  /** Watchers' "Watcher N", by voter id (`Voter.fallback`). */
  private readonly fallbacks = new Map<string, string>();
  /** Voter names' comparison keys (name-skeleton.ts `nameKey`), by name, made once each (this game's). */
  private readonly keys = new Map<string, string>();
  /** This game's predictors by voter id (`seat`: the seat a watcher took since, `tookSeat`). */
  private readonly rows = new Map<string, Omit<PredictorRow, 'hideable'> & { seat?: string }>();
  /** How the last table listed each predictor (`listed`): the name shown, and whether the host hid its own. */
  private listing = new Map<string, { name: string; hidden: boolean }>();
  lastKey = '';
  lastAnswer = -1;
  /** Questions settled so far (any game): grows by one each time a question closes. */
  settled = 0;
  cheers = 0;
  groans = 0;
  private game = -1;
  private readonly cheerLimit = new RateLimiter(CHEERS_PER_S, CHEER_BURST);
  /** Cheers and guesses dropped by the crowd's own limits (a flood's size; tests and logs). */
  dropped = 0;
  /** The evening's watchers: their numbers and the names the host hid (watcher-roll.ts). Kept across a restart. */
  readonly roll = new WatcherRoll();

  /**
   * Follow the active game: a new game starts a new table; when the show's open question changes,
   * the old one is settled (each guess on it counted, right when it named the answer). `state` is
   * the module's game state, or null in the lobby. Returns true when anything the state shows changed.
   */
  follow(hooks: CrowdHooks<unknown> | undefined, state: unknown, gameNumber: number): boolean {
    let changed = false;
    if (gameNumber !== this.game) {
      this.game = gameNumber;
      this.rows.clear();
      this.listing = new Map();
      this.picks.clear();
      this.fallbacks.clear();
      this.keys.clear();
      this.names.clear(); // a new game's guessers name themselves again (an evening's names do not pile up)
      this.key = '';
      this.lastKey = '';
      this.lastAnswer = -1;
      changed = true;
    }
    const q = hooks && state !== null ? hooks.question(state) : null;
    const next = q?.key ?? '';
    if (next === this.key) {
      this.seats = q?.seats ?? []; // the same question: its answers (a restored crowd has none until now)
      return changed;
    }
    if (this.key && hooks && state !== null) this.settle(hooks.answer(state, this.key));
    this.key = next;
    this.seats = q?.seats ?? [];
    this.picks.clear();
    return true;
  }

  /** Count the open question's guesses against its answer (`null`: nobody answered it). */
  private settle(answer: number | null): void {
    for (const [id, seat] of this.picks) {
      const row = this.rows.get(id) ?? { name: this.names.get(id) ?? '?', right: 0, made: 0 };
      row.made += 1;
      if (seat === answer) row.right += 1;
      this.rows.set(id, row);
    }
    this.lastKey = this.key;
    this.lastAnswer = answer ?? -1;
    this.settled++;
  }

  /**
   * `voter` guesses `seat` answers question `key`. Refusals: `too-late` when that question is no
   * longer open (or none is), `bad-message` for a seat not on offer.
   */
  predict(voter: Voter, key: string, seat: number): Outcome {
    if (!this.key || key !== this.key) return { ok: false, code: 'too-late', reason: 'question-closed' };
    if (!this.seats.includes(seat)) return { ok: false, code: 'bad-message', reason: 'not-an-answer' };
    this.picks.set(voter.id, seat);
    this.names.set(voter.id, voter.name);
    if (voter.fallback) this.fallbacks.set(voter.id, voter.fallback);
    const row = this.rows.get(voter.id);
    if (row) row.name = voter.name;
    return { ok: true };
  }

  /** A cheer or a groan from connection `from` at `now` (ms). False when dropped (over its limit). */
  cheer(from: string, kind: 'cheer' | 'groan', now: number): boolean {
    if (!this.cheerLimit.take(from, now)) {
      this.dropped++;
      return false;
    }
    if (kind === 'cheer') this.cheers++;
    else this.groans++;
    return true;
  }

  /** A connection left: its cheer bucket goes (its guesses stay: they were made). */
  forget(from: string): void {
    this.cheerLimit.forget(from);
  }

  /** Guesses per seat index for the open question (`seatCount` long). */
  tally(seatCount: number): number[] {
    const out = new Array<number>(seatCount).fill(0);
    for (const seat of this.picks.values()) if (seat < seatCount) out[seat]! += 1;
    return out;
  }

  /**
   * One voter's count in this game (`right` of `made` on closed questions), or null when it has
   * made no guess on a question that has closed; with the name the last table listed it by
   * (`listedAs`, absent before a table was made) and `hidden` when that is its "Watcher N"
   * because the host hid the name it chose (`hide`).
   */
  scoreOf(id: string): { right: number; made: number; listedAs?: string; hidden?: true } | null {
    const voter = this.rows.has(id) ? id : this.watcherAt(id) ?? id;
    const row = this.rows.get(voter);
    if (!row || row.made === 0) return null;
    const listing = this.listing.get(voter);
    return { right: row.right, made: row.made, ...(listing ? { listedAs: listing.name } : {}), ...(listing?.hidden ? { hidden: true as const } : {}) };
  }

  /**
   * The watcher (voter id `voter`) who guessed this game has taken seat `seat` (a seat id): its
   * row keeps the watcher's name though a seat now has it (that seat is the same person), and the
   * seat's phone reads the row's count (`scoreOf`) until the next game. No row: nothing to keep.
   * Returns whether a row was marked (the crowd changed, and is worth storing).
   */
  tookSeat(voter: string, seat: string): boolean {
    const row = this.rows.get(voter);
    if (!row || row.seat === seat) return false;
    row.seat = seat;
    return true;
  }

  /** The voter id of the watcher who took seat id `seat` this game (`tookSeat`), if any. */
  private watcherAt(seat: string): string | undefined {
    for (const [id, row] of this.rows) if (row.seat === seat) return id;
    return undefined;
  }

  /**
   * What survives a restart (crowd-snapshot.ts `CrowdSnapshot`), as plain data: the game followed,
   * the questions settled and the last one's answer, the cheers, every predictor of this game, and
   * the open question with its guesses. A copy: later changes do not reach it.
   */
  snapshot(): CrowdSnapshot {
    return {
      v: CROWD_SNAPSHOT_VERSION, game: this.game, settled: this.settled, lastKey: this.lastKey, lastAnswer: this.lastAnswer,
      cheers: this.cheers, groans: this.groans,
      rows: [...this.rows].map(([id, r]) => ({ id, name: r.name, right: r.right, made: r.made, ...this.fallbackOf(id), ...(r.seat ? { seat: r.seat } : {}) })),
      key: this.key,
      picks: [...this.picks].map(([id, seat]) => ({ id, name: this.names.get(id) ?? '?', seat, ...this.fallbackOf(id) })),
      ...this.roll.snapshot(),
    };
  }

  private fallbackOf(id: string): { fallback?: string } {
    const f = this.fallbacks.get(id);
    return f === undefined ? {} : { fallback: f };
  }

  /**
   * Put back the crowd a `snapshot` took (a restored room, before anyone joins): everything it
   * holds replaces what this crowd had. The open question's answers on offer come from the show
   * at the next `follow`, which also settles that question if the restored game has moved past it.
   * Cheer limits and the dropped count start afresh.
   */
  restore(s: CrowdSnapshot): void {
    this.game = s.game;
    this.settled = s.settled;
    this.lastKey = s.lastKey;
    this.lastAnswer = s.lastAnswer;
    this.cheers = s.cheers;
    this.groans = s.groans;
    this.rows.clear();
    this.fallbacks.clear();
    for (const r of s.rows) {
      this.rows.set(r.id, { name: r.name, right: r.right, made: r.made, ...(r.seat ? { seat: r.seat } : {}) });
      if (r.fallback !== undefined) this.fallbacks.set(r.id, r.fallback);
    }
    this.key = s.key;
    this.seats = [];
    this.picks.clear();
    for (const p of s.picks) {
      this.picks.set(p.id, p.seat);
      this.names.set(p.id, p.name);
      if (p.fallback !== undefined) this.fallbacks.set(p.id, p.fallback);
    }
    this.restoreEvening(s);
  }

  /**
   * Put back only what a snapshot holds for the whole evening (its `WatcherRoll`: the watchers'
   * numbers, the names the host hid): a restored room whose stored crowd is of an earlier game.
   * Numbering goes on after every "Watcher N" the snapshot holds too, never reusing a number.
   */
  restoreEvening(s: CrowdSnapshot): void {
    this.roll.restore(s);
    const held = [...s.rows.map((r) => r.fallback ?? r.name), ...s.picks.map((p) => p.fallback ?? p.name)];
    for (const name of held) this.roll.countAtLeast(watcherNumber(name));
  }

  /**
   * The predictors' table: most right, then fewest guesses, then name; the top `TABLE_ROWS`. A
   * watcher whose name a seat's now looks like (`nameFree` false: a player or a bot seated after
   * it joined; `except`, the seat the watcher took itself, does not count), or another watcher's
   * who guessed first, or whose name the host hid, is listed by its "Watcher N".
   */
  table(nameFree: NameFree = () => true): PredictorRow[] {
    return this.listed(nameFree)
      .sort((a, b) => b.right - a.right || a.made - b.made || a.name.localeCompare(b.name, undefined, { numeric: true }))
      .slice(0, TABLE_ROWS)
      .map(({ id: _id, ...r }) => r);
  }

  /** Every predictor with a closed guess, by the name it is listed by, in the order they first guessed. */
  private listed(nameFree: NameFree): (PredictorRow & { id: string })[] {
    const listed = new Set<string>();
    const listing = new Map<string, { name: string; hidden: boolean }>();
    const rows = [...this.rows]
      .filter(([, r]) => r.made > 0)
      .map(([id, r]) => {
        const name = this.listedName(id, r.name, (n) => nameFree(n, r.seat), listed);
        const fallback = this.fallbacks.get(id);
        listing.set(id, { name, hidden: fallback !== undefined && name === fallback && this.roll.isHidden(id, this.keyOf(r.name)) });
        return { id, name, right: r.right, made: r.made, hideable: fallback !== undefined && name !== fallback && r.seat === undefined };
      });
    this.listing = listing;
    return rows;
  }

  /** True when the host hid `name`, or a name that looks like it, tonight (a seat may not take it: join.ts). */
  nameHidden(name: string): boolean {
    return this.roll.isHidden('', this.keyOf(name));
  }

  /** The comparison key of `name` (name-skeleton.ts `nameKey`), made once per name. */
  private keyOf(name: string): string {
    let key = this.keys.get(name);
    if (key === undefined) this.keys.set(name, (key = nameKey(name)));
    return key;
  }

  /**
   * The host hides a watcher's name (message `hide-name`; docs/SERVER.md, "The crowd"): every
   * watcher the table now lists as `name` is listed by its "Watcher N" for the rest of the evening,
   * whatever it calls itself later, and so is any watcher whose name looks like it (watcher-roll.ts).
   * Returns how many were hidden (0: no watcher is listed so; a seat's row is never hidden here,
   * the host removes the seat instead).
   */
  hide(name: string, nameFree: NameFree = () => true): number {
    const ids = this.listed(nameFree).filter((r) => r.hideable && r.name === name).map((r) => r.id);
    for (const id of ids) this.roll.hide(id, name);
    return ids.length;
  }

  /**
   * The name row `id` is listed by: its own, or its watcher's "Watcher N" when a seat's name looks
   * like it or a row listed before it (rows in the order they first guessed: the first keeps the
   * name) already shows a name that looks like it. `listed` collects the name keys shown so far.
   */
  private listedName(id: string, name: string, nameFree: (name: string) => boolean, listed: Set<string>): string {
    const fallback = this.fallbacks.get(id);
    const key = this.keyOf(name);
    if (fallback !== undefined && (this.roll.isHidden(id, key) || !nameFree(name) || listed.has(key))) return fallback;
    listed.add(key);
    return name;
  }
}
