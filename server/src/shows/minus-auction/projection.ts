/**
 * The one projection module (STYLE.md): it alone decides what goes into the synchronised state
 * and into each connection's StateView. The public parts are what the engine's `publicView`
 * holds (RULES.md, "What each person may know"): each seat's cubes and cube-only score, the
 * auction, the cube on offer, the pot, the refusals, the cubes left; every seat's chips and the
 * removed cubes only once the game is finished. They are read from the engine state field by
 * field, each seat's sorted cubes cached per cube array (engine states are never changed in
 * place, so a seat's array is new only when it takes): building a whole public view per decision
 * was the largest allocation left under load (docs/BENCHMARKS.md, "load"). server/test/projection.test.ts
 * checks the result against `publicView` along random games. A seat's own chips (what
 * `playerView` gives that seat, `chips[seat]`) sit in a `@view` field that only the seat's own
 * connection's view holds. The removed cubes and the deck order are never written before the end.
 *
 * Seat instances in `state.seats` follow the seat book: appended and removed as seats come and
 * go; when the order changes (a shuffled seating at the start) every instance is made anew and
 * every player gets a new view, so a chip value never lands on someone else's seat.
 */
import { ArraySchema, StateView } from '@colyseus/schema';
import { cubeScore, sortCubes, type GameState } from '@minus/shared/shows/minus-auction/index';
import type { SeatBook } from '../../platform/seat-book.js';
import { displayRules } from './settings.js';
import type { Show } from '../../platform/show.js';
import { EveningRowSchema, RoomStateSchema, SeatSchema } from '../../platform/schema/room-state.js';

/** What the projection needs of a connection (a Colyseus client fits). */
export interface ViewHolder {
  /** Colyseus `client.view`. */
  view?: StateView;
  userData?: {
    /** The seat id this connection plays, if any (players only). */
    seatId: string | null;
    /** The seat instance its view holds now (set here). */
    viewSeat?: object | null;
  };
}

/** A seat's cubes as the table sees them: closest to zero first, and their cube-only score (points). */
interface SeatCubes {
  sorted: number[];
  score: number;
}

const NO_CUBES: SeatCubes = { sorted: [], score: 0 };

/** True when the synchronised array holds the first `arr.length` of `values` (read in place). */
function isPrefix(arr: ArraySchema<number>, values: readonly number[]): boolean {
  const n = arr.length;
  if (n > values.length) return false;
  for (let i = 0; i < n; i++) if (arr.at(i) !== values[i]) return false;
  return true;
}

/** True when the synchronised array holds exactly `values`. */
function same(arr: ArraySchema<number>, values: readonly number[]): boolean {
  return arr.length === values.length && isPrefix(arr, values);
}

/**
 * Make an array field hold `values`, patching only what changed: nothing when equal, the new
 * items when `values` extends it (a refusal adds one), otherwise everything anew.
 * `schema()` types array fields as plain arrays; at run time they are `ArraySchema`s.
 */
function setArray(field: number[], values: readonly number[]): void {
  const arr = field as unknown as ArraySchema<number>;
  if (same(arr, values)) return;
  let from = 0;
  if (arr.length < values.length && isPrefix(arr, values)) from = arr.length;
  else arr.clear();
  for (let i = from; i < values.length; i++) arr.push(values[i]!);
}

/** Assign only when different, so an unchanged field is never re-sent. */
function set<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): void {
  if (obj[key] !== value) obj[key] = value;
}

const EMPTY: readonly number[] = [];

export class Projection {
  readonly state = new RoomStateSchema();
  /** Seat id of each instance in `state.seats`, same order. */
  private ids: string[] = [];
  /** Per seat index: the engine cube array last seen and its sorted copy and score. */
  private cubesSeen: { from: readonly number[]; out: SeatCubes }[] = [];

  constructor(code: string) {
    this.state.code = code;
  }

