/**
 * The show module: the one typed surface every show (each in shared/src/shows/<id>/, and a test
 * show in the end-to-end suite) implements, so that the room, the bots' arena, the record tools
 * and the screens host any show without naming one. Everything here is pure: no DOM, no Node APIs, no timers, no
 * unseeded global generator; randomness comes in as a `Seed` (docs/ARCHITECTURE.md, "Show modules").
 *
 * A module is the rules engine (setup, legal actions, apply, views, result), its records, its
 * computer players, and the event bodies its transitions produce for the stage and the audience.
 * Its screens (stage, phone) and its server-side state projection live beside it in each part's
 * `shows/<id>/` folder and are looked up by `id`.
 */
import type { HowToScript } from './how-to.js';
import type { ZodType } from 'zod';
import type { Caption } from './captions/caption.js';
import type { GameSteps } from './record-steps.js';

/** Why an action, a config or a record was refused. `message` is a sentence a player can read. */
export interface ShowError<Code extends string = string> {
  code: Code;
  message: string;
}

/** A value or a typed error; a module never throws on bad input. */
export type ShowResult<T, Code extends string = string> = { ok: true; value: T } | { ok: false; error: ShowError<Code> };

/**
 * The codes every module uses for the situations every show has. A module may add its own
 * (say a `no-chips` when a move costs what the seat lacks); the room passes those on with the
 * module's sentence.
 * - `bad-config`: rules, players or setup out of range (also a bad record);
 * - `bad-seat`: no such seat; `not-your-turn`: that seat may not act now;
 * - `game-over`: the game has ended; `unknown-action`: not an action of this show, or not legal now.
 */
export type CommonErrorCode = 'bad-config' | 'bad-seat' | 'not-your-turn' | 'game-over' | 'unknown-action';

/**
 * The seed of a deal. The room draws a fresh one per game from `crypto` (a string of 32 hex
 * digits: 128 bits); tests, `simulate` and old records use a whole number. A module turns it
 * into its generator with `rngFromSeed` (rng.ts), draws the whole setup from it, and never
 * exposes the generator's outputs other than through the hidden setup.
 */
export type Seed = number | string;

/**
 * Who made a decision: the seat's phone, the decision timer, a computer player, or nobody: the
 * rules left the seat one move (`ShowModule.forcedAction`), which the room played after a beat.
 */
export type DecisionCause = 'phone' | 'timeout' | 'bot' | 'forced';

/**
 * The final standing a host needs of any show's result (the evening's table, the finale frame,
 * the winner's announcement). Indexes are seats (0-based, the game's seat order).
 */
export interface Standing {
  /** Points per seat in this show's own unit (a score, fame...): higher is better. */
  points: number[];
  /** Standard competition ranking per seat (1, 1, 3), after the show's own tie-breakers. */
  places: number[];
  /** The outright winner's seat, or null when first place is shared. */
  winner: number | null;
}

/** A computer player for one seat of one game; a function of that seat's view only. */
export interface ShowBot<PlayerView, Action> {
  /** The canonical label (`hard-steady`). */
  readonly label: string;
  /** The action for the view's seat, asked only when that seat may act. Deterministic per seed and views seen. */
  decide(view: PlayerView): Action;
  /** Show the bot its seat's view after any action, as a person at the table sees it. */
  observe(view: PlayerView): void;
  /** True when `observe` matters (the bot learns from what it sees). */
  readonly watches: boolean;
}

/**
 * What a client needs to list a show before it loads the show's code: its id, name, seat limits
 * and a one-line pitch. Each show exports one from its `card.ts`, which imports nothing else, so
 * the phone's first load (the lobby's show picker) carries the cards but no show's engine.
 */
export interface ShowCard {
  /** Stable id, kebab-case, also the record format's prefix: `quiz-night`. */
  readonly id: string;
  /** The show's name as players read it (English; translations come from the i18n layer). */
  readonly title: string;
  /** One word for narrow places (the evening table's column on the TV and the phone), in the screen's language (a getter on the show's card catalogue): `Quiz`. */
  readonly short: string;
  /** Seats a game of this show takes, whatever its rules (e.g. 3-7, or 2-5). */
  readonly seats: { readonly min: number; readonly max: number };
  /** One sentence for the lobby's show picker: what the show is about. */
  readonly tagline: string;
}

/**
 * An event as the room's stream carries it to the stage and the audience: the module's body,
 * the number of the game it belongs to (1-based, this evening), and the stream's `seq` and
 * caption `variant` (protocol events.ts).
 */
export type StreamedEvent<E extends { type: string }> = E & { game: number; seq: number; variant: number };

