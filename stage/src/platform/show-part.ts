/**
 * A show on the stage: what the platform's director needs of each show, loaded on demand (the
 * stage's registry, shows/registry.ts, maps a show id to a lazy import of its part). A part
 * brings its game and finale screens, its own model of the table as the animations show it, its
 * captions, its lobby rule rows for a TV remote, and the table in words for the DOM mirror. The
 * lobby, the caption bar, the countdown, the seat cards' frame, the evening table, the join box
 * and the sound are the platform's.
 */
import type { Caption } from '@minus/shared/platform/captions/caption';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { ShowCard, StreamedEvent } from '@minus/shared/platform/show-module';
import type { RuleRow } from './app/lobby-menu.js';
import type { StageHowTo } from './app/how-to-player.js';
import type { Screen, ShowContext } from './screens/screen.js';

/** A scene's name on the page (`document.body.dataset.scene`) and its description for screen readers. */
export interface SceneInfo {
  name: string;
  description: string;
}

export interface StageShow<Table = unknown> {
  readonly card: ShowCard;
  /** The game's scene and the finale's. */
  readonly scenes: { game: SceneInfo; finale: SceneInfo };
  /** A new screen for the game (`game`) or its results (`finale`). */
  screen(kind: 'game' | 'finale', ctx: ShowContext): Screen;
  /** The table from a room state snapshot (never throws: missing parts read as empty). */
  fromState(state: RoomStateShape): Table;
  /** The table after one event (pure; events it does not show leave it as it is). */
  apply(table: Table, event: RoomEvent): Table;
  /** True when `state` shows less of the game than `shown` (a patch behind what the animations showed). */
  isBehind(state: Table, shown: Table): boolean;
  /** `shown` with its seats brought up to date from `state` (who sits where), keeping what was animated. */
  withSeatsFrom(shown: Table, state: Table): Table;
  /** Seat names by index, for captions. */
  names(table: Table): string[];
  /** The table in words for the DOM mirror: a line about the game now, and one line per seat. */
  describe(table: Table): { offer: string; seats: string[] };
  /** The host's lines for one of this show's events (shared module `captions`). */
  captions(event: StreamedEvent<{ type: string }>, names: readonly string[]): Caption[];
  /** The animation queue's time limit for the step that plays `event`, or undefined for the default. */
  stepLimit(event: RoomEvent): number | undefined;
  /**
   * The game's last move plays at its own pace before the finale (a last reveal worth watching)
   * instead of being cut short by the game over; the phones' `revealMs` counts it. Absent: cut short.
   */
  readonly playsLastMove?: boolean;
  /** The lobby's rule rows for a TV remote. */
  readonly rules: readonly RuleRow[];
  /** Computer player labels a TV remote cycles through, weakest first. */
  readonly bots: readonly string[];
  /** A bot label in the stage's language, as the lobby's bot row shows it (default: the label itself). */
  botName?(label: string): string;
  /** The show's "how to play" (its module's script and the scene that draws it); absent: the lobby offers none. */
  readonly howTo?: StageHowTo;
}

/** A registry entry: the card at once, the part when asked for. */
export interface StageShowEntry {
  readonly card: ShowCard;
  load(): Promise<StageShow>;
}
