/**
 * Rubbish Auction's table as the stage shows it: a plain model that the animation queue advances
 * one room event at a time, and that is rebuilt from room state (the source of truth) after a
 * reload or whenever the queue is idle and the state is not behind it. Only public facts
 * (docs/RULES.md, "Rubbish Auction", "What each device may know"): the stage's state has no
 * seat's Geek, held-out cards or peeked card, and the model has no field for them.
 */
import { playedShownGame } from '@minus/shared/platform/finale-seats';
import type { Phase, RoomStateShape } from '@minus/shared/platform/protocol/state';
import { ITEM_IDS } from '@minus/shared/shows/rubbish-auction/geeks';
import type { RubbishEvent } from '@minus/shared/shows/rubbish-auction/events';
import { START_FAME } from '@minus/shared/shows/rubbish-auction/rules';
import type { RubbishGameState, RubbishRoomState, RubbishSeatState } from '@minus/shared/shows/rubbish-auction/state';
import { itemName, moneyText, words } from './texts.js';

/** One seat as shown: the public seat fields (never `geek`, `heldOut` or `peekedCard`). */
export type TableSeat = Omit<RubbishSeatState, 'geek' | 'heldOut' | 'peekedCard'>;

/** Everything the game and finale scenes draw. */
export interface Table extends Omit<RubbishGameState, 'number' | 'version'> {
  phase: Phase;
  code: string;
  /** 1-based game number of the evening. */
  game: number;
  timerMs: number;
  seats: TableSeat[];
}

/** The table from a plain room state snapshot (never throws: missing parts read as empty). */
export function tableFromState(plain: RoomStateShape): Table {
  const state = plain as RubbishRoomState;
  const g = (state.game ?? {}) as Partial<RubbishGameState>;
  return {
    phase: state.phase, code: state.code, game: g.number ?? 0, timerMs: state.settings?.timerMs ?? 0, deadline: g.deadline ?? 0,
    round: g.round ?? 0, auctioneer: g.auctioneer ?? -1, item: g.item ?? '', firstBidder: g.firstBidder ?? -1,
    current: g.current ?? -1, step: g.step ?? '', peekOf: g.peekOf ?? -1, peekRow: g.peekRow ?? '', peekSize: g.peekSize ?? 0,
    itemsLeft: [...(g.itemsLeft ?? [])], discarded: [...(g.discarded ?? [])], lastRound: g.lastRound ?? 0, lastItem: g.lastItem ?? '',
    lastWinner: g.lastWinner ?? -1, lastDiscarded: g.lastDiscarded ?? false, lastBottom: g.lastBottom ?? -1, winner: g.winner ?? -1,
    seats: (state.seats ?? []).filter((s) => playedShownGame(state.phase, s)).map((s) => ({
      id: s.id, name: s.name, avatar: s.avatar, kind: s.kind, botLabel: s.botLabel, connected: s.connected, standIn: s.standIn, left: s.left === true, vip: s.vip, coached: s.coached === true,
      fame: s.fame ?? 0, items: [...(s.items ?? [])], blocked: s.blocked ?? 0, holding: s.holding ?? -1, peekOf: s.peekOf ?? -1,
      peekPosition: s.peekPosition ?? -1, bid: [...(s.bid ?? [])], fameChange: s.fameChange ?? 0, shownGeek: s.shownGeek ?? '',
      bonus: s.bonus ?? 0, total: s.total ?? 0, place: s.place ?? 0,
    })),
  };
}

function withSeat(table: Table, seat: number, change: (s: TableSeat) => TableSeat): Table {
  if (!table.seats[seat]) return table;
  return { ...table, seats: table.seats.map((s, i) => (i === seat ? change(s) : s)) };
}

/**
 * The step of the bidder after `seat` (public facts only, as turn.ts decides it): a peek when the
 * row it would look into has cards (the held-out cards when two or more, else the cards kept).
 */
