/**
 * A new game dealt for the seats a room has (show.ts's `start`): the show's seat limits, its
 * rules for this many players, and the seating the module chose. Nothing is changed here: the
 * show stores the start first and only then adopts the game and the seating.
 */
import { seatAvatars, seatBots } from '@minus/shared/platform/record-extras';
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { Seat, SeatBook } from './seat-book.js';
import type { Refused } from './show-outcomes.js';

/** A game dealt: its state, the seats in the game's order, and the record's setup (the record before any action). */
export interface Dealt {
  ok: true;
  game: unknown;
  seated: Seat[];
  setup: unknown;
}

/**
 * Deal a game of `m` under `rules` for the seats of `book`, from their join order (a shuffled
 * seating draws from it, and a game seated in join order after a drawn one goes back to it).
 * `seed`: the deal's fresh seed (randomness.ts). `mostSeats`: how many the host's rules deal at
 * most (lobby-rules.ts `fitsUpTo`), asked only when the rules refuse this many.
 * Refusals: `too-few-seats` (`needs-players`, `min`), `too-many-seats` (`seats-at-most`, `max`,
 * `over`), `bad-settings` with the module's sentence, and `deals-fewer` when newcomers on the
 * results made more seats than the rules deal.
 */
export function deal(m: AnyShowModule, rules: unknown, book: SeatBook, seed: Parameters<AnyShowModule['createGame']>[2], mostSeats: () => number): Dealt | Refused {
  const n = book.size;
  if (n < m.seats.min) return { ok: false, code: 'too-few-seats', reason: 'needs-players', params: { min: m.seats.min } };
  if (n > m.seats.max) return { ok: false, code: 'too-many-seats', reason: 'seats-at-most', params: { max: m.seats.max, over: n - m.seats.max } };
  const joined = book.inJoinOrder();
  const created = m.createGame(rules, joined.map((s) => s.name), seed);
  if (!created.ok) {
    const most = mostSeats();
    return { ok: false, code: 'bad-settings', message: created.error.message, ...(most >= m.seats.min && most < n ? { reason: 'deals-fewer', params: { players: n, most } } : {}) };
  }
  // The module may seat the players anew (a shuffled seating): the seats follow its order.
  // Names are unique in a room (seat-book.ts), so a name finds its seat.
  const byName = new Map(joined.map((s) => [s.name, s]));
  const seated = m.players(created.value).map((name) => byName.get(name)!);
  return { ok: true, game: created.value, seated, setup: recordOf(m, created.value, rules, seated) };
}

/** `game`'s record (m.record.of, docs/ARCHITECTURE.md) with who played each seat: the bots' labels and the avatars, in the game's seat order. */
export function recordOf(m: AnyShowModule, game: unknown, rules: unknown, seats: readonly Seat[]): Record<string, unknown> {
  return { ...(m.record.of(game, rules) as Record<string, unknown>), bots: seatBots(seats), avatars: seatAvatars(seats) };
}
