/**
 * What a room writes into any show's game record beside the show's own fields (docs/ARCHITECTURE.md,
 * "Records and the command line"), so that a replay tells the game as the room did, and a record
 * says what kind of game it was:
 * - `bots`: per seat, in seat order, the computer player's label (`"hard"`), or null for a person;
 * - `avatars`: per seat, in seat order, the avatar the seat wore in that game (protocol
 *   avatars.ts, 0..6, each seat its own), so a replay dresses every seat as it was, also one that
 *   has left the room since;
 * - `causes`: per action, in order, what decided it: `phone` (the player), `timeout` (the decision
 *   timer ran out) or `bot` (a computer player, or one standing in for a person);
 * - `practice`: true for a practice game (a solo game against the computer, or the host's
 *   practice switch: docs/SERVER.md, "Practice games and the coach"), which tonight's table left
 *   out; false for a game that counted.
 * A show's record schema ignores them (zod strips keys it does not list), so records with them
 * replay anywhere. All are optional: a record without them (older, or written by hand) replays
 * as people's own choices with avatars the replay picks, says nothing of practice (read as a game
 * that counted), and a field that is malformed or of the wrong length is left out.
 */
import { z } from 'zod';
import { AVATARS } from './protocol/avatars.js';
import type { DecisionCause } from './show-module.js';

/** The room's additions to a record (see the module comment). */
export interface RecordExtras {
  bots?: (string | null)[];
  avatars?: number[];
  causes?: DecisionCause[];
  practice?: boolean;
}

/** A computer player's label as the shows name them ("hard", "medium-steady"): no spaces, marks or controls. */
const botsSchema = z.array(z.string().regex(/^[a-z][a-z0-9-]{0,31}$/).nullable()).max(16);
/** Avatar indices, no two seats alike (as a room seats them). */
const avatarsSchema = z.array(z.number().int().min(0).max(AVATARS.length - 1)).max(AVATARS.length).refine((a) => new Set(a).size === a.length);
const causesSchema = z.array(z.enum(['phone', 'timeout', 'bot', 'forced']));

/**
 * The extras of a record (parsed JSON, any show) for a game of `seats` seats and `actions`
 * actions. Never throws: what does not fit is left out.
 */
export function readExtras(data: unknown, seats: number, actions: number): RecordExtras {
  const raw = data !== null && typeof data === 'object' ? (data as { bots?: unknown; avatars?: unknown; causes?: unknown; practice?: unknown }) : {};
  const bots = botsSchema.safeParse(raw.bots);
  const avatars = avatarsSchema.safeParse(raw.avatars);
  const causes = causesSchema.safeParse(raw.causes);
  return {
    ...(bots.success && bots.data.length === seats ? { bots: bots.data } : {}),
    ...(avatars.success && avatars.data.length === seats ? { avatars: avatars.data } : {}),
    ...(causes.success && causes.data.length === actions ? { causes: causes.data } : {}),
    ...(typeof raw.practice === 'boolean' ? { practice: raw.practice } : {}),
  };
}

/** True when the record (parsed JSON, any show) says it was a practice game; false for one that counted, or that does not say. Never throws. */
export function recordPractice(data: unknown): boolean {
  return data !== null && typeof data === 'object' && (data as { practice?: unknown }).practice === true;
}

/** Per seat, in seat order: the label of a computer player's seat, null for a person's (a stand-in is a person's seat). */
export function seatBots(seats: readonly { kind: 'human' | 'bot'; botLabel: string }[]): (string | null)[] {
  return seats.map((s) => (s.kind === 'bot' ? s.botLabel : null));
}

/** Per seat, in seat order: the avatar it wears (the record's `avatars`). */
export function seatAvatars(seats: readonly { avatar: number }[]): number[] {
  return seats.map((s) => s.avatar);
}