function nextBid(table: Table, seat: number): Pick<Table, 'current' | 'step' | 'peekOf' | 'peekRow' | 'peekSize'> {
  const n = table.seats.length;
  const next = (seat + 1) % n;
  const s = table.seats[seat]!;
  const held = Math.max(0, s.holding);
  const row = held >= 2 ? 'held-out' : 'kept';
  const size = held >= 2 ? held : (s.blocked ? 4 : 5) - held;
  return size > 0 ? { current: next, step: 'peek', peekOf: seat, peekRow: row, peekSize: size } : { current: next, step: 'hold-out', peekOf: -1, peekRow: '', peekSize: 0 };
}

const NO_PEEK = { peekOf: -1, peekRow: '', peekSize: 0 } as const;

/**
 * The table after one event (pure). Events of types the game screen does not show leave it as it
 * is (the next rebuild from state brings in what the stream could not).
 */
export function applyEvent(table: Table, e: RubbishEvent | { type: string; [k: string]: unknown }): Table {
  const ev = e as RubbishEvent | { type: 'turn'; seats: number[]; deadline: number } | { type: 'seat-away' | 'seat-back'; seat: number };
  switch (ev.type) {
    case 'game-started':
      return {
        ...table, phase: 'playing', game: (e as { game?: number }).game ?? table.game + 1, round: 1, auctioneer: ev.auctioneer, item: '', firstBidder: -1,
        current: ev.auctioneer, step: 'pick', ...NO_PEEK, itemsLeft: [...ITEM_IDS], discarded: [], lastRound: 0, lastItem: '', lastWinner: -1,
        lastDiscarded: false, lastBottom: -1, winner: -1,
        seats: table.seats.map((s) => ({ ...s, fame: START_FAME, items: [], blocked: 0, holding: -1, peekOf: -1, peekPosition: -1, bid: [], fameChange: 0, shownGeek: '', bonus: 0, total: 0, place: 0 })),
      };
    case 'item-picked':
      return { ...table, round: ev.round, auctioneer: ev.seat, item: ev.item, firstBidder: ev.firstBidder, current: ev.firstBidder, step: 'hold-out', ...NO_PEEK, itemsLeft: table.itemsLeft.filter((i) => i !== ev.item) };
    case 'peeked':
      return { ...withSeat(table, ev.seat, (s) => ({ ...s, peekOf: ev.of, peekPosition: ev.position })), step: 'hold-out', ...NO_PEEK };
    case 'held-out': {
      const next = withSeat(table, ev.seat, (s) => ({ ...s, holding: ev.count }));
      // The last bid: nobody decides until the reveal names the Next Auctioneer (no wrong spotlight, no old countdown).
      if (next.seats.every((s) => s.holding >= 0)) return { ...next, current: -1, step: '', ...NO_PEEK, deadline: 0 };
      return { ...next, ...nextBid(next, ev.seat) };
    }
    case 'revealed': {
      const seats = table.seats.map((s, i) => {
        const bid = ev.bids.find((b) => b.seat === i);
        const won = i === ev.winner && !ev.discarded && !s.items.includes(ev.item);
        return { ...s, fame: ev.fameAfter[i] ?? s.fame, fameChange: ev.fame[i] ?? 0, bid: bid ? [...bid.cards] : [], blocked: ev.blocked[i] ?? 0, items: won ? [...s.items, ev.item] : s.items, holding: -1, peekOf: -1, peekPosition: -1 };
      });
      return {
        ...table, seats, round: Math.min(7, ev.round + 1), auctioneer: ev.bottom, item: '', firstBidder: -1, current: ev.bottom, step: 'pick', ...NO_PEEK,
        discarded: ev.discarded ? [...table.discarded, ev.item] : table.discarded, lastRound: ev.round, lastItem: ev.item, lastWinner: ev.winner,
        lastDiscarded: ev.discarded, lastBottom: ev.bottom,
      };
    }
    case 'game-over':
      return {
        ...table, phase: 'finale', current: -1, step: '', deadline: 0, winner: ev.winner,
        seats: table.seats.map((s, i) => ({ ...s, shownGeek: ev.geeks[i] ?? '', bonus: ev.bonus[i] ?? 0, total: ev.totals[i] ?? s.fame, place: ev.places[i] ?? 0, fame: ev.fame[i] ?? s.fame })),
      };
    case 'turn':
      return { ...table, current: ev.seats[0] ?? -1, deadline: ev.deadline };
    case 'seat-away':
      return withSeat(table, ev.seat, (s) => ({ ...s, connected: false }));
    case 'seat-back':
      return withSeat(table, ev.seat, (s) => ({ ...s, connected: true }));
    default:
      return table;
  }
}

