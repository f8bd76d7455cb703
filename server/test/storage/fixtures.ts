/**
 * Storage test helpers: temporary data folders, lobbies, and real Minus Auction games dealt by
 * the engine and stored one decision at a time, as a room does (write-ahead).
 */
import { applyAction, createGameFromSetup, drawSetup, legalActions, resolveRules, toRecord, type GameState, type RulesInput } from '@minus/shared/shows/minus-auction/index';
import { rngFromSeed } from '@minus/shared/platform/rng';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashSecret, type LobbySnapshot, type RoomKey, type RoomStore, type StoredSeat } from '../../src/storage/index.js';

/** A fresh folder under the system's temporary folder; `cleanup` removes it. */
export function tempDir(prefix = 'minus-storage-'): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const NAMES = ['Ada', 'Bob', 'Cy', 'Dee', 'Eve', 'Fox', 'Gus'];

/** `n` seats: people with hashed secrets, the last one a bot when `bot`. */
export function seats(n: number, bot = false): StoredSeat[] {
  return NAMES.slice(0, n).map((name, i) => ({
    id: `s${i + 1}`, name, avatar: i, kind: bot && i === n - 1 ? 'bot' : 'human',
    botLabel: bot && i === n - 1 ? 'medium-steady' : '', standIn: false,
    secretHash: bot && i === n - 1 ? null : hashSecret(`secret-${name}`),
  }));
}

/** A lobby of `n` seats playing Minus Auction's `show` preset. */
export function lobby(n = 4, over: Partial<LobbySnapshot> = {}): LobbySnapshot {
  return { showId: 'minus-auction', rules: { preset: 'show' }, phase: 'lobby', hostSecretHash: hashSecret('host'), vipSeat: 's1', seats: seats(n), ...over };
}

/** A game being played against the store: the engine's state and what was stored. */
export interface PlayedGame {
  number: number;
  state: GameState;
  /** Actions stored so far, in order. */
  actions: string[];
  /** The seats' ids in the game's seat order. */
  seatIds: string[];
}

/**
 * Deal game `number` for the room's `lobby` (rules and seats) from `seed` and store its start
 * as a room does: the record before any action, the seats in the game's order.
 */
export function startMinusGame(store: RoomStore, key: RoomKey, number: number, seed: number, at: number, room: LobbySnapshot = lobby(), practice = false): PlayedGame {
  const rules = room.rules as RulesInput;
  const resolved = resolveRules(rules, room.seats.length);
  if (!resolved.ok) throw new Error(resolved.error.message);
  const setup = drawSetup(resolved.value, room.seats.map((s) => s.id), seed);
  const ordered = setup.players.map((id) => room.seats.find((s) => s.id === id)!);
  const created = createGameFromSetup(rules, { ...setup, players: ordered.map((s) => s.name) });
  if (!created.ok) throw new Error(created.error.message);
  const started = store.startGame(key, { number, showId: 'minus-auction', setup: toRecord(created.value, rules), seatIds: setup.players, startedAt: at, practice }, { ...room, seats: ordered });
  if (!started.ok) throw started.error;
  return { number, state: created.value, actions: [], seatIds: setup.players };
}

/**
 * Play `count` random legal decisions (or to the end), each stored before it is applied; the
 * last one of a game is stored with `finishes`. Times go up by 1 s from `at`. Stops at the
 * first failed write and returns its error (the game is left as stored).
 */
export function playMinus(store: RoomStore, key: RoomKey, game: PlayedGame, seed: number, count = Infinity, at = 1_000): Error | null {
  const rng = rngFromSeed(seed);
  for (let k = 0; k < count && !game.state.finished; k++) {
    const seat = game.state.current;
    const action = rng.pick(legalActions(game.state, seat));
    const next = applyAction(game.state, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    const stored = store.appendAction(key, game.number, {
      index: game.actions.length, seat, action, cause: 'phone', at: at + game.actions.length * 1000, finishes: next.value.finished,
    });
    if (!stored.ok) return stored.error;
    game.state = next.value;
    game.actions.push(action);
  }
  return null;
}