/** The type parameters of a module, gathered so that `ShowModule` stays readable. */
export interface ShowTypes {
  /** What the host chooses in the lobby (JSON). */
  RulesInput: object;
  /** Rules resolved for a seat count: every field set. */
  Rules: { timerMs: number | null };
  /** The whole game, hidden parts included. Never sent to a client. Immutable. */
  State: object;
  /** One decision, as JSON (what a phone sends, what a record lists). */
  Action: unknown;
  /** What the stage and the audience may know. */
  PublicView: object;
  /** What one seat may know: the public view plus that seat's secrets. */
  PlayerView: object;
  /** An event body for the stage/audience stream (`type` first); the room numbers it. */
  Event: { type: string };
  /** A parsed game record. */
  Record: { format: string };
}

/**
 * One show. `T` gathers its types (see `ShowTypes`). Rule source: each module's section of
 * docs/RULES.md.
 */
export interface ShowModule<T extends ShowTypes = ShowTypes> extends ShowCard {
  /** The lobby's rules: their zod schema (a `settings` message's payload), defaults, resolution. */
  readonly rules: {
    schema: ZodType<T['RulesInput']>;
    defaults(): T['RulesInput'];
    /** Resolve for `seats` players. Errors: `bad-config` with a sentence naming the field. */
    resolve(input: T['RulesInput'], seats: number): ShowResult<T['Rules']>;
    /**
     * A lobby edit: `change` (already parsed by `schema`) applied to `current`, as the host means
     * it (fields a change leaves out keep their current value where the show says so), checked
     * for `seats` players (the show's minimum while fewer are seated). Errors: `bad-config`.
     */
    change(current: T['RulesInput'], change: T['RulesInput'], seats: number): ShowResult<T['RulesInput']>;
  };

  /**
   * Deal a game for `players` (names, in join order) from `seed`. Draws every random part of the
   * setup at once (seating, first player, hidden cards...). Errors: `bad-config`.
   */
  createGame(rules: T['RulesInput'], players: readonly string[], seed: Seed): ShowResult<T['State']>;
  /** The seats that may act now (one seat for turn-based shows; [] once finished). */
  toAct(state: T['State']): readonly number[];
  /** The actions open to `seat` now ([] when it may not act). For bots, coaches and tests; may be long. */
  legalActions(state: T['State'], seat: number): T['Action'][];
  /**
   * Apply `seat`'s action (unknown input, validated here). Returns the new state (the input is
   * unchanged) or an error with a `CommonErrorCode` or a module code.
   */
  applyAction(state: T['State'], seat: number, action: unknown): ShowResult<T['State']>;
  /** What the decision timer does for `seat` when it runs out: always legal, deterministic. */
  timeoutAction(state: T['State'], seat: number): T['Action'];
  /**
   * The one move the rules leave `seat` now, when there is no choice to make (a player with nothing
   * left to pay with), else null. The room plays it for a person after a beat instead
   * of waiting out the decision timer. Cheap: asked at every turn. Absent: never forced.
   */
  forcedAction?(state: T['State'], seat: number): T['Action'] | null;
  /** Bumped by every applied action; a tap naming an older version is "too late". */
  version(state: T['State']): number;
  finished(state: T['State']): boolean;
  /** The resolved rules of a game (the decision timer is `rules.timerMs`). */
  rulesOf(state: T['State']): T['Rules'];
  /** Player names in seat order (after any seating draw). */
  players(state: T['State']): readonly string[];

  publicView(state: T['State']): T['PublicView'];
  /** Throws RangeError for a seat that does not exist (a programming error). */
  playerView(state: T['State'], seat: number): T['PlayerView'];
  /** Points, places and the winner; only meaningful once finished. */
  standing(state: T['State']): Standing;

  /**
   * Event bodies for the stage and audience stream. The room adds the game's number, `seq` and
   * `variant` to each (`StreamedEvent`). The step that finishes a game ends with one event of
   * type `game-over`: the only event the seated phones receive (protocol events.ts,
   * `PLAYER_EVENTS`), so that they can hold their results while the stage shows its finale. No
   * event before that one may carry a secret (a seat's hidden numbers, the hidden setup).
   */
  readonly events: {
    /** When a game starts (e.g. `game-started`, the first offer). */
    start(state: T['State']): T['Event'][];
    /** For one applied action, from the state before to the state after. */
    step(before: T['State'], seat: number, action: T['Action'], after: T['State'], cause: DecisionCause): T['Event'][];
    /**
     * How long (ms) the stage needs to show one action's events (or a game's start events) before
     * the next decision is worth making (a reveal it speaks line by line, a start line to read); a
     * computer player on turn waits at least this long before it decides, and the decision's timer
     * gets as much more. Absent: no wait beyond the bot's own pause.
     */
    showMs?(events: readonly T['Event'][]): number;
  };

