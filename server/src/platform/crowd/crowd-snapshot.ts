/**
 * What of the crowd (crowd.ts) survives a restart (docs/SERVER.md, "The crowd", "When the room
 * writes"): plain JSON the room stores in its row (`rooms.crowd`) each time a question settles and
 * as the server stops, and reads back at the restore. Read back through `readCrowdSnapshot`, which
 * checks every field: a damaged snapshot is refused with a reason (the room logs it and restores
 * without its crowd), it never throws.
 */
import { z } from 'zod';
import { ROLL_HIDDEN_MAX, ROLL_PHONES_MAX } from './watcher-roll.js';

/** The shape's version, stored in the snapshot (`v`): a later shape gets a new one. */
export const CROWD_SNAPSHOT_VERSION = 1;

const voterId = z.string().min(1).max(100);
const voterName = z.string().max(200);
const questionKey = z.string().max(200);
const count = z.number().int().min(0);
const seat = z.number().int().min(0).max(31);

/** A watcher's "Watcher N" (crowd.ts `Voter.fallback`), kept so a restart tells look-alikes apart as before. */
const fallback = voterName.optional();

/** One predictor of the game: its voter id (crowd.ts `Voter.id`), name, right guesses of `made`. */
const rowSchema = z.object({ id: voterId, name: voterName, right: count, made: count, fallback, seat: voterId.optional() })
  .strict()
  .refine((r) => r.right <= r.made, { message: 'more right than made' });

/** One guess on the open question: who (id, name as it guessed) and the seat index it named. */
const pickSchema = z.object({ id: voterId, name: voterName, seat, fallback }).strict();

/** The snapshot as stored (see `CrowdSnapshot`). */
export const crowdSnapshotSchema = z.object({
  v: z.literal(CROWD_SNAPSHOT_VERSION),
  game: z.number().int().min(-1),
  settled: count,
  lastKey: questionKey,
  lastAnswer: z.number().int().min(-1).max(31),
  cheers: count,
  groans: count,
  rows: z.array(rowSchema),
  key: questionKey,
  picks: z.array(pickSchema),
  watchers: count.optional(),
  phones: z.array(z.tuple([z.string().regex(/^[0-9a-f]{32}$/), z.number().int().min(1)])).max(ROLL_PHONES_MAX).optional(),
  hidden: z.array(voterId).max(ROLL_HIDDEN_MAX).optional(),
  hiddenKeys: z.array(z.string().max(1_000)).max(ROLL_HIDDEN_MAX).optional(),
}).strict();

/**
 * The crowd as stored (`Crowd.snapshot`, `Crowd.restore`):
 * - `v`: `CROWD_SNAPSHOT_VERSION`;
 * - `game`: the room's game number the crowd follows (show.ts `gameNumber`; -1 before it followed any);
 * - `settled`: questions settled so far; `lastKey` / `lastAnswer`: the last closed question and
 *   its answer (seat index, -1 when nobody answered it; "" / -1 before any);
 * - `cheers`, `groans`: the counts so far;
 * - `rows`: this game's predictors by voter id (a seat id, `p:` and a watcher's phone id, or `w:`
 *   and a connection), each with the name it is listed by and its `right` of `made` guesses,
 *   and a watcher's row the `seat` id it took since (`Crowd.tookSeat`; absent for none);
 * - `key`: the question open when it was written ("" when none); `picks`: the guesses on it;
 * - a watcher's row and pick carry its `fallback` ("Watcher 3"); `watchers`: how many watchers the
 *   room has named so far (the next is "Watcher watchers+1"). Both absent in a snapshot stored
 *   before they were kept: then the table lists such rows by their names, and numbering goes on
 *   after the highest "Watcher N" it holds;
 * - the evening's watchers (watcher-roll.ts `WatcherRollSnapshot`): `phones`, each phone's
 *   `[watcher id, N]`; `hidden` and `hiddenKeys`, the voter ids and the names' comparison keys
 *   the host hid (`Crowd.hide`). Absent in a snapshot stored before they were kept: then no phone
 *   keeps its number and no name is hidden.
 */
export type CrowdSnapshot = z.infer<typeof crowdSnapshotSchema>;

/**
 * Read a stored snapshot (`text`: the JSON as stored). Returns it when every field checks, else
 * the reason it was refused (not JSON, or the first field that does not fit). Never throws.
 */
export function readCrowdSnapshot(text: string): { ok: true; value: CrowdSnapshot } | { ok: false; reason: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not valid JSON' };
  }
  const parsed = crowdSnapshotSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, reason: issue ? `${issue.path.join('.') || 'snapshot'}: ${issue.message}` : 'does not fit' };
}
