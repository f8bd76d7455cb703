/**
 * The server's private messages to one phone (docs/SERVER.md, "Messages"), read defensively: a
 * malformed message is ignored (or read with its defaults), never thrown on. `listenToMessages`
 * wires them on a colyseus.js room and hands the connection typed values only.
 */
import type { AnswerMessage, AudienceMessage, CoachMessage, FinaleMessage, RecordMessage, SeatMessage } from '@minus/shared/platform/protocol/messages';
import { timeSample, type ClockSample } from '@minus/shared/platform/protocol/clock';
import type { RoomLike } from './link-types.js';

/** A `seat` message: the seat this phone now holds and its secret. */
export interface SeatGrant {
  secret: string;
  seat: number | undefined;
  id: string | undefined;
  /** The server restarted and brought this room back (the first `seat` after the restore): `game-lost` without its last game (it is in its lobby), else `back`; null otherwise. */
  restored: 'back' | 'game-lost' | null;
}

/** A `record` message: a finished game's record; `finishedAt` in server ms (0 when not said). */
export interface ReceivedRecord {
  game: number;
  show: string;
  record: unknown;
  finishedAt: number;
}

/** What the connection does with each message; each is called only with a well-formed value. */
export interface MessageHandlers {
  seat(grant: SeatGrant): void;
  answer(answer: AnswerMessage): void;
  /** A `time` reply, as a sample taken at local time `Date.now()` (ms). */
  time(sample: ClockSample): void;
  record(record: ReceivedRecord): void;
  /** The phone watches as the audience; `reason` defaults to `by-choice`. */
  audience(reason: AudienceMessage['reason']): void;
  /** Game number `game` is over: its `game-over` event, or (`sinceMs` ago) a `finale` message on arriving at its results. */
  gameOver(game: number, sinceMs?: number): void;
  coach(tip: CoachMessage): void;
  /** A `crowd-score` message, as sent (`CrowdScores.add` checks it). */
  crowdScore(score: unknown): void;
  /** The server is stopping; `keeps` when it stores its rooms and brings them back. */
  restarting(keeps: boolean): void;
}

/** Listen to every private message of `room` (the `host` message is accepted and unused). */
export function listenToMessages(room: RoomLike, on: MessageHandlers): void {
  room.onMessage('seat', (m: Partial<SeatMessage> | null) => {
    if (typeof m?.secret !== 'string') return;
    on.seat({
      secret: m.secret,
      seat: typeof m.seat === 'number' ? m.seat : undefined,
      id: typeof m.id === 'string' ? m.id : undefined,
      restored: m.restored !== true ? null : m.gameLost === true ? 'game-lost' : 'back',
    });
  });
  room.onMessage('answer', (a: AnswerMessage | null) => {
    if (a && typeof a === 'object') on.answer(a);
  });
  room.onMessage('time', (t: unknown) => {
    const sample = timeSample(t, Date.now());
    if (sample) on.time(sample);
  });
  room.onMessage('record', (r: Partial<RecordMessage> | null) => {
    on.record({
      game: typeof r?.game === 'number' ? r.game : 0,
      show: typeof r?.show === 'string' ? r.show : '',
      record: r?.record,
      finishedAt: typeof r?.finishedAt === 'number' ? r.finishedAt : 0,
    });
  });
  room.onMessage('audience', (m: Partial<AudienceMessage> | null) => on.audience(m?.reason ?? 'by-choice'));
  room.onMessage('event', (e: { type?: unknown; game?: unknown } | null) => {
    if (e?.type === 'game-over' && typeof e.game === 'number') on.gameOver(e.game);
  });
  // Arriving on the results: the game ended `sinceMs` ago (the TV may still be revealing it).
  room.onMessage('finale', (m: Partial<FinaleMessage> | null) => {
    if (typeof m?.game === 'number' && typeof m.sinceMs === 'number' && m.sinceMs >= 0) on.gameOver(m.game, m.sinceMs);
  });
  room.onMessage('coach', (m: Partial<CoachMessage> | null) => {
    if (typeof m?.game !== 'number' || typeof m.version !== 'number' || !Array.isArray(m.reasons)) return;
    on.coach({ game: m.game, version: m.version, action: m.action, reasons: m.reasons });
  });
  room.onMessage('crowd-score', (m: unknown) => on.crowdScore(m));
  room.onMessage('host', () => undefined);
  room.onMessage('restarting', (m: { keeps?: unknown } | null) => on.restarting(m?.keeps === true));
}