  /**
   * The host's lines for one of this show's events, in the order the stage shows them (none for a
   * silent event), each with the sound that plays with it. `names` are the seat names by seat
   * index. Pure, and the same for the same event (`variant` picks a wording).
   */
  captions(event: StreamedEvent<T['Event']>, names: readonly string[]): Caption[];

  /** The game record: everything needed to replay a game (setup explicit, never a seed-derived secret left out). */
  readonly record: {
    /** `<id>/record@1`. */
    readonly format: string;
    /** The record so far (valid at any point of a game: the setup plus the actions applied). */
    of(state: T['State'], rules: T['RulesInput']): T['Record'];
    /** Validate parsed JSON. Errors: `bad-config` naming the first problem. */
    parse(data: unknown): ShowResult<T['Record']>;
    /** Set up and apply every action. An illegal action: its error with `action K: ` prefixed (0-based). */
    replay(record: T['Record']): ShowResult<T['State']>;
    /**
     * The same replay step by step: the dealt state, then each action with its seat and the state
     * after it (record-steps.ts; the stage's replay animates these). Errors as `replay`'s.
     */
    steps(record: T['Record']): ShowResult<GameSteps<T['State'], T['Action']>>;
    /** What `npm run -s replay -- FILE` prints for this show (a JSON-ready object). */
    summary(state: T['State']): unknown;
  };

  /** Computer players. */
  readonly bots: {
    /** Labels a host may pick in the lobby, weakest first. */
    readonly lobby: readonly string[];
    /** The label that stands in for a person who is away. */
    readonly standIn: string;
    /** The labels a game against the computer seats, in turn (absent: `lobby`'s). */
    readonly solo?: readonly string[];
    /** Seats in all a game against the computer has by default (absent: the show's minimum). */
    readonly soloSeats?: number;
    /** Parse a label; `simulate` also accepts measuring-only labels that the lobby does not offer. */
    parse(label: string): ShowResult<string>;
    /** A bot for one seat of one game. Throws RangeError for a label `parse` refuses. */
    create(label: string, seed: number): ShowBot<T['PlayerView'], T['Action']>;
  };

  /** The audience's "who answers this?" round (optional: a show without it has no predictions). */
  readonly crowd?: CrowdHooks<T['State']>;

  /**
   * The coach of a practice game (docs/SERVER.md, "Practice games and the coach"), if the show
   * has one: what its strongest player would do in the seat of `view`, and why, as data (the
   * action and typed reasons with their numbers) that each phone words in its own language. A
   * pure function of that seat's `PlayerView` alone (same view, same tip). Called on the seat's
   * turn only.
   */
  readonly coach?: (view: T['PlayerView']) => CoachTip<T['Action']>;

  /**
   * The show's 30-second "how to play" (platform/how-to.ts), if it has one: timed beats with a
   * caption key and a table in the show's own shape, played alike by the stage and the phones
   * (each show part draws the table). Made-up players only: it reveals nothing of a real game.
   */
  readonly howTo?: HowToScript;
}

/**
 * The coach's tip for one seat's turn: the action it advises and why, as facts, never a sentence
 * (players share a room in different languages). Each reason is `{ kind, ...numbers }`, e.g.
 * `{ kind: 'extends-run', run: -17 }`; the show's phone part words them.
 */
export interface CoachTip<A = unknown> {
  action: A;
  /** The reasons, main one first: a kind and its numbers (cubes, chips, points, seat indexes, shares). */
  reasons: readonly CoachFact[];
}

/** One reason of a coach's tip: its kind and its numbers. */
export type CoachFact = { readonly kind: string } & { readonly [k: string]: string | number };

/**
 * A question the crowd may answer while a game runs (the audience plays along): `key` names it
 * (it changes when the question does, e.g. per cube on offer), `seats` are the answers on offer
 * (seat indexes). Public by construction: it must hold nothing `publicView` does not.
 */
export interface CrowdQuestion {
  key: string;
  seats: readonly number[];
}

/**
 * The audience plays along (optional): the show says which question is open now and, once it has
 * closed, which seat was its answer. Pure; reads the state but must reveal nothing hidden (the
 * answer of a closed question is public by then, e.g. who took a cube).
 */
export interface CrowdHooks<State> {
  /** The question open now, or null (no game, between questions, game over). */
  question(state: State): CrowdQuestion | null;
  /** The seat that answered `key` (a question opened earlier in this game), or null when not (yet) known. */
  answer(state: State, key: string): number | null;
}

/** Any show module, for registries that hold several. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyShowModule = ShowModule<any>;
