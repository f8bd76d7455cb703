/**
 * What the phone's link shows (connection.ts `RoomConnection` keeps it up to date): the link's
 * status, the room's state, the answers, the seat, and the messages meant for this phone alone.
 * The screens read these fields and `subscribe` to hear of every change. It knows nothing about Lit.
 */
import type { AudienceMessage, CoachMessage } from '@minus/shared/platform/protocol/messages';
import { ServerClock } from '@minus/shared/platform/protocol/clock';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { JoinFailure } from '@minus/shared/platform/protocol/join-errors';
import type { LinkFailure, LinkStatus, Notice } from './link-types.js';
import type { ReceivedRecord, SeatGrant } from './room-messages.js';
import { CrowdScores } from './crowd-scores.js';

export class LinkView {
  status: LinkStatus = 'idle';
  role: 'player' | 'audience' | null = null;
  /** Room code of the current or last room. */
  code = '';
  view: RoomStateShape | null = null;
  failure: LinkFailure | null = null;
  notice: Notice | null = null;
  /** The state version an action was sent for and not yet answered, or null. */
  pendingVersion: number | null = null;
  /** The latest game record received (`record` message), for the download; `finishedAt` in server ms (0 when the server did not say). */
  record: ReceivedRecord | null = null;
  /** The coach's latest tip for this seat (`coach` message; practice games only), or null. */
  coachTip: CoachMessage | null = null;
  /** My guessing count in this room's games (`crowd-score` messages), read for the view drawn. */
  readonly crowdScores = new CrowdScores();
  /** The server's clock as estimated from `time` replies (`clock.offsetMs`, `clock.now()`). */
  readonly clock = new ServerClock();
  /** Local ms at which this connection saw game `game` end live (`game-over`, or playing to finale); null if it ended before (a reload, a late join). */
  gameOverAt: { game: number; at: number } | null = null;
  /**
   * The number of the last game this phone watched being played from the audience, 0 for none. A
   * watcher who sits down on that game's results was there for it: their results say so, rather
   * than "the game before you came" (results-screen.ts).
   */
  watchedGame = 0;
  /** Counts finished join requests (joined or refused), so a join screen knows its tap was answered. */
  joinsSettled = 0;
  /** Why a player join landed in the audience (`audience` message), or null: why it came to watch, not how the room is now (the audience screen words that). */
  audienceReason: AudienceMessage['reason'] | null = null;
  /** The server restarted with this phone's room (the first `seat` says so, `game-lost` when it came back without its game): "your game is back" shows for `RESTORED_NOTICE_MS` or until the phone acts. */
  restored: SeatGrant['restored'] = null;
  /** While reconnecting: the room's game server is away and keeps the room (`room-paused`), so the banner says it is restarting. */
  away = false;
  /** While reconnecting: the server said it is stopping (`restarting`), so the banner says so, as the TV does, until the link is back. */
  stopping = false;
  /** A watcher's "Take a seat" (`takeSeat`): on its way, or why it was refused and the name it asked with. */
  seatAsk: { pending: boolean; refusal: { failure: JoinFailure; name: string } | null } = { pending: false, refusal: null };
  /** Seat index and id this phone holds, as the server's `seat` message said. */
  seat: number | undefined;
  seatId: string | undefined;

  private readonly listeners = new Set<() => void>();

  /** Listen to every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tell every listener that something changed. */
  protected changed(): void {
    for (const l of this.listeners) l();
  }
}
