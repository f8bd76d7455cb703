/**
 * The lobby's settings menu as a pure model, driven by a mouse or a TV remote's keys (arrows,
 * Enter, Back): which row has the focus, and what a key press asks the room to do. The room
 * decides (it may refuse); the menu only proposes messages from shared/src/protocol/messages.ts.
 */
import type { SettingsState } from '@minus/shared/platform/protocol/state';
import type { SettingsMessage } from '@minus/shared/platform/protocol/messages';

/** The rows, top to bottom. */
export const MENU_ROWS = ['preset', 'timer', 'bot', 'start'] as const;
export type MenuRow = (typeof MENU_ROWS)[number];

/** Presets a remote can pick (custom needs fields a remote can't type; the VIP's phone sets it). */
export const MENU_PRESETS = ['show', 'veto', 'genius', 'classic'] as const;
/** Decision timer choices in ms, null = off. */
export const TIMER_CHOICES: readonly (number | null)[] = [null, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000];
/** Computer player levels offered for "add a bot" (labels from shared/src/bots/labels.ts). */
export const BOT_CHOICES = ['easy', 'medium', 'hard'] as const;

export interface MenuState {
  /** Focused row index into MENU_ROWS, or -1 when the menu has no focus. */
  focus: number;
  /** Index into BOT_CHOICES for the next bot. */
  bot: number;
}

/** A request the menu wants sent to the room. */
export type MenuRequest =
  | { type: 'settings'; payload: SettingsMessage }
  | { type: 'add-bot'; payload: { label: string } }
  | { type: 'start'; payload: Record<string, never> };

/** Remote and keyboard keys the menu understands (KeyboardEvent.key values). */
export type MenuKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Backspace' | 'GoBack' | 'BrowserBack';

export const INITIAL_MENU: MenuState = { focus: -1, bot: 1 };

function wrap(i: number, n: number): number {
  return ((i % n) + n) % n;
}

function timerIndex(timerMs: number): number {
  const i = TIMER_CHOICES.indexOf(timerMs > 0 ? timerMs : null);
  return i >= 0 ? i : TIMER_CHOICES.indexOf(20_000);
}

function settingsFor(settings: SettingsState, change: Partial<Pick<SettingsMessage, 'preset' | 'timerMs'>>): SettingsMessage {
  const current = (MENU_PRESETS as readonly string[]).includes(settings.preset) ? (settings.preset as SettingsMessage['preset']) : 'show';
  return { preset: change.preset ?? current, timerMs: change.timerMs !== undefined ? change.timerMs : settings.timerMs > 0 ? settings.timerMs : null };
}

/**
 * Apply one key to the menu. Up/Down move the focus (the first press only gives focus), Left/Right
 * change the focused row's value, Enter adds a bot or starts, Back clears the focus. Returns the
 * new menu state and at most one request for the room. Unknown keys change nothing.
 */
export function menuKey(menu: MenuState, key: string, settings: SettingsState): { menu: MenuState; request?: MenuRequest } {
  const n = MENU_ROWS.length;
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const focus = menu.focus < 0 ? 0 : wrap(menu.focus + (key === 'ArrowDown' ? 1 : -1), n);
    return { menu: { ...menu, focus } };
  }
  if (key === 'Escape' || key === 'Backspace' || key === 'GoBack' || key === 'BrowserBack') return { menu: { ...menu, focus: -1 } };
  if (menu.focus < 0) {
    if (key === 'Enter') return { menu, request: { type: 'start', payload: {} } };
    if (key === 'ArrowLeft' || key === 'ArrowRight') return { menu: { ...menu, focus: 0 } };
    return { menu };
  }
  const row = MENU_ROWS[menu.focus]!;
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (step !== 0) {
    if (row === 'preset') {
      const i = Math.max(0, MENU_PRESETS.indexOf(settings.preset as (typeof MENU_PRESETS)[number]));
      return { menu, request: { type: 'settings', payload: settingsFor(settings, { preset: MENU_PRESETS[wrap(i + step, MENU_PRESETS.length)]! }) } };
    }
    if (row === 'timer') {
      const next = TIMER_CHOICES[wrap(timerIndex(settings.timerMs) + step, TIMER_CHOICES.length)]!;
      return { menu, request: { type: 'settings', payload: settingsFor(settings, { timerMs: next }) } };
    }
    if (row === 'bot') return { menu: { ...menu, bot: wrap(menu.bot + step, BOT_CHOICES.length) } };
    return { menu };
  }
  if (key === 'Enter') {
    if (row === 'bot') return { menu, request: { type: 'add-bot', payload: { label: BOT_CHOICES[menu.bot]! } } };
    if (row === 'start') return { menu, request: { type: 'start', payload: {} } };
    // Enter on a value row steps it forward, as a remote's OK button would.
    return menuKey(menu, 'ArrowRight', settings);
  }
  return { menu };
}

/** A timer in words: "20 s" or "off". */
export function timerText(timerMs: number): string {
  return timerMs > 0 ? `${Math.round(timerMs / 1000)} s` : 'off';
}

/** The rows' current values as the lobby shows them. */
export function menuValues(menu: MenuState, settings: SettingsState): Record<MenuRow, string> {
  return {
    preset: settings.preset,
    timer: timerText(settings.timerMs),
    bot: BOT_CHOICES[menu.bot] ?? 'medium',
    start: '',
  };
}
