/**
 * Why the room refused a request, as data (docs/SERVER.md, "Refusals"): a `RefusalCode`, maybe a
 * finer `RefusalReason` and its numbers (`RefusalParams`). Each screen words them in its own
 * language (shared platform/refusals/); the server's English `message` is for logs and old clients.
 * No zod here: the phone imports these.
 */

/** Every platform refusal code, in the order the docs list them. */
export const REFUSAL_CODES = [
  'bad-message', 'rate-limited', 'not-allowed', 'not-your-turn', 'too-late',
  'game-over', 'not-in-lobby', 'too-few-seats', 'too-many-seats', 'room-full', 'bad-settings', 'bad-bot',
  'bad-show', 'no-such-seat',
  /** `get-record` before any game of the evening has finished (records hold the hidden setup). */
  'no-record',
  /**
   * The server could not store the request before applying it (its disk is full, its data
   * folder read-only: docs/SERVER.md, "Durability"); nothing changed.
   */
  'not-saved',
] as const;

/** Why a request was refused (the platform's codes; a show's own codes come as `ShowRefusalCode`). */
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/**
 * A finer reason under a code, when the code alone would leave a player guessing: who may do it,
 * what to do instead. Its parameters are in `RefusalParams` (named under each).
 */
export const REFUSAL_REASONS = [
  /** too-late: the crowd's question closed before the guess came. */
  'question-closed',
  /** bad-message: the guessed seat is not one of the question's answers. */
  'not-an-answer',
  /** not-allowed: the stage asked to guess. */
  'stage-no-guess',
  /** not-allowed: a player guessed on their own decision. */
  'own-decision',
  /** not-allowed: a seated player guessed their own seat (they could make it come true). */
  'own-seat',
  /** too-late: the host hid a name the crowd's table no longer lists (a new game, or hidden already). */
  'name-gone',
  /** not-allowed: a connection without a seat asked for a seat's thing (play, take back, coach). */
  'seat-only',
  /** not-allowed: asked to remove a bot from a person's seat. */
  'seat-is-person',
  /** not-allowed: the VIP asked to remove their own seat. */
  'kick-self',
  /** not-allowed: the VIP asked to hand their own seat to a bot (the room would have no VIP to answer). */
  'hand-self',
  /** not-allowed: asked to give a bot's seat to a bot. */
  'already-bot',
  /** not-allowed: a bot stands in for this seat; take it back first. */
  'stand-in',
  /** bad-message: a decision for a moment that has not come yet. */
  'not-yet',
  /** not-in-lobby: practice is switched between games. */
  'practice-between-games',
  /** not-allowed: the coach helps in practice games only. */
  'coach-practice-only',
  /** not-allowed: this show has no coach. */
  'no-coach',
  /** bad-settings: the settings were picked for a show the room no longer has chosen. */
  'show-changed',
  /** too-few-seats: params `min` (players). */
  'needs-players',
  /** too-many-seats: params `max` (players) and `over` (seats to remove). */
  'seats-at-most',
  /** bad-settings: a game against the computer of a size the show does not seat: params `min`, `max` (players). */
  'solo-size',
  /** too-many-seats: a game against the computer no bigger than the `people` seated: pick more players in all. */
  'solo-bigger',
  /** too-many-seats: every seat the show has already has a person (`people`): a normal game, no computer players. */
  'solo-full',
  /** not-allowed: a phone asked for what only the TV itself does (its own language). */
  'stage-only',
  /** bad-settings: the lobby's rules cannot deal a solo game of `players` (a custom deck too small). */
  'rules-misfit',
  /** bad-settings: rules asked for that deal fewer than the `players` seated: params `players`, `most` (the most players they deal). */
  'deals-fewer',
  /** bad-settings: rules asked for that deal no game at all (a custom range too short, its ends the wrong way round). */
  'deals-none',
  /** bad-settings: a decision timer outside the show's range: params `min`, `max` (seconds). */
  'timer-range',
  /** bad-settings: a setting's number outside its range: params `min`, `max`. */
  'setting-range',
  /** room-full: params `max` (seats). */
  'seats-taken',
  /** no-record: params `game` (the game number asked for). */
  'no-such-game',
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A reason's numbers and names, by the names `REFUSAL_REASONS` gives. */
export type RefusalParams = Readonly<Record<string, number | string>>;
