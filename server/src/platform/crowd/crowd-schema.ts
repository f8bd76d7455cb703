/**
 * The crowd's part of the synchronised state (protocol state.ts `CrowdState`), and writing it from
 * a `Crowd` (crowd.ts): only what changed is assigned, the predictors' table only when a row did.
 */
import { schema, type ArraySchema, type SchemaType } from '@colyseus/schema';
import { set, setArray } from '../schema/assign.js';
import type { Crowd, NameFree } from './crowd.js';

/** One predictor (protocol state.ts `PredictorRow`). */
export const PredictorRowSchema = schema({
  name: 'string',
  right: 'uint16',
  made: 'uint16',
  hideable: 'boolean',
}, 'PredictorRow');
export type PredictorRowSchema = SchemaType<typeof PredictorRowSchema>;

/** The crowd (protocol state.ts `CrowdState`). */
export const CrowdSchema = schema({
  key: 'string',
  picks: ['uint16'],
  lastKey: 'string',
  lastAnswer: 'int8',
  cheers: 'uint32',
  groans: 'uint32',
  table: [PredictorRowSchema],
}, 'Crowd');
export type CrowdSchema = SchemaType<typeof CrowdSchema>;

/** Copy `crowd` into `out` for `seatCount` seats. */
export function writeCrowd(out: CrowdSchema, crowd: Crowd, seatCount: number, nameFree?: NameFree): void {
  set(out, 'key', crowd.key);
  setArray(out.picks, crowd.key ? crowd.tally(seatCount) : []);
  set(out, 'lastKey', crowd.lastKey);
  set(out, 'lastAnswer', crowd.lastAnswer);
  set(out, 'cheers', crowd.cheers);
  set(out, 'groans', crowd.groans);
  const rows = crowd.table(nameFree);
  const table = out.table as unknown as ArraySchema<PredictorRowSchema>;
  const same = table.length === rows.length && rows.every((r, i) => {
    const t = table.at(i)!;
    return t.name === r.name && t.right === r.right && t.made === r.made && t.hideable === r.hideable;
  });
  if (same) return;
  table.clear();
  for (const r of rows) {
    const row = new PredictorRowSchema();
    row.name = r.name; row.right = r.right; row.made = r.made; row.hideable = r.hideable;
    table.push(row);
  }
}
