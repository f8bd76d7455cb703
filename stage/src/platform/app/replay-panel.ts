/**
 * The replay's DOM on the TV (docs/STAGE.md, "Replay"): the picker of tonight's games (a dialog of
 * real buttons a remote moves through with Up/Down, and a button in the TV's language opening a
 * hidden file input for a game record), and the
 * REPLAY badge with its speed and keys, so nobody takes a replay for the live game. Placed in
 * design px over the letterboxed show (style.css), inside the safe area: over a game in the top
 * right corner (layout.ts `REPLAY_BADGE`), at the finale on the results' hint line
 * (`RESULTS_HINT`, `body[data-scene-kind]`); words from ui/replay-texts.
 */
import { replayTexts } from '../ui/replay-texts/index.js';
import { REPLAY_BADGE, RESULTS_HINT } from './layout.js';
import { entryParts } from './replay-entry.js';

/** What the picker does when the host chooses. */
export interface PickerActions {
  game(n: number): void;
  file(file: File): void;
  close(): void;
}

export class ReplayPanel {
  private readonly dialog: HTMLElement;
  private readonly heading: HTMLElement;
  private readonly list: HTMLElement;
  private readonly message: HTMLElement;
  private readonly hint: HTMLElement;
  private readonly fileText: HTMLElement;
  private readonly fileButton: HTMLButtonElement;
  private readonly input: HTMLInputElement;
  private readonly closeButton: HTMLButtonElement;
  private readonly badge: HTMLElement;
  private readonly badgeSpeed: HTMLElement;
  private readonly badgeKeys: HTMLElement;
  private actions: PickerActions | null = null;

  constructor(private readonly doc: Document = document) {
    this.dialog = doc.body.appendChild(doc.createElement('section'));
    this.dialog.id = 'replay-picker';
    this.dialog.setAttribute('role', 'dialog');
    this.dialog.hidden = true;
    this.dialog.innerHTML = `
      <h2 id="replay-title"></h2>
      <ul id="replay-games"></ul>
      <p id="replay-message" role="alert"></p>
      <div id="replay-file"><span id="replay-file-text"></span><button type="button" id="replay-file-button" aria-describedby="replay-file-text"></button><input type="file" accept=".json,application/json" hidden></div>
      <p id="replay-hint"></p>
      <button type="button" id="replay-close"></button>`;
    this.dialog.setAttribute('aria-labelledby', 'replay-title');
    this.heading = this.dialog.querySelector('#replay-title')!;
    this.list = this.dialog.querySelector('#replay-games')!;
    this.message = this.dialog.querySelector('#replay-message')!;
    this.hint = this.dialog.querySelector('#replay-hint')!;
    this.fileText = this.dialog.querySelector('#replay-file-text')!;
    this.fileButton = this.dialog.querySelector('#replay-file-button')!;
    this.input = this.dialog.querySelector('#replay-file input')!;
    // The browser's own file button speaks the browser's language ("Choose File" on a Korean TV): ours opens the hidden input.
    this.fileButton.addEventListener('click', () => this.input.click());
    this.closeButton = this.dialog.querySelector('#replay-close')!;
    this.input.addEventListener('change', () => {
      const file = this.input.files?.[0];
      this.input.value = '';
      if (file) this.actions?.file(file);
    });
    this.closeButton.addEventListener('click', () => this.actions?.close());
    this.badge = doc.body.appendChild(doc.createElement('div'));
    this.badge.id = 'replay-badge';
    this.badge.setAttribute('role', 'status');
    this.badge.hidden = true;
    this.badge.innerHTML = '<span><strong></strong> <span class="speed"></span></span><small></small>';
    // Its places in design px (style.css): over a game, and on the results' hint line.
    for (const [name, rect] of [['badge', REPLAY_BADGE], ['hint', RESULTS_HINT]] as const) {
      for (const [k, v] of Object.entries(rect)) this.badge.style.setProperty(`--${name}-${k}`, String(v));
    }
    doc.body.appendChild(doc.createElement('div')).id = 'replay-frame';
    this.badgeSpeed = this.badge.querySelector('.speed')!;
    this.badgeKeys = this.badge.querySelector('small')!;
  }

  /** True while the picker is open. */
  get open(): boolean {
    return !this.dialog.hidden;
  }

