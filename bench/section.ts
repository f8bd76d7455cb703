/**
 * One benchmark's contribution to docs/BENCHMARKS.md. `run()` measures and returns markdown
 * (a `## Title` section with a table of figures); it may throw if a prerequisite is missing,
 * and the runner then records the reason instead of figures.
 */
export interface BenchSection {
  /** Short id, used by `npm run bench -- ID` to run only some sections. */
  id: string;
  title: string;
  /** Only run when named (`npm run bench -- ID`), not by a bare `npm run bench`: for runs of hours. */
  explicit?: boolean;
  run(): Promise<string>;
}
