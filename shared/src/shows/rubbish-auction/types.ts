/**
 * Public types of the Rubbish Auction rules engine.
 *
 * Units: a money card's value is in thousands (a `5` is the 5,000 card); fame is in fame points
 * (one point per thousand bid); times are ms. Seats are 0-based indexes in the game's seat order.
 * Rule source for every type here: docs/RULES.md, "Rubbish Auction".
 */
import type { ShowError, ShowResult } from '../../platform/show-module.js';
import type { GeekId, ItemId } from './geeks.js';

export type { GeekId, ItemId } from './geeks.js';

/** A money card's value in thousands. Every player owns one set: 1, 2, 2, 5 and 10. */
export type MoneyCard = 1 | 2 | 5 | 10;

/** The one preset (the show's rules); the field exists so that presets can be added later. */
export type RubbishPreset = 'show';

/** What the host chooses in the lobby. `timerMs`: null (off) or 5,000..120,000 ms; default 30,000. */
export interface RubbishRulesInput {
  preset?: RubbishPreset;
  timerMs?: number | null;
}

/** Rules resolved for a seat count: every field set. */
export interface RubbishRules {
  preset: RubbishPreset;
  /** The decision timer in ms (every step: pick, peek, hold out), or null when off. */
  timerMs: number | null;
  minSeats: number;
  maxSeats: number;
}

/**
 * One decision, as JSON (what a phone sends and a record lists). Every step is one seat's:
 * - `pick`: the Next Auctioneer puts a remaining `item` up for auction and names the First Bidder
 *   (any seat, themself too);
 * - `peek`: a bidder after the first looks at the card at `position` (0-based, left to right) of
 *   the row the previous bidder shows: their held-out cards, or, when they hold out fewer than
 *   two, the cards they kept back (docs/RULES.md, "Peeking: what a position is");
 * - `hold-out`: a bidder holds out `cards` (any of their usable money cards, none allowed; the
 *   order does not matter). The last bidder's hold-out also reveals and settles the round.
 */
export type RubbishAction =
  | { type: 'pick'; item: ItemId; firstBidder: number }
  | { type: 'peek'; position: number }
  | { type: 'hold-out'; cards: MoneyCard[] };

/** The kind of decision a seat is asked for now. */
export type Step = RubbishAction['type'];

/** Which face-down row a peek looks into: the cards held out, or the cards kept back in hand. */
export type PeekRow = 'held-out' | 'kept';

/** The error codes of this show: the common ones and its own. */
export type RubbishErrorCode =
  | 'bad-config'
  | 'bad-seat'
  | 'not-your-turn'
  | 'game-over'
  | 'unknown-action'
  /** The item is not one of the items left. */
  | 'bad-item'
  /** The First Bidder named is not a seat. */
  | 'bad-bidder'
  /** The peek position is outside the row. */
  | 'bad-position'
  /** A card the seat does not have in hand this round (not a money card, or too many of it). */
  | 'bad-cards'
  /** A card the seat holds but showed face up last round: blocked this round. */
  | 'card-face-up'
  /** Another step than the one asked for now: it is time to pick the item and the First Bidder. */
  | 'pick-now'
  /** Another step than the one asked for now: it is time to look at a card first. */
  | 'peek-now'
  /** Another step than the one asked for now: it is time to hold out cards. */
  | 'hold-out-now';

export type RubbishError = ShowError<RubbishErrorCode>;
export type RubbishResult<T> = ShowResult<T, RubbishErrorCode>;

/** A look one seat took this round, with the value it saw (the value is the peeker's alone). */
export interface Peek {
  /** The seat looked at (the previous bidder). */
  of: number;
  row: PeekRow;
  /** 0-based position in that row, left to right. */
  position: number;
  /** Cards in that row. */
  size: number;
  /** The value seen. */
  card: MoneyCard;
}

/** One revealed bid. */
export interface Bid {
  seat: number;
  /** The cards held out, lowest first. */
  cards: MoneyCard[];
  /** Their sum, in thousands. */
  value: number;
}

/** A round once its bids are revealed: all of it is public (docs/RULES.md, "A round"). */
export interface RoundResult {
  /** 1-based. */
  round: number;
  item: ItemId;
  /** The Next Auctioneer who picked the item. */
  auctioneer: number;
  firstBidder: number;
  /** Bids in bidding order (from the First Bidder round the table). */
  bids: Bid[];
  /** Seats from the top bid to the bottom bid (ties: closer to the First Bidder ranks higher). */
  ranking: number[];
  /** The top bidder. */
  winner: number;
  /** True when the top bidder could not pay the bid in full: fame drops to 0, the item is discarded. */
  discarded: boolean;
  /** The bottom bidder: no fame change, the Next Auctioneer of the next round. */
  bottom: number;
  /** Fame change per seat (fame points). */
  fame: number[];
  /** Fame per seat after the round. */
  fameAfter: number[];
  /** Per seat, the card left face up (unusable next round), or null. */
  blocked: (MoneyCard | null)[];
}

