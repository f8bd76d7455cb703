/**
 * A game record played step by step (show-module.ts, `record.steps`): the dealt state, then each
 * action with the seat that made it and the state after it. The stage's replay animates these
 * steps through the show's own events; `record.replay` is the last state of the same walk.
 */
import type { ShowResult } from './show-module.js';

/** One applied action of a record: who made it (seat index), what (the record's action) and the state after it. */
export interface RecordStep<State, Action> {
  seat: number;
  action: Action;
  after: State;
}

/** A record as a walk: the state as dealt and every step in order. */
export interface GameSteps<State, Action> {
  start: State;
  steps: RecordStep<State, Action>[];
}

/**
 * Apply `actions` in order from `start`, each by the first seat `toAct` names (a turn-based
 * show's only seat). Errors: `start`'s own, or the first illegal action's with `action K: `
 * prefixed (K 0-based), as `record.replay` reports it.
 */
export function walkRecord<State, Action, Code extends string = string>(
  start: ShowResult<State, Code>,
  actions: readonly Action[],
  toAct: (state: State) => readonly number[],
  apply: (state: State, seat: number, action: Action) => ShowResult<State, Code>,
): ShowResult<GameSteps<State, Action>, Code> {
  if (!start.ok) return start;
  const steps: RecordStep<State, Action>[] = [];
  let state = start.value;
  for (let i = 0; i < actions.length; i++) {
    const seat = toAct(state)[0] ?? 0;
    const next = apply(state, seat, actions[i]!);
    if (!next.ok) return { ok: false, error: { code: next.error.code, message: `action ${i}: ${next.error.message}` } };
    state = next.value;
    steps.push({ seat, action: actions[i]!, after: state });
  }
  return { ok: true, value: { start: start.value, steps } };
}

/** The last state of a walk (the dealt state when no action was made). */
export function lastState<State, Action, Code extends string = string>(walk: ShowResult<GameSteps<State, Action>, Code>): ShowResult<State, Code> {
  if (!walk.ok) return walk;
  const { start, steps } = walk.value;
  return { ok: true, value: steps.length ? steps[steps.length - 1]!.after : start };
}
