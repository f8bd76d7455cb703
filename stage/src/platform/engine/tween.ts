/**
 * Tweens as promises paced by the animation queue (gsap under the hood): durations are divided
 * by the pace's speed, and an instant pace jumps straight to the end values.
 */
import { gsap } from 'gsap';
import type { StepPace } from './queue.js';

/**
 * Tween `target` to `vars` over `ms` (design duration) at `pace`; resolves when done, or when the
 * tween is stopped (`stopTweens`, e.g. a re-sync redrawing the rows): a step awaiting a stopped
 * tween must go on (and say its remaining captions), not wait for ever.
 */
export function tween(target: object, vars: gsap.TweenVars, ms: number, pace: StepPace): Promise<void> {
  if (pace.instant || !(ms > 0)) {
    gsap.set(target, vars);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    gsap.to(target, { ease: 'power2.out', ...vars, duration: ms / 1000 / pace.speed, onComplete: () => resolve(), onInterrupt: () => resolve() });
  });
}

/** Wait `ms` (design duration) at `pace`. */
export function pause(ms: number, pace: StepPace): Promise<void> {
  if (pace.instant || !(ms > 0)) return Promise.resolve();
  return new Promise((resolve) => gsap.delayedCall(ms / 1000 / pace.speed, resolve));
}

/** A step's clock: waits measured from when the step began (see `timeline`). */
export interface Timeline {
  /** Resolve `ms` (design duration, divided by the pace's speed) after the timeline began; at once when instant or already past. */
  until(ms: number): Promise<void>;
}

/**
 * A timeline for one long step (the finale), on the wall clock rather than gsap's: each `until`
 * is counted from the step's start, so the lateness of earlier waits (a wait ends on the first
 * frame after its time; gsap slows its own clock when frames take over half a second) never adds
 * up, and the step ends on its plan, as the phones (which hold the results for the planned time)
 * expect. `now` (ms) and `wait` are injectable for tests.
 */
export function timeline(
  pace: StepPace,
  now: () => number = () => performance.now(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
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

/** Stop every tween on these targets (before destroying them). */
export function stopTweens(...targets: object[]): void {
  for (const t of targets) gsap.killTweensOf(t);
}
