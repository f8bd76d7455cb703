/**
 * A whole game of a show between its first lobby bots, for tests that need a finished (or part
 * played) game of any show: its final state and its record. Any show module of
 * shared/src/platform/show-module.ts fits `BotGameModule` (its methods, seen loosely).
 */

type Outcome = { ok: true; value: unknown } | { ok: false; error: { message: string } };

/** What playing a game through needs of a show module. */
export interface BotGameModule {
  rules: { defaults(): unknown };
  bots: { lobby: readonly string[]; create(label: string, seed: number): { decide(view: unknown): unknown } };
  createGame(rules: unknown, players: readonly string[], seed: number): Outcome;
  finished(state: unknown): boolean;
  toAct(state: unknown): readonly number[];
  playerView(state: unknown, seat: number): unknown;
  applyAction(state: unknown, seat: number, action: unknown): Outcome;
  record: { of(state: unknown, rules: unknown): unknown };
}

/**
 * Game of `m` for `players` with deal `seed`, each seat its first lobby bot (seeded `seed + seat`),
 * played to the end or for `upTo` actions: the state reached and its record as JSON (a fresh copy).
 * Errors: throws the module's sentence when the game cannot be created or a bot's action is refused.
 */
export function botGame(m: BotGameModule, players: readonly string[], seed: number, upTo = Infinity): { state: unknown; record: unknown } {
  const created = m.createGame(m.rules.defaults(), players, seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const bots = players.map((_, i) => m.bots.create(m.bots.lobby[0]!, seed + i));
  for (let n = 0; n < upTo && !m.finished(state); n++) {
    const seat = m.toAct(state)[0]!;
    const next = m.applyAction(state, seat, bots[seat]!.decide(m.playerView(state, seat)));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return { state, record: JSON.parse(JSON.stringify(m.record.of(state, m.rules.defaults()))) };
}
