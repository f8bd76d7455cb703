/**
 * Refusals: the friendly sentence for each `RefusalCode` (the phone may show `message` as is),
 * and a log that writes each kind of refusal once per connection, so a flood cannot flood the log.
 */
import type { AnswerMessage, ClientMessageType, RefusalCode, ShowRefusalCode } from '@minus/shared/platform/protocol/index';

/** Default sentences; a handler may pass a more precise one. */
export const REFUSAL_TEXT: Record<RefusalCode, string> = {
  'bad-message': 'That request was not understood.',
  'rate-limited': 'Too many taps at once. Wait a moment.',
  'not-allowed': 'Only the host can do that.',
  'not-your-turn': 'It is not your turn.',
  'too-late': 'Too late: that moment has passed.',
  'game-over': 'The game is over.',
  'not-in-lobby': 'That can only be changed between games.',
  'too-few-seats': 'This show needs more players.',
  'too-many-seats': 'This show seats fewer players: remove a seat first.',
  'room-full': 'All the seats are taken.',
  'bad-settings': 'Those settings do not work.',
  'bad-bot': 'There is no such computer player.',
  'bad-show': 'There is no such show here.',
  'no-such-seat': 'There is no such seat.',
  'no-record': 'No game has finished yet.',
  'not-saved': 'The game server could not save that. Nothing changed; try again in a moment.',
};

/** A refusal answer for a request type (a show's own code keeps the show's sentence). */
export function refusal(type: ClientMessageType | 'unknown', code: RefusalCode | ShowRefusalCode, message?: string): AnswerMessage {
  return { type, ok: false, code, message: message ?? (REFUSAL_TEXT as Record<string, string>)[code] ?? 'That is not allowed now.' };
}

/** An acceptance answer. */
export function accepted(type: ClientMessageType): AnswerMessage {
  return { type, ok: true };
}

/** Writes "refused <code> ..." once per (connection, code); later ones are only counted. */
export class RefusalLog {
  private readonly seen = new Map<string, number>();

  constructor(private readonly write: (line: string) => void, private readonly room: string) {}

  /** Note a refusal. Returns true when this call wrote a line. */
  note(who: string, code: RefusalCode | ShowRefusalCode, detail: string): boolean {
    const key = `${who}\u0000${code}`;
    const count = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, count);
    if (count > 1) return false;
    this.write(`[room ${this.room}] refused ${code} from ${who}: ${detail} (further ${code} refusals from ${who} are not logged)`);
    return true;
  }

  /** How many refusals of `code` came from `who`. */
  count(who: string, code: RefusalCode | ShowRefusalCode): number {
    return this.seen.get(`${who}\u0000${code}`) ?? 0;
  }
}
