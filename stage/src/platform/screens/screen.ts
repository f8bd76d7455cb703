/**
 * The screens' small lifecycle (PixiJS open-games style): a screen is built, synced from the
 * room state, plays events one at a time for the animation queue, updates every frame, and is
 * destroyed (releasing its textures) when the show moves on.
 */
import type { Container } from 'pixi.js';
import type { Caption } from '@minus/shared/shows/minus-auction/captions';
import type { SoundId } from '@minus/shared/platform/captions/sounds';
import type { GameEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { StepPace } from '../engine/queue.js';
import type { Table } from '../../shows/minus-auction/table.js';
import type { MenuState } from '../app/lobby-menu.js';

/** Where phones join: the URL the QR encodes and its parts for the text under it. */
export interface JoinInfo {
  /** Full join URL, e.g. http://192.168.1.20:2567/play?room=BCFG. */
  url: string;
  /** The URL without the scheme, for reading aloud. */
  display: string;
}

/** Everything a screen draws from. */
export interface View {
  state: RoomStateShape;
  /** The table as the animations have shown it so far. */
  table: Table;
  join: JoinInfo;
  menu: MenuState;
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
  /** Tonight's table as text lines for the DOM mirror while the screen shows it, null when it does not. */
  evening(lines: string[] | null): void;
  /** A mouse click on lobby menu row `row`: focus it and activate it, as Enter would. */
  menuClick(row: number): void;
}

export interface Screen {
  readonly root: Container;
  /** Redraw from `view` with no animation (reload, context loss, catching up). */
  sync(view: View): void;
  /**
   * Animate one event from `before` to `after` at `pace`, ending exactly as `sync` would draw
   * `after`. Screens ignore events they do not show.
   */
  play(event: GameEvent, before: Table, after: Table, view: View, pace: StepPace): Promise<void>;
  /** Every frame: `dtMs` since the last one. */
  update(dtMs: number, view: View): void;
  /** A key from the keyboard or a TV remote; true when the screen used it. */
  key?(key: string, view: View): boolean;
  destroy(): void;
}
