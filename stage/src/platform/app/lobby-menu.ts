/**
 * The lobby's menu as a pure model, driven by a mouse or a TV remote's keys (Left/Right move
 * along the tiles, Up/Down change a value, Enter adds a bot or starts, Back drops the focus): which row has the focus, and what a key press asks the room to do. The rows are the
 * show (the title: which show the next game is), the show's own rule rows (each show's stage part
 * gives them), a computer player to add, the start, the show's "how to play" (when it has one),
 * a game against the computer, and the stage's language (the host's choice,
 * kept by this screen alone: docs/I18N.md). The room decides (it may refuse); the
 * menu only proposes messages (shared platform/protocol/messages.ts).
 */
import { SOLO_DEFAULT, SOLO_SIZES, soloSize } from '@minus/shared/platform/solo-sizes';
import { LOCALES, LOCALE_SHORT_NAMES, type Locale } from '@minus/shared/platform/i18n/locales';
import { currentLocale } from '@minus/shared/platform/i18n/texts';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { stageTexts } from '../i18n/texts/index.js';


/** One of the show's rule rows: its label, its value in words, and the settings a step asks for. */
export interface RuleRow {
  key: string;
  label: string;
  /** The value as the lobby shows it ("show", "20 s"). */
  value(settings: Readonly<Record<string, unknown>>): string;
  /** The `settings` payload one step left (-1) or right (+1) asks for, or null when the row cannot move. */
  step(settings: Readonly<Record<string, unknown>>, dir: 1 | -1): Record<string, unknown> | null;
  /** The first row's line under the menu: what the rules are, in words ("-3 to -35, 1 in the vault"). */
  blurb?(settings: Readonly<Record<string, unknown>>): string;
}

/** What the menu offers now. */
export interface MenuContext {
  /** The shows the room offers, in order (id and name). */
  shows: readonly { id: string; title: string }[];
  /** The show chosen. */
  show: string;
  /** The chosen show's rule rows ([] while its part loads). */
  rules: readonly RuleRow[];
  /** Computer player labels the remote cycles through ([] while the show's part loads). */
  bots: readonly string[];
  /** A label in the stage's language (the show's part; default the label). */
  botName?: (label: string) => string;
  /** The room's settings (state.settings). */
  settings: Readonly<Record<string, unknown>>;
  /** The chosen show has a "how to play" the stage can play (its part's `howTo`). */
  howTo?: boolean;
  /** Its length, whole seconds (shared platform/how-to.ts `howToSeconds`; 30 when not given). */
  howToSeconds?: number;
  /** Games played tonight when at least one has finished (the replay tile shows), else 0. */
  replay?: number;
  /** Players in all a solo game may have now (shared platform/solo-sizes.ts; default 4, 5 and 6). */
  soloSizes?: readonly number[];
}

export interface MenuState {
  /** Focused row index into `menuRows(ctx)`, or -1 when the menu has no focus. */
  focus: number;
  /** Index into the bot labels for the next bot. */
  bot: number;
  /** Players in all asked for a game against the computer (played as `soloOf` gives). */
  solo: number;
}

/** The solo game's size as the tile shows and plays it: the one asked for when on offer (shared solo-sizes.ts `soloSize`). */
export function soloOf(menu: MenuState, ctx: MenuContext): number {
  return soloSize(ctx.soloSizes ?? SOLO_SIZES, menu.solo);
}

/** A request the menu wants sent to the room (`locale`, `how-to` and `replay` stay on the stage: this screen's language, its tutorial, the replay picker). */
export type MenuRequest =
  | { type: 'locale'; payload: { locale: Locale } }
  | { type: 'how-to'; payload: Record<string, never> }
  | { type: 'replay'; payload: Record<string, never> }
  | { type: 'show'; payload: { show: string } }
  | { type: 'settings'; payload: Record<string, unknown> }
  | { type: 'add-bot'; payload: { label: string } }
  | { type: 'start'; payload: Record<string, never> }
  | { type: 'solo'; payload: { players: number } };

