/**
 * A plain, immutable copy of the synchronised room state (shared/src/protocol/state.ts), taken
 * after every patch so Lit components render from ordinary arrays and numbers. Missing or
 * malformed fields get the documented "unknown" values (chips -1, seat -1, empty lists), so a
 * screen never breaks on a partial state; a seat's `chips` is only present on its own
 * connection (StateView) and reads -1 elsewhere.
 */
import type { EveningRow, GameStateShape, Phase, RoomStateShape, SeatState, SettingsState } from '@minus/shared/platform/protocol/state';

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

function num(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : fallback;
}

function nums(v: unknown): number[] {
  return list(v).filter((x): x is number => typeof x === 'number' && Number.isFinite(x));
}

function seat(v: unknown, i: number): SeatState {
  const s = obj(v);
  return {
    id: str(s.id, `seat-${i}`),
    name: str(s.name, '?'),
    avatar: Math.min(6, Math.max(0, Math.trunc(num(s.avatar, i % 7)))),
    kind: s.kind === 'bot' ? 'bot' : 'human',
    botLabel: str(s.botLabel),
    connected: s.connected !== false,
    standIn: s.standIn === true,
    vip: s.vip === true,
    cubes: nums(s.cubes).sort((a, b) => b - a),
    cubeScore: num(s.cubeScore, 0),
    chips: num(s.chips, -1),
    finalChips: num(s.finalChips, -1),
    finalScore: num(s.finalScore, 0),
    place: num(s.place, 0),
  };
}

function settings(v: unknown): SettingsState {
  const s = obj(v);
  return {
    preset: str(s.preset, 'show'),
    smallest: num(s.smallest, 3),
    largest: num(s.largest, 35),
    removed: num(s.removed, 1),
    chips: num(s.chips, 9),
    seating: str(s.seating, 'join'),
    starter: str(s.starter, 'random'),
    timerMs: num(s.timerMs, 0),
  };
}

function game(v: unknown): GameStateShape {
  const g = obj(v);
  return {
    number: num(g.number, 0),
    auction: num(g.auction, 0),
    offer: num(g.offer, 0),
    pot: num(g.pot, 0),
    current: num(g.current, -1),
    refusals: nums(g.refusals),
    deckLeft: num(g.deckLeft, 0),
    removedCount: num(g.removedCount, 0),
    removed: nums(g.removed),
    deadline: num(g.deadline, 0),
    version: num(g.version, 0),
    winner: num(g.winner, -1),
  };
}

function evening(v: unknown): EveningRow[] {
  return list(v).map((r) => {
    const o = obj(r);
    return { name: str(o.name, '?'), games: num(o.games, 0), wins: num(o.wins, 0), total: num(o.total, 0) };
  });
}

const PHASES: readonly Phase[] = ['lobby', 'playing', 'finale'];

/** Copy a decoded Colyseus state (or any object of that shape) into a plain `RoomStateShape`. */
export function snapshot(raw: unknown): RoomStateShape {
  const r = obj(raw);
  const phase = PHASES.includes(r.phase as Phase) ? (r.phase as Phase) : 'lobby';
  return {
    code: str(r.code),
    phase,
    settings: settings(r.settings),
    seats: list(r.seats).map(seat),
    game: game(r.game),
    evening: evening(r.evening),
    audienceCount: num(r.audienceCount, 0),
  };
}
