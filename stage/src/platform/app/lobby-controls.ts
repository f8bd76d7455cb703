/**
 * The lobby's controls on the TV: the menu's focus (lobby-menu.ts, the pure model) and what a key
 * or a press asks for, carried out: the stage's language and its how-to and replay stay on the
 * stage, every other request goes to the room. A `settings` request is also kept ahead of the
 * room's answer (settings-ahead.ts), so fast presses of a value tile each take a step.
 */
import { chooseStageLocale } from '../i18n/locale.js';
import { INITIAL_MENU, menuKey, menuRows, type MenuContext, type MenuState } from './lobby-menu.js';
import { SettingsAhead, type After } from './settings-ahead.js';

/** What the controls do beyond the menu's own focus. */
export interface LobbyActions {
  /** Play the show's how-to over the lobby. */
  howTo(): void;
  /** Open the replay picker (a live room's director only). */
  replay?(): void;
  /** Send a message to the room. */
  send(type: string, payload: unknown): void;
  /** Draw the lobby again (the settings asked ahead ran out: the room refused them, and the tiles go back to its values). */
  redraw(): void;
}

export class LobbyControls {
  /** The menu's focus, next bot and solo size (`menuFor` keeps its focus on the rows there are). */
  private menu: MenuState = INITIAL_MENU;
  /** The row the focus is on (a row key), so it stays there when the rows change; null with no focus. */
  private focused: string | null = null;
  private readonly ahead: SettingsAhead;

  /** @param after - the timer of the settings kept ahead (setTimeout by default; tests pass their own) */
  constructor(private readonly act: LobbyActions, after?: After) {
    this.ahead = new SettingsAhead(after);
  }

  /** The menu's context with the settings asked for and not yet answered laid over the room's. */
  context(base: MenuContext): MenuContext {
    const settings = this.ahead.over(base.settings);
    return settings === base.settings ? base : { ...base, settings };
  }

  /** A key or a click on the lobby (lobby-menu.ts `menuKey`); true when it moved the focus or asked for something. */
  key(key: string, ctx: MenuContext): boolean {
    const before = this.menuFor(ctx);
    const r = menuKey(before, key, ctx);
    const changed = r.menu !== before;
    this.menu = r.menu;
    this.focused = r.menu.focus < 0 ? null : menuRows(ctx)[r.menu.focus] ?? null;
    const q = r.request;
    if (q?.type === 'locale') void chooseStageLocale(q.payload.locale).catch(() => undefined);
    else if (q?.type === 'how-to') this.act.howTo();
    else if (q?.type === 'replay') this.act.replay?.();
    else if (q) {
      if (q.type === 'settings') this.ahead.sent(q.payload, () => this.act.redraw());
      // Settings name the show they were picked for: a show change crossing them makes the room refuse them.
      this.act.send(q.type, q.type === 'settings' ? { ...q.payload, show: ctx.show } : q.payload);
    }
    return changed || !!q;
  }

  /** Give row `row` (by key) the focus; false when the menu has no such row now. */
  focusRow(row: string, ctx: MenuContext): boolean {
    const focus = menuRows(ctx).indexOf(row);
    if (focus < 0) return false;
    this.menu = { ...this.menu, focus };
    this.focused = row;
    return true;
  }

  /**
   * The menu for `ctx`'s rows as they are now. When the rows changed under the focus (the VIP
   * picked a show with other rule rows), the focus follows its tile ("Language" is still
   * "Language"), or stays at its place, the last tile at most, when that tile is gone.
   */
  menuFor(ctx: MenuContext): MenuState {
    const m = this.menu;
    if (m.focus < 0) return m;
    const rows = menuRows(ctx);
    if (rows[m.focus] === this.focused && this.focused !== null) return m;
    const at = this.focused === null ? -1 : rows.indexOf(this.focused);
    const focus = at >= 0 ? at : Math.min(m.focus, rows.length - 1);
    this.menu = { ...m, focus };
    this.focused = rows[focus] ?? null;
    return this.menu;
  }

  /** Forget what was asked ahead of the room (another room, another show). */
  clear(): void {
    this.ahead.clear();
  }
}
