/**
 * A show as the server hosts it: its module (shared, pure), its schema classes (the show's fields
 * on the platform's seats, game and settings) and its projection, the one place that writes the
 * show's fields into the synchronised state and decides which of them are secrets (StateView
 * fields). Each show has one in server/src/shows/<id>/ and the registry lists them; the room
 * never names a show.
 */
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { GameSchema, SeatSchema, SettingsSchema } from './schema/room-state.js';

/** What a show's projection writes from, each time the room's state is brought up to date. */
export interface ProjectionSource {
  /** The game to show: the current or last game (its module's state); null in the lobby. */
  game: unknown | null;
  /** The rules in force: the game's, or in the lobby the host's choice resolved for the seats now seated (module `Rules`). */
  rules: unknown;
}

/** What a show's projection writes into: instances of the show's own schema classes. */
export interface ProjectionTarget {
  /** One seat instance per seat, in seat order (during a game, the game's seat order). */
  seats: readonly SeatSchema[];
  game: GameSchema;
  settings: SettingsSchema;
}

/**
 * Writes a show's fields into the state. One per room and show; it may cache what it derived
 * from the module's (immutable) states between calls, as long as `reset` forgets it.
 */
export interface ShowProjection {
  /**
   * Bring the show's fields up to date. Assign only what changed (an unchanged field is never
   * re-sent), allocate little (it runs once per patch, under load hundreds of times a second),
   * and never write a value a device may not see into a field that is not a StateView field.
   */
  update(target: ProjectionTarget, source: ProjectionSource): void;
  /** The seat instances were made anew (seating shuffled, the show changed): forget per-seat caches. */
  reset(): void;
}

/** A show the server can host. */
export interface ServerShow {
  readonly module: AnyShowModule;
  /** The show's schema classes: each extends the platform's (schema/room-state.ts). */
  readonly schema: {
    Seat: new () => SeatSchema;
    Game: new () => GameSchema;
    Settings: new () => SettingsSchema;
  };
  /** A fresh projection for one room. */
  projection(): ShowProjection;
}
