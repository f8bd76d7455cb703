/**
 * What every show module must do, checked by playing it: a test helper for each show's own test
 * (`checkShowModule(module)` returns the problems found, an empty list when the module keeps the
 * contract of show-module.ts). It plays whole games with the module's own computer players (a
 * lobby label per seat, or every legal action at random), and checks that
 * - a deal is a pure function of rules, players and seed; setups outside the seat limits refuse;
 * - every seat that may act has a legal action, every legal action applies, `version` grows by
 *   one per action and the input state is left as it was;
 * - acting out of turn, after the end or with nonsense is a typed error, never a throw;
 * - the timer's action is always legal; bots decide on their seat's `playerView` only;
 * - the events of a game end with exactly one `game-over`, and every event has captions or none
 *   by design (never a throw);
 * - the record of the game replays to the same public view, through JSON;
 * - the standing names every seat once the game is over.
 */
import { rngFromSeed, type Rng } from './rng.js';
import type { AnyShowModule } from './show-module.js';

/** How to play the check: seeds, seat counts and how many actions one game may take at most. */
export interface ConformanceOptions {
  seeds?: readonly number[];
  seatCounts?: readonly number[];
  /** Longest game, in actions, before the check calls it endless (default 10,000). */
  maxActions?: number;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Play one game and collect problems. */
function playOne(m: AnyShowModule, seats: number, seed: number, rng: Rng, maxActions: number, problems: string[]): void {
  const where = `${m.id}, ${seats} seats, seed ${seed}`;
  const names = Array.from({ length: seats }, (_, i) => `P${i + 1}`);
  const rules = m.rules.defaults();
  const made = m.createGame(rules, names, seed);
  if (!made.ok) return void problems.push(`${where}: createGame refused the default rules: ${made.error.message}`);
  const again = m.createGame(rules, names, seed);
  if (!again.ok || !same(m.publicView(again.value), m.publicView(made.value))) problems.push(`${where}: the same seed dealt two different games`);
  if (m.players(made.value).length !== seats) problems.push(`${where}: players() does not list every seat`);
  const useBots = seed % 2 === 0;
  const bots = names.map((_, i) => m.bots.create(m.bots.lobby[i % m.bots.lobby.length]!, seed * 31 + i));
  let state = made.value;
  const events: { type: string }[] = [...m.events.start(state)];
  for (let n = 0; !m.finished(state); n++) {
    if (n >= maxActions) return void problems.push(`${where}: no end after ${maxActions} actions`);
    const toAct = m.toAct(state);
    if (toAct.length === 0) return void problems.push(`${where}: nobody may act, yet the game is not over`);
    const seat = toAct[0]!;
    const legal = m.legalActions(state, seat);
    if (legal.length === 0) return void problems.push(`${where}: seat ${seat} may act but has no legal action`);
    const other = Array.from({ length: seats }, (_, i) => i).find((i) => !toAct.includes(i));
    if (other !== undefined) {
      const wrong = m.applyAction(state, other, legal[0]);
      if (wrong.ok) problems.push(`${where}: seat ${other} acted out of turn`);
    }
    for (const junk of [null, 42, 'no-such-action', { junk: true }]) {
      try {
        const r = m.applyAction(state, seat, junk);
        if (r.ok && !legal.some((a) => same(a, junk))) problems.push(`${where}: ${JSON.stringify(junk)} was accepted as an action`);
      } catch (e) {
        problems.push(`${where}: applyAction threw on ${JSON.stringify(junk)}: ${(e as Error).message}`);
      }
    }
    const timeout = m.timeoutAction(state, seat);
    if (!legal.some((a) => same(a, timeout))) problems.push(`${where}: the timer's action ${JSON.stringify(timeout)} is not legal`);
    const view = m.playerView(state, seat);
    const action = useBots ? bots[seat]!.decide(view) : legal[rng.int(0, legal.length - 1)];
    const frozen = JSON.stringify(m.publicView(state));
    const next = m.applyAction(state, seat, action);
    if (!next.ok) return void problems.push(`${where}: the legal action ${JSON.stringify(action)} was refused: ${next.error.message}`);
    if (JSON.stringify(m.publicView(state)) !== frozen) problems.push(`${where}: applyAction changed its input state`);
    if (m.version(next.value) !== m.version(state) + 1) problems.push(`${where}: version did not grow by one`);
    events.push(...m.events.step(state, seat, action, next.value, 'phone'));
    state = next.value;
    for (let i = 0; i < seats; i++) if (bots[i]!.watches && !m.finished(state)) bots[i]!.observe(m.playerView(state, i));
  }
  const after = m.applyAction(state, 0, m.legalActions(state, 0)[0] ?? null);
  if (after.ok || after.error.code !== 'game-over') problems.push(`${where}: an action after the end is not refused as game-over`);
  const overs = events.filter((e) => e.type === 'game-over').length;
  if (overs !== 1 || events.at(-1)?.type !== 'game-over') problems.push(`${where}: the events do not end with exactly one game-over (${overs})`);
  events.forEach((e, i) => {
    try {
      m.captions({ ...e, game: 1, seq: i + 1, variant: i }, names);
    } catch (err) {
      problems.push(`${where}: captions threw on ${e.type}: ${(err as Error).message}`);
    }
  });
  const record = JSON.parse(JSON.stringify(m.record.of(state, rules))) as unknown;
  const parsed = m.record.parse(record);
  if (!parsed.ok) return void problems.push(`${where}: its own record does not parse: ${parsed.error.message}`);
  const replayed = m.record.replay(parsed.value);
  if (!replayed.ok || !same(m.publicView(replayed.value), m.publicView(state))) problems.push(`${where}: the record does not replay to the same game`);
  // The stage's replay walks the record step by step and streams the events again: the same events as the game made.
  const walk = m.record.steps(parsed.value);
  if (!walk.ok) problems.push(`${where}: the record does not walk step by step: ${walk.error.message}`);
  else {
    const again: { type: string }[] = [...m.events.start(walk.value.start)];
    let before = walk.value.start;
    for (const step of walk.value.steps) {
      again.push(...m.events.step(before, step.seat, step.action, step.after, 'phone'));
      before = step.after;
    }
    if (!same(m.publicView(before), m.publicView(state)) || !same(again, events)) problems.push(`${where}: the record's steps do not replay the same game and events`);
  }
  const standing = m.standing(state);
  if (standing.points.length !== seats || standing.places.length !== seats) problems.push(`${where}: the standing does not name every seat`);
  if (standing.winner !== null && standing.places[standing.winner] !== 1) problems.push(`${where}: the winner is not in first place`);
  try {
    m.playerView(state, seats);
    problems.push(`${where}: playerView of a seat that does not exist did not throw`);
  } catch (e) {
    if (!(e instanceof RangeError)) problems.push(`${where}: playerView of a missing seat threw ${(e as Error).name}, not RangeError`);
  }
}

/** Play the module and list every broken promise of the contract (empty: none found). */
export function checkShowModule(m: AnyShowModule, options: ConformanceOptions = {}): string[] {
  const problems: string[] = [];
  const seeds = options.seeds ?? [1, 2, 3, 4];
  const counts = options.seatCounts ?? [...new Set([m.seats.min, m.seats.max])];
  for (const bad of [m.seats.min - 1, m.seats.max + 1]) {
    const names = Array.from({ length: Math.max(0, bad) }, (_, i) => `P${i + 1}`);
    if (m.createGame(m.rules.defaults(), names, 1).ok) problems.push(`${m.id}: a game of ${bad} seats was dealt`);
  }
  if (!m.bots.lobby.includes(m.bots.standIn) && !m.bots.parse(m.bots.standIn).ok) problems.push(`${m.id}: the stand-in label does not parse`);
  for (const label of m.bots.lobby) if (!m.bots.parse(label).ok) problems.push(`${m.id}: the lobby's bot label ${label} does not parse`);
  if (m.bots.parse('no such bot').ok) problems.push(`${m.id}: a nonsense bot label parsed`);
  if (!m.record.format.startsWith(`${m.id}/`)) problems.push(`${m.id}: the record format does not start with the show's id`);
  for (const seats of counts) {
    for (const seed of seeds) playOne(m, seats, seed, rngFromSeed(seed * 7919 + seats), options.maxActions ?? 10_000, problems);
  }
  return problems;
}