/** Remote and keyboard keys the menu understands (KeyboardEvent.key values). */
export type MenuKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Enter' | 'Escape' | 'Backspace' | 'GoBack' | 'BrowserBack' | 'Click';

export const INITIAL_MENU: MenuState = { focus: -1, bot: 1, solo: SOLO_DEFAULT };

/**
 * The rows, left to right: `show`, the show's rule rows by key, `bot`, `start`, `replay` (one of
 * tonight's games on the TV, once one has finished), `howto` (the show's "how to play", when it
 * has one), `solo` (play against the computer), `lang`.
 */
export function menuRows(ctx: MenuContext): string[] {
  return ['show', ...ctx.rules.map((r) => r.key), 'bot', 'start', ...(ctx.replay ? ['replay'] : []), ...(ctx.howTo ? ['howto'] : []), 'solo', 'lang'];
}

/**
 * Games played tonight when one can be replayed now (between games, and tonight's table has a
 * show, so a game has finished: the lobby's replay tile and the mirror's button show), else 0.
 */
export function replayGames(state: Pick<RoomStateShape, 'phase' | 'evening' | 'game'>): number {
  return state.phase !== 'playing' && (state.evening?.shows.length ?? 0) > 0 ? state.game.number : 0;
}

/** Tiles a click acts on (Enter) rather than steps (Up). */
const ACTION_ROWS = ['bot', 'start', 'solo', 'howto', 'replay'];

function wrap(i: number, n: number): number {
  return n > 0 ? ((i % n) + n) % n : 0;
}

/** The label of the bot the menu would add now. */
function botLabel(menu: MenuState, ctx: MenuContext): string | null {
  return ctx.bots.length ? ctx.bots[wrap(menu.bot, ctx.bots.length)]! : null;
}

/**
 * Apply one key to the menu (docs/STAGE.md, "Keys"). The tiles sit in a row (the show's title
 * first, then its rule rows, the bot and the start), so Left/Right move the focus along them
 * (the first press only gives focus); Up/Down change the focused tile's value (the show, a rule,
 * the bot's level) and nothing else does; Enter adds a bot on the bot tile and starts the game
 * everywhere else, as the hint says; Back drops the focus. `Click` is a mouse click on the
 * focused tile: it steps a value forward, adds the bot or starts. Returns the new menu state and
 * at most one request for the room. Unknown keys change nothing.
 */
export function menuKey(menu: MenuState, key: string, ctx: MenuContext): { menu: MenuState; request?: MenuRequest } {
  const rows = menuRows(ctx);
  const n = rows.length;
  if (key === 'Escape' || key === 'Backspace' || key === 'GoBack' || key === 'BrowserBack') return { menu: { ...menu, focus: -1 } };
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const focus = menu.focus < 0 ? 0 : wrap(menu.focus + (key === 'ArrowRight' ? 1 : -1), n);
    return { menu: { ...menu, focus } };
  }
  if (menu.focus < 0) {
    if (key === 'Enter') return { menu, request: { type: 'start', payload: {} } };
    if (key === 'ArrowUp' || key === 'ArrowDown') return { menu: { ...menu, focus: 0 } };
    return { menu };
  }
  const row = rows[Math.min(menu.focus, n - 1)]!;
  const step = key === 'ArrowUp' ? 1 : key === 'ArrowDown' ? -1 : key === 'Click' && !ACTION_ROWS.includes(row) ? 1 : 0;
  if (step !== 0) return changeValue(menu, row, step, ctx);
  if (key === 'Enter' || key === 'Click') {
    if (row === 'bot') {
      const label = botLabel(menu, ctx);
      return label ? { menu, request: { type: 'add-bot', payload: { label } } } : { menu };
    }
    if (row === 'solo') return { menu, request: { type: 'solo', payload: { players: soloOf(menu, ctx) } } };
    if (row === 'howto') return { menu, request: { type: 'how-to', payload: {} } };
    if (row === 'replay') return { menu, request: { type: 'replay', payload: {} } };
    return { menu, request: { type: 'start', payload: {} } };
  }
  return { menu };
}

