/**
 * The shows this build hosts, by id: the one place in shared/ (with each show's own folder) that
 * names them. The server, the record tools and the simulate command find a show here; the stage
 * and the phone have registries of their own (their screens load on demand).
 */
import type { AnyShowModule } from '../platform/show-module.js';
import { minusAuction } from './minus-auction/module.js';

/** Every show, the default first. */
export const SHOWS: readonly AnyShowModule[] = [minusAuction];

/** The show a new room starts with, and `simulate` without `--game`. */
export const DEFAULT_SHOW: string = minusAuction.id;

/** The show with this id, or undefined. */
export function showById(id: string): AnyShowModule | undefined {
  return SHOWS.find((s) => s.id === id);
}

/**
 * Each show's simulate command, loaded when asked for: a function of the command line's
 * arguments (without `--game`) that prints its report (shared/src/cli/simulate.ts).
 */
export const SIMULATORS: Readonly<Record<string, () => Promise<(args: string[]) => Promise<void>>>> = {
  [minusAuction.id]: async () => (await import('./minus-auction/cli/simulate.js')).simulate,
};
