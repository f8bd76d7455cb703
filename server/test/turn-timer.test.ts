/**
 * The decision timer (docs/SERVER.md, "Decisions and the timer"): one timer serves every turn, and
 * a turn's timeout is applied at its own deadline, also when that deadline comes before the last
 * turn's (Rubbish Auction's turn after a reveal had the reveal's seconds added: the next, shorter
 * one's timeout came 5 s late).
 */
import { describe, expect, it } from 'vitest';
import { TurnTimer } from '../src/platform/turn-timer.js';

/** A clock the test moves by hand; `after` callbacks fire as time passes them. */
function manualClock() {
  let now = 1_000_000;
  let pending: { at: number; fn: () => void; live: boolean }[] = [];
  let made = 0;
  return {
    now: () => now,
    after(ms: number, fn: () => void) {
      made++;
      const job = { at: now + ms, fn, live: true };
      pending.push(job);
      return { clear: () => { job.live = false; } };
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const next = pending.filter((j) => j.live && j.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!next) break;
        now = next.at;
        next.live = false;
        next.fn();
      }
      pending = pending.filter((j) => j.live);
      now = end;
    },
    get made() { return made; },
  };
}

describe('the turn timer', () => {
  it('applies a timeout at a deadline earlier than the last turn\'s', () => {
    const clock = manualClock();
    const expiredAt: number[] = [];
    const timer = new TurnTimer(clock, () => { expiredAt.push(clock.now()); timer.clear(); });
    // A turn with the reveal's 5 s added, decided at once; the next turn has the plain 5 s.
    timer.start(10_000);
    clock.advance(100);
    timer.clear();
    timer.start(5_000);
    const deadline = timer.deadline;
    clock.advance(12_000);
    expect(expiredAt).toEqual([deadline]);
  });

  it('serves turns whose deadlines move later with the timer already set (no new timer per turn)', () => {
    const clock = manualClock();
    const expiredAt: number[] = [];
    const timer = new TurnTimer(clock, () => { expiredAt.push(clock.now()); timer.clear(); });
    for (let turn = 0; turn < 10; turn++) {
      timer.start(5_000);
      clock.advance(300);
      timer.clear();
    }
    timer.start(5_000);
    const deadline = timer.deadline;
    clock.advance(6_000);
    expect(expiredAt).toEqual([deadline]);
    // The first turn's timer, then one more when it fired at a deadline not yet reached.
    expect(clock.made).toBeLessThanOrEqual(3);
  });

  it('holds while nobody is connected: no timeout, and the open turn gets its full time back from the release', () => {
    const clock = manualClock();
    const expiredAt: number[] = [];
    const timer = new TurnTimer(clock, () => { expiredAt.push(clock.now()); timer.clear(); });
    timer.start(5_000);
    clock.advance(4_000);
    timer.hold();
    expect(timer.deadline).toBe(0);
    clock.advance(60_000);
    expect(expiredAt).toEqual([]);
    // A turn opened during the hold (a bot's move) waits too.
    timer.clear();
    timer.start(5_000);
    expect(timer.deadline).toBe(0);
    clock.advance(10_000);
    timer.release();
    expect(timer.deadline).toBe(clock.now() + 5_000);
    clock.advance(5_000);
    expect(expiredAt).toEqual([clock.now()]);
    // A hold with no turn open gives nothing back; a turn without a timer stays without one.
    timer.hold();
    timer.release();
    expect(timer.deadline).toBe(0);
    timer.start(null);
    timer.hold();
    timer.release();
    expect(timer.deadline).toBe(0);
  });
});
