/**
 * The server's durability (docs/SERVER.md, "Durability"): the rooms' database opened at start,
 * every live room restored before the server listens, a journal per room for its writes, and
 * the idle sweep that closes rooms nobody used for `ROOM_IDLE_HOURS`. One per server process;
 * rooms reach it through `RoomConfig.durability` (server-only, never from a client).
 */
import type { ServerShow } from '../platform/server-show.js';
import { RoomStore, type LobbySnapshot, type OpenOptions } from '../storage/index.js';
import { RoomJournal } from './journal.js';
import { planRestore, type RestoredRoom } from './restore.js';

/** How often the idle sweep runs (ms). */
export const SWEEP_EVERY_MS = 10 * 60_000;

/** A live room of this process as the sweep sees it. */
export interface SweptRoom {
  /** Someone is connected (or may reconnect): the room is in use. */
  inUse(): boolean;
  /** Close the room because nobody used it (it archives itself as `idle`). */
  closeIdle(): void;
}

/** What a restart found: rooms restored, rooms left in the database (reasons logged), rooms archived as idle. */
export interface RestoreReport {
  restored: string[];
  skipped: string[];
  archived: string[];
}

export class Durability {
  private readonly pending: RestoredRoom[] = [];
  private sweepTimer: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly store: RoomStore,
    /** `ROOM_IDLE_HOURS` in ms. */
    /** Rooms idle this long are closed (ms; `ROOM_IDLE_HOURS`). */
    readonly idleMs: number,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Open the database (`options.dataDir`, created on first start; `options.log` gets the room's
   * lines too). Throws StorageError with a sentence for the person starting the server.
   */
  static open(options: OpenOptions & { log: (line: string) => void }, idleMs: number): Durability {
    return new Durability(RoomStore.open(options), idleMs, options.log);
  }

  /** Store a new room with its lobby: its journal, or the refusal (the log has its line). */
  createRoom(code: string, lobby: LobbySnapshot, at: number): RoomJournal | { ok: false; message: string } {
    const out = this.store.createRoom({ ...lobby, code, createdAt: at });
    if (!out.ok) {
      this.log(`[room ${code}] ${out.error.logLine}`);
      return { ok: false, message: out.error.message };
    }
    const journal = this.journal(out.value, code);
    journal.stored(lobby);
    return journal;
  }

  /** The journal of a stored room. */
  journal(key: number, code: string): RoomJournal {
    return new RoomJournal(this.store, key, code, this.log);
  }

  /** The next room being restored (a restored room's `onCreate` takes it); undefined for a new room. */
  takeRestore(): RestoredRoom | undefined {
    return this.pending.shift();
  }

  /**
   * Restore every live room (oldest first) through `create` (which makes one Colyseus room and
   * resolves once it exists; the room takes its plan with `takeRestore`). Rooms idle longer than
   * `ROOM_IDLE_HOURS` are archived instead. A room that cannot come back (a show this server does
   * not host, a damaged record, a failed create) stays in the database untouched, with one log line.
   */
  async restoreAll(shows: readonly ServerShow[], create: () => Promise<unknown>, now = Date.now()): Promise<RestoreReport> {
    const report: RestoreReport = { restored: [], skipped: [], archived: [] };
    for (const idle of this.store.idleRooms(this.idleMs, now)) {
      const out = this.store.archive(idle.key, now, 'idle');
      if (out.ok) report.archived.push(idle.code);
      else this.log(`[room ${idle.code}] ${out.error.logLine}`);
    }
    for (const stored of this.store.liveRooms()) {
      const plan = planRestore(stored, shows);
      if (!plan.ok) {
        this.log(`[room ${stored.code}] not restored: ${plan.reason}`);
        report.skipped.push(stored.code);
        continue;
      }
      this.pending.push(plan.room);
      try {
        await create();
        report.restored.push(stored.code);
      } catch (e) {
        this.pending.length = 0;
        this.log(`[room ${stored.code}] not restored: ${(e as Error).message}`);
        report.skipped.push(stored.code);
      }
    }
    return report;
  }

  /**
   * Every `SWEEP_EVERY_MS`, close the rooms idle past `ROOM_IDLE_HOURS`: a room in use is touched
   * instead; one this process does not host (not restored) is left as it is.
   */
  startSweep(find: (code: string) => SweptRoom | undefined): void {
    this.sweepTimer = setInterval(() => this.sweep(find), SWEEP_EVERY_MS);
    this.sweepTimer.unref();
  }

  /** One sweep (see `startSweep`); returns the codes closed. */
  sweep(find: (code: string) => SweptRoom | undefined, now = Date.now()): string[] {
    const closed: string[] = [];
    let idle: ReturnType<RoomStore['idleRooms']>;
    try {
      idle = this.store.idleRooms(this.idleMs, now);
    } catch (e) {
      this.log(`idle sweep: ${(e as Error).message}`);
      return closed;
    }
    for (const room of idle) {
      const live = find(room.code);
      if (!live) continue;
      if (live.inUse()) this.store.touch(room.key, now);
      else {
        live.closeIdle();
        closed.push(room.code);
      }
    }
    return closed;
  }

  /** Stop the sweep and close the database (its lock is released). */
  close(): void {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    if (this.store.isOpen) this.store.close();
  }
}
