/**
 * The stage's registry in the test build (tests only): the production shows and Count Up. The
 * test build puts this file in place of the stage's `#shows` (build.ts).
 */
import { STAGE_SHOWS as PRODUCTION } from '../../stage/src/shows/registry.js';
import type { StageShowEntry } from '../../stage/src/platform/show-part.js';
import { countUpCard } from './module.js';

export const STAGE_SHOWS: readonly StageShowEntry[] = [
  ...PRODUCTION,
  { card: countUpCard, load: async () => (await import('./stage.js')).countUpStage },
];
