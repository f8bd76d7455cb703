/**
 * The room's projection (docs/SERVER.md, "State"): it alone decides what goes into the
 * synchronised state and into each connection's StateView. The platform's part is written here
 * (the room, the seats as people, the game's number, deadline and version, the timer, the
 * evening); the active show's projection (ServerShow) writes the show's fields into the same
 * instances, which are of the show's own schema classes.
 *
 * Seat instances in `state.seats` follow the seat book: appended and removed as seats come and
 * go; when the order changes (a shuffled seating at the start) or the show changes (other seat
 * classes), every instance is made anew and every player gets a new view, so a secret never lands
 * on someone else's seat.
 */
import { ArraySchema, StateView } from '@colyseus/schema';
import type { EveningState } from '@minus/shared/platform/protocol/state';
import { playedOf } from '@minus/shared/platform/evening';
import { set, setArray } from './schema/assign.js';
import { EveningRowSchema, RoomStateSchema, type SeatSchema } from './schema/room-state.js';
import type { SeatBook } from './seat-book.js';
import type { ServerShow, ShowProjection } from './server-show.js';
import type { Show } from './show.js';

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

export class Projection {
  readonly state = new RoomStateSchema();
  /** Seat id of each instance in `state.seats`, same order. */
  private ids: string[] = [];
  /** The show whose classes the instances are, and its projection. */
  private server: ServerShow | null = null;
  private show: ShowProjection | null = null;
  /** The evening table last written (the show's runner replaces it on every change). */
  private evening: EveningState | null = null;
  /** The TV's language as the stage last said it (message `stage-locale`); "" until it does. */
  stageLocale = '';

  constructor(code: string, shows: readonly ServerShow[]) {
    this.state.code = code;
    setArray(this.state.shows, shows.map((s) => s.module.id));
  }

  /**
   * Copy the room into the state. `holders` are every player connection, including ones away
   * inside their reconnection window (their view travels to the new connection).
   */
  update(book: SeatBook, runner: Show, audienceCount: number, holders: Iterable<ViewHolder>): void {
    const s = this.state;
    this.useShow(runner.server);
    set(s, 'phase', runner.phase);
    set(s, 'show', runner.module.id);
    set(s, 'audienceCount', audienceCount);
    set(s, 'stageLocale', this.stageLocale);
    set(s, 'practice', runner.practice);
    set(s, 'storageWait', runner.playing && runner.storageWait);
    this.layoutSeats(book);
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
      set(out, 'left', seat.left === true);
      set(out, 'vip', book.vipId === seat.id);
      set(out, 'coached', runner.practice && !!runner.module.coach && seat.coached === true && seat.kind === 'human' && !seat.standIn);
      const person = seat.kind === 'human' && runner.phase !== 'lobby';
      set(out, 'botTurns', person ? runner.turns.count(seat.id, 'bot') : 0);
      set(out, 'timedOut', person ? runner.turns.count(seat.id, 'timeout') : 0);
    }
    const game = runner.phase === 'lobby' ? null : runner.game;
    const rules = runner.shownRules(book.size);
    set(s.settings, 'timerMs', (rules as { timerMs: number | null }).timerMs ?? 0);
    set(s.settings, 'hints', runner.hints);
    set(s.settings, 'doesNotFit', game === null && !runner.lobbyRules.fits(runner.module, book.size));
    set(s.settings, 'fitsUpTo', runner.lobbyRules.fitsUpTo(runner.module));
    set(s.game, 'number', runner.gameNumber);
    set(s.game, 'deadline', runner.playing ? runner.deadline : 0);
    set(s.game, 'version', game === null ? 0 : runner.module.version(game));
    this.show!.update({ seats: s.seats, game: s.game, settings: s.settings }, { game, rules });
    this.writeEvening(runner.evening);
    this.syncViews(holders);
  }

  /** Instances of the show's classes: the first time, and anew when the show changes. */
  private useShow(server: ServerShow): void {
    if (this.server === server) return;
    this.server = server;
    this.show = server.projection();
    this.state.game = new server.schema.Game();
    this.state.settings = new server.schema.Settings();
    this.ids = [];
    this.state.seats = new ArraySchema<SeatSchema>() as unknown as SeatSchema[];
  }

  /** A new instance of the show's seat class for seat `id`. */
  private newSeat(id: string): SeatSchema {
    const seat = new this.server!.schema.Seat();
    seat.id = id;
    return seat;
  }

  /** Make `state.seats` hold one instance per seat, in the book's order. */
  private layoutSeats(book: SeatBook): void {
    const seats = book.seats;
    if (seats.length === this.ids.length && seats.every((seat, i) => seat.id === this.ids[i])) return;
    const want = seats.map((seat) => seat.id);
    const kept = this.ids.filter((id) => want.includes(id));
    // Seats only added at the end: appended. Any removed or reordered: the array anew. (A splice
    // before a phone's own seat, whose private fields travel in that phone's view, left the phone
    // decoding a stale row: its own seat twice.)
    const appended = kept.length === this.ids.length && kept.join() === want.slice(0, kept.length).join();
    if (appended) {
      for (const id of want.slice(kept.length)) this.state.seats.push(this.newSeat(id));
    } else {
      this.state.seats = new ArraySchema<SeatSchema>(...want.map((id) => this.newSeat(id))) as unknown as SeatSchema[];
    }
    this.ids = want;
    this.show!.reset();
  }

  /** The evening's table, rewritten whenever the runner's table changed (a game ended). */
  private writeEvening(evening: EveningState): void {
    if (evening === this.evening) return;
    this.evening = evening;
    const out = this.state.evening;
    setArray(out.shows, evening.shows);
    const rows = out.rows as unknown as ArraySchema<EveningRowSchema>;
    rows.clear();
    for (const r of evening.rows) {
      const row = new EveningRowSchema();
      row.seat = r.seat; row.name = r.name; row.avatar = r.avatar; row.games = r.games; row.wins = r.wins;
      setArray(row.points, r.points);
      setArray(row.played, playedOf(r, evening.shows));
      rows.push(row);
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
