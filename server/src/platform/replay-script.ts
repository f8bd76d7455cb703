/**
 * A finished game's replay for the stage (docs/SERVER.md, "HTTP", the replay routes): the record
 * walked step by step through its show's module (`record.steps`), each state written by the
 * show's own projection into fresh instances of its schema classes and sent as plain JSON, with
 * the events the room would have streamed (the module's `events`, the platform's `turn`). The
 * stage plays these through the same screens as a live game, so no rule lives twice.
 *
 * Only a finished game is replayed: its record is public once the game is over (docs/RULES.md,
 * "What each person may know"), so every frame may hold what the live table hid. A record of an
 * unfinished game is refused (`unfinished`), never shown.
 */
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { AVATARS } from '@minus/shared/platform/protocol/avatars';
import { readExtras } from '@minus/shared/platform/record-extras';
import { rngFromSeed } from '@minus/shared/platform/rng';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { ServerShow } from './server-show.js';
import type { SeatSchema } from './schema/room-state.js';
import { VARIANTS } from './event-stream.js';

/** One moment of a replay: the public room state after a step and the events that step streamed. */
export interface ReplayFrame {
  state: RoomStateShape;
  events: RoomEvent[];
}

/** A whole replay: the show's id, the game's number (1 for a file) and its frames, the deal first. */
export interface ReplayScript {
  show: string;
  game: number;
  /**
   * True when the seats' avatars are the ones the record kept (its `avatars`); false for a record
   * without them (stored before records kept them, or written by hand): the seats then wear
   * distinct avatars in seat order, a stand-in the stage may replace (stage app/replay-avatars.ts).
   */
  avatarsKnown: boolean;
  frames: ReplayFrame[];
}

/**
 * Why a replay was refused: `not-a-record` (not JSON, no known format, or the show's own parse
 * or replay refused it: `message` names the first problem), `unfinished` (the game has no end).
 */
export type ReplayRefusal = { ok: false; code: 'not-a-record' | 'unfinished'; message: string };

/** Largest record a replay reads (bytes of JSON): a long game's record is about 10 KB. */
export const MAX_RECORD_BYTES = 1_000_000;

/**
 * The replay of `data` (a parsed record of any show among `shows`) as game `game` of room
 * `code`. Pure apart from building schema instances; never throws on bad input.
 */
export function replayScript(data: unknown, shows: readonly ServerShow[], code: string, game: number): ReplayAnswer {
  const walk = replayWalk(data, shows, code, game);
  for (;;) {
    const next = walk.next();
    if (next.done) return next.value;
  }
}

/** A replay, or why it was refused. */
export type ReplayAnswer = { ok: true; value: ReplayScript } | ReplayRefusal;

/**
 * `replayScript` in slices of at most `sliceMs` of work, the event loop free between them (a
 * crafted record of 2,000 decisions costs seconds of frames on a loaded machine: the rooms' taps
 * and `/healthz` are answered meanwhile). The same frames as `replayScript`.
 */
