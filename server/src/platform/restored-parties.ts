/**
 * After a restart (docs/SERVER.md, "Durability"), who a restored room is still waiting for: the
 * stage and each person's seat. Their first `host` / `seat` message says `restored` (the screens
 * say "back where you were"), and the room is not closed for being empty while any of them has yet
 * to come back: a watcher or a player who comes back and leaves again must not close the room on
 * the others (it would be archived as ended and never restored again). Once every one of them has
 * been back (or their seat is gone), the room closes when empty like any other; the idle sweep
 * closes one that nobody comes back to (`ROOM_IDLE_HOURS`).
 */

/** The stage's key among the seat ids. */
const STAGE = 'stage';

export class RestoredParties {
  /** Keys whose next `host` / `seat` message is flagged `restored`. */
  private readonly unflagged = new Set<string>();
  /** Keys not connected once since the restart. */
  private readonly awaited = new Set<string>();

  /** The room came back without its last game (set aside, or it does not replay): the first messages say so. */
  private gameLost = false;

  /** The room was restored with these people's seat ids (and a stage); `gameLost`: without its last game. */
  restored(seatIds: Iterable<string>, gameLost = false): void {
    this.gameLost = gameLost;
    for (const key of [STAGE, ...seatIds]) {
      this.unflagged.add(key);
      this.awaited.add(key);
    }
  }

  /**
   * What this connection's `host` (`seatId` null) or `seat` message adds: `{ restored: true }` (and
   * `gameLost: true` when the last game did not come back) the first time since the restart, else nothing.
   */
  firstMessage(seatId: string | null): { restored?: true; gameLost?: true } {
    if (!this.unflagged.delete(seatId ?? STAGE)) return {};
    return this.gameLost ? { restored: true, gameLost: true } : { restored: true };
  }

  /** A new seat took `seatId` (a departed seat's id given back): its first messages say nothing of the restart, and the room does not wait for it. */
  forget(seatId: string): void {
    this.unflagged.delete(seatId);
    this.awaited.delete(seatId);
  }

  /** The stage (`seatId` null) or a seat's phone is connected again: true the first time since the restart. */
  arrived(seatId: string | null): boolean {
    return this.awaited.delete(seatId ?? STAGE);
  }

  /** Wait for nobody any more (a restored room whose keep ended: it closes when empty, as it would have without the restart). */
  stopWaiting(): void {
    this.awaited.clear();
  }

  /** Whether the room still waits for the stage or for one of `seatIds` (the people seated now). */
  waiting(seatIds: readonly string[]): boolean {
    return this.awaited.has(STAGE) || seatIds.some((id) => this.awaited.has(id));
  }
}
