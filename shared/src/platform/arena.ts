/**
 * Bot-against-bot matches of any show, through the `ShowModule` contract alone (show-module.ts):
 * the simulate command's engine for every show module without a simulator of its own, and the
 * benchmarks'. Games run through the module's own engine; each bot is asked only when its seat is
 * to act, with that seat's `PlayerView`; a bot that `watches` is shown its seat's view after
 * every action.
 *
 * Seat rotation and duplicate deals, tallies, the decision-time histogram and the report are the
 * platform's (tally.ts `matchGame`, `tallyFigures`): game g plays deal g (or floor(g / seats)
 * with `duplicate`) with rotation g mod seats, so every label plays every seat equally, and
 * `simulate` prints the same JSON shape for every show.
 */
import { mixSeed } from './mix-seed.js';
import type { AnyShowModule } from './show-module.js';
import { emptyTally, histBucket, matchGame, tallyFigures, type BotReport, type Tally } from './tally.js';

/** What to play: `rules` is the module's `RulesInput`; `preset` names it in the report; `seats` are bot labels, one per seat. */
export interface ShowMatchSpec {
  games: number;
  rules: object;
  preset: string;
  seats: string[];
  seed: number;
  duplicate: boolean;
}

/** The simulate command's JSON output for any show (`preset` names the rules played). */
export interface ShowSimulateReport {
  games: number;
  preset: string;
  seed: number;
  gamesPerSecond: number;
  bots: BotReport[];
}

/**
 * Check a match for `show`. Returns a message naming the first problem, or null: games a whole
 * number >= 1, the seed a safe integer, a seat count the show takes, every label parsing, the
 * rules resolving for that many seats.
 */
export function checkShowMatch(show: AnyShowModule, spec: ShowMatchSpec): string | null {
  if (!Number.isSafeInteger(spec.games) || spec.games < 1) return 'games must be a whole number of at least 1';
  if (!Number.isSafeInteger(spec.seed)) return 'seed must be a whole number';
  const { min, max } = show.seats;
  if (spec.seats.length < min || spec.seats.length > max) return `${show.title} needs ${min} to ${max} seats, not ${spec.seats.length}`;
  for (const label of spec.seats) {
    const parsed = show.bots.parse(label);
    if (!parsed.ok) return parsed.error.message;
  }
  const rules = show.rules.resolve(spec.rules, spec.seats.length);
  return rules.ok ? null : rules.error.message;
}

/**
 * Play games `from` (included) to `to` (excluded) of a match of `show` and return their tally.
 * `clock` (ms) times each decision; without it times are 0. `onGame` is called after each game
 * with the number of games finished in this call. A seat's points are the show's `standing`
 * points; a shared first place gives each sharer 1/k of a win. `takes` and `refusals` count
 * actions that are the strings `take` and `refuse` (tally.ts); a show without them leaves them 0.
 * Throws if a game cannot be dealt or a bot returns an illegal action (a bug).
 */
export function playShowMatch(show: AnyShowModule, spec: ShowMatchSpec, from: number, to: number, clock?: () => number, onGame?: (done: number) => void): Tally {
  const tally = emptyTally(spec.seats);
  const rowOf = new Map(tally.labels.map((l) => [l.bot, l]));
  for (let g = from; g < to; g++) {
    const { labels, dealSeed } = matchGame(spec, g);
    const rows = labels.map((l) => rowOf.get(l)!);
    const start = show.createGame(spec.rules, labels.map((l, i) => `${l}#${i + 1}`), dealSeed);
    if (!start.ok) throw new Error(start.error.message);
    let state: unknown = start.value;
    const bots = labels.map((l, i) => show.bots.create(l, mixSeed(spec.seed, g, i)));
    const watchers = bots.flatMap((b, i) => (b.watches ? [i] : []));
    while (!show.finished(state)) {
      const seat = show.toAct(state)[0];
      if (seat === undefined) throw new Error(`${show.id}: nobody may act in an unfinished game`);
      const view = show.playerView(state, seat);
      const t0 = clock ? clock() : 0;
      const action: unknown = bots[seat]!.decide(view);
      const ms = clock ? clock() - t0 : 0;
      const row = rows[seat]!;
      row.decisions++;
      row.msSum += ms;
      row.hist[histBucket(ms)]! += 1;
      if (action === 'take') row.takes++;
      else if (action === 'refuse') row.refusals++;
      const next = show.applyAction(state, seat, action);
      if (!next.ok) throw new Error(`${labels[seat]} played an illegal ${JSON.stringify(action)}: ${next.error.message}`);
      state = next.value;
      if (!show.finished(state)) for (const i of watchers) bots[i]!.observe(show.playerView(state, i));
    }
    const { points, places } = show.standing(state);
    const firsts = places.filter((p) => p === 1).length;
    rows.forEach((row, i) => {
      row.seatGames++;
      row.scoreSum += points[i]!;
      if (places[i] === 1) row.wins += 1 / firsts;
    });
    tally.games++;
    onGame?.(g - from + 1);
  }
  return tally;
}

/** The report of a whole match's tally; `seconds` is the wall time it took. */
export function showMatchReport(spec: ShowMatchSpec, tally: Tally, seconds: number): ShowSimulateReport {
  return { games: tally.games, preset: spec.preset, seed: spec.seed, ...tallyFigures(tally, seconds) };
}
