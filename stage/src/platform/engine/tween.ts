/**
 * Tweens as promises paced by the animation queue (@tweenjs/tween.js under the hood, MIT):
 * durations are divided by the pace's speed, an instant pace jumps straight to the end values,
 * and `hurryTweens` ends every running tween and wait at once (the queue calls it when the room
 * has moved on, so the table never lags behind the room: docs/STAGE.md, "The animation queue").
 */
import { Easing, Group, Tween } from '@tweenjs/tween.js';
import type { StepPace } from './queue.js';

/** Easings the screens use (never linear, except a counter's `none`). */
export type EaseName = 'power2.out' | 'power2.in' | 'power2.inOut' | 'back.out' | 'elastic.out' | 'none';

/** A tween's end values (numbers on `target`), with an optional easing and a per-frame callback. */
export interface TweenVars {
  ease?: EaseName;
  onUpdate?: () => void;
  [prop: string]: number | string | (() => void) | undefined;
}

const EASES: Record<EaseName, (k: number) => number> = {
  'power2.out': Easing.Cubic.Out,
  'power2.in': Easing.Cubic.In,
  'power2.inOut': Easing.Cubic.InOut,
  'back.out': Easing.Back.Out,
  'elastic.out': Easing.Elastic.Out,
  none: Easing.Linear.None,
};

/** Something running that `hurryTweens` can end and `stopTweens` can stop. */
interface Running {
  target: object | null;
  /** Jump to the end and resolve. */
  finish(): void;
  /** Stop where it is and resolve. */
  stop(): void;
}

const group = new Group();
const running = new Set<Running>();
let ticking = false;

const clock = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
/**
 * The next frame, or 100 ms when frames stop (a hidden tab gets none): tweens still end, so a
 * step awaiting one never waits for the queue's time limit.
 */
function nextFrame(fn: () => void): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(once);
  setTimeout(once, typeof requestAnimationFrame === 'function' ? 100 : 16);
}

function tick(): void {
  group.update(clock());
  if (group.getAll().length > 0) nextFrame(tick);
  else ticking = false;
}

function ensureTicking(): void {
  if (ticking) return;
  ticking = true;
  nextFrame(tick);
}

function numbersOf(vars: TweenVars): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(vars)) if (typeof v === 'number') out[k] = v;
  return out;
}

/**
 * Tween `target` to `vars` over `ms` (design duration) at `pace`; resolves when done, when the
 * tween is stopped (`stopTweens`, e.g. a re-sync redrawing the rows) or hurried (`hurryTweens`):
 * a step awaiting a stopped tween must go on (and say its remaining captions), not wait for ever.
 */
export function tween(target: object, vars: TweenVars, ms: number, pace: StepPace): Promise<void> {
  const end = numbersOf(vars);
  if (pace.instant || !(ms > 0)) {
    Object.assign(target, end);
    vars.onUpdate?.();
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const t = new Tween(target as Record<string, number>, group);
    const entry: Running = {
      target,
      finish: () => { t.end(); },
      stop: () => { t.stop(); },
    };
    const done = (): void => {
      running.delete(entry);
      group.remove(t);
      resolve();
    };
    t.to(end, ms / pace.speed)
      .easing(EASES[vars.ease ?? 'power2.out'])
      .onUpdate(() => vars.onUpdate?.())
      .onComplete(done)
      .onStop(done)
      .start(clock());
    running.add(entry);
    ensureTicking();
  });
}

/** Wait `ms` (design duration) at `pace`; ends at once when hurried. */
export function pause(ms: number, pace: StepPace): Promise<void> {
  if (pace.instant || !(ms > 0)) return Promise.resolve();
  return hurriedWait(ms / pace.speed);
}

/** A plain wall-clock wait of `ms` that `hurryTweens` ends early. */
function hurriedWait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const entry: Running = { target: null, finish: () => end(), stop: () => end() };
    const timer = setTimeout(() => end(), ms);
    function end(): void {
      clearTimeout(timer);
      running.delete(entry);
      resolve();
    }
    running.add(entry);
  });
}

/** A step's clock: waits measured from when the step began (see `timeline`). */
export interface Timeline {
  /** Resolve `ms` (design duration, divided by the pace's speed) after the timeline began; at once when instant or already past. */
  until(ms: number): Promise<void>;
}

/**
 * A timeline for one long step (the finale), on the wall clock: each `until` is counted from the
 * step's start, so the lateness of earlier waits (a wait ends on the first frame after its time)
 * never adds up, and the step ends on its plan, as the phones (which hold the results for the
 * planned time) expect. `now` (ms) and `wait` are injectable for tests; the default wait ends
 * early when hurried.
 */
export function timeline(
  pace: StepPace,
  now: () => number = () => performance.now(),
  wait: (ms: number) => Promise<void> = hurriedWait,
): Timeline {
  const start = now();
  return {
    until(ms: number): Promise<void> {
      if (pace.instant || !(ms > 0)) return Promise.resolve();
      const left = start + ms / pace.speed - now();
      return left > 0 ? wait(left) : Promise.resolve();
    },
  };
}

/** Stop every tween on these targets where it is (before destroying them); their promises resolve. */
export function stopTweens(...targets: object[]): void {
  if (targets.length === 0) return;
  const set = new Set(targets);
  for (const r of [...running]) if (r.target && set.has(r.target)) r.stop();
}

/** End every running tween (at its end values) and every wait now: the room has moved on. */
export function hurryTweens(): void {
  for (const r of [...running]) r.finish();
}

/** Tweens and waits running now (tests). */
export function runningTweens(): number {
  return running.size;
}