/** One applied decision and the ones before it (immutable; shared by later states). */
export interface ActionLog {
  readonly action: RubbishAction;
  readonly prev: ActionLog | null;
  /** Decisions in the log up to and including this one. */
  readonly count: number;
}

/**
 * The whole game, hidden parts included. Never send it to a client: project it with
 * `playerView` or `publicView`. Immutable: `applyAction` returns a new one.
 */
export interface RubbishState {
  rules: RubbishRules;
  /** Names in seat order (join order). */
  players: string[];
  /** Each seat's Geek (hidden from everyone else until the end). */
  geeks: GeekId[];
  /**
   * 32 hex digits drawn with the deal: the secret order of every face-down row (hidden; in the
   * record). See `faceDownRow` in cards.ts.
   */
  cardKey: string;
  /** The Next Auctioneer of round 1. */
  firstAuctioneer: number;
  /** 1-based round number (7 rounds; stays 7 once finished). */
  round: number;
  /** The Next Auctioneer of this round: picks the item and the First Bidder. */
  auctioneer: number;
  /** Items not yet put up for auction, in table order (the one on offer is not among them). */
  itemsLeft: ItemId[];
  /** The item on offer, or null before the pick (and once finished). */
  item: ItemId | null;
  /** The First Bidder of this round, or null before the pick. */
  firstBidder: number | null;
  /** How many bidders have held out this round (the next bidder is `firstBidder + turn`). */
  turn: number;
  /** Per seat, the cards held out this round (lowest first; hidden until the reveal), or null before it decides. */
  held: (MoneyCard[] | null)[];
  /** Per seat, the look it took this round, or null. */
  peeks: (Peek | null)[];
  /** Per seat, the face-up card it cannot use this round (public), or null. */
  blocked: (MoneyCard | null)[];
  /** Per seat, fame now (before the Geek bonus). */
  fame: number[];
  /** Per seat, items won, in the order won. */
  won: ItemId[][];
  /** Items discarded because their winner could not pay in full. */
  discarded: ItemId[];
  /** Every revealed round, in order. */
  rounds: RoundResult[];
  /** Bumped by every applied action. */
  version: number;
  /** Every decision applied so far, newest first (`actionsOf` gives them in order). */
  log: ActionLog | null;
  finished: boolean;
}

/** What a face-down row looks like to the table now: whose, which row, how many cards. */
export interface PeekTarget {
  of: number;
  row: PeekRow;
  size: number;
}

/** One seat as the whole table sees it (docs/RULES.md, "What each device may know"). */
export interface SeatPublic {
  seat: number;
  name: string;
  /** Fame now (before the Geek bonus). */
  fame: number;
  /** Items won, in the order won. */
  items: ItemId[];
  /** The face-up card this seat cannot use this round, or null. */
  blocked: MoneyCard | null;
  /** How many cards this seat holds out this round, or null before it decides (never their values). */
  holding: number | null;
  /** The card this seat looked at this round (whose, which row, which position; never its value). */
  peek: { of: number; row: PeekRow; position: number } | null;
  /** The seat's Geek, only once finished. */
  geek: GeekId | null;
  /** Fame from the Geek at the end (30 per wanted item won), only once finished. */
  bonus: number | null;
  /** Final fame (fame + bonus), only once finished. */
  total: number | null;
  /** Place (1, 1, 3), only once finished. */
  place: number | null;
}

/** What the stage and the audience may know. Never an unrevealed bid value, never a Geek before the end. */
export interface RubbishPublicView {
  rules: RubbishRules;
  round: number;
  version: number;
  finished: boolean;
  /** The Next Auctioneer of this round (who picks, or who picked). */
  auctioneer: number;
  item: ItemId | null;
  firstBidder: number | null;
  /** This round's bidding order from the First Bidder ([] before the pick). */
  order: number[];
  /** The seat asked to decide now, and for what; null once finished. */
  current: number | null;
  step: Step | null;
  /** The row the current bidder must look into (a peek step), else null. */
  peekTarget: PeekTarget | null;
  /** Items not yet put up for auction, in table order. */
  itemsLeft: ItemId[];
  discarded: ItemId[];
  /** Every revealed round, in order (the newest is the last reveal). */
  rounds: RoundResult[];
  seats: SeatPublic[];
  /** The outright winner once finished, or null (shared first place, or not finished). */
  winner: number | null;
}

/** What one seat may know: the public view plus its own hand, bid, peek and Geek. */
export interface RubbishPlayerView extends RubbishPublicView {
  /** The seat this view is for. */
  seat: number;
  /** This seat's Geek. */
  geek: GeekId;
  /** The money cards this seat may hold out this round (its set without the blocked card), lowest first. */
  hand: MoneyCard[];
  /** The cards this seat holds out this round, lowest first, or null before it decides. */
  heldOut: MoneyCard[] | null;
  /** The card this seat looked at this round, with its value, or null. */
  peeked: Peek | null;
}
