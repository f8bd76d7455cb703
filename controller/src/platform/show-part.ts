/**
 * A show on the phone: what the platform's screens need of each show, loaded on demand (the
 * phone's registry, shows/registry.ts, maps a show id to a lazy import of its part, so the first
 * load carries no show's screens). A part brings the play screen, the lobby's rules panel and
 * computer-player picker, its part of the results and of the audience's view, the words for whose
 * turn it is, and how long the TV's finale lasts. The join screen, the lobby's seats and show
 * picker, the results' frame and evening table, the audience frame and the "Look at the TV!" hold
 * are the platform's.
 */
import type { TemplateResult } from 'lit';
import type { AudienceMessage, CoachMessage } from '@minus/shared/platform/protocol/messages';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { ShowCard } from '@minus/shared/platform/show-module';
import type { HowToScript } from '@minus/shared/platform/how-to';

/**
 * Whose turn it is, seen from seat `me`: `mine` when the seat to act is mine and I play it;
 * `botForMe` when it is mine but a bot stands in for me (no buzz, nothing said as if to me).
 */
export function turnFor(current: number, me: number, seat: { standIn: boolean } | undefined): { mine: boolean; botForMe: boolean } {
  const botForMe = current === me && seat?.standIn === true;
  return { mine: current === me && !botForMe, botForMe };
}

/** What the play screen is drawn from. Its `act` event (CustomEvent, cancelable) carries the action to send. */
export interface PlayProps {
  view: RoomStateShape;
  /** My seat index. */
  me: number;
  /** An action was sent and is waiting for the server's answer. */
  pending: boolean;
  /** A refused action as a sentence ("Too late..."), or "". */
  notice: string;
  /** Clock offset (ms) for the countdown. */
  offset: number;
  /** The link to the room is down: actions wait for it. */
  offline: boolean;
  /**
   * The TV is still revealing the last change (`holdMs`): `view` is the state from before it, with
   * no deadline; show no decision and point at the TV.
   */
  held: boolean;
}

export interface PhoneShow {
  readonly card: ShowCard;
  /**
   * The state with the show's fields read defensively (defaults for what is missing), as its
   * screens expect them. The platform's snapshot keeps the show's fields as plain JSON.
   */
  view(state: RoomStateShape): RoomStateShape;
  /**
   * Whose turn it is, for the polite announcement and the buzz on my turn: a key that changes
   * when the turn does, whether it is mine, and the sentence to announce; null when nobody's.
   */
  turn(view: RoomStateShape, me: number): { key: string; mine: boolean; text: string } | null;
  /** The play screen. */
  play(props: PlayProps): TemplateResult;
  /**
   * The lobby's rules: an editor for the VIP (it fires `room-send` settings), a summary for the
   * others. `refused`: the VIP's last change of them the room refused, in words ('' for none),
   * said in the editor beside the fields it changed.
   */
  rules(view: RoomStateShape, editable: boolean, refused: string): TemplateResult;
  /** The VIP's computer-player picker (it fires `room-send` add-bot). `full`: no seat left. */
  bots(full: boolean): TemplateResult;
  /** The show's results: who won, what was hidden, my score, the standings. */
  results(view: RoomStateShape, me: number): TemplateResult;
  /** What the audience watches: the game as the TV shows it (never a secret), or the table before it; `held` as in `PlayProps`. */
  watch(view: RoomStateShape, offset: number, reason: AudienceMessage['reason'] | null, held: boolean): TemplateResult;
  /**
   * How long (ms) the phones keep drawing `before` when `after` follows it, while the TV reveals
   * the change (net/view-hold.ts); 0 for a change that shows at once. Absent: nothing holds.
   */
  holdMs?(before: RoomStateShape, after: RoomStateShape): number;
  /** How long (ms) after the game-over event the TV's finale has shown the winner, for the game's final `view` (its seats, its last move). */
  revealMs(view: RoomStateShape): number;
  /** The show's hints for the lobby's switch (state `settings.hints`): its name and what it shows; absent: no hints. */
  hints?(): { label: string; help: string };
  /** The crowd's question in words ("Who takes the −23?"), for the audience's guesses; absent: a generic one. */
  crowdPrompt?(view: RoomStateShape): string;
  /** The phone's own sentence for one of the show's refusal codes, or null for the server's. */
  notice(code: string): string | null;
  /** A computer player's label in the phone's language, as the lobby's seat list names it ("Hard · Bold"); absent: the label. */
  botName?(label: string): string;
  /**
   * The coach's tip (`coach` message: the action and its reasons as data, unchecked) in the
   * phone's language, naming seats from `view` (`me`: the phone's seat, which reads "you");
   * "" when it cannot be read. Absent: no coach.
   */
  coachText?(tip: CoachMessage, view: RoomStateShape, me: number): string;
  /**
   * The show's "how to play" for the room in `view` (its module's script, shared with the stage,
   * told with the room's rules, e.g. as many hidden cubes as they hide) and how a
   * beat's table looks on the phone (`beat`: the beat's index, to restart its animation); the
   * same object while the rules stay the same. Absent: no button.
   */
  howTo?(view: RoomStateShape): PhoneHowTo;
}

/** A show's "how to play" on the phone: the script to play and how a beat's table looks. */
export interface PhoneHowTo {
  readonly script: HowToScript;
  table(table: unknown, beat: number): TemplateResult;
}

/** A registry entry: the card at once, the part when asked for. */
export interface PhoneShowEntry {
  readonly card: ShowCard;
  load(): Promise<PhoneShow>;
}
