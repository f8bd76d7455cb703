/**
 * The shows this build hosts, by id: the one place in shared/ (with each show's own folder) that
 * names them. The server, the record tools and the simulate command find a show here; the stage
 * and the phone have registries of their own (their screens load on demand).
 */
import type { AnyShowModule } from '../platform/show-module.js';
import { minusAuction } from './minus-auction/module.js';
import { rubbishAuction } from './rubbish-auction/module.js';

/** Every show, the default first. */
export const SHOWS: readonly AnyShowModule[] = [minusAuction, rubbishAuction];

/** The show a new room starts with, and `simulate` without `--game`. */
export const DEFAULT_SHOW: string = minusAuction.id;

/** The show with this id, or undefined. */
export function showById(id: string): AnyShowModule | undefined {
  return SHOWS.find((s) => s.id === id);
}

/**
 * The shows with a simulate command of their own, loaded when asked for: a function of the
 * command line's arguments (without `--game`) that prints its report. The others are simulated
 * by the generic arena through their module (shared/src/cli/simulate.ts).
 */
export const SIMULATORS: Readonly<Record<string, () => Promise<(args: string[]) => Promise<void>>>> = {
  [minusAuction.id]: async () => (await import('./minus-auction/cli/simulate.js')).simulate,
};
