import { soloSizes } from '@minus/shared/platform/solo-sizes';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { focusLabel, INITIAL_MENU, menuHint, menuKey, menuRows, menuValues, replayGames, type MenuContext, type RuleRow } from '../../src/platform/app/lobby-menu.js';
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
  it('has the show first, the show\'s rule rows, a bot, the start, the solo game and the language; Left/Right move the focus along them and wrap', () => {
    expect(menuRows(ctx)).toEqual(['show', 'level', 'bot', 'start', 'solo', 'lang']);
    let m = menuKey(INITIAL_MENU, 'ArrowRight', ctx).menu;
    expect(m.focus).toBe(0);
    m = menuKey(m, 'ArrowLeft', ctx).menu;
    expect(m.focus).toBe(5);
    expect(menuKey(m, 'Escape', ctx).menu.focus).toBe(-1);
  });

  it('offers the show\'s how to play as a tile after the start when it has one: Enter or a click plays it, Up/Down change nothing', () => {
    const withHowTo: MenuContext = { ...ctx, howTo: true };
    expect(menuRows(withHowTo)).toEqual(['show', 'level', 'bot', 'start', 'howto', 'solo', 'lang']);
    const on = { ...INITIAL_MENU, focus: 4 };
    expect(menuKey(on, 'Enter', withHowTo).request).toEqual({ type: 'how-to', payload: {} });
    expect(menuKey(on, 'Click', withHowTo).request).toEqual({ type: 'how-to', payload: {} });
    expect(menuKey(on, 'ArrowUp', withHowTo)).toEqual({ menu: on });
    expect(menuHint(on, withHowTo, '')).toMatch(/Enter: watch how to play/);
    expect(menuValues(on, withHowTo).howto).toBe('30 seconds');
    // A longer script names its own length on the tile and in the hint.
    const longer: MenuContext = { ...withHowTo, howToSeconds: 45 };
    expect(menuValues(on, longer).howto).toBe('45 seconds');
    expect(menuHint(on, longer, '')).toMatch(/\(45 seconds\)/);
  });

  it('names the how to play\'s length on its tile in the hint\'s words, in every language (a Malay TV\'s "30 S" said no unit)', async () => {
    const withHowTo: MenuContext = { ...ctx, howTo: true };
    const on = { ...INITIAL_MENU, focus: 4 };
    try {
      for (const l of LOCALES) {
        await setLocale(l);
        const tile = menuValues(on, withHowTo).howto;
        expect(menuHint(on, withHowTo, ''), `${l}: the tile says "${tile}"`).toContain(`(${tile})`);
      }
    } finally {
      await setLocale('en');
    }
  });

  it('offers a Replay tile right after the start once a game has finished tonight: Enter or a click opens the picker, Up/Down change nothing', () => {
    const after: MenuContext = { ...ctx, howTo: true, replay: 2 };
    expect(menuRows(after)).toEqual(['show', 'level', 'bot', 'start', 'replay', 'howto', 'solo', 'lang']);
    const on = { ...INITIAL_MENU, focus: 4 };
    expect(menuKey(on, 'Enter', after).request).toEqual({ type: 'replay', payload: {} });
    expect(menuKey(on, 'Click', after).request).toEqual({ type: 'replay', payload: {} });
    expect(menuKey(on, 'ArrowDown', after)).toEqual({ menu: on });
    expect(menuHint(on, after, '')).toMatch(/Enter: replay a game/);
    expect(menuValues(on, after).replay).toBe('2 games');
    // Reached from the first tile with the remote: Left wraps to the language, then back along the row.
    let m = menuKey(INITIAL_MENU, 'ArrowRight', after).menu;
    for (let i = 0; i < 4; i++) m = menuKey(m, 'ArrowLeft', after).menu;
    expect(menuRows(after)[m.focus]).toBe('replay');
  });

  it('counts tonight\'s games for the replay only between games and once tonight\'s table has a show', () => {
    const evening = { shows: ['minus-auction'], rows: [] };
    expect(replayGames({ phase: 'lobby', evening, game: { number: 2 } as never })).toBe(2);
    expect(replayGames({ phase: 'finale', evening, game: { number: 1 } as never })).toBe(1);
    expect(replayGames({ phase: 'playing', evening, game: { number: 2 } as never })).toBe(0);
    expect(replayGames({ phase: 'lobby', evening: { shows: [], rows: [] }, game: { number: 0 } as never })).toBe(0);
  });

  it('never changes a value with Left/Right: moving along the tiles asks the room for nothing', () => {
    let m = INITIAL_MENU;
    for (let i = 0; i < 6; i++) {
      const r = menuKey(m, 'ArrowRight', ctx);
      expect(r.request).toBeUndefined();
      m = r.menu;
    }
    // Right, Right, Enter (the old surprise: a changed preset) now starts the game.
    const onLevel = menuKey(menuKey(INITIAL_MENU, 'ArrowRight', ctx).menu, 'ArrowRight', ctx).menu;
    expect(menuKey(onLevel, 'Enter', ctx).request).toEqual({ type: 'start', payload: {} });
  });

  it('changes the focused value with Up/Down only; Enter adds a bot on the bot tile and starts elsewhere', () => {
    const onShow = { ...INITIAL_MENU, focus: 0 };
    expect(menuKey(onShow, 'ArrowUp', ctx).request).toEqual({ type: 'show', payload: { show: 'darts' } });
    expect(menuKey(onShow, 'ArrowDown', ctx).request).toEqual({ type: 'show', payload: { show: 'darts' } });
    expect(menuKey(onShow, 'Enter', ctx).request).toEqual({ type: 'start', payload: {} });
    expect(menuKey(onShow, 'ArrowUp', { ...ctx, shows: ctx.shows.slice(0, 1) }).request).toBeUndefined();
    const onLevel = { ...INITIAL_MENU, focus: 1 };
    expect(menuKey(onLevel, 'ArrowUp', ctx).request).toEqual({ type: 'settings', payload: { level: 3 } });
    expect(menuKey(onLevel, 'ArrowDown', ctx).request).toEqual({ type: 'settings', payload: { level: 1 } });
    const onBot = menuKey({ ...INITIAL_MENU, focus: 2 }, 'ArrowUp', ctx).menu;
    expect(menuValues(onBot, ctx)).toMatchObject({ show: 'The Quiz', level: '2', bot: 'hard' });
    expect(menuKey(onBot, 'Enter', ctx).request).toEqual({ type: 'add-bot', payload: { label: 'hard' } });
    expect(menuKey({ ...INITIAL_MENU, focus: 3 }, 'Enter', ctx).request).toEqual({ type: 'start', payload: {} });
    expect(menuKey({ ...INITIAL_MENU, focus: 3 }, 'ArrowUp', ctx).request).toBeUndefined();
    expect(menuKey(INITIAL_MENU, 'Enter', ctx).request?.type).toBe('start');
    expect(menuKey(INITIAL_MENU, 'x', ctx)).toEqual({ menu: INITIAL_MENU });
  });

  it('keeps the bot level through a press while the new show\'s labels load (the rows shift under the focus)', () => {
    const loading = { ...ctx, rules: [], bots: [] };
    // The focus on the level tile becomes the bot tile while the show's part loads.
    expect(menuRows(loading)[1]).toBe('bot');
    const pressed = menuKey({ ...INITIAL_MENU, focus: 1 }, 'ArrowDown', loading).menu;
    expect(pressed.bot).toBe(INITIAL_MENU.bot);
    expect(menuValues(pressed, ctx).bot).toBe('medium');
  });

  it('a click steps a value forward, adds the bot or starts', () => {
    expect(menuKey({ ...INITIAL_MENU, focus: 1 }, 'Click', ctx).request).toEqual({ type: 'settings', payload: { level: 3 } });
    expect(menuKey({ ...INITIAL_MENU, focus: 2 }, 'Click', ctx).request?.type).toBe('add-bot');
    expect(menuKey({ ...INITIAL_MENU, focus: 3 }, 'Click', ctx).request?.type).toBe('start');
    expect(menuKey({ ...INITIAL_MENU, focus: 4 }, 'Click', ctx).request?.type).toBe('solo');
  });

  it('says in its hint what Enter and the arrows do on the focused tile', () => {
    expect(menuHint(INITIAL_MENU, ctx, '')).toMatch(/Press Enter or ask the VIP to start/);
    expect(menuHint({ ...INITIAL_MENU, focus: 1 }, ctx, 'Level')).toBe('Up/Down: change level · Left/Right: move · Enter: start');
    expect(menuHint({ ...INITIAL_MENU, focus: 2 }, ctx, '')).toMatch(/^Enter: add a bot/);
    expect(menuHint({ ...INITIAL_MENU, focus: 4 }, ctx, '')).toMatch(/^Enter: play against the computer/);
    // The tiles with no rule behind them are named in words, never by their inner key ("change lang").
    const lang = { ...INITIAL_MENU, focus: menuRows(ctx).indexOf('lang') };
    expect(menuHint(lang, ctx, focusLabel(lang, ctx))).toMatch(/^Up\/Down: change language ·/);
    expect(focusLabel({ ...INITIAL_MENU, focus: 0 }, ctx)).toBe('the show');
    expect(focusLabel({ ...INITIAL_MENU, focus: 1 }, ctx)).toBe('Level');
    expect(focusLabel(INITIAL_MENU, ctx)).toBe('');
  });

  it('plays against the computer from the last tile: Up/Down pick 4, 5 or 6 players in all, Enter asks for it', () => {
    const onSolo = { ...INITIAL_MENU, focus: 4 };
    expect(menuValues(onSolo, ctx).solo).toBe('5 players');
    const six = menuKey(onSolo, 'ArrowUp', ctx).menu;
    expect(six.solo).toBe(6);
    expect(menuKey(six, 'ArrowUp', ctx).menu.solo).toBe(4);
    expect(menuKey(onSolo, 'ArrowDown', ctx).menu.solo).toBe(4);
    expect(menuKey(six, 'Enter', ctx).request).toEqual({ type: 'solo', payload: { players: 6 } });
  });

  it('offers only the solo sizes the show seats: 6 asked for in a 5-seat show plays 5, and Up/Down stay within 4 and 5', () => {
    const fiveSeats = { ...ctx, soloSizes: soloSizes({ min: 2, max: 5 }, 1) };
    const asked6 = { ...INITIAL_MENU, focus: 4, solo: 6 };
    expect(menuValues(asked6, fiveSeats).solo).toBe('5 players');
    expect(menuKey(asked6, 'Enter', fiveSeats).request).toEqual({ type: 'solo', payload: { players: 5 } });
    const up = menuKey(asked6, 'ArrowUp', fiveSeats).menu;
    expect(up.solo).toBe(4);
    expect(menuKey(up, 'ArrowUp', fiveSeats).menu.solo).toBe(5);
    // Four people seated: only 5 and 6 leave a seat for the computer.
    const four = { ...ctx, soloSizes: soloSizes({ min: 3, max: 7 }, 4) };
    expect(menuValues({ ...INITIAL_MENU, focus: 4, solo: 4 }, four).solo).toBe('5 players');
    // Rules that deal 4 players at most (the state's settings.fitsUpTo): 4 is the only size.
    const dealsFour = { ...ctx, soloSizes: soloSizes({ min: 3, max: 7 }, 1, 4) };
    expect(menuValues({ ...INITIAL_MENU, focus: 4 }, dealsFour).solo).toBe('4 players');
    expect(menuKey({ ...INITIAL_MENU, focus: 4 }, 'ArrowUp', dealsFour).menu.solo).toBe(4);
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
