import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_SYNC, ServerClock, clockOffset, countdown, msUntilNextSecond, secondsLeft, startClockSync, timeSample, urgentSeconds } from './clock.js';

afterEach(() => vi.useRealTimers());

describe('the room clock, as the stage and the phones both read it', () => {
  it('takes the offset from the fastest round trip and ignores unusable samples', () => {
    expect(clockOffset([{ sent: 0, received: 100, server: 1050 }, { sent: 200, received: 210, server: 1205 }])).toBe(1000);
    expect(clockOffset([{ sent: 500, received: 400, server: 9000 }, { sent: NaN, received: 1, server: 1 }])).toBe(0);
    expect(clockOffset([])).toBe(0);
  });

  it('reads a time reply, refusing malformed ones', () => {
    expect(timeSample({ client: 10, server: 2000 }, 30)).toEqual({ sent: 10, received: 30, server: 2000 });
    expect(timeSample({ client: '10', server: 2000 }, 30)).toBeNull();
    expect(timeSample(null, 30)).toBeNull();
  });

  it('keeps only the last samples, so one lucky old sample does not rule for ever', () => {
    const clock = new ServerClock();
    // A fast sample says +1000; later, slower samples all say +3000 (the server clock moved).
    expect(clock.add({ sent: 0, received: 10, server: 1005 })).toBe(true);
    expect(clock.offsetMs).toBe(1000);
    for (let i = 1; i < CLOCK_SYNC.keep; i++) clock.add({ sent: i * 100, received: i * 100 + 60, server: i * 100 + 3030 });
    expect(clock.offsetMs).toBe(1000);
    clock.add({ sent: 5000, received: 5060, server: 8030 });
    expect(clock.offsetMs).toBe(3000);
    expect(clock.now(10_000)).toBe(13_000);
  });

  it('rounds the seconds left up, and reaches 0 only when the time is up', () => {
    expect(secondsLeft(0, 5)).toBeNull();
    expect(secondsLeft(10_000, 8_500)).toBe(2);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('gives the stage ring and the phone the same second at every moment', () => {
    // The server clock runs 2500 ms ahead of both screens. The phone's first reply came back
    // slowly and lopsided (it waited behind the room's first state): alone it says +2900, which is
    // how a phone with a single sample ended up a second off the TV. The burst's fast replies fix it.
    const stage = new ServerClock();
    const phone = new ServerClock();
    stage.add({ sent: 1000, received: 1040, server: 3520 });
    phone.add({ sent: 1000, received: 2000, server: 4400 });
    const deadline = 30_000;
    const differs = (clock: ServerClock) => {
      let n = 0;
      for (let local = 5_000; local <= 30_000; local += 37) if (countdown(deadline, stage.now(local), 30_000)?.seconds !== secondsLeft(deadline, clock.now(local))) n++;
      return n;
    };
    expect(phone.offsetMs).toBe(2900);
    expect(differs(phone)).toBeGreaterThan(200);
    phone.add({ sent: 2150, received: 2230, server: 4690 });
    phone.add({ sent: 2300, received: 2350, server: 4825 });
    expect(stage.offsetMs).toBe(2500);
    expect(phone.offsetMs).toBe(2500);
    expect(differs(phone)).toBe(0);
  });

  it('says when the shown second changes next', () => {
    expect(msUntilNextSecond(10_000, 8_500)).toBe(500);
    expect(msUntilNextSecond(10_000, 9_000)).toBe(1000);
    expect(msUntilNextSecond(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 8_500 + 500)).toBe(secondsLeft(10_000, 8_500)! - 1);
    expect(msUntilNextSecond(10_000, 10_000)).toBeNull();
    expect(msUntilNextSecond(0, 1)).toBeNull();
  });

  it('counts the ring down in server time', () => {
    expect(countdown(10_000, 5_500, 20_000)).toEqual({ fraction: 0.225, seconds: 5 });
    expect(countdown(0, 5_000, 20_000)).toBeNull();
    expect(countdown(10_000, 5_000, 0)).toBeNull();
    expect(countdown(1_000, 5_000, 20_000)).toEqual({ fraction: 0, seconds: 0 });
    // A deadline with a reveal's time given back shows as the whole timer.
    expect(countdown(35_000, 4_000, 30_000)).toEqual({ fraction: 1, seconds: 30 });
  });

  it('asks for the time in bursts, now and every few seconds, until stopped', () => {
    vi.useFakeTimers();
    let asked = 0;
    const stop = startClockSync(() => asked++, globalThis);
    vi.advanceTimersByTime(CLOCK_SYNC.burstGapMs * CLOCK_SYNC.burst);
    expect(asked).toBe(CLOCK_SYNC.burst);
    vi.advanceTimersByTime(CLOCK_SYNC.everyMs);
    expect(asked).toBe(2 * CLOCK_SYNC.burst);
    stop();
    vi.advanceTimersByTime(3 * CLOCK_SYNC.everyMs);
    expect(asked).toBe(2 * CLOCK_SYNC.burst);
  });

  it('warns for the last 5 s of a timer that shows 15 s or more, and the last 3 s of a shorter one', () => {
    expect(urgentSeconds(20_000)).toBe(5);
    expect(urgentSeconds(15_000)).toBe(5);
    // 14,999 ms starts at "15 s" on every screen (seconds rounded up): it is a 15 s timer.
    expect(secondsLeft(14_999, 0)).toBe(15);
    expect(urgentSeconds(14_999)).toBe(5);
    expect(urgentSeconds(14_000)).toBe(3);
    expect(urgentSeconds(5_000)).toBe(3);
  });
});
