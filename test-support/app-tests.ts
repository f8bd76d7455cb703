/**
 * How the projects that drive the built apps (`stage-browser`, `controller-browser`, `e2e`) are
 * scheduled: one group that starts after the unit projects (`groupOrder: 1`), two test files at a
 * time. Each file starts its own server on a free port, with its own rooms' folder and, when it
 * needs one, its own Redis; the builds are made once before the group starts (`build-apps.ts`),
 * so files never write what another reads. Most of these files wait on the game's own clocks
 * (countdowns, reveals, restarts), so two of them share a two-core machine well.
 *
 * A test of these that fails is run once more (`retry: 1`), and fails the run only if it fails
 * again: two browsers drawing in software on two cores sometimes see a screen a beat late, which
 * is the machine's day, not the game's. Vitest marks a test that passed on its second try
 * "(retry x1)" in the run's output, so a flaky test stays in sight (docs/BENCHMARKS.md, "The
 * whole test suite: browser files two at a time").
 */
import { fileURLToPath } from 'node:url';

/** Spread into a project's `test` config. */
export const APP_TESTS: { globalSetup: string[]; maxWorkers: number; retry: number; sequence: { groupOrder: number } } = {
  globalSetup: [fileURLToPath(new URL('./build-apps.ts', import.meta.url))],
  maxWorkers: 2,
  retry: 1,
  sequence: { groupOrder: 1 },
};
