/**
 * The one projection module (STYLE.md): it alone decides what goes into the synchronised state
 * and into each connection's StateView. Public parts come from the engine's `publicView` (once
 * per update); a seat's own chips (what `playerView` gives that seat, `chips[seat]`) sit in a
 * `@view` field that only the seat's own connection's view holds. The removed cubes and the deck order are never written before the end.
 *
 * Seat instances in `state.seats` follow the seat book: appended and removed as seats come and
 * go; when the order changes (a shuffled seating at the start) every instance is made anew and
 * every player gets a new view, so a chip value never lands on someone else's seat.
 */
import { ArraySchema, StateView } from '@colyseus/schema';
import { publicView, sortCubes, type GameState, type PublicView } from '@minus/shared/minus/index';
import type { SeatBook } from './seat-book.js';
import { displayRules } from './settings.js';
import type { Show } from './show.js';
import { EveningRowSchema, RoomStateSchema, SeatSchema } from './schema/room-state.js';

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

function same(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Replace an array field's items only when they differ (no patch when nothing changed).
 * `schema()` types array fields as plain arrays; at run time they are `ArraySchema`s.
 */
function setArray(field: number[], values: readonly number[]): void {
  const arr = field as unknown as ArraySchema<number>;
  if (same(arr.toArray(), values)) return;
  arr.clear();
  arr.push(...values);
}

/** Assign only when different, so an unchanged field is never re-sent. */
function set<T extends object, K extends keyof T>(obj: T, key: K, value: T[K]): void {
  if (obj[key] !== value) obj[key] = value;
}

export class Projection {
  readonly state = new RoomStateSchema();
  /** Seat id of each instance in `state.seats`, same order. */
  private ids: string[] = [];
  /** The last game state projected and its public view (a room projects each state about twice). */
  private lastGame: GameState | null = null;
  private lastPub: PublicView | null = null;

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
    const game = show.game;
    const finished = game?.finished ?? false;
    const pub = game ? this.publicOf(game) : null;
    book.seats.forEach((seat, i) => {
      const out = s.seats[i]!;
      set(out, 'id', seat.id);
      set(out, 'name', seat.name);
      set(out, 'avatar', seat.avatar);
      set(out, 'kind', seat.kind);
      set(out, 'botLabel', seat.botLabel);
      set(out, 'connected', seat.connected);
      set(out, 'standIn', seat.standIn);
      set(out, 'vip', book.vipId === seat.id);
      const inGame = game && show.phase !== 'lobby' && i < game.players.length;
      const ps = inGame ? pub!.seats[i]! : null;
      setArray(out.cubes, ps ? ps.cubes : []);
      set(out, 'cubeScore', ps ? ps.cubeScore : 0);
      // playerView(game, i).myChips is game.chips[i]; calling playerView per seat would build a
      // whole public view per seat on every update (the top server cost under load, BENCHMARKS.md).
      set(out, 'chips', inGame ? game.chips[i]! : -1);
      set(out, 'finalChips', inGame && finished ? ps!.chips! : -1);
      set(out, 'finalScore', inGame && finished ? ps!.cubeScore + ps!.chips! : 0);
      set(out, 'place', 0);
    });
    if (game && finished) this.places(game);
    this.settings(book, show);
    this.game(show, pub);
    this.evening(show);
    this.syncViews(holders);
  }

  /** `publicView(game)`, computed once per game state (engine states are never changed in place). */
  private publicOf(game: GameState): PublicView {
    if (this.lastGame !== game || !this.lastPub) {
      this.lastGame = game;
      this.lastPub = publicView(game);
    }
    return this.lastPub;
  }

  /** Make `state.seats` hold one instance per seat, in the book's order. */
  private layoutSeats(book: SeatBook): void {
    const want = book.seats.map((s) => s.id);
    if (want.join() === this.ids.join()) return;
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

  /** `pub` is `publicView(show.game)`, computed once per update (null without a game). */
  private game(show: Show, pub: PublicView | null): void {
    const out = this.state.game;
    const game = show.game;
    set(out, 'number', show.gameNumber);
    if (!game || show.phase === 'lobby') {
      set(out, 'auction', 0); set(out, 'offer', 0); set(out, 'pot', 0); set(out, 'current', -1);
      setArray(out.refusals, []); set(out, 'deckLeft', 0); set(out, 'removedCount', 0);
      setArray(out.removed, []); set(out, 'deadline', 0); set(out, 'version', 0); set(out, 'winner', -1);
      return;
    }
    if (!pub) return;
    set(out, 'auction', pub.auction);
    set(out, 'offer', pub.offer ?? 0);
    set(out, 'pot', pub.pot);
    set(out, 'current', pub.finished ? -1 : pub.current);
    setArray(out.refusals, pub.refusals);
    set(out, 'deckLeft', pub.deckLeft);
    set(out, 'removedCount', pub.removedCount);
    setArray(out.removed, pub.removed ? sortCubes(pub.removed) : []);
    set(out, 'deadline', pub.finished ? 0 : show.deadline);
    set(out, 'version', pub.version);
    const places = this.state.seats.map((s) => s.place);
    set(out, 'winner', pub.finished && places.filter((p) => p === 1).length === 1 ? places.indexOf(1) : -1);
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
