import { describe, expect, it } from 'vitest';
import { INITIAL_MENU, menuKey, type MenuContext } from '../../../src/platform/app/lobby-menu.js';
import { MINUS_RULE_ROWS } from '../../../src/shows/minus-auction/rules-menu.js';

const settings = { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'random', timerMs: 20000 };
const ctx = (s: Record<string, unknown> = settings): MenuContext => ({
  shows: [{ id: 'minus-auction', title: 'Minus Auction' }], show: 'minus-auction', rules: MINUS_RULE_ROWS, bots: ['easy', 'medium', 'hard'], settings: s,
});

describe('Minus Auction on the lobby menu (TV remote)', () => {
  it('steps the preset and the timer', () => {
    const onPreset = { ...INITIAL_MENU, focus: 1 };
    expect(menuKey(onPreset, 'ArrowUp', ctx()).request).toEqual({ type: 'settings', payload: { preset: 'veto' } });
    expect(menuKey(onPreset, 'ArrowDown', ctx()).request).toEqual({ type: 'settings', payload: { preset: 'classic' } });
    const onTimer = { ...INITIAL_MENU, focus: 2 };
    expect(menuKey(onTimer, 'ArrowUp', ctx()).request).toEqual({ type: 'settings', payload: { preset: 'show', timerMs: 30000 } });
    expect(menuKey(onTimer, 'ArrowUp', ctx({ ...settings, timerMs: 60000 })).request?.payload).toEqual({ preset: 'show', timerMs: null });
    expect(MINUS_RULE_ROWS[0]!.blurb!(settings)).toBe('-3 to -35, 1 in the vault, 9 chips');
  });

  it('a timer changed over the VIP\'s custom rules keeps them; the preset tile steps to the presets, each with its own timer', () => {
    const custom = { ...settings, preset: 'custom', smallest: 3, largest: 22, removed: 2, chips: 5, timerMs: 10000 };
    // The custom game's fields as the TV shows them go with it: a VIP's change crossing it cannot turn it into default numbers.
    const fields = { smallest: 3, largest: 22, removed: 2, chips: 5, seating: 'join', starter: 'random' };
    expect(menuKey({ ...INITIAL_MENU, focus: 2 }, 'ArrowUp', ctx(custom)).request).toEqual({ type: 'settings', payload: { preset: 'custom', ...fields, timerMs: 15000 } });
    expect(menuKey({ ...INITIAL_MENU, focus: 2 }, 'ArrowDown', ctx(custom)).request).toEqual({ type: 'settings', payload: { preset: 'custom', ...fields, timerMs: null } });
    // A preset picked takes its own timer: the message leaves the custom game's 10 s out.
    expect(menuKey({ ...INITIAL_MENU, focus: 1 }, 'ArrowUp', ctx(custom)).request).toEqual({ type: 'settings', payload: { preset: 'veto' } });
  });

  it('names a custom game\'s own numbers, as the phones do', () => {
    expect(MINUS_RULE_ROWS[0]!.blurb!({ ...settings, preset: 'custom', smallest: 1, largest: 60, removed: 0, chips: 30 })).toBe('-1 to -60, 0 in the vault, 30 chips');
    expect(MINUS_RULE_ROWS[0]!.blurb!({ ...settings, preset: 'custom', smallest: 3, largest: 12, removed: 2, chips: 1 })).toBe('-3 to -12, 2 in the vault, 1 chip');
  });
});
