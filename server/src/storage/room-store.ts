/**
 * The rooms' store: the only code that speaks SQL (docs/SERVER.md, "Durability"). Writes are in
 * the room's terms (a room, its lobby, a game's start, one decision, the room's end), each one
 * transaction, committed before the room broadcasts what it wrote. Reads give back what a
 * restart restores and what the history lists. Show-agnostic: a show is an id, and rules,
 * setups and actions are the show module's JSON.
 *
 * Errors: every write returns `Stored<T>`, never throws; a failed write leaves nothing behind
 * (its transaction is rolled back whole) and carries a StorageError whose message a phone may
 * show. Reads (at start, for the history) throw StorageError.
 */
import type Database from 'better-sqlite3';
import { openError, refusedWrite, writeError, type Stored } from './errors.js';
import { openDatabase, type OpenDatabase, type OpenOptions } from './open.js';
import { actionOf, gameOf, roomOf, seatOf, type ActionRow, type GameRow, type RoomRow, type SeatRow } from './rows.js';
import type { CloseReason, IdleRoom, LobbySnapshot, NewAction, NewGame, NewRoom, RoomKey, RoomSummary, StoredRoom, StoredSeat } from './types.js';

/** A write refused by the store's own checks (not by SQLite): becomes a `conflict` StorageError. */
class Conflict {
  constructor(readonly detail: string) {}
}

const OK: Stored = { ok: true, value: undefined };

