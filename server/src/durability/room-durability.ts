/**
 * The party room's side of durability (docs/SERVER.md, "When the room writes", "Restore at
 * start"): the lobby snapshot of the room as it is, stored before a change is broadcast; undoing
 * a request whose change could not be stored; the show's write-ahead journal (game starts and
 * decisions); the crowd, stored when a question settles and as the server stops; and putting a
 * restored room back (seats, VIP, show, rules, finished games, the evening's table, the running
 * game, the crowd). Show-agnostic: the show module's record is the game.
 */
import type { Crowd } from '../platform/crowd/crowd.js';
import { readCrowdSnapshot } from '../platform/crowd/crowd-snapshot.js';
import type { EventStream } from '../platform/event-stream.js';
import type { SeatBook } from '../platform/seat-book.js';
import type { Refused, Show, ShowJournal } from '../platform/show.js';
import type { LobbySnapshot } from '../storage/index.js';
import type { Durability } from './durability.js';
import type { LobbyParts, RoomJournal } from './journal.js';
import type { RestoredRoom } from './restore.js';

/** What the room does around opening its durability. */
export interface OpenHooks {
  /** The new room could not be stored: the error its creation throws. */
  refuse(): Error;
  /**
   * The room was put back from the database, with its stored host secret's hash; `gameLost`: its
   * last game did not come back (restore.ts `lastLost`, or its running game set aside now);
   * `keepUntil`: the end of the keep that ran when it was stored, or null.
   */
  restored(hostSecretHash: string | null, gameLost: boolean, keepUntil: number | null): void;
  log(line: string): void;
}

/**
 * A new room is stored (its empty lobby; throws `hooks.refuse()` when the write fails), or a
 * restored one is put back (`restore`); either way the show writes ahead through the result.
 */
export function openRoomDurability(d: Durability, code: string, parts: DurableParts, restore: RestoredRoom | undefined, hooks: OpenHooks): RoomDurability {
  let durable: RoomDurability;
  if (!restore) {
    const { show } = parts;
    const journal = d.createRoom(code, { showId: show.module.id, rules: show.rules, phase: 'lobby', hostSecretHash: null, vipSeat: null, seats: [] }, Date.now());
    if (!('key' in journal)) throw hooks.refuse();
    durable = new RoomDurability(journal, parts);
  } else {
    durable = new RoomDurability(d.journal(restore.key, code), parts);
    const damaged = durable.restoreCrowd(restore);
    if (damaged) hooks.log(`restored without its crowd (the stored one is damaged: ${damaged})`);
    const { problem, droppedRules } = durable.restore(restore);
    if (droppedRules.length) hooks.log(`restored with the default rules of ${droppedRules.join(', ')} (the stored ones do not read)`);
    for (const line of restore.leftOut) hooks.log(`restored without ${line} (npm run history lists it)`);
    if (problem) hooks.log(`restored without its running game ${restore.gameNumber}, set aside: ${problem}`);
    hooks.restored(restore.hostSecretHash, problem !== null || restore.lastLost, restore.keepUntil);
    hooks.log(`restored (${parts.book.size} seats, phase ${parts.show.phase}, game ${parts.show.gameNumber})`);
  }
  parts.show.journal = durable;
  return durable;
}

/** What of the room this needs. */
export interface DurableParts {
  book: SeatBook;
  show: Show;
  events: EventStream;
  /** The room's crowd (crowd/crowd-desk.ts `CrowdDesk.crowd`): stored by `saveCrowd`, put back by `restoreCrowd`. */
  crowd: Crowd;
  /** SHA-256 of the stage's host secret, or null before the stage joined. */
  hostSecretHash(): string | null;
  /** When the room's keep ends (seat-presence.ts `keepUntil`), or null. */
  keepUntil(): number | null;
}

export class RoomDurability implements ShowJournal {
  constructor(
    readonly journal: RoomJournal,
    private readonly parts: DurableParts,
  ) {}

  /** The lobby as it is now (`seats`: in another order, for a game about to start). */
  lobby(seatIds?: readonly string[], phase = this.parts.show.phase): LobbySnapshot {
    return this.journal.snapshot(this.lobbyParts(seatIds, phase));
  }

  /** What the lobby is made of now (the seats are the book's own, not copied). */
  private lobbyParts(seatIds?: readonly string[], phase = this.parts.show.phase): LobbyParts {
    const { book, show } = this.parts;
    const seats = seatIds ? seatIds.map((id) => book.byId(id)!) : book.seats;
    return {
      showId: show.module.id, rules: show.rules, phase, hostSecretHash: this.parts.hostSecretHash(), vipSeat: book.vipId, seats,
      hints: show.hints, practiceChosen: show.practiceChosen, practice: show.practice, rulesByShow: show.lobbyRules.byShow, kicked: book.kickedHashes, keepUntil: this.parts.keepUntil(),
    };
  }

