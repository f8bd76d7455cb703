/**
 * Who decided each action of the current game, and for which seat (docs/SERVER.md, "Roles and
 * host actions", `take-back`): the record's `causes` (shared platform/record-extras.ts) and, per
 * seat, how many of its turns a computer player (a stand-in for a person who was away) or the
 * decision timer decided. A phone's results say so ("A computer player played 3 of your turns
 * this game"), from the state's `botTurns` and `timedOut`. Kept through a restart: the journal's
 * stored steps rebuild it.
 */
import type { DecisionCause } from '@minus/shared/platform/show-module';

export class TurnTally {
  /** What decided each action so far, in order (the record's `causes`). */
  private list: DecisionCause[] = [];
  /** The seat id each action was for (a seat keeps its id when others leave and the indexes move). */
  private seats: string[] = [];

  /** The actions so far (the journal's next step index). */
  get length(): number {
    return this.list.length;
  }

  /** What decided each action so far, in order. A copy. */
  get causes(): DecisionCause[] {
    return [...this.list];
  }

  /** A new game: nothing decided yet. */
  reset(): void {
    this.list = [];
    this.seats = [];
  }

  /** Seat `seat` (its id) acted, decided by `cause`. */
  add(seat: string, cause: DecisionCause): void {
    this.list.push(cause);
    this.seats.push(seat);
  }

  /** A game read back after a restart: its stored steps, in order; `idOf` names a step's seat index. */
  restore(steps: readonly { seat: number; cause: DecisionCause }[], idOf: (index: number) => string): void {
    this.list = steps.map((s) => s.cause);
    this.seats = steps.map((s) => idOf(s.seat));
  }

  /** How many of seat `seat`'s (its id) actions `cause` decided this game. */
  count(seat: string, cause: DecisionCause): number {
    let n = 0;
    for (let i = 0; i < this.list.length; i++) if (this.seats[i] === seat && this.list[i] === cause) n++;
    return n;
  }
}
