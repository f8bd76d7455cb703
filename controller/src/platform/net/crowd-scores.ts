/**
 * This phone's own guessing count (`crowd-score` messages, protocol messages.ts), kept for the view
 * the phone draws: a count names the question it counts up to, so while a reveal holds the phone's
 * view (view-hold.ts) the count from before that question closed is the one shown.
 */
import type { CrowdScoreMessage } from '@minus/shared/platform/protocol/messages';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';

/** Counts kept: enough for a count or two to arrive while the phone still draws an older view. */
const KEPT = 4;

/**
 * How my guesses went this game: `right` of `made` on closed questions; the name the best
 * guessers list me by (`listedAs`, when the room has listed me) and `hidden` when that is my
 * "Watcher N" because the host hid the name I chose.
 */
export interface CrowdScore {
  right: number;
  made: number;
  listedAs?: string;
  hidden?: boolean;
}

export class CrowdScores {
  private kept: CrowdScoreMessage[] = [];

  /** Take in a `crowd-score` message; false when malformed (ignored). */
  add(m: unknown): boolean {
    const s = m as Partial<CrowdScoreMessage> | null;
    if (!s || typeof s.key !== 'string' || ![s.game, s.right, s.made].every((x) => Number.isInteger(x) && (x as number) >= 0)) return false;
    if ((s.right as number) > (s.made as number)) return false;
    if (s.listedAs !== undefined && typeof s.listedAs !== 'string') return false;
    this.kept = [...this.kept.filter((k) => !(k.game === s.game && k.key === s.key)), s as CrowdScoreMessage].slice(-KEPT);
    return true;
  }

  /**
   * My count as of `view` (its game, up to its last closed question `crowd.lastKey`), or null when
   * I made no guess that has closed by then.
   */
  for(view: RoomStateShape): CrowdScore | null {
    const key = view.crowd?.lastKey ?? '';
    if (!key) return null;
    const hit = this.kept.find((k) => k.game === view.game.number && k.key === key);
    if (!hit) return null;
    return { right: hit.right, made: hit.made, ...(hit.listedAs !== undefined ? { listedAs: hit.listedAs } : {}), ...(hit.hidden === true ? { hidden: true } : {}) };
  }

  /** A new room: forget every count. */
  clear(): void {
    this.kept = [];
  }
}
