import { describe, expect, it } from 'vitest';
import { AnimationQueue, paceFor, type StepPace } from '../../src/platform/engine/queue.js';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('AnimationQueue', () => {
  it('plays a burst in order, one at a time, never overlapping', async () => {
    const log: string[] = [];
    let playing = 0;
    let idle = 0;
    const q = new AnimationQueue({ onIdle: () => idle++ });
    for (let i = 0; i < 5; i++) {
      q.push(async () => {
        playing++;
        expect(playing).toBe(1);
        log.push(`start ${i}`);
        await tick(5);
        log.push(`end ${i}`);
        playing--;
      });
    }
    while (q.busy) await tick(5);
    expect(log).toEqual([0, 1, 2, 3, 4].flatMap((i) => [`start ${i}`, `end ${i}`]));
    expect(idle).toBe(1);
  });

  it('speeds up when behind and plays instantly when far behind, then slows down again', async () => {
    const paces: StepPace[] = [];
    const q = new AnimationQueue({ fastAfter: 2, instantAfter: 6 });
    for (let i = 0; i < 10; i++) q.push((p) => { paces.push(p); });
    while (q.busy) await tick(1);
    expect(paces.slice(0, 3).every((p) => p.instant)).toBe(true);
    expect(paces.at(-1)).toEqual({ speed: 1, instant: false });
    expect(paces.some((p) => p.speed === 2 && !p.instant)).toBe(true);
  });

  it('drops nothing when a step throws or hangs, and reports it', async () => {
    const done: number[] = [];
    const errors: unknown[] = [];
    const q = new AnimationQueue({ stepTimeoutMs: 20, onError: (e) => errors.push(e) });
    q.push(() => { throw new Error('boom'); });
    q.push(() => new Promise<void>(() => {}));
    q.push(() => { done.push(3); });
    while (q.busy) await tick(5);
    expect(done).toEqual([3]);
    expect(errors).toHaveLength(2);
  });

  it('lets a step with its own limit run past the default one', async () => {
    const done: number[] = [];
    const errors: unknown[] = [];
    const q = new AnimationQueue({ stepTimeoutMs: 20, onError: (e) => errors.push(e) });
    q.push(async () => { await tick(60); done.push(1); }, 500);
    q.push(async () => { await tick(60); done.push(2); });
    while (q.busy) await tick(5);
    await tick(80);
    expect(done).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('timed out after 20 ms');
  });

  it('clear() drops waiting steps', async () => {
    const ran: number[] = [];
    const q = new AnimationQueue();
    q.push(async () => { ran.push(1); await tick(5); });
    q.push(() => { ran.push(2); });
    await tick(1);
    q.clear();
    q.push(() => { ran.push(3); });
    while (q.busy) await tick(5);
    expect(ran).toEqual([1, 3]);
  });

  it('paces by the waiting count and the base speed (reduced motion)', () => {
    expect(paceFor(0)).toEqual({ speed: 1, instant: false });
    expect(paceFor(3)).toEqual({ speed: 2, instant: false });
    expect(paceFor(0, { baseSpeed: 2 })).toEqual({ speed: 2, instant: false });
    expect(paceFor(9).instant).toBe(true);
  });

  /** A step that waits `ms` unless hurried (as a tween would jump to its end). */
  function slowStep(ms: number, log: string[], name: string, hurry: Set<() => void>) {
    return async (pace: StepPace) => {
      log.push(`start ${name}`);
      if (!pace.instant) await new Promise<void>((r) => { const t = setTimeout(r, ms); hurry.add(() => { clearTimeout(t); r(); }); });
      log.push(`${pace.instant ? 'hurried' : 'ended'} ${name}`);
    };
  }

  it('hurries the step playing when a later beat has waited its time, and plays that beat normally', async () => {
    const log: string[] = [];
    const hurry = new Set<() => void>();
    const paces: StepPace[] = [];
    const q = new AnimationQueue({ maxLagMs: 40, beatMs: 5, onHurry: () => { for (const h of hurry) h(); hurry.clear(); } });
    q.push(slowStep(2000, log, 'a', hurry));
    q.push(slowStep(2000, log, 'b', hurry));
    await tick(20);
    const pushed = performance.now();
    let started = 0;
    q.push((p) => { paces.push(p); started = performance.now(); });
    while (q.busy) await tick(2);
    expect(log).toEqual(['start a', 'hurried a', 'start b', 'hurried b']);
    expect(paces[0]).toEqual({ speed: 1, instant: false });
    expect(started - pushed).toBeGreaterThanOrEqual(35);
    expect(started - pushed).toBeLessThan(1000);
    expect(q.hurried).toBe(1);
  });

  it('plays one beat in full when nothing comes after it', async () => {
    const log: string[] = [];
    const hurry = new Set<() => void>();
    const q = new AnimationQueue({ maxLagMs: 10, beatMs: 5, onHurry: () => { for (const h of hurry) h(); } });
    q.push(slowStep(30, log, 'a', hurry));
    q.push(slowStep(30, log, 'b', hurry));
    while (q.busy) await tick(2);
    expect(log).toEqual(['start a', 'ended a', 'start b', 'ended b']);
    expect(q.hurried).toBe(0);
  });

  it('hurries for an urgent push at once, even within its beat (the last take before the game over)', async () => {
    const log: string[] = [];
    const hurry = new Set<() => void>();
    const q = new AnimationQueue({ maxLagMs: 1000, beatMs: 1000, onHurry: () => { for (const h of hurry) h(); hurry.clear(); } });
    q.push(slowStep(5000, log, 'take', hurry));
    await tick(5);
    const pushed = performance.now();
    let started = 0;
    q.push(() => { started = performance.now(); log.push('game over'); }, { urgent: true });
    while (q.busy) await tick(2);
    expect(log).toEqual(['start take', 'hurried take', 'game over']);
    expect(started - pushed).toBeLessThan(500);
  });

  it('hurries a firm step only for an urgent push, and then at once', async () => {
    const log: string[] = [];
    const hurry = new Set<() => void>();
    const q = new AnimationQueue({ maxLagMs: 10, beatMs: 2, onHurry: () => { for (const h of hurry) h(); hurry.clear(); } });
    q.push(slowStep(5000, log, 'finale', hurry), { firm: true, limitMs: 10_000 });
    await tick(10);
    q.push(slowStep(10, log, 'seat', hurry));
    await tick(60);
    expect(log).toEqual(['start finale']);
    q.push(() => { log.push('next game'); }, { urgent: true });
    while (q.busy) await tick(2);
    expect(log).toEqual(['start finale', 'hurried finale', 'start seat', 'hurried seat', 'next game']);
  });

  it('lets a patient step wait its turn without hurrying what plays (a phone dropping during a reveal); a later decision still hurries', async () => {
    const log: string[] = [];
    const hurry = new Set<() => void>();
    const q = new AnimationQueue({ maxLagMs: 0, beatMs: 2, onHurry: () => { for (const h of hurry) h(); hurry.clear(); } });
    q.push(slowStep(120, log, 'reveal', hurry));
    await tick(10);
    q.push(() => { log.push('seat away'); }, { patient: true });
    while (q.busy) await tick(2);
    expect(log).toEqual(['start reveal', 'ended reveal', 'seat away']);
    expect(q.hurried).toBe(0);
    q.push(slowStep(5000, log, 'reveal 2', hurry));
    await tick(10);
    q.push(() => { log.push('seat back'); }, { patient: true });
    await tick(10);
    q.push(() => { log.push('pick'); });
    while (q.busy) await tick(2);
    expect(log.slice(3)).toEqual(['start reveal 2', 'hurried reveal 2', 'seat back', 'pick']);
  });
});
