/**
 * Count Up, the test show (tests only, never in a production build): a two-action game that
 * exercises everything the platform promises a show, so the end-to-end suite can prove that the
 * room, the stage and the phones host a show they have never heard of.
 *
 * Rules: 2-4 players. Each seat is dealt a secret number from 1 to 9 (only that seat's phone
 * knows it until the end). In turn, starting with seat 1, each seat either goes `up` (one point,
 * and the shared counter goes up by one) or `pass`es; after `rounds` turns each the game ends.
 * A seat's points are its secret plus its ups; the most points win (ties share the place).
 */
import { z } from 'zod';
import { rngFromSeed, SEED_HEX } from '@minus/shared/platform/rng';
import { lastState, walkRecord, type GameSteps } from '@minus/shared/platform/record-steps';
import type { ShowBot, ShowCard, ShowModule, ShowResult, ShowTypes, Standing } from '@minus/shared/platform/show-module';

export type CountAction = 'up' | 'pass';

export interface CountRulesInput {
  /** Turns each seat gets (1..5; default 2). */
  rounds?: number;
  /** Decision timer in ms; null for none (5,000..60,000; default 20,000). */
  timerMs?: number | null;
}

export interface CountRules {
  rounds: number;
  timerMs: number | null;
}

export interface CountState {
  rules: CountRules;
  players: string[];
  /** Each seat's secret number (hidden until the end). */
  secrets: number[];
  ups: number[];
  counter: number;
  /** Seat whose turn it is. */
  current: number;
  /** Actions applied so far, in order. */
  actions: CountAction[];
  finished: boolean;
}

export interface CountPublicView {
  players: string[];
  ups: number[];
  counter: number;
  current: number;
  turnsLeft: number;
  /** Every seat's secret, only once the game is over. */
  secrets: number[] | null;
  finished: boolean;
}

export interface CountPlayerView extends CountPublicView {
  seat: number;
  mySecret: number;
}

export type CountEvent =
  | { type: 'game-started'; first: number }
  | { type: 'counted'; seat: number; action: CountAction; counter: number; timeout: boolean }
  | { type: 'game-over'; secrets: number[]; points: number[]; places: number[]; winner: number };

export interface CountRecord {
  format: 'count-up/record@1';
  rules: CountRulesInput;
  players: string[];
  secrets: number[];
  actions: CountAction[];
}

interface CountTypes extends ShowTypes {
  RulesInput: CountRulesInput;
  Rules: CountRules;
  State: CountState;
  Action: CountAction;
  PublicView: CountPublicView;
  PlayerView: CountPlayerView;
  Event: CountEvent;
  Record: CountRecord;
}

export const countUpCard: ShowCard = {
  id: 'count-up', title: 'Count Up', short: 'Count', seats: { min: 2, max: 4 },
  tagline: 'Go up a point or pass; your secret number counts at the end.',
};

const rulesSchema = z.object({
  rounds: z.number().int().min(1).max(5).optional(),
  timerMs: z.number().int().min(5_000).max(60_000).nullable().optional(),
}).strict();

const recordSchema = z.object({
  format: z.literal('count-up/record@1'),
  rules: rulesSchema,
  players: z.array(z.string().min(1)).min(2).max(4),
  secrets: z.array(z.number().int().min(1).max(9)),
  actions: z.array(z.enum(['up', 'pass'] as const)),
});

function bad<T>(message: string, code = 'bad-config'): ShowResult<T> {
  return { ok: false, error: { code, message } };
}

