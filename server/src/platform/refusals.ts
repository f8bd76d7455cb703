/**
 * Refusals: the answer a refused request gets (its code, reason and parameters, which each phone
 * words in its own language, and the English sentence as `message` for logs and clients that word
 * no codes), and a log that writes each kind of refusal once per connection, so a flood cannot
 * flood the log.
 */
import { REFUSAL_CODES, type AnswerMessage, type ClientMessageType, type RefusalCode, type ShowRefusalCode } from '@minus/shared/platform/protocol/index';
import { refusalText } from '@minus/shared/platform/refusals/index';
import type { Refused } from './show-outcomes.js';

/** What a refusal says beside its code: a reason with its numbers, or a module's own English detail. */
export type RefusalDetail = Pick<Refused, 'reason' | 'params' | 'message'>;

/**
 * A refusal answer for a request type. `message` is the module's or check's English detail when it
 * gave one for a platform code (bad settings), a show's own code keeps its module's sentence, and
 * otherwise it is the English wording of the code and reason (shared platform/refusals/).
 */
export function refusal(type: ClientMessageType | 'unknown', code: RefusalCode | ShowRefusalCode, detail: RefusalDetail = {}): AnswerMessage {
  const platform = (REFUSAL_CODES as readonly string[]).includes(code);
  const message = (detail.reason ? undefined : detail.message) ?? refusalText({ code: platform ? code : 'other', reason: detail.reason, params: detail.params }, 'en');
  return {
    type, ok: false, code,
    ...(detail.reason ? { reason: detail.reason } : {}),
    ...(detail.params ? { params: detail.params } : {}),
    message,
  };
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
