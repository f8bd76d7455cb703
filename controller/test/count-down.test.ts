import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/platform/components/count-down.js';
import { holdClock } from '../src/platform/net/clock-hold.js';
import type { CountDown } from '../src/platform/components/count-down.js';
import { getByRole, mount } from './helpers.js';

afterEach(() => {
  holdClock(false);
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A countdown with `leftMs` to go on a `timerMs` timer (the phone's clock agrees with the server's). */
function countdown(leftMs: number, timerMs: number): Promise<CountDown> {
  return mount<CountDown>('count-down', { deadline: Date.now() + leftMs, offset: 0, timerMs });
}

describe('count-down', () => {
  it('shows the seconds left by name and number', async () => {
    const el = await countdown(11_500, 20_000);
    const timer = getByRole(el, 'timer', /12 seconds left/);
    expect(timer.textContent).toBe('12 s');
  });

  it('warns (red) for the last 5 s of a long timer, as the stage does', async () => {
    expect(getByRole(await countdown(4_500, 20_000), 'timer').classList.contains('low')).toBe(true);
    expect(getByRole(await countdown(6_500, 20_000), 'timer').classList.contains('low')).toBe(false);
  });

  it('warns only for the last 3 s of a short timer, not from its first second', async () => {
    expect(getByRole(await countdown(4_500, 5_000), 'timer').classList.contains('low')).toBe(false);
    expect(getByRole(await countdown(2_500, 5_000), 'timer').classList.contains('low')).toBe(true);
  });

  it('a deadline further off than the timer (a reveal\'s time given back) shows the whole timer, not a second more', async () => {
    const el = await countdown(14_200, 10_000);
    expect(getByRole(el, 'timer', /10 seconds left/).textContent).toBe('10 s');
  });

  it('shows nothing when no timer runs', async () => {
    const el = await mount<CountDown>('count-down', { deadline: 0, offset: 0, timerMs: 0 });
    expect(el.shadowRoot!.querySelector('[role="timer"]')).toBeNull();
  });

  it('says it is offline while the link is down (never "paused": the room\'s timer may run on), then shows the room\'s time', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const el = await countdown(11_500, 20_000);
    holdClock(true);
    vi.advanceTimersByTime(9_000);
    await el.updateComplete;
    const stopped = getByRole(el, 'timer', /^decision timer: offline, reconnecting/i);
    expect(stopped.textContent).toBe('Offline');
    expect(stopped.getAttribute('aria-label')).not.toMatch(/paus|stop/i);
    expect(stopped.textContent).not.toMatch(/\d/);
    expect(stopped.classList.contains('low')).toBe(false);
    holdClock(false);
    await el.updateComplete;
    expect(getByRole(el, 'timer').textContent).toBe('3 s');
  });
});
