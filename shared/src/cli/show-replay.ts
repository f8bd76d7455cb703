/**
 * `npm run -s replay -- FILE` for a show module's record (cli/shows.ts): parse, replay and
 * summarise with the module's own record functions. Minus Auction's records keep their own path
 * in replay.ts.
 */
import { showOfFormat } from './shows.js';

/**
 * The replay of a record `text` when it is a show module's record: `{ ok: true, out }` with the
 * module's summary, or `{ ok: false, message }` (a bad record, or `action N: ...` for an illegal
 * action). Null when the text is not JSON or not a show module's record (left to Minus Auction's path).
 */
export function replayShowRecord(text: string): { ok: true; out: unknown } | { ok: false; message: string } | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const show = showOfFormat(data !== null && typeof data === 'object' ? (data as { format?: unknown }).format : undefined);
  if (!show) return null;
  const record = show.record.parse(data);
  if (!record.ok) return { ok: false, message: record.error.message };
  const state = show.record.replay(record.value);
  if (!state.ok) return { ok: false, message: state.error.message };
  return { ok: true, out: show.record.summary(state.value) };
}
