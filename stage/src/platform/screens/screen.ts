/**
 * The screens' small lifecycle (PixiJS open-games style): a screen is built, synced from the
 * room state, plays events one at a time for the animation queue, updates every frame, and is
 * destroyed (releasing its textures) when the show moves on. The lobby is the platform's; each
 * show brings its game and finale screens (show-part.ts).
 */
import type { Container } from 'pixi.js';
import type { Caption } from '@minus/shared/platform/captions/caption';
import type { SoundId } from '@minus/shared/platform/captions/sounds';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { ShowCard } from '@minus/shared/platform/show-module';
import type { StepPace } from '../engine/queue.js';
import type { MenuContext, MenuState } from '../app/lobby-menu.js';

/** Where phones join: the URL the QR encodes and its parts for the text under it. */
export interface JoinInfo {
  /** Full join URL, e.g. http://192.168.1.20:2567/play?room=BCFG. */
  url: string;
  /** The URL without the scheme, for reading aloud. */
  display: string;
}

/** Everything a screen draws from. `Table` is the show's own model of the table as shown. */
export interface View<State extends RoomStateShape = RoomStateShape, Table = unknown> {
  state: State;
  /** The table as the animations have shown it so far (the show's model; null before its part loads). */
  table: Table;
  join: JoinInfo;
  menu: MenuState;
  /** The lobby's menu rows and the chosen show's card. */
  lobby: { card: ShowCard | null; menu: MenuContext };
}

/** What screens may ask of the show. */
export interface ShowContext {
  /** Show a caption (caption bar + the DOM's live region) and play its sound. */
  say(caption: Caption): void;
  /** Play a sound with no caption of its own (the caption is already up). */
  sound(id: SoundId): void;
  /** Server time now, ms since epoch. */
  now(): number;
  /** Send a host request to the room (lobby menu, play again). */
  send(type: string, payload: unknown): void;
  /**
   * The room's latest state (a step's `view` is the state when the step began: a patch may have
   * come in while it played, e.g. tonight's table with the game just ended counted).
   */
  state(): RoomStateShape | null;
  /**
   * The room's newest table (the show's model, from the latest state; null before one): what a
   * screen's live parts (whose call, the countdown, the pot, the lit seat) show at once, however
   * far the animations are behind. Asked afresh each time: a step's `view` is as old as the step.
   */
  latest(): unknown;
  /** Mirror the screen's live line (whose call and its seconds, drawn from the newest state) as text. */
  call(text: string): void;
  /** Tonight's table as text lines for the DOM mirror while the screen shows it, null when it does not. */
  evening(lines: string[] | null): void;
  /**
   * A mouse click on the lobby menu's row `row` (its key: `show`, a rule's key, `bot`, `start`...):
   * focus it and use it (a value steps forward, a bot is added, the start starts); `press` false:
   * only focus it (its button in the page got the focus). Named by key, not place: a click on a
   * tile drawn before the rows changed (another show chosen) never uses the tile now in its place;
   * a row the menu no longer has does nothing.
   */
  menuClick(row: string, press?: boolean): void;
  /** The card of a show this stage knows (its name, short name, seats), or null. */
  card(id: string): ShowCard | null;
  /**
   * The lobby's tiles as the DOM mirror's buttons, and the line under them (the rules in words),
   * while the lobby is on screen; null when it leaves.
   */
  lobbyTiles(tiles: readonly LobbyTile[] | null, blurb?: string): void;
  /** True on a replay's screens (app/replay.ts): the REPLAY badge stands on the results' hint line. */
  readonly replaying?: boolean;
}

/** One lobby tile for the DOM mirror: its name and value in words, what a press does (a click on it), and the focus moving to it. */
export interface LobbyTile {
  label: string;
  value: string;
  /** The tile the remote's focus is on (lit gold on the TV; `aria-current` in the mirror). */
  current?: boolean;
  press(): void;
  focus(): void;
}

export interface Screen {
  readonly root: Container;
  /** Redraw from `view` with no animation (reload, context loss, catching up). */
  sync(view: View): void;
  /**
   * Animate one event from `before` to `after` (the show's tables) at `pace`, ending exactly as
   * `sync` would draw `after`. Screens ignore events they do not show.
   */
  play(event: RoomEvent, before: unknown, after: unknown, view: View, pace: StepPace): Promise<void>;
  /** Every frame: `dtMs` since the last one. */
  update(dtMs: number, view: View): void;
  /** A key from the keyboard or a TV remote; true when the screen used it. */
  key?(key: string, view: View): boolean;
  /**
   * True when the screen speaks `event`'s captions itself, as its animation reaches them (a
   * finale's reveal); otherwise the show speaks them as the step begins.
   */
  speaks?(event: RoomEvent): boolean;
  destroy(): void;
}
