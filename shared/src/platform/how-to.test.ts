import { describe, expect, it } from 'vitest';
import { beatCaption, howToLength, howToSeconds, runHowTo, type HowToScript, type HowToTimers } from './how-to.js';

/** Timers a test advances by hand. */
function manualTimers() {
  let now = 0;
  const due: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: HowToTimers = {
    setTimeout: (fn, ms) => { const id = ++ids; due.push({ at: now + ms, fn, id }); return id; },
    clearTimeout: (h) => { const i = due.findIndex((d) => d.id === h); if (i >= 0) due.splice(i, 1); },
  };
  const advance = (ms: number): void => {
    const until = now + ms;
    for (;;) {
      due.sort((a, b) => a.at - b.at);
      const next = due[0];
      if (!next || next.at > until) break;
      due.shift();
      now = next.at;
      next.fn();
    }
    now = until;
  };
  return { timers, advance };
}

const script: HowToScript<number> = {
  beats: [{ ms: 1000, caption: 'a', table: 1 }, { ms: 2000, caption: 'b', table: 2 }, { ms: 500, caption: 'zz', table: 3 }],
  words: () => ({ a: 'First', b: 'Second' }),
};

describe('runHowTo', () => {
  it('plays every beat in order at its time, then ends once', () => {
    const { timers, advance } = manualTimers();
    const seen: string[] = [];
    const run = runHowTo(script, { beat: (i, b) => seen.push(`${i}:${b.table}`), end: () => seen.push('end') }, { timers });
    expect(seen).toEqual(['0:1']);
    advance(999);
    expect(seen).toEqual(['0:1']);
    advance(1);
    expect(seen).toEqual(['0:1', '1:2']);
    expect(run.beat).toBe(1);
    advance(2500);
    expect(seen).toEqual(['0:1', '1:2', '2:3', 'end']);
    expect(run.beat).toBe(-1);
    advance(10_000);
    expect(seen.filter((s) => s === 'end')).toHaveLength(1);
  });

  it('skip ends at once; stop ends without calling end', () => {
    const a = manualTimers();
    const seen: string[] = [];
    const run = runHowTo(script, { beat: (i) => seen.push(String(i)), end: () => seen.push('end') }, { timers: a.timers });
    run.skip();
    run.skip();
    a.advance(10_000);
    expect(seen).toEqual(['0', 'end']);
    const b = manualTimers();
    const seen2: string[] = [];
    runHowTo(script, { beat: (i) => seen2.push(String(i)), end: () => seen2.push('end') }, { timers: b.timers }).stop();
    b.advance(10_000);
    expect(seen2).toEqual(['0']);
  });

  it('runs faster with a speed, and a failing beat does not stop it', () => {
    const { timers, advance } = manualTimers();
    const seen: number[] = [];
    runHowTo(script, { beat: (i) => { seen.push(i); if (i === 0) throw new Error('boom'); }, end: () => seen.push(-1) }, { timers, speed: 2 });
    advance(1750);
    expect(seen).toEqual([0, 1, 2, -1]);
  });

  it('starts at a later beat when asked', () => {
    const { timers, advance } = manualTimers();
    const seen: string[] = [];
    runHowTo(script, { beat: (i) => seen.push(String(i)), end: () => seen.push('end') }, { timers, from: 1 });
    advance(2500);
    expect(seen).toEqual(['1', '2', 'end']);
  });

  it('measures the script and words its captions', () => {
    expect(howToLength(script)).toBe(3500);
    // Said to the nearest 5 seconds, never less than 5.
    expect(howToSeconds(script)).toBe(5);
    expect(howToSeconds({ ...script, beats: [{ ms: 46_000, caption: 'a', table: null }] })).toBe(45);
    expect(howToSeconds({ ...script, beats: [{ ms: 28_000, caption: 'a', table: null }] })).toBe(30);
    expect(beatCaption(script, 1)).toBe('Second');
    expect(beatCaption(script, 2)).toBe('');
    expect(beatCaption(script, 9)).toBe('');
  });
});
