/**
 * The rooms' storage (docs/SERVER.md, "Durability"): SQLite through better-sqlite3, WAL mode,
 * in `DATA_DIR`. The only code in the server that touches SQL; the rest uses this surface.
 */
export { RoomStore } from './room-store.js';
export { DB_FILE, LOCK_FILE, openDatabase, serverHolds, type OpenDatabase, type OpenOptions, type Synchronous } from './open.js';
export { StorageError, type StorageErrorKind, type Stored } from './errors.js';
export { LATEST_VERSION, MIGRATIONS, migrate, schemaVersion, type Migration } from './migrations.js';
export { hashSecret, secretMatches } from './secrets.js';
export { gameRecord } from './records.js';
export type {
  CloseReason, IdleRoom, LobbySnapshot, NewAction, NewGame, NewRoom, RoomKey, RoomSummary, StoredAction, StoredGame, StoredRoom, StoredSeat,
} from './types.js';
