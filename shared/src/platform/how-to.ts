/**
 * A show's "how to play" (docs/ARCHITECTURE.md, "How to play"): one script of timed beats that
 * the stage (PixiJS) and the phone (Lit) both play, each drawing a beat's table with its own
 * pieces. The platform knows the timing and the captions; what a beat's table holds (a cube, a
 * pot, chips...) is the show's own shape, drawn by the show's parts.
 */
import type { Timers } from './timers.js';

/** One beat: how long it stays (ms), its caption's key in the script's words, what the table shows. */
export interface HowToBeat<Table = unknown> {
  /** How long the beat stays on screen, ms (the next beat starts after it). */
  ms: number;
  /** The caption's key: `words()[caption]` is the line said during the beat. */
  caption: string;
  /** What the table shows during the beat (the show's own shape). */
  table: Table;
}

/** A show's how-to-play script: its beats in order and its words in the screen's language. */
export interface HowToScript<Table = unknown> {
  readonly beats: readonly HowToBeat<Table>[];
  /** The captions by key in the current locale (the show's catalogue, docs/I18N.md); also `title`, the heading. */
  words(): Readonly<Record<string, string>>;
}

/** The whole script's length, ms. */
export function howToLength(script: HowToScript): number {
  return script.beats.reduce((ms, b) => ms + b.ms, 0);
}

/** The script's length as people say it: whole seconds, to the nearest 5 (a 44.5 s script is "45 seconds"). */
export function howToSeconds(script: HowToScript): number {
  return Math.max(5, Math.round(howToLength(script) / 5000) * 5);
}

/** The caption of beat `i` in the current locale ("" for a key the words lack). */
export function beatCaption(script: HowToScript, i: number): string {
  const key = script.beats[i]?.caption;
  return key ? script.words()[key] ?? '' : '';
}

/** Timers as the runner uses them: the screen's own (`globalThis`) or a test's (platform/timers.ts). */
export type HowToTimers = Timers;

/** A script being played: stop it early (no `end` call follows), or skip to its end (`end` is called). */
export interface HowToRun {
  /** Stop without calling `end` (the screen went away). */
  stop(): void;
  /** Stop and call `end` now (the host skipped it). */
  skip(): void;
  /** The beat on show (index), or -1 once it ended. */
  readonly beat: number;
}

/**
 * Play `script`: `beat(i, beat)` at the start of each beat in order (the first at once), then
 * `end()` once after the last beat's time. `speed` divides every beat's time (2: twice as fast;
 * reduced motion keeps 1); `from` starts at that beat (a screen rebuilt mid-way). Never throws;
 * a `beat` callback that throws does not stop the run.
 */
export function runHowTo<T>(
  script: HowToScript<T>,
  on: { beat(i: number, beat: HowToBeat<T>): void; end(): void },
  opts: { timers: HowToTimers; speed?: number; from?: number },
): HowToRun {
  const timers = opts.timers;
  const speed = opts.speed && opts.speed > 0 ? opts.speed : 1;
  let i = Math.max(0, Math.trunc(opts.from ?? 0)) - 1;
  let handle: unknown = null;
  let over = false;
  const finish = (callEnd: boolean): void => {
    if (over) return;
    over = true;
    i = -1;
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (callEnd) on.end();
  };
  const next = (): void => {
    if (over) return;
    i += 1;
    const beat = script.beats[i];
    if (!beat) return finish(true);
    try { on.beat(i, beat); } catch (e) { console.warn('how-to beat failed', e); }
    if (!over) handle = timers.setTimeout(next, beat.ms / speed);
  };
  next();
  return {
    stop: () => finish(false),
    skip: () => finish(true),
    get beat() { return i; },
  };
}