  /** Store the lobby if it changed: null when stored, else the `not-saved` refusal. */
  persist(at = Date.now()): Refused | null {
    return this.journal.saveLobby(this.lobbyParts(), at);
  }

  /**
   * Run `change` (a request, a join) write-ahead: its events are held back, then the lobby is
   * stored; if that fails, the seats and the show's lobby are put back as they were, the events
   * dropped, and the `not-saved` refusal returned. `change`'s own refusal is returned as is.
   */
  guarded<T extends { ok: boolean }>(change: () => T): T | Refused {
    const { book, show, events } = this.parts;
    const undoSeats = book.checkpoint();
    const was = { server: show.server, game: show.game, phase: show.phase, rules: show.rules, hints: show.hints, practiceChosen: show.practiceChosen, practice: show.practice };
    events.hold();
    let out: T | Refused;
    try {
      out = change();
    } catch (e) {
      events.release(true);
      throw e;
    }
    const unsaved = out.ok ? this.persist() : null;
    if (unsaved) {
      undoSeats();
      show.server = was.server;
      show.game = was.game;
      show.phase = was.phase;
      show.rules = was.rules;
      show.hints = was.hints;
      show.practiceChosen = was.practiceChosen;
      show.practice = was.practice;
      out = unsaved;
    }
    events.release(unsaved === null);
    return out;
  }

  gameStarts(game: Parameters<ShowJournal['gameStarts']>[0]): Refused | null {
    return this.journal.gameStarts(game, this.lobby(game.seatIds, 'playing'));
  }

  decided(game: number, action: Parameters<ShowJournal['decided']>[1]): Refused | null {
    return this.journal.decided(game, action);
  }

  /**
   * Store the crowd as it is now (its snapshot, crowd/crowd-snapshot.ts): when a question settles
   * and as the server stops, never per guess. A failed write is only logged (once per kind).
   */
  saveCrowd(): void {
    this.journal.saveCrowd(this.parts.crowd.snapshot());
  }

  /**
   * Put back the crowd a restored room stored (`room.crowd`, every field checked), before anyone
   * joins. A crowd of an earlier game than the room's last (a game started after it was stored) is
   * left out but for what holds all evening (the watchers' numbers, the names the host hid): the new game's crowd starts empty, as it would have. Returns the reason when the
   * stored crowd is damaged (then it is left out too, and the room restores without it); never throws.
   */
  restoreCrowd(room: RestoredRoom): string | null {
    if (room.crowd === null) return null;
    const read = readCrowdSnapshot(room.crowd);
    if (!read.ok) return read.reason;
    if (read.value.game === room.gameNumber) this.parts.crowd.restore(read.value);
    else this.parts.crowd.restoreEvening(read.value); // the watchers' numbers and hidden names hold all evening
    return null;
  }

  /**
   * Put a restored room back: seats (every person away, each coach as it was), VIP, show, rules,
   * the hints and practice switches, finished games' records, the evening's table, and the
   * running game replayed (bots resume, full timer, again for the person on turn when they are back; a practice game stays one).
   * Returns `problem`, the reason when the running game does not replay (then the room stays in
   * its lobby), and `droppedRules`, the shows whose stored rules do not read (lobby-rules.ts).
   */
  restore(room: RestoredRoom): { problem: string | null; droppedRules: string[] } {
    const { book, show } = this.parts;
    book.restore(room.seats, room.vipSeat, room.evening.rows.map((r) => r.seat), room.botIds);
    book.restoreKicked(room.kicked);
    show.server = room.server;
    const droppedRules = show.lobbyRules.restore(room.server.module, room.rules, room.otherRules, show.shows.map((s) => s.module));
    show.phase = room.phase === 'playing' ? 'lobby' : room.phase;
    show.gameNumber = room.gameNumber;
    for (const [n, r] of room.records) show.records.set(n, r);
    for (const [n, at] of room.finishedAt) show.finishedAt.set(n, at);
    show.evening = room.evening;
    show.game = room.last;
    // The results' counts of each person's turns a bot or the timer decided (turn-tally.ts).
    if (room.lastTurns) show.turns.restore(room.lastTurns.steps, (i) => room.lastTurns!.seatIds[i] ?? '');
    show.hints = room.hints;
    show.practiceChosen = room.practiceChosen;
    show.practice = room.practice;
    const resumed = room.running ? show.resume(room.running.start, room.running.steps, room.rules, room.gameNumber, room.running.startedAt) : null;
    const problem = resumed && !resumed.ok ? resumed.message ?? resumed.code : room.setAside?.reason ?? null;
    if (problem !== null) {
      // Set aside (marked finished as stored), so the room can start its next game; the lobby's
      // practice flag is the host's switch again, not the lost game's.
      this.journal.setAside(room.gameNumber, Date.now());
      show.practice = room.practiceChosen;
      return { problem, droppedRules };
    }
    this.journal.stored(this.lobby());
    return { problem: null, droppedRules };
  }
}
