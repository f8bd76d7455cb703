/**
 * The lobby's tiles as real buttons in the accessible mirror (beside mirror.ts, in the same
 * `#mirror` aside, off screen until focused): "The show: <its name>", then the show's rule rows
 * ("<rule>: <value>"), "Add a bot: Medium", "Start"... A press does what a click on the tile does (a value steps
 * forward, the bot is added, the game starts), so a screen reader, a keyboard's Tab or a browser
 * test can run the lobby without the canvas. Shown only while the lobby is on screen. The buttons
 * are kept and renamed rather than rebuilt, so the one with the focus keeps it as values change.
 */
import type { LobbyTile } from '../screens/screen.js';
import { stageTexts } from '../i18n/texts/index.js';

export class LobbyMirror {
  private tiles: readonly LobbyTile[] = [];

  /** `group`: the mirror's element for the buttons (mirror.ts places it under the join link). */
  constructor(private readonly group: HTMLElement, private readonly doc: Document = document) {
    group.setAttribute('role', 'group');
    group.hidden = true;
    group.addEventListener('click', (e) => {
      const button = (e.target as Element | null)?.closest('button');
      const i = button ? Array.prototype.indexOf.call(this.group.children, button) : -1;
      if (i >= 0) this.tiles[i]?.press();
    });
    this.relabel();
  }

  /** The group's name in the stage's language (now and after a change of language). */
  relabel(): void {
    this.group.setAttribute('aria-label', stageTexts.now().mirror.lobby);
  }

  /** The lobby's tiles now (buttons named "label: value"), or null to hide them (the lobby left the screen). */
  set(tiles: readonly LobbyTile[] | null): void {
    this.tiles = tiles ?? [];
    this.group.hidden = tiles === null;
    const buttons = this.group.children;
    while (buttons.length > this.tiles.length) buttons[buttons.length - 1]!.remove();
    this.tiles.forEach((t, i) => {
      let b = buttons[i] as HTMLButtonElement | undefined;
      if (!b) {
        b = this.doc.createElement('button');
        b.type = 'button';
        this.group.appendChild(b);
      }
      const text = t.value ? `${t.label}: ${t.value}` : t.label;
      if (b.textContent !== text) b.textContent = text;
    });
  }
}