/** One step of the value of tile `row` (the show, a rule, the bot's level). */
function changeValue(menu: MenuState, row: string, step: 1 | -1, ctx: MenuContext): { menu: MenuState; request?: MenuRequest } {
  if (row === 'show') {
    if (ctx.shows.length < 2) return { menu };
    const i = Math.max(0, ctx.shows.findIndex((s) => s.id === ctx.show));
    return { menu, request: { type: 'show', payload: { show: ctx.shows[wrap(i + step, ctx.shows.length)]!.id } } };
  }
  // No labels while the show's part loads: the level stays (a press then would have reset it to the first).
  if (row === 'bot') return ctx.bots.length ? { menu: { ...menu, bot: wrap(menu.bot + step, ctx.bots.length) } } : { menu };
  if (row === 'lang') {
    const i = Math.max(0, LOCALES.indexOf(currentLocale()));
    return { menu, request: { type: 'locale', payload: { locale: LOCALES[wrap(i + step, LOCALES.length)]! } } };
  }
  if (row === 'solo') {
    const sizes = ctx.soloSizes ?? SOLO_SIZES;
    if (!sizes.length) return { menu };
    const i = Math.max(0, sizes.indexOf(soloOf(menu, ctx)));
    return { menu: { ...menu, solo: sizes[wrap(i + step, sizes.length)]! } };
  }
  if (row === 'start' || row === 'howto' || row === 'replay') return { menu };
  const rule = ctx.rules.find((r) => r.key === row);
  const payload = rule?.step(ctx.settings, step);
  return payload ? { menu, request: { type: 'settings', payload } } : { menu };
}

/**
 * The hint line for the menu as it is: what each key does now, so no key surprises ("Up/Down:
 * change the timer · Left/Right: move · Enter: start"). `label` names the focused tile.
 */
export function menuHint(menu: MenuState, ctx: MenuContext, label: string): string {
  const rows = menuRows(ctx);
  const row = menu.focus >= 0 ? rows[Math.min(menu.focus, rows.length - 1)] : undefined;
  const t = stageTexts.now().keys;
  if (row === undefined) return t.noFocus;
  if (row === 'start') return t.start;
  if (row === 'bot') return t.bot;
  if (row === 'solo') return t.solo;
  if (row === 'howto') return t.howTo(ctx.howToSeconds ?? 30);
  if (row === 'replay') return t.replay;
  return t.value(label);
}

/** The focused tile's name for the hint line ("the show", a rule's label, "Language"); "" with no focus. */
export function focusLabel(menu: MenuState, ctx: MenuContext): string {
  if (menu.focus < 0) return '';
  const row = menuRows(ctx)[menu.focus];
  const t = stageTexts.now();
  if (row === 'show') return t.keys.theShow;
  if (row === 'lang') return t.lobby.language;
  return ctx.rules.find((r) => r.key === row)?.label ?? row ?? '';
}

/** A timer in words, in the stage's language: "20 s" or "off". */
export function timerText(timerMs: number): string {
  const t = stageTexts.now().lobby;
  return timerMs > 0 ? t.timer(Math.round(timerMs / 1000)) : t.timerOff;
}

/** Every row's current value as the lobby shows it, by row key. */
export function menuValues(menu: MenuState, ctx: MenuContext): Record<string, string> {
  const out: Record<string, string> = {
    show: ctx.shows.find((s) => s.id === ctx.show)?.title ?? ctx.show,
    bot: ((label) => (label ? ctx.botName?.(label) ?? label : '…'))(botLabel(menu, ctx)),
    start: '',
    lang: LOCALE_SHORT_NAMES[currentLocale()],
    solo: stageTexts.now().lobby.soloPlayers(soloOf(menu, ctx)),
    howto: stageTexts.now().howTo.length(ctx.howToSeconds ?? 30),
    replay: stageTexts.now().replayTile.games(ctx.replay ?? 0),
  };
  for (const r of ctx.rules) out[r.key] = r.value(ctx.settings);
  return out;
}
