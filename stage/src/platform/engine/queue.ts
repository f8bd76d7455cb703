/**
 * One animation queue: plays the room's events in order, one step at a time, so a burst (bots
 * deciding fast) never overlaps or drops an animation (docs/ARCHITECTURE.md, "stage/"). When it falls behind
 * it speeds up (x2), and far behind it plays steps instantly, so the TV never lags the phones by
 * more than about a second (docs/STAGE.md, "Motion").
 */

/** How a step should play: `speed` divides every duration; `instant` means jump to the end state. */
export interface StepPace {
  speed: number;
  instant: boolean;
}

/** One animation: resolves when done. It must apply its end state even when `instant`. */
export type Step = (pace: StepPace) => Promise<void> | void;

/** A step that has not finished after this many ms is abandoned, unless it was given its own limit. */
export const DEFAULT_STEP_TIMEOUT_MS = 6000;

/**
 * The time limit (ms) for a step planned to take `plannedMs` at normal pace: the default, or for a
 * longer step (the finale) half as long again as its plan, so a busy machine (gsap's lag smoothing
 * stretches tweens when frames are slow) still finishes before the queue gives up on it.
 */
export function stepLimitFor(plannedMs: number): number {
  const planned = Number.isFinite(plannedMs) && plannedMs > 0 ? plannedMs : 0;
  return Math.max(DEFAULT_STEP_TIMEOUT_MS, Math.ceil(planned * 1.5));
}

export interface QueueOptions {
  /** Waiting steps beyond which the queue plays at x2. Default 2. */
  fastAfter?: number;
  /** Waiting steps beyond which steps play instantly. Default 8. */
  instantAfter?: number;
  /**
   * A step that has not finished after this many ms is abandoned (the queue moves on), unless
   * `push` gave it its own limit. Default `DEFAULT_STEP_TIMEOUT_MS` (6000).
   */
  stepTimeoutMs?: number;
  /** Extra speed factor, e.g. 2 under reduced motion. Default 1. */
  baseSpeed?: number;
  /** Called (synchronously) when the queue empties after playing at least one step. */
  onIdle?: () => void;
  /** Called when a step throws or times out; the queue carries on. */
  onError?: (error: unknown) => void;
  /** Timer, injectable for tests. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The pace for a step given how many steps wait behind it (pure; exported for tests). */
export function paceFor(waiting: number, opts: Pick<QueueOptions, 'fastAfter' | 'instantAfter' | 'baseSpeed'> = {}): StepPace {
  const fastAfter = opts.fastAfter ?? 2;
  const instantAfter = opts.instantAfter ?? 8;
  const base = opts.baseSpeed ?? 1;
  if (waiting > instantAfter) return { speed: Infinity, instant: true };
  return { speed: waiting > fastAfter ? 2 * base : base, instant: false };
}

interface Queued {
  step: Step;
  /** This step's own time limit (ms), or undefined for the queue's `stepTimeoutMs`. */
  limitMs: number | undefined;
}

export class AnimationQueue {
  private readonly steps: Queued[] = [];
  private running = false;
  private generation = 0;
  private readonly opts: QueueOptions;

  constructor(opts: QueueOptions = {}) {
    this.opts = opts;
  }

  /** Steps waiting (not counting the one playing). */
  get waiting(): number {
    return this.steps.length;
  }

  /** True while a step plays or steps wait. */
  get busy(): boolean {
    return this.running || this.steps.length > 0;
  }

  /** Change the base speed (reduced motion toggled while the show runs). */
  setBaseSpeed(speed: number): void {
    this.opts.baseSpeed = speed > 0 ? speed : 1;
  }

  /**
   * Add a step at the end; it plays after every step before it. `limitMs` replaces the queue's
   * `stepTimeoutMs` for this step (a step that is planned to run longer, see `stepLimitFor`).
   */
  push(step: Step, limitMs?: number): void {
    this.steps.push({ step, limitMs: limitMs !== undefined && limitMs > 0 ? limitMs : undefined });
    if (!this.running) {
      // Start on the next microtask so a burst pushed together is counted as waiting.
      this.running = true;
      queueMicrotask(() => void this.drain());
    }
  }

  /**
   * Drop every waiting step (a scene rebuilt from state makes them moot). The step playing now
   * finishes on its own; no step pushed before `clear` runs afterwards.
   */
  clear(): void {
    this.steps.length = 0;
    this.generation++;
  }

  private async drain(): Promise<void> {
    this.running = true;
    const gen = this.generation;
    let played = 0;
    while (this.steps.length > 0 && gen === this.generation) {
      const next = this.steps.shift()!;
      const pace = paceFor(this.steps.length, this.opts);
      await this.runOne(next.step, pace, next.limitMs ?? this.opts.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS);
      played++;
    }
    this.running = false;
    if (this.steps.length > 0) {
      this.running = true;
      void this.drain();
      return;
    }
    if (played > 0) this.opts.onIdle?.();
  }

  private runOne(step: Step, pace: StepPace, limitMs: number): Promise<void> {
    const setTimer = this.opts.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
    const clearTimer = this.opts.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
    return new Promise<void>((resolve) => {
      let done = false;
      const finish = (error?: unknown): void => {
        if (done) return;
        done = true;
        clearTimer(timer);
        if (error !== undefined) this.opts.onError?.(error);
        resolve();
      };
      const timer = setTimer(() => finish(new Error(`animation step timed out after ${limitMs} ms`)), limitMs);
      try {
        Promise.resolve(step(pace)).then(() => finish(), (e: unknown) => finish(e ?? new Error('step failed')));
      } catch (e) {
        finish(e ?? new Error('step failed'));
      }
    });
  }
}
