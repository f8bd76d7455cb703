/**
 * What the director (show.ts) needs from the page: the shows, sound, the DOM mirror, the room's
 * clock and the way to the room. The live director gets the page's; a replay's director the same
 * but sending nothing (app/replay.ts).
 */
import type { SoundId } from '@minus/shared/platform/captions/sounds';
import type { StageShowEntry } from '../show-part.js';
import type { LobbyTile } from '../screens/screen.js';
import type { SceneKind } from './scenes.js';

export interface ShowDeps {
  /** The shows this stage can draw (the registry). */
  shows: readonly StageShowEntry[];
  /** Play a sound (dropped while locked). */
  play(id: SoundId): void;
  /** Add a caption to the DOM live log. */
  announce(text: string): void;
  /** Name the scene in the DOM; `kind`: which of the director's scenes it is (the REPLAY badge's place follows it). */
  scene(name: string, description: string, kind?: SceneKind): void;
  /** The chosen show's name, for the page title. */
  title(title: string): void;
  /** Mirror the table as text in the DOM (see `StageShow.describe`). */
  table(offer: string, seats: string[]): void;
  /** Mirror the live line (whose call) as text. */
  call(text: string): void;
  /** Mirror tonight's table as text lines while the screen shows it; null while it does not. */
  evening(lines: string[] | null): void;
  /** Server time now (ms). */
  now(): number;
  /** Send a host request to the room. */
  send(type: string, payload: unknown): void;
  /** Mirror the lobby's tiles as buttons (and the rules line under them) in the DOM while the lobby is on screen; null when it leaves. Absent: no buttons (a replay). */
  lobby?(tiles: readonly LobbyTile[] | null, blurb?: string): void;
  /** Open the picker of tonight's games to replay (the lobby's replay tile); absent: no tile. */
  replay?(): boolean;
  /** A replay's director (app/replay.ts): the results' hint line gives its place to the REPLAY badge. */
  replaying?: boolean;
  /** Under reduced motion the queue plays at double speed and skips flourishes. */
  reducedMotion: boolean;
}
