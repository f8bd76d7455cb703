/**
 * A plain, immutable copy of the synchronised room state (shared platform/protocol/state.ts),
 * taken after every patch so Lit components render from ordinary arrays and numbers. The
 * platform's fields that are missing or malformed get their "unknown" values (empty lists, 0,
 * -1), so a screen never breaks on a partial state; the show's own fields are kept as plain JSON
 * for its part to read (its `view`), secrets included only where the server sent them (a seat's
 * own StateView fields, on its own connection).
 */
import type { CrowdState, EveningState, GameStateShape, Phase, RoomStateShape, SeatState, SettingsState } from '@minus/shared/platform/protocol/state';

type Raw = Record<string, unknown>;

function obj(v: unknown): Raw {
  if (v && typeof v === 'object') {
    const withJson = v as { toJSON?: () => unknown };
    if (typeof withJson.toJSON === 'function' && !Array.isArray(v)) {
      const j = withJson.toJSON();
      if (j && typeof j === 'object') return j as Raw;
    }
    return v as Raw;
  }
  return {};
}

function list(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v && typeof v === 'object') {
    const withJson = v as { toJSON?: () => unknown; forEach?: unknown };
    if (typeof withJson.toJSON === 'function') {
      const j = withJson.toJSON();
      if (Array.isArray(j)) return j;
    }
  }
  return [];
}

/** A number, or `fallback` for anything else. */
export function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** A string, or `fallback` for anything else. */
export function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

/** The finite numbers of a list (a plain array or a decoded collection); [] for anything else. */
export function nums(v: unknown): number[] {
  return list(v).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
}

/** The strings of a list (a plain array or a decoded collection); [] for anything else. */
export function strs(v: unknown): string[] {
  return list(v).filter((x): x is string => typeof x === 'string');
}

/**
 * One seat: the platform's fields with their "unknown" values when missing; the show's own fields
 * (its `view` reads them) kept as plain JSON beside them.
 */
function seat(v: unknown, i: number): SeatState {
  const s = obj(v);
  return {
    ...s,
    id: str(s.id, `seat-${i}`),
    name: str(s.name, '?'),
    avatar: Math.min(6, Math.max(0, Math.trunc(num(s.avatar, i % 7)))),
    kind: s.kind === 'bot' ? 'bot' : 'human',
    botLabel: str(s.botLabel),
    connected: s.connected !== false,
    standIn: s.standIn === true,
    vip: s.vip === true,
    coached: s.coached === true,
  };
}

function settings(v: unknown): SettingsState {
  const s = obj(v);
  return { ...s, timerMs: num(s.timerMs, 0) };
}

function game(v: unknown): GameStateShape {
  const g = obj(v);
  return { ...g, number: num(g.number, 0), deadline: num(g.deadline, 0), version: num(g.version, 0) };
}

function evening(v: unknown): EveningState {
  const e = obj(v);
  const shows = strs(e.shows);
  return {
    shows,
    rows: list(e.rows).map((r, i) => {
      const o = obj(r);
      const points = nums(o.points);
      // Games per show (an older server sends none: every show counts as played).
      const played = Array.isArray(o.played) ? nums(o.played) : null;
      return {
        seat: str(o.seat, `seat-${i}`), name: str(o.name, '?'), avatar: num(o.avatar, 0), games: num(o.games, 0), wins: num(o.wins, 0),
        points: shows.map((_, k) => points[k] ?? 0),
        ...(played ? { played: shows.map((_, k) => played[k] ?? 0) } : {}),
      };
    }),
  };
}

/** The crowd's guesses and cheers; empty when the room sent none. */
function crowd(v: unknown): CrowdState {
  const c = obj(v);
  return {
    key: str(c.key), picks: nums(c.picks), lastKey: str(c.lastKey), lastAnswer: num(c.lastAnswer, -1),
    cheers: num(c.cheers, 0), groans: num(c.groans, 0),
    table: list(c.table).map((r) => {
      const o = obj(r);
      return { name: str(o.name, '?'), right: num(o.right, 0), made: num(o.made, 0), hideable: o.hideable === true };
    }),
  };
}

const PHASES: readonly Phase[] = ['lobby', 'playing', 'finale'];

/** Copy a decoded Colyseus state (or any object of that shape) into a plain `RoomStateShape`. */
export function snapshot(raw: unknown): RoomStateShape {
  const r = obj(raw);
  const phase = PHASES.includes(r.phase as Phase) ? (r.phase as Phase) : 'lobby';
  return {
    code: str(r.code),
    phase,
    show: str(r.show),
    shows: strs(r.shows),
    settings: settings(r.settings),
    seats: list(r.seats).map(seat),
    game: game(r.game),
    evening: evening(r.evening),
    audienceCount: num(r.audienceCount, 0),
    practice: r.practice === true,
    crowd: crowd(r.crowd),
    stageLocale: str(r.stageLocale),
    storageWait: r.storageWait === true,
  };
}

/**
 * `read` memoised per snapshot: each snapshot is read once by a show's view (snapshots are
 * immutable; a new patch makes a new one), however many elements draw it.
 */
export function perSnapshot<View>(read: (state: RoomStateShape) => View): (state: RoomStateShape) => View {
  const views = new WeakMap<RoomStateShape, View>();
  return (state) => {
    const known = views.get(state);
    if (known) return known;
    const view = read(state);
    views.set(state, view);
    return view;
  };
}
