/**
 * Hand-built room states for the demo page (stage/demo.html): render any scene without a server,
 * for screenshots, the look-and-feel review and the frame-time bench. Not used by the live show.
 */
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import type { MinusRoomState, MinusSeatState } from '@minus/shared/shows/minus-auction/state';
import { cubeScore } from '@minus/shared/shows/minus-auction/scoring';
import type { CrowdState } from '@minus/shared/platform/protocol/state';

type RoomStateShape = MinusRoomState;
type SeatState = MinusSeatState;
type GameEvent = MinusEvent;

// Two 16-character names (the longest a seat takes) to see that every screen fits them.
const NAMES = ['Ana', 'Alexandrina Long', 'Cy', 'Zoë 🦊 Ñandú', 'Eli', 'Francesca', 'Gus'];
/** Who else played tonight (`&evening=N`): left before this game, still in tonight's table. */
const EARLIER = ['Hana', 'Ivo', 'Jun', 'Kit', 'Lea', 'Mo', 'Nia', 'Oto'];
const CUBES: number[][] = [
  [-4, -5, -6, -17, -18, -30],
  [-9, -11, -12, -13, -25, -26, -27, -33],
  [-20, -21, -22],
  [-7, -8, -34],
  [-14, -15, -28, -31],
  [-3, -10, -19],
  [-23, -24, -29, -35, -16],
];

/** `&cubes=many`: a crowded table (every value of -3..-35 but the offer is on a card). */
const CUBES_MANY: number[][] = [
  [-3, -5, -7, -9, -11, -13, -15],
  [-4, -6, -8, -10, -12, -14, -16, -17, -18, -19, -20, -21, -22, -23],
  [-24, -25, -26],
  [-27, -29],
  [-28, -30, -31],
  [-32],
  [-33, -34],
];

/** `&cubes=run`: a custom game of -3..-40 that hides no cube, where one seat took a 30-cube run (-3..-32). */
const CUBES_RUN: number[][] = [
  Array.from({ length: 30 }, (_, k) => -3 - k),
  [-33, -35, -37],
  [-34, -36, -38, -39],
  [], [], [], [],
];

function seat(i: number, cubes: number[], over: Partial<SeatState> = {}): SeatState {
  return {
    id: `s${i}`, name: NAMES[i]!, avatar: i, kind: i === 2 || i === 5 ? 'bot' : 'human', botLabel: i === 2 ? 'hard-bold' : i === 5 ? 'easy-cautious' : '',
    connected: i !== 3, standIn: false, vip: i === 0, cubes, cubeScore: cubeScore(cubes), chips: -1, finalChips: -1, finalScore: 0, place: 0, ...over,
  };
}

/** Which table the demo deals: the usual one, a crowded one (`many`), or one with a 30-cube run (`run`). */
export type DemoCubes = 'usual' | 'many' | 'run';

/** What the demo page asks of a scene beyond its seats. */
export interface DemoOptions {
  table?: DemoCubes;
  /** A shared first place in the finale. */
  tie?: boolean;
  /** Cubes in the vault (`&vault=9`: the classic preset's nine); the table's own count when absent. */
  vault?: number;
  /** Rows of tonight's table (`&evening=10`): the seats and, beyond them, people who played earlier games tonight. */
  evening?: number;
}

function base(n: number, phase: RoomStateShape['phase'], opts: DemoOptions = {}): RoomStateShape {
  const table = opts.table ?? 'usual';
  const many = table !== 'usual';
  const cubes = table === 'run' ? CUBES_RUN : many ? CUBES_MANY : CUBES;
  const removed = Math.max(0, Math.min(9, Math.trunc(opts.vault ?? (table === 'run' ? 0 : 1))));
  const preset = table === 'run' ? 'custom' : removed === 9 ? 'classic' : 'show';
  const names = [...NAMES.slice(0, n), ...EARLIER].slice(0, Math.max(n, Math.min(NAMES.length + EARLIER.length, Math.trunc(opts.evening ?? n))));
  return {
    code: 'KWMZ', phase, audienceCount: 2, show: 'minus-auction', shows: ['minus-auction'],
    settings: { preset, smallest: 3, largest: table === 'run' ? 40 : 35, removed, chips: 9, seating: 'join', starter: 'random', timerMs: 20000 },
    seats: Array.from({ length: n }, (_, i) => seat(i, phase === 'lobby' ? [] : cubes[i]!)),
    game: { number: 2, auction: 14, offer: phase === 'playing' ? (table === 'run' ? -40 : many ? -35 : -27) : 0, pot: 4, current: phase === 'playing' ? 1 : -1, refusals: [1, 2, 0, 1].slice(0, n), deckLeft: 12, removedCount: removed, removed: [], deadline: 0, version: 40, winner: -1 },
    // The run table's evening played both shows: two points columns beside the names; its last
    // seat came after the Rubbish Auction game ("–" in that column).
    evening: {
      shows: table === 'run' ? ['minus-auction', 'rubbish-auction'] : ['minus-auction'],
      rows: names.map((name, i) => {
        const played = table === 'run' ? [1, i === n - 1 ? 0 : 1] : [1];
        const points = table === 'run' ? [-40 - i * 7, played[1] ? 14 - i * 3 : 0] : [-40 - i * 7];
        return { seat: `s${i}`, name, avatar: i % NAMES.length, games: played.reduce((a, b) => a + b, 0), wins: i === 1 ? 1 : 0, points, played };
      }),
    },
  };
}

