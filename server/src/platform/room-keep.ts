/**
 * The party room's storage and its staying open (docs/SERVER.md, "Durability", "Restore at
 * start"): the room is stored when created, or put back from the database after a restart; and it
 * closes when empty (Colyseus' autoDispose) only once no keep runs (seat-presence.ts `nobodyLeft`)
 * and a restored room no longer waits for anyone it brought back (restored-parties.ts).
 */
import type { RoomConfig } from '../config.js';
import { holdRoomHome, type RoomHome } from '../cluster/room-homes.js';
import { openRoomDurability, type RoomDurability } from '../durability/room-durability.js';
import type { RestoredRoom } from '../durability/restore.js';
import type { CrowdDesk } from './crowd/crowd-desk.js';
import type { EventStream } from './event-stream.js';
import { joinRefusal } from './join.js';
import { liveRooms } from './live-rooms.js';
import { RestoredParties } from './restored-parties.js';
import type { RoomTimers } from './room-timers.js';
import type { SeatBook } from './seat-book.js';
import type { SeatPresence } from './seat-presence.js';
import type { Show } from './show.js';

/** What of the party room this needs. */
export interface KeptRoom {
  readonly roomId: string;
  readonly config: RoomConfig;
  readonly book: SeatBook;
  readonly show: Show;
  readonly events: EventStream;
  readonly crowd: CrowdDesk;
  readonly timers: RoomTimers;
  readonly seatPresence: SeatPresence;
  /** SHA-256 of the host secret, or null before the stage joined. */
  hostSecretHash(): string | null;
  /** A restored room's stored host secret hash: the stage proves it to join. */
  restoredHost(hash: string | null): void;
  /** Whether the room closes when empty (Colyseus' autoDispose). */
  closesWhenEmpty(): boolean;
  /** Let the room close when empty (`on`), or keep it open while nobody is connected. */
  closeWhenEmpty(on: boolean): void;
}

/** Where the room is stored, and whom a restored room still waits for. */
export class RoomKeep {
  /** After a restore: whose first `host` / `seat` says `restored`, and whom the room still waits for. */
  readonly parties = new RestoredParties();
  /** Where this room is stored (docs/SERVER.md, "Durability"); null without a database. */
  durable: RoomDurability | null = null;
  /** The room's mark in the cluster while it is stored (cluster/room-homes.ts); null without a database. */
  home: RoomHome | null = null;

  constructor(private readonly room: KeptRoom) {}

  /** Store the new room, or put the restored one back (durability/room-durability.ts `openRoomDurability`). */
  start(restore: RestoredRoom | undefined): void {
    const { config, roomId, book, show, events, timers, seatPresence } = this.room;
    const d = config.durability;
    if (!d) return;
    const log = (line: string) => config.log(`[room ${roomId}] ${line}`);
    const parts = { book, show, events, crowd: this.room.crowd.crowd, hostSecretHash: () => this.room.hostSecretHash(), keepUntil: () => seatPresence.keepUntil };
    this.durable = openRoomDurability(d, roomId, parts, restore, {
      refuse: () => {
        liveRooms.remove(roomId);
        return joinRefusal('not-saved');
      },
      restored: (hostSecretHash, gameLost, keepUntil) => {
        this.room.restoredHost(hostSecretHash);
        this.parties.restored(book.seats.filter((s) => s.kind === 'human').map((s) => s.id), gameLost);
        // Nobody is connected yet: the room waits for them (restored-parties.ts; the idle sweep closes it otherwise);
        // a person not back within the window gets a stand-in, as for any dropped phone. One who came
        // back and dropped again waits out their own window (it was not theirs to lose early).
        // Until the first of them is back, the game holds (no timer, no stand-in: seat-presence.ts `nobodyLeft`).
        this.room.closeWhenEmpty(false);
        // Stored during a keep: it goes on to its end (a restored keep; one that ended while the server was down ends now),
        // then the room closes when empty (not left to the idle sweep).
        seatPresence.nobodyLeft(...(keepUntil !== null ? [Math.max(0, keepUntil - Date.now())] : []));
        timers.after(config.reconnectWindowS * 1000, () => {
          for (const s of [...book.seats]) if (s.kind === 'human' && !s.connected && !s.standIn && !seatPresence.isAway(s.id)) seatPresence.windowEnded(s);
        });
      },
      log,
    });
    this.home = holdRoomHome(roomId, d.idleMs, log);
  }

  /** The keep ended (or someone came back); `restored`: it was a restored keep, so the room no longer waits for its parties. */
  keepEnded(restored: boolean): void {
    if (restored) this.parties.stopWaiting();
    this.closeWhenEmptyOnceBack();
  }

  /** A restored room closes when empty (Colyseus' autoDispose) once everyone it waited for has been back (restored-parties.ts). */
  closeWhenEmptyOnceBack(): void {
    const { book, seatPresence } = this.room;
    if (!this.room.closesWhenEmpty() && !seatPresence.keeping && !this.parties.waiting(book.seats.map((s) => s.id))) this.room.closeWhenEmpty(true);
  }
}