  /**
   * Copy the room into the state. `holders` are every player connection, including ones away
   * inside their reconnection window (their view travels to the new connection).
   */
  update(book: SeatBook, show: Show, audienceCount: number, holders: Iterable<ViewHolder>): void {
    const s = this.state;
    set(s, 'phase', show.phase);
    set(s, 'audienceCount', audienceCount);
    this.layoutSeats(book);
    const game = show.phase === 'lobby' ? null : show.game;
    const finished = game?.finished ?? false;
    const seats = book.seats;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i]!;
      const out = s.seats[i]!;
      set(out, 'id', seat.id);
      set(out, 'name', seat.name);
      set(out, 'avatar', seat.avatar);
      set(out, 'kind', seat.kind);
      set(out, 'botLabel', seat.botLabel);
      set(out, 'connected', seat.connected);
      set(out, 'standIn', seat.standIn);
      set(out, 'vip', book.vipId === seat.id);
      const inGame = game !== null && i < game.players.length;
      const cubes = inGame ? this.seatCubes(i, game.cubes[i]!) : NO_CUBES;
      setArray(out.cubes, cubes.sorted);
      set(out, 'cubeScore', cubes.score);
      // The seat's own chips (the @view field: only its own connection's view holds this instance).
      set(out, 'chips', inGame ? game.chips[i]! : -1);
      set(out, 'finalChips', inGame && finished ? game.chips[i]! : -1);
      set(out, 'finalScore', inGame && finished ? cubes.score + game.chips[i]! : 0);
      set(out, 'place', 0);
    }
    if (game && finished) this.places(game);
    this.settings(book, show);
    this.game(show, game);
    this.evening(show);
    this.syncViews(holders);
  }

  /**
   * Seat `i`'s cubes as the table sees them. Engine states are never changed in place, so the
   * same array means the same cubes: sorted and scored once per take, not once per update.
   */
  private seatCubes(i: number, cubes: readonly number[]): SeatCubes {
    const seen = this.cubesSeen[i];
    if (seen && seen.from === cubes) return seen.out;
    const out = { sorted: sortCubes(cubes), score: cubeScore(cubes) };
    this.cubesSeen[i] = { from: cubes, out };
    return out;
  }

  /** Make `state.seats` hold one instance per seat, in the book's order. */
  private layoutSeats(book: SeatBook): void {
    const seats = book.seats;
    if (seats.length === this.ids.length && seats.every((seat, i) => seat.id === this.ids[i])) return;
    const want = seats.map((seat) => seat.id);
    const kept = this.ids.filter((id) => want.includes(id));
    const orderKept = kept.join() === want.slice(0, kept.length).join();
    if (orderKept) {
      for (let i = this.ids.length - 1; i >= 0; i--) {
        if (!want.includes(this.ids[i]!)) this.state.seats.splice(i, 1);
      }
      for (const id of want.slice(kept.length)) {
        const seat = new SeatSchema();
        seat.id = id;
        this.state.seats.push(seat);
      }
    } else {
      const fresh = want.map((id) => {
        const seat = new SeatSchema();
        seat.id = id;
        return seat;
      });
      this.state.seats = new ArraySchema<SeatSchema>(...fresh) as unknown as SeatSchema[];
    }
    this.ids = want;
  }

  private places(game: GameState): void {
    const scores = this.state.seats.map((s) => s.finalScore);
    this.state.seats.forEach((s, i) => {
      if (i < game.players.length) set(s, 'place', 1 + scores.filter((t) => t > s.finalScore).length);
    });
  }

  private settings(book: SeatBook, show: Show): void {
    const rules = show.playing && show.game ? show.game.rules : displayRules(show.rules, book.size).rules;
    const out = this.state.settings;
    set(out, 'preset', rules.preset);
    set(out, 'smallest', rules.smallest);
    set(out, 'largest', rules.largest);
    set(out, 'removed', rules.removed);
    set(out, 'chips', rules.chips);
    set(out, 'seating', rules.seating);
    set(out, 'starter', rules.starter);
    set(out, 'timerMs', rules.timerMs ?? 0);
  }

  /** The auction's public fields (`game` is null in the lobby). */
  private game(show: Show, game: GameState | null): void {
    const out = this.state.game;
    set(out, 'number', show.gameNumber);
    if (!game) {
      set(out, 'auction', 0); set(out, 'offer', 0); set(out, 'pot', 0); set(out, 'current', -1);
      setArray(out.refusals, EMPTY); set(out, 'deckLeft', 0); set(out, 'removedCount', 0);
      setArray(out.removed, EMPTY); set(out, 'deadline', 0); set(out, 'version', 0); set(out, 'winner', -1);
      return;
    }
    const finished = game.finished;
    set(out, 'auction', game.auction);
    set(out, 'offer', game.offer ?? 0);
    set(out, 'pot', game.pot);
    set(out, 'current', finished ? -1 : game.current);
    setArray(out.refusals, game.refusals);
    set(out, 'deckLeft', game.deck.length - game.revealed);
    set(out, 'removedCount', game.removed.length);
    // The removed cubes are public only at the end (RULES.md, "What each person may know").
    setArray(out.removed, finished ? sortCubes(game.removed) : EMPTY);
    set(out, 'deadline', finished ? 0 : show.deadline);
    set(out, 'version', game.version);
    set(out, 'winner', finished ? this.soleWinner() : -1);
  }

  /** The seat in first place alone, or -1 when first place is shared. */
  private soleWinner(): number {
    let winner = -1;
    for (let i = 0; i < this.state.seats.length; i++) {
      if (this.state.seats[i]!.place !== 1) continue;
      if (winner >= 0) return -1;
      winner = i;
    }
    return winner;
  }

  private evening(show: Show): void {
    const rows = show.evening;
    const cur = this.state.evening;
    const differs = rows.length !== cur.length || rows.some((r, i) => {
      const c = cur[i]!;
      return c.name !== r.name || c.games !== r.games || c.wins !== r.wins || c.total !== r.total;
    });
    if (!differs) return;
    (cur as unknown as ArraySchema<EveningRowSchema>).clear();
    for (const r of rows) {
      const row = new EveningRowSchema();
      row.name = r.name; row.games = r.games; row.wins = r.wins; row.total = r.total;
      cur.push(row);
    }
  }

  /** Each player's view holds exactly its own seat's instance; a new instance gets a new view. */
  private syncViews(holders: Iterable<ViewHolder>): void {
    for (const h of holders) {
      const data = h.userData;
      if (!data) continue;
      const index = data.seatId === null ? -1 : this.ids.indexOf(data.seatId);
      const instance = index >= 0 ? this.state.seats[index]! : null;
      if (data.viewSeat === instance && h.view) continue;
      const view = new StateView();
      if (instance) view.add(instance);
      h.view = view;
      data.viewSeat = instance;
    }
  }
}
