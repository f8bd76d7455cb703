/**
 * The lobby's tiles as real buttons in the accessible mirror (beside mirror.ts, in the same
 * `#mirror` aside, off screen until focused): "The show: <its name>", then the show's rule rows
 * ("<rule>: <value>"), "Add a bot: Medium", "Start"..., and under them the rules in words (the
 * line under the lobby's tiles). A press does what a click on the tile does (a value steps
 * forward, the bot is added, the game starts); a button getting the focus gives its tile the
 * menu's focus, so Up/Down then change that tile's value as on the remote. A screen reader, a
 * keyboard's Tab or a browser test can run the lobby without the canvas. Shown only while the
 * lobby is on screen. The buttons are kept and renamed rather than rebuilt, so the one with the
 * focus keeps it as values change. The tile the remote is on is `aria-current`.
 */
import type { LobbyTile } from '../screens/screen.js';
import { stageTexts } from '../i18n/texts/index.js';

export class LobbyMirror {
  private tiles: readonly LobbyTile[] = [];
  /** A hide asked for and not yet done (a rebuilt lobby gives its tiles again at once: the focus stays). */
  private hiding = false;
  private readonly buttons: HTMLElement;
  private readonly blurb: HTMLElement;

  /** `group`: the mirror's element for the buttons (mirror.ts places it under the join link). */
  constructor(private readonly group: HTMLElement, private readonly doc: Document = document) {
    group.setAttribute('role', 'group');
    group.hidden = true;
    this.buttons = doc.createElement('div');
    this.buttons.className = 'tiles';
    this.blurb = doc.createElement('p');
    group.append(this.buttons, this.blurb);
    const tileOf = (e: Event) => {
      const button = (e.target as Element | null)?.closest('button');
      const i = button ? Array.prototype.indexOf.call(this.buttons.children, button) : -1;
      return i >= 0 ? this.tiles[i] : undefined;
    };
    this.buttons.addEventListener('click', (e) => tileOf(e)?.press());
    this.buttons.addEventListener('focusin', (e) => tileOf(e)?.focus());
    this.relabel();
  }

  /** The group's name in the stage's language (now and after a change of language). */
  relabel(): void {
    this.group.setAttribute('aria-label', stageTexts.now().mirror.lobby);
  }

  /**
   * The lobby's tiles now (buttons named "label: value") and the rules line under them, or null to
   * hide them (the lobby left the screen).
   */
  set(tiles: readonly LobbyTile[] | null, blurb = ''): void {
    if (tiles === null) {
      // A screen rebuilt in place (late fonts, another language, a lost WebGL context) gives its
      // tiles again within the same task: hide only if it does not, so a focused button keeps it.
      this.hiding = true;
      queueMicrotask(() => {
        if (!this.hiding) return;
        this.hiding = false;
        this.tiles = [];
        this.group.hidden = true;
      });
      return;
    }
    this.hiding = false;
    this.tiles = tiles;
    this.group.hidden = false;
    if (this.blurb.textContent !== blurb) this.blurb.textContent = blurb;
    const buttons = this.buttons.children;
    while (buttons.length > this.tiles.length) buttons[buttons.length - 1]!.remove();
    this.tiles.forEach((t, i) => {
      let b = buttons[i] as HTMLButtonElement | undefined;
      if (!b) {
        b = this.doc.createElement('button');
        b.type = 'button';
        this.buttons.appendChild(b);
      }
      const text = t.value ? `${t.label}: ${t.value}` : t.label;
      if (b.textContent !== text) b.textContent = text;
      // The tile lit on the TV, for a screen reader (and a test) to tell which one the remote is on.
      if (t.current) b.setAttribute('aria-current', 'true');
      else b.removeAttribute('aria-current');
    });
  }
}