export async function replayScriptPaced(data: unknown, shows: readonly ServerShow[], code: string, game: number, sliceMs = 8): Promise<ReplayAnswer> {
  const walk = replayWalk(data, shows, code, game);
  let sliceStart = performance.now();
  for (;;) {
    const next = walk.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/** The replay's work, yielding after each costly piece (the parse, the walk, each frame); returns the answer. */
function* replayWalk(data: unknown, shows: readonly ServerShow[], code: string, game: number): Generator<void, ReplayAnswer, void> {
  const format = data && typeof data === 'object' ? (data as { format?: unknown }).format : undefined;
  const server = shows.find((s) => s.module.record.format === format);
  if (!server) return { ok: false, code: 'not-a-record', message: typeof format === 'string' ? `its format "${format}" is unknown` : 'it has no "format"' };
  const m: AnyShowModule = server.module;
  const record = m.record.parse(data);
  if (!record.ok) return { ok: false, code: 'not-a-record', message: record.error.message };
  yield;
  const walk = m.record.steps(record.value);
  if (!walk.ok) return { ok: false, code: 'not-a-record', message: walk.error.message };
  const { start, steps } = walk.value;
  yield;
  const end = steps.length ? steps[steps.length - 1]!.after : start;
  if (!m.finished(end)) return { ok: false, code: 'unfinished', message: 'the game in this record has not finished' };

  const names = m.players(start) as readonly string[];
  // The room's notes in the record: which seats were computer players, what decided each action.
  const { bots, avatars, causes, practice } = readExtras(data, names.length, steps.length);
  const frame = framer(server, code, game, names, { bots, avatars, practice: practice === true });
  const events = eventNumbering(game, code);
  const frames: ReplayFrame[] = [frame(start, [...m.events.start(start).map((e) => events.show(e)), events.turn(m, start)])];
  let before = start;
  for (const [i, step] of steps.entries()) {
    const after = step.after;
    // A turn is said as timed out only when its action is the one the timer takes (a file cannot make one up).
    const timedOut = causes?.[i] === 'timeout' && JSON.stringify(step.action) === JSON.stringify(m.timeoutAction(before, step.seat));
    const cause = causes?.[i] === 'timeout' ? (timedOut ? 'timeout' : 'phone') : causes?.[i] ?? 'phone';
    const streamed = m.events.step(before, step.seat, step.action, after, cause).map((e) => events.show(e));
    if (!m.finished(after)) streamed.push(events.turn(m, after));
    frames.push(frame(after, streamed));
    before = after;
    yield;
  }
  return { ok: true, value: { show: m.id, game, avatarsKnown: avatars !== undefined, frames } };
}

/** Numbers a replay's events as the room's stream does (seq, and a caption variant from a generator of the replay's own). */
function eventNumbering(game: number, code: string) {
  let seq = 0;
  const cosmetic = rngFromSeed(game * 7919 + code.length);
  const numbered = () => ({ seq: ++seq, variant: cosmetic.int(0, VARIANTS - 1) });
  return {
    show: (body: { type: string }): RoomEvent => ({ ...body, game, ...numbered() }) as RoomEvent,
    turn: (m: AnyShowModule, state: unknown): RoomEvent => ({ type: 'turn', seats: [...m.toAct(state)], deadline: 0, version: m.version(state), ...numbered() }),
  };
}

/**
 * A function from a module state to the plain room state the stage draws: the platform's fields
 * for the table (the avatars the record's `avatars` gives, else distinct ones in seat order;
 * computer players as the record's `bots` names them; `practice` as the record says, so a counted
 * game's finale never reads as a practice game's; no clock, no evening), the show's written by
 * its projection.
 */
function framer(server: ServerShow, code: string, game: number, names: readonly string[], extras: { bots?: readonly (string | null)[]; avatars?: readonly number[]; practice: boolean }) {
  const { bots = [], avatars, practice } = extras;
  const m = server.module;
  const seats: SeatSchema[] = names.map((name, i) => {
    const seat = new server.schema.Seat();
    const bot = bots[i] ?? null;
    Object.assign(seat, { id: `r${i + 1}`, name, avatar: avatars?.[i] ?? i % AVATARS.length, kind: bot === null ? 'human' : 'bot', botLabel: bot ?? '', connected: true, standIn: false, vip: false, coached: false });
    return seat;
  });
  const gameOut = new server.schema.Game();
  const settings = new server.schema.Settings();
  const projection = server.projection();
  return (state: unknown, events: RoomEvent[]): ReplayFrame => {
    Object.assign(gameOut, { number: game, deadline: 0, version: m.version(state) });
    projection.update({ seats, game: gameOut, settings }, { game: state, rules: m.rulesOf(state) });
    settings.timerMs = 0;
    const plain: RoomStateShape = {
      code,
      phase: m.finished(state) ? 'finale' : 'playing',
      show: m.id,
      shows: [m.id],
      settings: settings.toJSON() as RoomStateShape['settings'],
      seats: seats.map((s) => s.toJSON() as RoomStateShape['seats'][number]),
      game: gameOut.toJSON() as RoomStateShape['game'],
      evening: { shows: [], rows: [] },
      audienceCount: 0,
      practice,
    };
    return { state: plain, events };
  };
}