function resolve(input: CountRulesInput, seats: number): ShowResult<CountRules> {
  if (!Number.isInteger(seats) || seats < 2 || seats > 4) return bad(`Count Up needs 2 to 4 players, not ${seats}`);
  const parsed = rulesSchema.safeParse(input ?? {});
  if (!parsed.success) return bad(`rules: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return { ok: true, value: { rounds: parsed.data.rounds ?? 2, timerMs: parsed.data.timerMs === undefined ? 20_000 : parsed.data.timerMs } };
}

function start(rules: CountRules, players: readonly string[], secrets: number[]): CountState {
  return { rules, players: [...players], secrets, ups: players.map(() => 0), counter: 0, current: 0, actions: [], finished: false };
}

function apply(state: CountState, seat: number, action: unknown): ShowResult<CountState> {
  if (state.finished) return bad('the game is over', 'game-over');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) return bad(`there is no seat ${String(seat)}`, 'bad-seat');
  if (action !== 'up' && action !== 'pass') return bad(`"${String(action)}" is not an action; up or pass`, 'unknown-action');
  if (seat !== state.current) return bad(`it is ${state.players[state.current]}'s turn`, 'not-your-turn');
  const actions: CountAction[] = [...state.actions, action];
  const ups = action === 'up' ? state.ups.map((u, i) => (i === seat ? u + 1 : u)) : state.ups;
  const finished = actions.length >= state.rules.rounds * state.players.length;
  return {
    ok: true,
    value: { ...state, actions, ups, counter: state.counter + (action === 'up' ? 1 : 0), current: (seat + 1) % state.players.length, finished },
  };
}

/** Standard competition ranking (1, 1, 3) of points, higher is better. */
function places(points: readonly number[]): number[] {
  return points.map((p) => 1 + points.filter((q) => q > p).length);
}

function standing(state: CountState): Standing {
  const points = state.secrets.map((s, i) => s + state.ups[i]!);
  const p = places(points);
  const firsts = p.filter((x) => x === 1).length;
  return { points, places: p, winner: firsts === 1 ? p.indexOf(1) : null };
}

function publicView(state: CountState): CountPublicView {
  return {
    players: [...state.players], ups: [...state.ups], counter: state.counter, current: state.current,
    turnsLeft: state.rules.rounds * state.players.length - state.actions.length,
    secrets: state.finished ? [...state.secrets] : null, finished: state.finished,
  };
}

function steps(record: CountRecord): ShowResult<GameSteps<CountState, CountAction>> {
  const rules = resolve(record.rules, record.players.length);
  if (!rules.ok) return rules;
  if (record.secrets.length !== record.players.length) return bad('one secret per player');
  return walkRecord({ ok: true, value: start(rules.value, record.players, record.secrets) }, record.actions as CountAction[], (s) => [s.current], apply);
}

function replay(record: CountRecord): ShowResult<CountState> {
  return lastState(steps(record));
}

/** A bot that always does the same thing (`eager`: up; `lazy`: pass). */
function bot(label: string): ShowBot<CountPlayerView, CountAction> {
  if (label !== 'eager' && label !== 'lazy') throw new RangeError(`no Count Up bot "${label}"`);
  return { label, decide: () => (label === 'eager' ? 'up' : 'pass'), observe: () => {}, watches: false };
}

export const countUp: ShowModule<CountTypes> = {
  ...countUpCard,
  rules: {
    schema: rulesSchema,
    defaults: () => ({ rounds: 2, timerMs: 20_000 }),
    resolve,
    change(current, change, seats) {
      const next = { ...current, ...change };
      const r = resolve(next, Math.min(4, Math.max(2, seats)));
      return r.ok ? { ok: true, value: next } : r;
    },
  },
  createGame(input, players, seed) {
    const rules = resolve(input, players.length);
    if (!rules.ok) return rules;
    if (typeof seed === 'string' && !SEED_HEX.test(seed)) return bad('the seed must be a whole number or 32 hex digits');
    const rng = rngFromSeed(seed);
    return { ok: true, value: start(rules.value, players, players.map(() => rng.int(1, 9))) };
  },
  toAct: (state) => (state.finished ? [] : [state.current]),
  legalActions: (state, seat) => (state.finished || seat !== state.current ? [] : ['up', 'pass']),
  applyAction: apply,
  timeoutAction: () => 'pass',
  version: (state) => state.actions.length,
  finished: (state) => state.finished,
  rulesOf: (state) => state.rules,
  players: (state) => state.players,
  publicView,
  playerView(state, seat) {
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.players.length) throw new RangeError(`no seat ${seat}`);
    return { ...publicView(state), seat, mySecret: state.secrets[seat]! };
  },
  standing,
  events: {
    start: (state) => [{ type: 'game-started', first: state.current }],
    step(_before, seat, action, after, cause) {
      const counted: CountEvent = { type: 'counted', seat, action, counter: after.counter, timeout: cause === 'timeout' };
      if (!after.finished) return [counted];
      const s = standing(after);
      return [counted, { type: 'game-over', secrets: [...after.secrets], points: s.points, places: s.places, winner: s.winner ?? -1 }];
    },
  },
  captions(event, names) {
    const who = (seat: number) => names[seat] ?? `Seat ${seat + 1}`;
    switch (event.type) {
      case 'game-started': return [{ text: `Count Up, game ${event.game}! ${who(event.first)} goes first.`, sound: 'start' }];
      case 'counted': return [{ text: event.action === 'up' ? `${who(event.seat)} goes up: ${event.counter}!` : `${who(event.seat)} passes.`, sound: event.action === 'up' ? 'take-good' : null }];
      case 'game-over': return [{ text: event.winner >= 0 ? `${who(event.winner)} wins Count Up!` : 'A shared first place in Count Up!', sound: 'fanfare' }];
    }
  },
  record: {
    format: 'count-up/record@1',
    steps,
    of: (state, rules) => ({ format: 'count-up/record@1', rules, players: [...state.players], secrets: [...state.secrets], actions: [...state.actions] }),
    parse(data) {
      const r = recordSchema.safeParse(data);
      return r.success ? { ok: true, value: r.data } : bad(`not a count-up/record@1 record: ${r.error.issues[0]?.path.join('.')}`);
    },
    replay,
    summary: (state) => ({ finished: state.finished, points: standing(state).points }),
  },
  bots: {
    lobby: ['eager', 'lazy'],
    standIn: 'lazy',
    parse: (label) => (label === 'eager' || label === 'lazy' ? { ok: true, value: label } : bad(`"${label}" is not a Count Up bot; eager or lazy`)),
    create: (label) => bot(label),
  },
};