  /** Open the picker on tonight's finished games (newest first); `message` is said at once (an error, or "none yet"). */
  show(games: readonly number[], actions: PickerActions, message = ''): void {
    const t = replayTexts.now();
    this.actions = actions;
    this.heading.textContent = t.title;
    this.fileText.textContent = t.file;
    this.fileButton.textContent = t.fileButton;
    this.input.setAttribute('aria-label', t.fileLabel);
    this.hint.textContent = t.pickKeys;
    this.closeButton.textContent = t.close;
    this.list.replaceChildren(...games.map((n, i) => {
      const li = this.doc.createElement('li');
      const b = li.appendChild(this.doc.createElement('button'));
      b.type = 'button';
      b.textContent = i === 0 ? `${t.game(n)} · ${t.latest}` : t.game(n);
      b.dataset.game = String(n);
      b.addEventListener('click', () => this.actions?.game(n));
      return li;
    }));
    this.say(message || (games.length ? '' : t.none));
    this.dialog.hidden = false;
    this.buttons()[0]?.focus();
  }

  /**
   * Name game `game`'s button by its show's title, marked when it was a practice game
   * (`practice`: it stayed out of tonight's table), and who won (`winners`: the names in first
   * place; none: unknown). The newest game's "the last one" goes: first in the list says it, and
   * the line stays on one line of the picker, a long name cut with "…" (replay-entry.ts).
   */
  name(game: number, show: string, winners: readonly string[], practice = false): void {
    const t = replayTexts.now();
    const b = this.list.querySelector<HTMLButtonElement>(`button[data-game="${game}"]`);
    if (!b) return;
    b.replaceChildren(...entryParts(t, game, show, winners, practice).map((part) => {
      const span = this.doc.createElement('span');
      if (!part.name) {
        span.textContent = part.text;
        return span;
      }
      // A name's text in a span of its own (cut with "…"); `data-name` sizes its least width (style.css).
      span.className = 'name';
      span.dataset.name = part.text;
      span.appendChild(this.doc.createElement('span')).textContent = part.text;
      return span;
    }));
  }

  /**
   * Keep only the games in `games` (those the room has a record of: a game set aside after a
   * restart, whose stored moves did not replay, has none); with none left, say so.
   */
  keepOnly(games: ReadonlySet<number>): void {
    const gone = [...this.list.querySelectorAll<HTMLButtonElement>('button[data-game]')].filter((b) => !games.has(Number(b.dataset.game)));
    const hadFocus = gone.some((b) => b === this.doc.activeElement);
    for (const b of gone) b.parentElement?.remove();
    if (games.size === 0) this.say(replayTexts.now().none);
    if (hadFocus) this.buttons()[0]?.focus();
  }

  /** A line in the picker (a friendly refusal, or "loading"). */
  say(message: string): void {
    this.message.textContent = message;
  }

  /** Close the picker. */
  hide(): void {
    this.dialog.hidden = true;
    this.actions = null;
    if (this.dialog.contains(this.doc.activeElement)) (this.doc.activeElement as HTMLElement).blur();
  }

  /** Move the focus up (-1) or down (+1) the picker's buttons (games, then Close). */
  move(by: number): void {
    const buttons = this.buttons();
    if (!buttons.length) return;
    const at = buttons.indexOf(this.doc.activeElement as HTMLButtonElement);
    const next = at < 0 ? 0 : Math.min(buttons.length - 1, Math.max(0, at + by));
    buttons[next]!.focus();
  }

  /** Use the focused button (Enter on a remote); the first game's when none has the focus. */
  choose(): void {
    const buttons = this.buttons();
    const focused = buttons.find((b) => b === this.doc.activeElement) ?? buttons[0];
    focused?.click();
  }

  private buttons(): HTMLButtonElement[] {
    return [...this.list.querySelectorAll('button'), this.closeButton];
  }

  /** Show the REPLAY badge at `speed` (1, 2 or 4), or hide it (null). */
  setBadge(speed: number | null): void {
    this.badge.hidden = speed === null;
    if (speed === null) return;
    const t = replayTexts.now();
    this.badge.querySelector('strong')!.textContent = t.badge;
    this.badgeSpeed.textContent = t.speed(speed);
    this.badgeKeys.textContent = t.replayKeys;
    this.doc.body.dataset.replay = String(speed);
  }

  /** Forget the badge's page marker (tests read `body[data-replay]`). */
  clearMarker(): void {
    delete this.doc.body.dataset.replay;
  }
}
