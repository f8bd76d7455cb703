/**
 * Rubbish Auction's 49-second "how to play" (platform/how-to.ts): one script of timed beats that
 * the stage and the phones both play, each with the pieces of a real game. Three made-up players
 * play the first round of a real game on the rules engine: Ana, the Next Auctioneer, puts up the
 * Rubber Duck and names Ben First Bidder; Ben holds out two cards; Cleo peeks at one of them (a
 * 5,000) and holds out her 10,000; Ana peeks and holds out a 1,000; the reveal ranks the bids and
 * moves fame (and a top bid bigger than its bidder's fame would be binned); Ana picks the next item, and Ben's and Cleo's highest cards sit out face up; then the
 * Geeks' bonus at the end.
 * Rule source: docs/RULES.md, "Rubbish Auction" ("A round", "Peeking", "Scoring"). Each beat's
 * table and events come from the engine (`applyAction`, `stepEvents`) and the room fields the
 * server sends (`seatFields`, `gameFields`), so the how-to cannot teach a rule the game does not
 * play. The table follows Cleo's phone: her Geek and her peek are shown, nobody else's secrets.
 */
import type { HowToBeat, HowToScript } from '../../../platform/how-to.js';
import { applyAction, createGameFromSetup, toAct, type Setup } from '../engine.js';
import { stepEvents, type RubbishEvent } from '../events.js';
import { gameFields, seatFields, seatsContext } from '../room-fields.js';
import type { RubbishRoomState } from '../state.js';
import type { MoneyCard, RubbishAction, RubbishState } from '../types.js';
import { rubbishHowToTexts, type RubbishHowToTexts } from './texts/index.js';

/** What a beat shows: the room as a phone would see it, what just happened, what the beat points at. */
export interface RubbishHowToTable {
  /** The room state: every public field, and the secrets of `me` alone (its Geek, held-out cards, peek). */
  state: RubbishRoomState;
  /** The made-up player whose secrets the how-to shows ("you"). */
  me: number;
  /** The room events of the move this beat shows, in order ([] for none). */
  events: RubbishEvent[];
  /** What the beat points at: `me`'s Geek, its peek, the fame changes, the face-up cards, or nothing. */
  spot: null | 'geek' | 'peek' | 'fame' | 'faceup';
  /**
   * For the beat whose move reveals the bids: the room just before it. The engine settles the
   * round in the same move, but the next beat tells how; a phone shows the round as it stood
   * (the item still on offer) beside the cards that came up. Absent for every other beat.
   */
  before?: RubbishRoomState;
}

/** The made-up table: Ana picks first; Cleo (seat 2) is the player the how-to follows. */
const SETUP: Setup = {
  players: ['Ana', 'Ben', 'Cleo'],
  geeks: ['night-owl', 'souvenir-hunter', 'pond-keeper'],
  firstAuctioneer: 0,
  cardKey: '5eed0fa11c0ffee0b0a7d00dcafef00d',
};
const ME = 2;
const AVATARS = [0, 1, 2];

/** The room state a phone of seat `me` would hold for `game` (no clock: the how-to has none). */
function roomState(game: RubbishState, me: number): RubbishRoomState {
  const ctx = seatsContext(game);
  return {
    code: '', phase: 'playing', show: 'rubbish-auction', shows: ['rubbish-auction'], audienceCount: 0,
    settings: { timerMs: 0, preset: 'show' },
    evening: { shows: [], rows: [] },
    seats: game.players.map((name, i) => {
      const fields = seatFields(game, i, ctx);
      const secret = i === me ? {} : { geek: '', heldOut: '', peekedCard: 0 };
      return { id: `how-to-${i}`, name, avatar: AVATARS[i]!, kind: 'human', botLabel: '', connected: true, standIn: false, vip: false, ...fields, ...secret };
    }),
    game: { number: 1, deadline: 0, version: game.version, ...gameFields(game) },
  };
}

/** Apply one made-up decision on the engine (a script that breaks a rule fails at load, and in its test). */
function act(game: RubbishState, action: RubbishAction): { game: RubbishState; events: RubbishEvent[] } {
  const seat = turnSeat(game);
  const out = applyAction(game, seat, action);
  if (!out.ok) throw new Error(`how-to: ${out.error.message}`);
  return { game: out.value, events: stepEvents(game, seat, action, out.value, 'phone') };
}

/** The seat whose decision it is (the how-to never plays past the end). */
function turnSeat(game: RubbishState): number {
  return toAct(game)[0]!;
}

/** The position in the row `me` peeks into that shows `card` (the row lies in the card key's order). */
function positionOf(game: RubbishState, card: MoneyCard): number {
  for (let position = 0; position < 5; position++) {
    const out = applyAction(game, turnSeat(game), { type: 'peek', position });
    if (out.ok && out.value.peeks[turnSeat(game)]?.card === card) return position;
  }
  throw new Error(`how-to: no ${card} in the row`);
}

type Key = Exclude<keyof RubbishHowToTexts, 'title'>;

function beats(): HowToBeat<RubbishHowToTable>[] {
  const start = createGameFromSetup({ preset: 'show', timerMs: null }, SETUP);
  if (!start.ok) throw new Error(`how-to: ${start.error.message}`);
  let game = start.value;
  const out: HowToBeat<RubbishHowToTable>[] = [];
  const add = (ms: number, caption: Key, events: RubbishEvent[] = [], spot: RubbishHowToTable['spot'] = null): void => {
    out.push({ ms, caption, table: { state: roomState(game, ME), me: ME, events, spot } });
  };
  const play = (ms: number, caption: Key, action: RubbishAction, spot: RubbishHowToTable['spot'] = null, keepRound = false): void => {
    const before = game;
    const next = act(game, action);
    game = next.game;
    add(ms, caption, next.events, spot);
    if (keepRound) out[out.length - 1]!.table.before = roomState(before, ME);
  };
  add(3500, 'welcome');
  add(5000, 'geek', [], 'geek');
  play(3500, 'pick', { type: 'pick', item: 'rubber-duck', firstBidder: 1 });
  play(3500, 'holdOut', { type: 'hold-out', cards: [2, 5] });
  play(4500, 'peek', { type: 'peek', position: positionOf(game, 5) }, 'peek');
  play(3000, 'bid', { type: 'hold-out', cards: [10] });
  play(3000, 'peekKept', { type: 'peek', position: 0 });
  play(5000, 'reveal', { type: 'hold-out', cards: [1] }, null, true);
  add(5000, 'settle', [], 'fame');
  add(4000, 'bin', [], 'fame');
  play(5000, 'faceUp', { type: 'pick', item: 'garden-gnome', firstBidder: 2 }, 'faceup');
  add(4500, 'end');
  return out;
}

/** The script: 12 beats, 49 s in all; its words are the how-to catalogue in the current locale. */
export const rubbishHowTo: HowToScript<RubbishHowToTable> = {
  beats: beats(),
  words: () => rubbishHowToTexts.now(),
};
