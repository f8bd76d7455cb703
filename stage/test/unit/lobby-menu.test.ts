import { describe, expect, it } from 'vitest';
import type { SettingsState } from '@minus/shared/platform/protocol/state';
import { INITIAL_MENU, menuKey, menuValues } from '../../src/platform/app/lobby-menu.js';
import { clockOffset, countdown } from '../../src/platform/app/clock.js';

const settings: SettingsState = { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'random', timerMs: 20000 };

describe('lobby menu (TV remote)', () => {
  it('moves focus with the arrows and wraps', () => {
    let m = menuKey(INITIAL_MENU, 'ArrowDown', settings).menu;
    expect(m.focus).toBe(0);
    m = menuKey(m, 'ArrowUp', settings).menu;
    expect(m.focus).toBe(3);
    expect(menuKey(m, 'Escape', settings).menu.focus).toBe(-1);
  });
  it('proposes settings changes, a bot and the start', () => {
    const onPreset = { ...INITIAL_MENU, focus: 0 };
    expect(menuKey(onPreset, 'ArrowRight', settings).request).toEqual({ type: 'settings', payload: { preset: 'veto', timerMs: 20000 } });
    expect(menuKey(onPreset, 'ArrowLeft', settings).request).toEqual({ type: 'settings', payload: { preset: 'classic', timerMs: 20000 } });
    const onTimer = { ...INITIAL_MENU, focus: 1 };
    expect(menuKey(onTimer, 'ArrowRight', settings).request).toEqual({ type: 'settings', payload: { preset: 'show', timerMs: 30000 } });
    expect(menuKey(onTimer, 'ArrowRight', { ...settings, timerMs: 60000 }).request?.payload).toEqual({ preset: 'show', timerMs: null });
    const onBot = menuKey({ ...INITIAL_MENU, focus: 2 }, 'ArrowRight', settings).menu;
    expect(menuValues(onBot, settings).bot).toBe('hard');
    expect(menuKey(onBot, 'Enter', settings).request).toEqual({ type: 'add-bot', payload: { label: 'hard' } });
    expect(menuKey({ ...INITIAL_MENU, focus: 3 }, 'Enter', settings).request).toEqual({ type: 'start', payload: {} });
    expect(menuKey(INITIAL_MENU, 'Enter', settings).request?.type).toBe('start');
    expect(menuKey(INITIAL_MENU, 'x', settings)).toEqual({ menu: INITIAL_MENU });
  });
});

describe('clock', () => {
  it('takes the offset from the fastest round trip', () => {
    expect(clockOffset([{ sent: 0, received: 100, server: 1050 }, { sent: 200, received: 210, server: 1205 }])).toBe(1000);
    expect(clockOffset([])).toBe(0);
  });
  it('counts down in server time', () => {
    expect(countdown(10_000, 5_500, 20_000)).toEqual({ fraction: 0.225, seconds: 5 });
    expect(countdown(0, 5_000, 20_000)).toBeNull();
    expect(countdown(1_000, 5_000, 20_000)).toEqual({ fraction: 0, seconds: 0 });
  });
});
