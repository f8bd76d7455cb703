/**
 * One animation queue: plays the room's events in order, one step at a time, so a burst (bots
 * deciding fast) never overlaps or drops an animation (docs/ARCHITECTURE.md, "stage/"). Events
 * pushed together (within `beatMs` of the first: one decision's take, next cube and turn) form one beat and
 * play in order. When a later beat has waited `maxLagMs`, the queue hurries: the step playing
 * jumps to its end state (`onHurry` ends its tweens) and every waiting step but the last beat
 * plays instantly, so the TV never holds the table behind the room by more than about
 * `maxLagMs` (docs/STAGE.md, "The animation queue"). A long step may be `firm` (the finale):
 * only an `urgent` push (the room moved on) hurries it.
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
 * longer step (the finale) half as long again as its plan, so a busy machine (whose slow frames
 * stretch the tweens) still finishes before the queue gives up on it.
 */
export function stepLimitFor(plannedMs: number): number {
  const planned = Number.isFinite(plannedMs) && plannedMs > 0 ? plannedMs : 0;
  return Math.max(DEFAULT_STEP_TIMEOUT_MS, Math.ceil(planned * 1.5));
}

/**
 * How long (ms) a newer beat may wait behind the step playing before the queue hurries it. 0: a
 * new decision cuts the last one's animation short at once, in the task that brought its event
 * (no timer, so no frame in between), and its caption shows with it (the table is the room's
 * state; the animation only decorates), measured by `npm run bench -- tap-latency`.
 */
export const MAX_LAG_MS = 0;
/** Steps pushed within this many ms of a beat's first push join that beat. */
export const BEAT_MS = 40;

/** How one step is pushed: its own time limit, and how it may be hurried. */
export interface PushOptions {
  /** This step's own time limit (ms), replacing the queue's `stepTimeoutMs`. */
  limitMs?: number;
  /** Hurry whatever plays now at once (the game ended, a new scene). */
  urgent?: boolean;
  /** Only an urgent push may hurry this step while it plays (a finale the phones wait for). */
  firm?: boolean;
  /**
   * This step hurries nothing: it waits its turn (a phone dropping or coming back while a reveal is
   * read), and only a later step that is not patient hurries what plays before it.
   */
  patient?: boolean;
}

export interface QueueOptions {
  /** A newer beat may wait this long (ms) before the step playing is hurried. Default `MAX_LAG_MS`. */
  maxLagMs?: number;
  /** Pushes this close together (ms) are one beat. Default `BEAT_MS`. */
  beatMs?: number;
  /** End every running animation now (the tween engine's `hurryTweens`). */
  onHurry?: () => void;
  /** Clock (ms), injectable for tests. */
  now?: () => number;
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
  /** When it was pushed (ms, the queue's clock) and the beat it belongs to. */
  pushedAt: number;
  beat: number;
  urgent: boolean;
  firm: boolean;
  patient: boolean;
}

export class AnimationQueue {
  private readonly steps: Queued[] = [];
  private running = false;
  private generation = 0;
  private readonly opts: QueueOptions;
  /** The step playing now and its (mutable) pace, so it can be hurried. */
  private playing: { item: Queued; pace: StepPace } | null = null;
  private beat = 0;
  private beatStartedAt = -Infinity;
  /** Steps hurried so far (tests and the bench). */
  hurried = 0;

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
  push(step: Step, limit?: number | PushOptions): void {
    const o: PushOptions = typeof limit === 'number' ? { limitMs: limit } : limit ?? {};
    const at = this.now();
    // A beat is a window from its first push: a steady stream of events makes one beat per window.
    if (at - this.beatStartedAt > (this.opts.beatMs ?? BEAT_MS)) {
      this.beat++;
      this.beatStartedAt = at;
    }
    const item: Queued = {
      step,
      limitMs: o.limitMs !== undefined && o.limitMs > 0 ? o.limitMs : undefined,
      pushedAt: at,
      beat: this.beat,
      urgent: !!o.urgent,
      firm: !!o.firm,
      patient: !!o.patient && !o.urgent,
    };
    this.steps.push(item);
    if (this.playing && !item.patient && (item.urgent || this.playing.item.beat !== item.beat)) {
      const lag = this.opts.maxLagMs ?? MAX_LAG_MS;
      if (item.urgent || lag <= 0) queueMicrotask(() => this.hurryIfLate());
      else this.timer(() => this.hurryIfLate(), lag + 2);
    }
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

  private now(): number {
    return this.opts.now ? this.opts.now() : typeof performance !== 'undefined' ? performance.now() : Date.now();
  }

  private timer(fn: () => void, ms: number): unknown {
    const setTimer = this.opts.setTimer ?? ((f: () => void, t: number) => setTimeout(f, t));
    return setTimer(fn, ms);
  }

  /** True when an urgent step waits behind `item`, or a step of a later beat waits past its time. */
  private lateBehind(item: Queued): boolean {
    const lag = this.opts.maxLagMs ?? MAX_LAG_MS;
    const now = this.now();
    return this.steps.some((s) => !s.patient && (s.urgent || (s.beat !== item.beat && !item.firm && now - s.pushedAt >= lag)));
  }

  /** Hurry the step playing if a later beat has waited too long: it jumps to its end state. */
  private hurryIfLate(): void {
    const p = this.playing;
    if (!p || p.pace.instant) return;
    if (!this.lateBehind(p.item)) {
      // A timer that fired a little early: look again when the first later beat is due.
      const later = p.item.firm ? undefined : this.steps.find((s) => !s.patient && s.beat !== p.item.beat);
      if (later) this.timer(() => this.hurryIfLate(), Math.max(1, later.pushedAt + (this.opts.maxLagMs ?? MAX_LAG_MS) + 2 - this.now()));
      return;
    }
    p.pace.instant = true;
    p.pace.speed = Infinity;
    this.hurried++;
    this.opts.onHurry?.();
  }

  private async drain(): Promise<void> {
    this.running = true;
    const gen = this.generation;
    let played = 0;
    while (this.steps.length > 0 && gen === this.generation) {
      const next = this.steps.shift()!;
      // Behind a later beat that is already late, this step only sets its end state.
      const pace = this.lateBehind(next) ? { speed: Infinity, instant: true } : paceFor(this.steps.length, this.opts);
      this.playing = { item: next, pace };
      const later = this.steps.find((s) => !s.patient && s.beat !== next.beat);
      if (later && !pace.instant) this.timer(() => this.hurryIfLate(), Math.max(0, later.pushedAt + (this.opts.maxLagMs ?? MAX_LAG_MS) + 2 - this.now()));
      await this.runOne(next.step, pace, next.limitMs ?? this.opts.stepTimeoutMs ?? DEFAULT_STEP_TIMEOUT_MS);
      this.playing = null;
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
