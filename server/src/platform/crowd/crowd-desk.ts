/**
 * The room's crowd desk: the `Crowd` (crowd.ts), the watchers' names, and when the crowd's changes
 * reach the state. However many guesses and cheers come, the state is written and patched at most
 * once per `CROWD_PATCH_MS`, so a flood of watchers costs the game no more than a few patches a
 * second (server/test/crowd.test.ts floods it). Each settled question is also when the room
 * stores the crowd (`onSettled`): once per question, never per guess.
 */
import type { Outcome, Scheduler, Show } from '../show.js';
import { Crowd, type NameFree } from './crowd.js';
import { writeCrowd, type CrowdSchema } from './crowd-schema.js';
import { watcherName } from './watcher-name.js';
import { scoreFor, sendScores, voterIdOfPhone } from './crowd-scores.js';
import type { RoomClient } from '../room-context.js';

/** The crowd's changes reach the screens at most this often (ms). */
export const CROWD_PATCH_MS = 150;

export class CrowdDesk {
  readonly crowd = new Crowd();
  private timer: { clear(): void } | null = null;
  /** The roll's `hiddenCount` when the counts last went out: a hide sends them again. */
  private hiddenSent = 0;

  /**
   * `changed` marks the room's state due and patches (the room's patcher). `store` stores the
   * crowd (durability): once each time a question settles, after the counts went out, and when
   * the host hides a name or a watcher takes a seat; never per guess or cheer, so a flood of
   * watchers costs no writes.
   */
  constructor(
    private readonly clock: Scheduler,
    private readonly changed: () => void,
    private readonly store: () => void = () => undefined,
  ) {}

  /** The crowd changed: one `changed` within `CROWD_PATCH_MS`. */
  changedSoon(): void {
    if (this.timer) return;
    this.timer = this.clock.after(CROWD_PATCH_MS, () => {
      this.timer = null;
      this.changed();
    });
  }

  /**
   * The name a new watcher is listed by (watcher-name.ts; `nameFree`: no seat's name looks like it)
   * and its "Watcher N" for when a seat's name comes to look like it; `phone`, its `watcher` id
   * when it sent one: the same phone back (a reload, or after a restart) keeps its number, not the
   * next one (watcher-roll.ts).
   */
  nameWatcher(asked: string | undefined, nameFree?: (name: string) => boolean, phone?: string): { name: string; fallback: string } {
    const n = this.crowd.roll.numberFor(phone);
    return { name: watcherName(asked, n, nameFree), fallback: watcherName(undefined, n) };
  }

  /**
   * Follow the show's game (its open question) and copy the crowd into `out` for `seatCount`
   * seats. When a question closed, each of `clients` with a count gets its own (crowd-scores.ts)
   * and `onSettled` runs; after the host hid a name, each gets its own again (saying how it is listed now).
   */
  project(out: CrowdSchema, show: Show, seatCount: number, clients: readonly RoomClient[], nameFree?: NameFree): void {
    const settled = this.crowd.settled;
    this.crowd.follow(show.module.crowd, show.phase === 'lobby' ? null : show.game, show.gameNumber);
    writeCrowd(out, this.crowd, seatCount, nameFree);
    const hidden = this.crowd.roll.hiddenCount;
    if (this.crowd.settled === settled && hidden === this.hiddenSent) return;
    this.hiddenSent = hidden;
    sendScores(clients, this.crowd, show.gameNumber); // a hidden watcher's phone learns how it is listed now
    if (this.crowd.settled !== settled) this.store();
  }

  /**
   * The host hides the name `name` on the predictors' table (crowd.ts `Crowd.hide`): stored at
   * once, shown within `CROWD_PATCH_MS`. Refused `too-late` (`name-gone`) when no watcher is
   * listed by that name now (the table moved on, or it was hidden already).
   */
  hide(name: string, nameFree?: NameFree): Outcome {
    if (this.crowd.hide(name, nameFree) === 0) return { ok: false, code: 'too-late', reason: 'name-gone' };
    this.changedSoon();
    this.store();
    return { ok: true };
  }

  /**
   * A person sat down as seat id `seat` from a phone with watcher id `phone` (protocol join
   * options `watcher`): if that phone guessed this game as a watcher, its row keeps its name
   * and the seat's phone its count (crowd.ts `tookSeat`). Stored at once when a row took the
   * seat (no question settles on the results, where watchers sit down), so a crash keeps it.
   */
  seated(phone: string | undefined, seat: string): void {
    if (phone && this.crowd.tookSeat(voterIdOfPhone(phone), seat)) this.store();
  }

  /** A connection joined or came back: its count this game, if it has one. */
  greet(client: RoomClient, show: Show): void {
    const message = scoreFor(client, this.crowd, show.gameNumber);
    if (message) client.send('crowd-score', message);
  }
}
