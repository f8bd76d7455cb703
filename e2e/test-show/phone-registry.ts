/**
 * The phone's registry in the test build (tests only): the production shows and Count Up. The
 * test build puts this file in place of the controller's `#shows` (build.ts).
 */
import { PHONE_SHOWS as PRODUCTION } from '../../controller/src/shows/registry.js';
import type { PhoneShowEntry } from '../../controller/src/platform/show-part.js';
import { countUpCard } from './module.js';

export const PHONE_SHOWS: readonly PhoneShowEntry[] = [
  ...PRODUCTION,
  { card: countUpCard, load: async () => (await import('./phone.js')).countUpPhone },
];
