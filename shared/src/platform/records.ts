/**
 * Game records of any show: a record is JSON with a `format` string (`<show id>/record@<n>`)
 * that names the show module able to read it (show-module.ts, `record`). `readRecord` finds that
 * module and lets it validate and replay the record.
 */
import type { AnyShowModule, ShowResult } from './show-module.js';

/** A record read and replayed: the module that reads its format, the record and the state it replays to. */
export interface ReplayedRecord {
  module: AnyShowModule;
  record: { format: string };
  state: unknown;
}

function fail<T>(message: string): ShowResult<T> {
  return { ok: false, error: { code: 'bad-config', message } };
}

/**
 * Parse `text` as JSON, find the show whose record format it names among `shows`, validate and
 * replay it. Errors (`bad-config`, or the module's code for an illegal action), each message a
 * sentence naming the first problem: not JSON, no known `format`, the module's own parse and
 * replay messages.
 */
export function readRecord(text: string, shows: readonly AnyShowModule[]): ShowResult<ReplayedRecord> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return fail(`not valid JSON: ${(e as Error).message}`);
  }
  const format = data && typeof data === 'object' ? (data as { format?: unknown }).format : undefined;
  const known = shows.map((s) => s.record.format);
  const module = shows.find((s) => s.record.format === format);
  if (!module) {
    const named = typeof format === 'string' ? `its format "${format}" is unknown` : 'it has no "format"';
    return fail(`not a game record this build reads: ${named}; known formats: ${known.join(', ')}`);
  }
  const record = module.record.parse(data);
  if (!record.ok) return record;
  const state = module.record.replay(record.value);
  if (!state.ok) return state;
  return { ok: true, value: { module, record: record.value, state: state.value } };
}
