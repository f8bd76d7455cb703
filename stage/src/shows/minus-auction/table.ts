/**
 * The table as the stage shows it: a plain model that the animation queue advances one room
 * event at a time, and that is rebuilt from room state (the source of truth) after a reload, a
 * lost WebGL context or whenever the queue is idle and the state is not behind it. The stage
 * never decides a rule: cubes and pot come from events and state; runs and cube-only scores are
 * computed for display only with shared's scoring.
 */
import { playedShownGame } from '@minus/shared/platform/finale-seats';
import type { Phase, RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import type { MinusGameState, MinusRoomState, MinusSeatState } from '@minus/shared/shows/minus-auction/state';
import { cubeScore as displayScore, sortCubes } from '@minus/shared/shows/minus-auction/scoring';
import { parseBotLabel } from '@minus/shared/shows/minus-auction/bots/labels';
import { wordOf } from '@minus/shared/platform/i18n/word-of';
import { minusStageTexts } from './texts/index.js';

/** A bot label's level in the stage's words ("medium-steady": "Medium"); the label itself when it names no level. */
export function botLevelName(label: string): string {
  const spec = parseBotLabel(label);
  return wordOf(minusStageTexts.now().levels, spec.ok && spec.value.kind === 'level' ? spec.value.level : label) ?? label;
}

type GameEvent = MinusEvent;

/**
 * One seat as shown: the room's public seat fields (shows/minus-auction/state.ts
 * `MinusSeatState`; never a player's live `chips`); `cubes` closest to zero first, final figures
 * meaningful in the finale.
 */
export type TableSeat = Omit<MinusSeatState, 'chips'>;

/**
 * Everything the auction and finale scenes draw: the room's game fields (`MinusGameState`, with
 * `game` for its number and without the patch `version`) plus the room code, phase, timer
 * setting and the seats as shown.
 */
export interface Table extends Omit<MinusGameState, 'number' | 'version'> {
  phase: Phase;
  code: string;
  /** 1-based game number of the evening. */
  game: number;
  timerMs: number;
  seats: TableSeat[];
}

/** The table from a plain room state snapshot (never throws: missing parts read as empty). */
export function tableFromState(plain: RoomStateShape): Table {
  const state = plain as MinusRoomState;
  const g = state.game;
  return {
    phase: state.phase,
    code: state.code,
    game: g?.number ?? 0,
    auction: g?.auction ?? 0,
    offer: g?.offer ?? 0,
    pot: g?.pot ?? 0,
    current: g?.current ?? -1,
    refusals: [...(g?.refusals ?? [])],
    deckLeft: g?.deckLeft ?? 0,
    removedCount: g?.removedCount ?? 0,
    removed: sortCubes(g?.removed ?? []),
    deadline: g?.deadline ?? 0,
    timerMs: state.settings?.timerMs ?? 0,
    winner: g?.winner ?? -1,
    seats: (state.seats ?? []).filter((s) => playedShownGame(state.phase, s)).map((s) => ({
      id: s.id,
      name: s.name,
      avatar: s.avatar,
      kind: s.kind,
      botLabel: s.botLabel,
      connected: s.connected,
      standIn: s.standIn,
      left: s.left === true,
      vip: s.vip,
      coached: s.coached === true,
      cubes: sortCubes(s.cubes ?? []),
      cubeScore: displayScore(s.cubes ?? []),
      finalChips: s.finalChips,
      finalScore: s.finalScore,
      place: s.place,
    })),
  };
}

function withSeat(table: Table, seat: number, change: (s: TableSeat) => TableSeat): Table {
  if (!table.seats[seat]) return table;
  return { ...table, seats: table.seats.map((s, i) => (i === seat ? change(s) : s)) };
}

/**
 * The table after one event (pure). Events about seats the table does not know, and events of
 * types that only the lobby or the finale show, leave it unchanged (the next rebuild from state
 * brings in what the event stream could not).
 */
export function applyEvent(table: Table, e: GameEvent): Table {
  switch (e.type) {
    case 'game-started':
      return {
        ...table, phase: 'playing', game: e.game, auction: 0, offer: 0, pot: 0, current: e.first, refusals: [], removed: [],
        removedCount: e.removedCount, winner: -1,
        seats: table.seats.map((s) => ({ ...s, cubes: [], cubeScore: 0, finalChips: -1, finalScore: 0, place: 0 })),
      };
    case 'cube-revealed':
      return { ...table, auction: e.auction, offer: e.cube, pot: 0, current: e.seat, refusals: [], deckLeft: e.deckLeft };
    case 'refused':
      // Already in the table when it was rebuilt from a state patch that arrived before this event.
      if (table.auction > e.auction || (table.auction === e.auction && table.pot >= e.pot)) return table;
      return { ...table, pot: e.pot, refusals: [...table.refusals, e.seat], offer: e.cube };
    case 'taken': {
      const next = withSeat(table, e.seat, (s) => {
        if (s.cubes.includes(e.cube)) return s; // already there (rebuilt from a patch that came first)
        const cubes = sortCubes([...s.cubes, e.cube]);
        return { ...s, cubes, cubeScore: displayScore(cubes) };
      });
      return { ...next, offer: 0, pot: 0, refusals: [], current: e.seat, deadline: 0 };
    }
    case 'turn':
      return { ...table, current: e.seats[0] ?? -1, deadline: e.deadline };
    case 'seat-away':
      return withSeat(table, e.seat, (s) => ({ ...s, connected: false }));
    case 'seat-back':
      return withSeat(table, e.seat, (s) => ({ ...s, connected: true }));
    case 'game-over':
      return {
        ...table, phase: 'finale', offer: 0, pot: 0, current: -1, deadline: 0, removed: sortCubes(e.removed), winner: e.winner,
        seats: table.seats.map((s, i) => ({
          ...s, finalChips: e.chips[i] ?? s.finalChips, finalScore: e.scores[i] ?? s.finalScore, place: e.places[i] ?? s.place,
        })),
      };
    default:
      return table;
  }
}

/**
 * How far a game has gone, as a comparable tuple: [game, cubes taken, refusals of this cube].
 * Lets the stage tell whether a state snapshot is behind what its animations already showed
 * (patches can arrive after the event that announced them).
 */
export function progressOf(table: Table): [number, number, number] {
  const taken = table.seats.reduce((n, s) => n + s.cubes.length, 0);
  return [table.game, taken, table.refusals.length];
}

/**
 * True when `state` shows less of the game than `shown` (lexicographic on `progressOf`), or is a
 * stale `playing` state of a game whose finale is shown; a lobby after the finale is not behind.
 */
export function isBehind(state: Table, shown: Table): boolean {
  // Back in the lobby after this game's results (the VIP changes the rules, or a seat came or
  // went): ahead of the finale, not behind it, though a seat that left took its cubes along.
  if (state.phase === 'lobby' && shown.phase === 'finale' && state.game >= shown.game) return false;
  const a = progressOf(state);
  const b = progressOf(shown);
  for (let i = 0; i < 3; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  }
  return state.phase !== shown.phase && shown.phase === 'finale';
}

/**
 * `shown` with its seat list brought up to date from room state: seats that joined, left or were
 * added as bots while the queue was busy. Who sits where (name, avatar, kind, label, VIP, stand-in)
 * comes from `state`; what the animations have shown of a known seat (cubes, cube score, phone
 * status, final figures) is kept. Pure; returns `shown` itself when nothing changed.
 */
export function withSeatsFrom(shown: Table, state: Table): Table {
  const same = shown.seats.length === state.seats.length && shown.seats.every((s, i) => {
    const t = state.seats[i]!;
    return s.id === t.id && s.name === t.name && s.avatar === t.avatar && s.kind === t.kind
      && s.botLabel === t.botLabel && s.vip === t.vip && s.standIn === t.standIn && s.left === t.left;
  });
  if (same) return shown;
  const byId = new Map(shown.seats.map((s) => [s.id, s]));
  return {
    ...shown,
    seats: state.seats.map((t) => {
      const s = byId.get(t.id);
      return s ? { ...s, name: t.name, avatar: t.avatar, kind: t.kind, botLabel: t.botLabel, vip: t.vip, standIn: t.standIn, left: t.left, coached: t.coached } : t;
    }),
  };
}

/** Seat names by index, for captions. */
export function namesOf(table: Table): string[] {
  return table.seats.map((s) => s.name);
}

/**
 * The table in words for the DOM mirror: the offer line ("-27 on offer, 4 chips in the pot,
 * refused by Ben and Cy, Ana decides.": each seat that refused this cube named once) and one
 * line per seat ("Ana: -4 -5 -17, cube score -21, phone on").
 */
export function describeTable(t: Table): { offer: string; seats: string[] } {
  const who = t.seats[t.current]?.name;
  const w = minusStageTexts.now().table;
  const refused = [...new Set(t.refusals)].map((i) => t.seats[i]?.name).filter((n): n is string => !!n);
  const offer = t.offer !== 0 ? w.offer(t.offer, t.pot, who ?? '', refused) : '';
  const seats = t.seats.map((s) => {
    const status = s.kind === 'bot' || s.standIn ? w.bot(botLevelName(s.botLabel)) : s.connected ? w.on : w.off;
    return w.seat(s.name, s.cubes.join(' '), s.cubeScore, status);
  });
  return { offer, seats };
}
