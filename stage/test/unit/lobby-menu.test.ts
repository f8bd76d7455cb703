import { describe, expect, it } from 'vitest';
import { INITIAL_MENU, menuKey, menuRows, menuValues, type MenuContext, type RuleRow } from '../../src/platform/app/lobby-menu.js';
import { clockOffset, countdown } from '../../src/platform/app/clock.js';

/** A show with one rule row (a number from 1 to 3). */
const level: RuleRow = {
  key: 'level', label: 'Level',
  value: (s) => String(s.level),
  step: (s, dir) => ({ level: ((Number(s.level) - 1 + dir + 3) % 3) + 1 }),
};
const ctx: MenuContext = {
  shows: [{ id: 'quiz', title: 'The Quiz' }, { id: 'darts', title: 'Darts Night' }],
  show: 'quiz', rules: [level], bots: ['easy', 'medium', 'hard'], settings: { level: 2, timerMs: 20000 },
};

describe('lobby menu (TV remote)', () => {
  it('has the show first, the show\'s rule rows, a bot, the start, the solo game and the language; moves focus with the arrows and wraps', () => {
    expect(menuRows(ctx)).toEqual(['show', 'level', 'bot', 'start', 'solo', 'lang']);
    let m = menuKey(INITIAL_MENU, 'ArrowDown', ctx).menu;
    expect(m.focus).toBe(0);
    m = menuKey(m, 'ArrowUp', ctx).menu;
    expect(m.focus).toBe(5);
    expect(menuKey(m, 'Escape', ctx).menu.focus).toBe(-1);
  });

  it('picks the show, proposes rule changes, a bot and the start', () => {
    const onShow = { ...INITIAL_MENU, focus: 0 };
    expect(menuKey(onShow, 'ArrowRight', ctx).request).toEqual({ type: 'show', payload: { show: 'darts' } });
    expect(menuKey(onShow, 'ArrowLeft', ctx).request).toEqual({ type: 'show', payload: { show: 'darts' } });
    expect(menuKey(onShow, 'Enter', ctx).request).toEqual({ type: 'show', payload: { show: 'darts' } });
    expect(menuKey(onShow, 'ArrowRight', { ...ctx, shows: ctx.shows.slice(0, 1) }).request).toBeUndefined();
    const onLevel = { ...INITIAL_MENU, focus: 1 };
    expect(menuKey(onLevel, 'ArrowRight', ctx).request).toEqual({ type: 'settings', payload: { level: 3 } });
    expect(menuKey(onLevel, 'ArrowLeft', ctx).request).toEqual({ type: 'settings', payload: { level: 1 } });
    const onBot = menuKey({ ...INITIAL_MENU, focus: 2 }, 'ArrowRight', ctx).menu;
    expect(menuValues(onBot, ctx)).toMatchObject({ show: 'The Quiz', level: '2', bot: 'hard' });
    expect(menuKey(onBot, 'Enter', ctx).request).toEqual({ type: 'add-bot', payload: { label: 'hard' } });
    expect(menuKey({ ...INITIAL_MENU, focus: 3 }, 'Enter', ctx).request).toEqual({ type: 'start', payload: {} });
    expect(menuKey(INITIAL_MENU, 'Enter', ctx).request?.type).toBe('start');
    expect(menuKey(INITIAL_MENU, 'x', ctx)).toEqual({ menu: INITIAL_MENU });
  });

  it('plays against the computer from the last row: left and right pick 4, 5 or 6 players in all, Enter asks for it', () => {
    const onSolo = { ...INITIAL_MENU, focus: 4 };
    expect(menuValues(onSolo, ctx).solo).toBe('5 players');
    const six = menuKey(onSolo, 'ArrowRight', ctx).menu;
    expect(six.solo).toBe(6);
    expect(menuKey(six, 'ArrowRight', ctx).menu.solo).toBe(4);
    expect(menuKey(onSolo, 'ArrowLeft', ctx).menu.solo).toBe(4);
    expect(menuKey(six, 'Enter', ctx).request).toEqual({ type: 'solo', payload: { players: 6 } });
  });

  it('offers no bot while the show\'s part is loading', () => {
    const loading = { ...ctx, rules: [], bots: [] };
    expect(menuRows(loading)).toEqual(['show', 'bot', 'start', 'solo', 'lang']);
    expect(menuKey({ ...INITIAL_MENU, focus: 1 }, 'Enter', loading).request).toBeUndefined();
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
