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

/** Stop every tween on these targets (before destroying them). */
export function stopTweens(...targets: object[]): void {
  for (const t of targets) gsap.killTweensOf(t);
}