/** How a seat's card is lit on the game screen: lifted and lit, or dimmed (neither: as usual). */
export interface SeatLight {
  spotlight: boolean;
  dimmed: boolean;
}

/**
 * How each seat's card is lit on `t`: the seat deciding now, alone, the others dimmed; while
 * nobody decides and the round's bids are face up (the reveal on screen), the round's winner. The
 * winner's light is the reveal's: once the Next Auctioneer picks, two lit seats left the sofa
 * asking whose turn it was.
 */
export function seatLights(t: Table): SeatLight[] {
  const deciding = t.phase === 'playing' ? t.current : -1;
  const revealed = deciding < 0 && t.lastRound > 0 && !t.item && t.phase !== 'lobby' ? t.lastWinner : -1;
  return t.seats.map((_, i) => {
    const spotlight = i === deciding || i === revealed;
    return { spotlight, dimmed: t.current >= 0 && !spotlight };
  });
}

/** How far a game has gone: [game, rounds revealed, decisions this round]. */
export function progressOf(t: Table): [number, number, number] {
  const decided = t.seats.reduce((n, s) => n + (s.holding >= 0 ? 1 : 0) + (s.peekOf >= 0 ? 1 : 0), 0);
  return [t.game, t.lastRound + (t.phase === 'finale' ? 1 : 0), (t.item ? 1 : 0) + decided];
}

/** True when `state` shows less of the game than `shown` (a patch behind what the animations showed). */
export function isBehind(state: Table, shown: Table): boolean {
  if (state.phase === 'lobby' && shown.phase === 'finale' && state.game >= shown.game) return false;
  const a = progressOf(state);
  const b = progressOf(shown);
  for (let i = 0; i < 3; i++) if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  return false;
}

/** `shown` with who sits where brought up to date from `state`, keeping what was animated. */
export function withSeatsFrom(shown: Table, state: Table): Table {
  const byId = new Map(shown.seats.map((s) => [s.id, s]));
  const seats = state.seats.map((t) => {
    const s = byId.get(t.id);
    return s ? { ...s, name: t.name, avatar: t.avatar, kind: t.kind, botLabel: t.botLabel, vip: t.vip, standIn: t.standIn, left: t.left, connected: t.connected, coached: t.coached } : t;
  });
  return { ...shown, seats };
}

/** Seat names by index, for captions. */
export function namesOf(t: Table): string[] {
  return t.seats.map((s) => s.name);
}

/** The table in words for the DOM mirror: a line about the round, one line per seat. */
export function describeTable(t: Table): { offer: string; seats: string[] } {
  const who = t.seats[t.current]?.name;
  const m = words().mirror;
  const offer = t.phase !== 'playing' ? '' : t.item ? m.offer(t.round, itemName(t.item), who ?? '') : m.pick(t.round, who ?? '');
  const seats = t.seats.map((s) => {
    const holding = s.holding >= 0 ? m.holding(s.holding) : '';
    const blocked = s.blocked ? m.blocked(moneyText(s.blocked)) : '';
    return `${m.seat(s.name, s.place ? s.total : s.fame, s.items.map(itemName))}${blocked}${holding}`;
  });
  return { offer, seats };
}
