import { describe, expect, it } from 'vitest';
import { LobbyControls } from '../../src/platform/app/lobby-controls.js';
import { AHEAD_MS } from '../../src/platform/app/settings-ahead.js';
import { focusLabel, menuHint, menuRows, type MenuContext, type RuleRow } from '../../src/platform/app/lobby-menu.js';

/** A show with one rule row (a number from 1 to 9, one step at a time). */
const level: RuleRow = {
  key: 'level', label: 'Level',
  value: (s) => String(s.level),
  step: (s, dir) => ({ level: Number(s.level) + dir }),
};
const room: MenuContext = { shows: [{ id: 'quiz', title: 'The Quiz' }], show: 'quiz', rules: [level], bots: ['easy'], settings: { level: 2 } };

function controls() {
  let now = 0;
  const sent: { type: string; payload: unknown }[] = [];
  const timers: { at: number; fn: () => void }[] = [];
  let redraws = 0;
  const c = new LobbyControls({ howTo: () => undefined, send: (type, payload) => sent.push({ type, payload }), redraw: () => redraws++ },
    (ms, fn) => {
      const t = { at: now + ms, fn };
      timers.push(t);
      return () => void timers.splice(timers.indexOf(t) >>> 0, timers.includes(t) ? 1 : 0);
    });
  c.focusRow('level', room);
  const wait = (ms: number) => {
    now += ms;
    for (const t of timers.splice(0).filter((x) => (x.at <= now ? (x.fn(), false) : true))) timers.push(t);
  };
  return { c, sent, wait, redraws: () => redraws };
}

describe('lobby controls (fast presses of a value tile)', () => {
  it('three presses before the room answers ask for three steps (each naming the show), and the tile shows the last asked', () => {
    const { c, sent } = controls();
    for (let i = 0; i < 3; i++) expect(c.key('ArrowUp', c.context(room))).toBe(true);
    expect(sent.map((m) => m.payload)).toEqual([{ level: 3, show: 'quiz' }, { level: 4, show: 'quiz' }, { level: 5, show: 'quiz' }]);
    expect(c.context(room).settings.level).toBe(5);
  });

  it('the room\'s answer takes over once it shows what was asked; a refused ask falls back after AHEAD_MS', () => {
    const { c, sent, wait, redraws } = controls();
    c.key('ArrowUp', c.context(room));
    const answered: MenuContext = { ...room, settings: { level: 3 } };
    expect(c.context(answered).settings).toBe(answered.settings);
    c.key('ArrowUp', c.context(answered));
    expect(sent.at(-1)!.payload).toEqual({ level: 4, show: 'quiz' });
    // The room never takes 4 (refused): the tile goes back to the room's value, and the lobby is drawn again then (no state comes to draw it).
    wait(AHEAD_MS - 1);
    expect(c.context(answered).settings.level).toBe(4);
    const before = redraws();
    wait(60);
    expect(redraws()).toBe(before + 1);
    expect(c.context(answered).settings.level).toBe(3);
    c.key('ArrowUp', c.context(answered));
    expect(sent.at(-1)!.payload).toEqual({ level: 4, show: 'quiz' });
  });

  it('another room or show forgets what was asked', () => {
    const { c } = controls();
    c.key('ArrowDown', c.context(room));
    expect(c.context(room).settings.level).toBe(1);
    c.clear();
    expect(c.context(room).settings.level).toBe(2);
  });
});

describe('lobby controls when the rows change under the focus', () => {
  const rule = (key: string): RuleRow => ({ key, label: key.toUpperCase(), value: () => '1', step: () => ({}) });
  const many: MenuContext = { shows: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }], show: 'a', rules: ['r1', 'r2', 'r3', 'r4'].map(rule), bots: ['easy'], settings: {} };
  const few: MenuContext = { ...many, show: 'b', rules: [rule('r1')] };
  const noop = { howTo: () => undefined, send: () => undefined, redraw: () => undefined };

  it('the focus follows its tile when the VIP picks a show with fewer rule rows, and the hint names it', () => {
    const c = new LobbyControls(noop);
    expect(c.focusRow('lang', many)).toBe(true);
    const menu = c.menuFor(few);
    expect(menuRows(few)[menu.focus]).toBe('lang');
    expect(focusLabel(menu, few)).not.toBe('');
    expect(menuHint(menu, few, focusLabel(menu, few))).not.toMatch(/\s\s/);
    // The next Left moves from there, to the tile before it.
    c.key('ArrowLeft', few);
    expect(menuRows(few)[c.menuFor(few).focus]).toBe('solo');
  });

  it('a focused rule row the new show lacks leaves the focus at its place (the last tile at most)', () => {
    const c = new LobbyControls(noop);
    c.focusRow('r3', many);
    const menu = c.menuFor(few);
    expect(menu.focus).toBe(menuRows(many).indexOf('r3'));
    expect(focusLabel(menu, few)).not.toBe('');
    const tiny: MenuContext = { ...few, rules: [] };
    c.focusRow('lang', many);
    expect(menuRows(tiny)[c.menuFor(tiny).focus]).toBe('lang');
  });
});
