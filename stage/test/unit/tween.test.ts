import { afterEach, describe, expect, it, vi } from 'vitest';
import { hurryTweens, pause, runningTweens, stopTweens, timeline, tween } from '../../src/platform/engine/tween.js';

describe('tween', () => {
  it('resolves when the tween is stopped, so a step awaiting it goes on', async () => {
    const target = { x: 0 };
    const done = tween(target, { x: 1 }, 5000, { speed: 1, instant: false });
    setTimeout(() => stopTweens(target), 30);
    const outcome = await Promise.race([done.then(() => 'resolved'), new Promise((r) => setTimeout(() => r('stuck'), 2000))]);
    expect(outcome).toBe('resolved');
    expect(target.x).toBeLessThan(1);
  });

  it('hurryTweens ends every running tween at its end values and every wait, at once', async () => {
    const target = { x: 0, y: 10 };
    const t0 = Date.now();
    const moving = tween(target, { x: 100, y: 0 }, 5000, { speed: 1, instant: false });
    const waiting = pause(5000, { speed: 1, instant: false });
    expect(runningTweens()).toBe(2);
    setTimeout(() => hurryTweens(), 20);
    await Promise.all([moving, waiting]);
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(target).toEqual({ x: 100, y: 0 });
    expect(runningTweens()).toBe(0);
  });

  it('jumps to the end values at an instant pace', async () => {
    const target = { x: 0 };
    await tween(target, { x: 1 }, 5000, { speed: Infinity, instant: true });
    expect(target.x).toBe(1);
  });
});

describe('timeline', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('counts every wait from the start, so late waits do not add up', async () => {
    vi.useFakeTimers();
    const t0 = Date.now();
    const ended: number[] = [];
    const t = timeline({ speed: 1, instant: false }, () => Date.now());
    const run = (async () => {
      for (const at of [1000, 2000, 3000]) {
        await t.until(at);
        ended.push(Date.now() - t0);
        // A slow frame: the step only gets going again 400 ms later.
        await new Promise((r) => setTimeout(r, 400));
      }
    })();
    await vi.advanceTimersByTimeAsync(5000);
    await run;
    expect(ended).toEqual([1000, 2000, 3000]);
  });

  it('divides by the pace and resolves at once when instant or already past', async () => {
    vi.useFakeTimers();
    const t0 = Date.now();
    const fast = timeline({ speed: 2, instant: false }, () => Date.now());
    const half = fast.until(1000).then(() => Date.now() - t0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await half).toBe(500);
    const late = fast.until(200).then(() => Date.now() - t0);
    expect(await late).toBe(1000);
    let instantDone = false;
    void timeline({ speed: Infinity, instant: true }, () => Date.now()).until(5000).then(() => { instantDone = true; });
    await Promise.resolve();
    expect(instantDone).toBe(true);
  });
});