/**
 * The scenes the demo page can show: `?scene=lobby|auction|finale&seats=3..7[&cubes=many|run][&tie=1][&vault=0..9][&evening=N]`
 * (tie: a shared first place in the finale; vault: cubes in the vault; evening: rows of tonight's table).
 */
export function demoState(scene: string, seats: number, opts: DemoOptions = {}): RoomStateShape {
  const n = Math.max(3, Math.min(7, seats || 5));
  if (scene === 'lobby') return base(Math.min(n, 5), 'lobby', opts);
  const s = base(n, 'playing', opts);
  return scene === 'finale' ? demoFinale(s, opts.tie).state : s;
}

/**
 * The end of the game on `playing`'s table: the `game-over` event and the room state after it
 * (final chips, scores and places; the evening's table with this game added, as the server's
 * `addGame` does).
 */
export function demoFinale(playing: RoomStateShape, tie = false): { event: GameEvent; state: RoomStateShape } {
  const chips = playing.seats.map((_, i) => (i * 3) % 10);
  const scoreOf = (i: number) => playing.seats[i]!.cubeScore + chips[i]!;
  if (tie) {
    // A shared first place: the runner-up gets the chips that bring it level with the leader.
    const [first, second] = playing.seats.map((_, i) => i).sort((a, b) => scoreOf(b) - scoreOf(a));
    chips[second!]! += scoreOf(first!) - scoreOf(second!);
  }
  const scores = playing.seats.map((_, i) => scoreOf(i));
  const places = scores.map((v) => 1 + scores.filter((w) => w > v).length);
  const winner = places.filter((p) => p === 1).length === 1 ? places.indexOf(1) : -1;
  // The vault holds cubes nobody took (on a crowded table, the one last on offer first).
  const held = new Set(playing.seats.flatMap((x) => x.cubes));
  const { smallest, largest } = playing.settings;
  const removed = Array.from({ length: largest - smallest + 1 }, (_, k) => -largest + k).filter((c) => !held.has(c)).slice(0, playing.game.removedCount);
  const state: RoomStateShape = {
    ...playing,
    phase: 'finale',
    seats: playing.seats.map((x, i) => ({ ...x, finalChips: chips[i]!, finalScore: scores[i]!, place: places[i]! })),
    game: { ...playing.game, offer: 0, pot: 0, refusals: [], removed, winner, current: -1, deadline: 0 },
    evening: {
      shows: playing.evening.shows,
      rows: playing.evening.rows
        // The rows past the seats played earlier games only: this one leaves them as they were.
        .map((r, i) => (i >= playing.seats.length ? r : { ...r, games: r.games + 1, wins: r.wins + (i === winner ? 1 : 0), points: [(r.points[0] ?? 0) + (scores[i] ?? 0), ...r.points.slice(1)], played: r.played && [(r.played[0] ?? 0) + 1, ...r.played.slice(1)] }))
        .sort((a, b) => b.wins - a.wins || b.points[0]! - a.points[0]!),
    },
  };
  const event: GameEvent = { seq: 900, variant: 0, type: 'game-over', game: playing.game.number, removed, winner, places, scores, chips };
  return { event, state };
}

/** A busy burst of events for the bench: per round a cube drawn, every seat refusing twice, a take. */
export function busyAuction(state: RoomStateShape, rounds: number, startSeq = 1): GameEvent[] {
  const n = state.seats.length;
  const out: GameEvent[] = [];
  let seq = startSeq;
  let auction = state.game.auction;
  for (let r = 0; r < rounds; r++) {
    auction++;
    const cube = -3 - ((auction * 7) % 33);
    out.push({ seq: seq++, variant: r, game: state.game.number, type: 'cube-revealed', auction, cube, seat: r % n, deckLeft: 20 });
    let pot = 0;
    for (let k = 0; k < n * 2; k++) {
      const s = (r + k) % n;
      out.push({ seq: seq++, variant: k, game: state.game.number, type: 'refused', auction, seat: s, cube, pot: ++pot, timeout: false });
      out.push({ seq: seq++, variant: k, type: 'turn', seats: [(s + 1) % n], deadline: 0, version: 0 });
    }
    out.push({ seq: seq++, variant: r, game: state.game.number, type: 'taken', auction, seat: r % n, cube, pot, timeout: false, forced: false, before: -10, after: -10 + cube });
  }
  return out;
}

/**
 * `&crowd=1`: the audience guessing who takes the cube on offer, every seat guessed (seat i by
 * i + 1 watchers, so the last seat is the crowd's pick): a tab over every seat card.
 */
export function demoCrowd(seats: number): CrowdState {
  return { key: 'demo', picks: Array.from({ length: seats }, (_, i) => i + 1), lastKey: '', lastAnswer: -1, cheers: 0, groans: 0, table: [] };
}