/** The SQL, prepared once per store. */
function prepare(db: Database.Database) {
  return {
    insertRoom: db.prepare(`INSERT INTO rooms (code, show_id, rules, phase, host_secret_hash, vip_seat, hints, practice_chosen, practice, other_rules, kicked, keep_until, created_at, active_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    updateLobby: db.prepare(`UPDATE rooms SET show_id = ?, rules = ?, phase = ?, host_secret_hash = ?, vip_seat = ?, hints = ?, practice_chosen = ?, practice = ?, other_rules = ?, kicked = ?, keep_until = ?,
      active_at = max(active_at, ?) WHERE id = ? AND closed_at IS NULL`),
    deleteSeats: db.prepare('DELETE FROM seats WHERE room_id = ?'),
    insertSeat: db.prepare(`INSERT INTO seats (room_id, id, position, name, avatar, kind, bot_label, stand_in, secret_hash, coached, bot_pick)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    touch: db.prepare('UPDATE rooms SET active_at = max(active_at, ?) WHERE id = ? AND closed_at IS NULL'),
    saveCrowd: db.prepare('UPDATE rooms SET crowd = ? WHERE id = ? AND closed_at IS NULL'),
    gamesState: db.prepare(`SELECT r.closed_at AS closed, (SELECT coalesce(max(number), 0) FROM games WHERE room_id = r.id) AS last,
      (SELECT count(*) FROM games WHERE room_id = r.id AND finished_at IS NULL) AS running FROM rooms r WHERE r.id = ?`),
    insertGame: db.prepare('INSERT INTO games (room_id, number, show_id, setup, seat_ids, started_at, practice) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    // The append itself: the checks are made first, from the store's own memory of each running
    // game's next index (RoomStore.nextIndex), so a decision costs one B-tree insert.
    insertAction: db.prepare('INSERT INTO actions (room_id, game, idx, seat, action, cause, at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    appendState: db.prepare(`SELECT r.closed_at AS closed, g.number AS game, g.finished_at AS finished,
      (SELECT coalesce(max(a.idx) + 1, 0) FROM actions a WHERE a.room_id = r.id AND a.game = g.number) AS next
      FROM rooms r LEFT JOIN games g ON g.room_id = r.id AND g.number = ? WHERE r.id = ?`),
    finishGame: db.prepare('UPDATE games SET finished_at = ? WHERE room_id = ? AND number = ?'),
    setAside: db.prepare('UPDATE games SET finished_at = ? WHERE room_id = ? AND number = ? AND finished_at IS NULL'),
    toFinale: db.prepare("UPDATE rooms SET phase = 'finale', active_at = max(active_at, ?) WHERE id = ?"),
    archive: db.prepare('UPDATE rooms SET closed_at = ?, close_reason = ? WHERE id = ? AND closed_at IS NULL'),
    room: db.prepare('SELECT * FROM rooms WHERE id = ?'),
    rooms: db.prepare('SELECT * FROM rooms ORDER BY id DESC'),
    liveKeys: db.prepare('SELECT id FROM rooms WHERE closed_at IS NULL ORDER BY id').pluck(),
    latestByCode: db.prepare('SELECT * FROM rooms WHERE code = ? ORDER BY closed_at IS NULL DESC, id DESC LIMIT 1'),
    seats: db.prepare('SELECT * FROM seats WHERE room_id = ? ORDER BY position'),
    games: db.prepare('SELECT * FROM games WHERE room_id = ? ORDER BY number'),
    actions: db.prepare('SELECT game, idx, seat, action, cause, at FROM actions WHERE room_id = ? ORDER BY game, idx'),
    // A room's last activity: its own last write, or its last game's last action if later.
    idle: db.prepare(`SELECT id, code, max(active_at, coalesce((SELECT a.at FROM actions a
        WHERE a.room_id = r.id AND a.game = (SELECT max(number) FROM games g WHERE g.room_id = r.id)
        ORDER BY a.idx DESC LIMIT 1), 0)) AS last
      FROM rooms r WHERE closed_at IS NULL AND last < ? ORDER BY last`),
  };
}

/**
 * The lobby's switches as stored (0 or 1: hints, default on; the host's practice switch; the
 * room's practice flag), its other shows' rules, its removed seats' hashes and its keep's end, as their columns hold them.
 */
function switches(lobby: LobbySnapshot): [number, number, number, string | null, string | null, number | null] {
  const other = lobby.otherRules && Object.keys(lobby.otherRules).length ? JSON.stringify(lobby.otherRules) : null;
  const kicked = lobby.kicked && lobby.kicked.length ? JSON.stringify(lobby.kicked) : null;
  return [lobby.hints === false ? 0 : 1, lobby.practiceChosen ? 1 : 0, lobby.practice ? 1 : 0, other, kicked, lobby.keepUntil ?? null];
}

export class RoomStore {
  private readonly s: ReturnType<typeof prepare>;
  private readonly db: Database.Database;
  private readonly writeSeats: (key: RoomKey, seats: readonly StoredSeat[]) => void;
  private readonly createTx: Database.Transaction<(room: NewRoom) => RoomKey>;
  private readonly lobbyTx: Database.Transaction<(key: RoomKey, lobby: LobbySnapshot, at: number) => void>;
  private readonly startTx: Database.Transaction<(key: RoomKey, game: NewGame, lobby: LobbySnapshot) => void>;
  private readonly finishTx: Database.Transaction<(key: RoomKey, game: number, action: NewAction) => void>;
  /** Each room's running game (one at a time) and its next action index, once read (see `nextIndex`). */
  private readonly next = new Map<RoomKey, { game: number; index: number }>();

  private constructor(private readonly opened: OpenDatabase) {
    this.db = opened.db;
    const s = (this.s = prepare(this.db));
    this.writeSeats = (key, seats) => {
      s.deleteSeats.run(key);
      seats.forEach((seat, i) => s.insertSeat.run(key, seat.id, i, seat.name, seat.avatar, seat.kind, seat.botLabel, seat.standIn ? 1 : 0, seat.secretHash, seat.coached ? 1 : 0, seat.botPick ?? null));
    };
    this.createTx = this.db.transaction((room: NewRoom) => {
      const key = Number(s.insertRoom.run(room.code, room.showId, JSON.stringify(room.rules), room.phase, room.hostSecretHash, room.vipSeat, ...switches(room), room.createdAt, room.createdAt).lastInsertRowid);
      this.writeSeats(key, room.seats);
      return key;
    });
    this.lobbyTx = this.db.transaction((key: RoomKey, lobby: LobbySnapshot, at: number) => {
      const r = s.updateLobby.run(lobby.showId, JSON.stringify(lobby.rules), lobby.phase, lobby.hostSecretHash, lobby.vipSeat, ...switches(lobby), at, key);
      if (r.changes !== 1) throw new Conflict(`room ${key} is closed or unknown`);
      this.writeSeats(key, lobby.seats);
    });
    this.startTx = this.db.transaction((key: RoomKey, game: NewGame, lobby: LobbySnapshot) => {
      const state = s.gamesState.get(key) as { closed: number | null; last: number; running: number } | undefined;
      if (!state || state.closed !== null) throw new Conflict(`room ${key} is closed or unknown`);
      if (state.running > 0) throw new Conflict(`game ${state.last} of room ${key} is still running`);
      if (game.number !== state.last + 1) throw new Conflict(`the next game of room ${key} is ${state.last + 1}, not ${game.number}`);
      s.insertGame.run(key, game.number, game.showId, JSON.stringify(game.setup), JSON.stringify(game.seatIds), game.startedAt, game.practice ? 1 : 0);
      this.lobbyTx(key, { ...lobby, phase: 'playing' }, game.startedAt);
    });
    this.finishTx = this.db.transaction((key: RoomKey, game: number, action: NewAction) => {
      this.insertAction(key, game, action);
      s.finishGame.run(action.at, key, game);
      s.toFinale.run(action.at, key);
    });
  }

  /** Open the database in `options.dataDir` (see `openDatabase` for what it creates and throws). */
  static open(options: OpenOptions): RoomStore {
    return new RoomStore(openDatabase(options));
  }

  /** Absolute path of the database file. */
  get file(): string {
    return this.opened.file;
  }

  /** False once closed. */
  get isOpen(): boolean {
    return this.db.open;
  }

  /** Close the database (its WAL is checkpointed into the file) and release the data folder's lock. */
  close(): void {
    this.opened.close();
  }

  /**
   * Copy the whole database to `file` while the server runs (SQLite's online backup, in steps
   * between other work). The copy is a plain database file: to restore, stop the server and put
   * it in place of `minus-auction.sqlite`. Rejects with StorageError on failure.
   */
  async backup(file: string): Promise<void> {
    try {
      await this.db.backup(file);
    } catch (e) {
      throw openError(`back up to ${file}`, this.file, e);
    }
  }

  /** Run one write; its failures become a StorageError for `op()` (built only on failure). */
  private write<T>(op: () => string, fn: () => T): Stored<T> {
    if (!this.db.open) return { ok: false, error: refusedWrite('closed', op(), 'the store is closed') };
    try {
      const value = fn();
      return value === undefined ? (OK as Stored<T>) : { ok: true, value };
    } catch (e) {
      return { ok: false, error: e instanceof Conflict ? refusedWrite('conflict', op(), e.detail) : writeError(op(), e) };
    }
  }

  /** Run one read; its failures throw a StorageError for `op`. */
  private read<T>(op: string, fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      throw openError(op, this.file, e);
    }
  }

  /**
   * Store a new room with its lobby (phase, seats...). Returns its key. `conflict` when a live
   * room already has `room.code`.
   */
  createRoom(room: NewRoom): Stored<RoomKey> {
    return this.write(() => `create room ${room.code}`, () => this.createTx.immediate(room));
  }

  /**
   * Write the room's lobby whole: show, rules, phase (`lobby` or `finale`; `playing` while a
   * game runs), host secret's hash, VIP and seats in order; `at` counts as activity. Call it for
   * every change a restart must keep (a seat comes or goes, a stand-in, a new VIP, the rules...).
   * `conflict` when the room is closed or unknown.
   */
  saveLobby(key: RoomKey, lobby: LobbySnapshot, at: number): Stored {
    return this.write(() => `save the lobby of room ${key}`, () => this.lobbyTx.immediate(key, lobby, at));
  }

  /** Mark the room active at `at` (a phone came back, a message): it is not idle. */
  touch(key: RoomKey, at: number): Stored {
    return this.write(() => `touch room ${key}`, () => void this.s.touch.run(at, key));
  }

  /**
   * Replace the room's crowd (`crowd`: JSON, the platform's crowd snapshot, stored as its text and
   * given back unread as `StoredRoom.crowd`). Not activity: the room's decisions already are.
   * `conflict` when the room is closed or unknown.
   */
  saveCrowd(key: RoomKey, crowd: unknown): Stored {
    return this.write(() => `save the crowd of room ${key}`, () => {
      if (this.s.saveCrowd.run(JSON.stringify(crowd), key).changes !== 1) throw new Conflict(`room ${key} is closed or unknown`);
    });
  }

  /**
   * A game starts: its setup (the record before any action) and the lobby as the game seats it
   * (seats in the game's order), in one transaction; the room's phase becomes `playing`.
   * `conflict` when the room is closed or unknown, a game still runs, or `game.number` is not
   * the next number.
   */
  startGame(key: RoomKey, game: NewGame, lobby: LobbySnapshot): Stored {
    return this.write(() => `start game ${game.number} of room ${key}`, () => this.startTx.immediate(key, game, lobby));
  }

  /**
   * Append one decision (write-ahead: call it after the engine accepted the action and before
   * the room applies and broadcasts it; apply nothing if it fails). One transaction; with
   * `finishes`, the game is marked finished at `action.at` and the room goes to its results in
   * the same transaction. `conflict` when the index is not the game's next one (a repeat or a
   * gap), the game is finished or unknown, or the room is closed.
   */
  appendAction(key: RoomKey, game: number, action: NewAction): Stored {
    const out = this.write(
      () => `append action ${action.index} of game ${game} in room ${key}`,
      () => (action.finishes ? this.finishTx.immediate(key, game, action) : this.insertAction(key, game, action)),
    );
    // Only a committed append moves the game on (a failed one rolled back whole).
    if (out.ok) {
      if (action.finishes) this.next.delete(key);
      else this.next.set(key, { game, index: action.index + 1 });
    }
    return out;
  }

  /**
   * The index the game's next action must have, from memory once known: this store is the
   * database's only writer (the data folder's lock, open.ts), and `next` forgets a game when it
   * finishes or its room closes. Otherwise read from the database, with the reason no action can
   * be appended (a Conflict).
   */
  private nextIndex(key: RoomKey, game: number): number {
    const known = this.next.get(key);
    if (known?.game === game) return known.index;
    const state = this.s.appendState.get(game, key) as { closed: number | null; game: number | null; finished: number | null; next: number } | undefined;
    if (!state) throw new Conflict(`room ${key} is unknown`);
    if (state.closed !== null) throw new Conflict(`room ${key} is closed`);
    if (state.game === null) throw new Conflict(`room ${key} has no game ${game}`);
    if (state.finished !== null) throw new Conflict(`game ${game} of room ${key} is finished`);
    this.next.set(key, { game, index: state.next });
    return state.next;
  }

  private insertAction(key: RoomKey, game: number, a: NewAction): void {
    const next = this.nextIndex(key, game);
    if (a.index !== next) throw new Conflict(`the next action of game ${game} in room ${key} is ${next}, not ${a.index}`);
    this.s.insertAction.run(key, game, a.index, a.seat, JSON.stringify(a.action), a.cause, a.at);
  }

  /**
   * Set aside a game that cannot be played on (its stored actions do not replay: a damaged file):
   * it is marked finished at `at`, as stored, so the room can start its next game; the history
   * lists it as not replayable, and a restart leaves it out. Does nothing to a finished game.
   * `conflict` when the room is closed or unknown.
   */
  setAside(key: RoomKey, game: number, at: number): Stored {
    return this.write(() => `set aside game ${game} of room ${key}`, () => {
      const state = this.s.gamesState.get(key) as { closed: number | null } | undefined;
      if (!state || state.closed !== null) throw new Conflict(`room ${key} is closed or unknown`);
      this.s.setAside.run(at, key, game);
      this.next.delete(key);
    });
  }

  /**
   * Close the room: it is no longer live (not restored at start), its games stay in the history.
   * `idle`: nobody used it for `ROOM_IDLE_HOURS`; `ended`: its evening is over. A game still
   * running stays unfinished. `conflict` when already closed or unknown.
   */
  archive(key: RoomKey, at: number, reason: CloseReason): Stored {
    return this.write(() => `archive room ${key}`, () => {
      if (this.s.archive.run(at, reason, key).changes !== 1) throw new Conflict(`room ${key} is already closed or unknown`);
      this.next.delete(key);
    });
  }

  /** Every room that was live when the server stopped, whole (seats, games, actions), oldest first: what to restore. */
  liveRooms(): StoredRoom[] {
    return this.read('read the live rooms', () => (this.s.liveKeys.all() as number[]).map((key) => this.room(key)!));
  }

  /** One room, whole, or undefined. */
  room(key: RoomKey): StoredRoom | undefined {
    return this.read(`read room ${key}`, () => {
      const row = this.s.room.get(key) as RoomRow | undefined;
      if (!row) return undefined;
      const byGame = new Map<number, ReturnType<typeof actionOf>[]>();
      for (const a of this.s.actions.all(key) as ActionRow[]) {
        let list = byGame.get(a.game);
        if (!list) byGame.set(a.game, (list = []));
        list.push(actionOf(key, a));
      }
      return {
        ...roomOf(row),
        crowd: row.crowd,
        seats: (this.s.seats.all(key) as SeatRow[]).map(seatOf),
        games: (this.s.games.all(key) as GameRow[]).map((g) => gameOf(key, g, byGame.get(g.number) ?? [])),
      };
    });
  }

  /** Every room's row (live and closed), newest first, without seats and games (the history's index). */
  rooms(): RoomSummary[] {
    return this.read('list the rooms', () => (this.s.rooms.all() as RoomRow[]).map(roomOf));
  }

  /** The room a code names: the live one, else the last one closed; undefined if none ever had it. */
  latestByCode(code: string): RoomSummary | undefined {
    return this.read(`find room ${code}`, () => {
      const row = this.s.latestByCode.get(code) as RoomRow | undefined;
      return row ? roomOf(row) : undefined;
    });
  }

  /**
   * Live rooms whose last activity (lobby write, game start or end, decision, `touch`) is more
   * than `idleForMs` before `now`, longest idle first: the ones to `archive(key, now, 'idle')`.
   */
  idleRooms(idleForMs: number, now: number): IdleRoom[] {
    return this.read('find idle rooms', () =>
      (this.s.idle.all(now - idleForMs) as { id: number; code: string; last: number }[]).map((r) => ({ key: r.id, code: r.code, lastActiveAt: r.last })),
    );
  }
}
