/**
 * Practice games and the coach (docs/SERVER.md, "Practice games and the coach"). The host marks
 * the games as practice (`practice` message, `Show.practiceChosen`; a solo game is always one). In a
 * practice game a seated player may turn their coach on (`coach` message; off by default). On
 * that player's turn the show's module advises from the seat's own `playerView` alone, and the
 * tip (the action and its reasons as data, worded by the phone) goes to that seat's phone and no
 * other connection: when the turn opens, when the coach is turned on, and when the phone comes
 * back (a reload, a reconnection, a restart) during the turn. A tip is worked out once per seat
 * and moment, so asking again costs nothing. The stage shows a "coached" badge on the seat
 * (projection.ts writes `SeatState.coached`).
 */
import type { CoachMessage } from '@minus/shared/platform/protocol/index';
import type { Seat, SeatBook } from './seat-book.js';
import type { Outcome, Show } from './show.js';

/** What the coach needs of a phone's connection (a Colyseus client fits). */
export interface CoachPhone {
  send(type: 'coach', message: CoachMessage): void;
}

const OK: Outcome = { ok: true };

export class CoachDesk {
  /** The host's practice switch on the results of game `game`, for Play again from there. */
  private switchedOnResults: { game: number; on: boolean } | null = null;
  /** The last tip worked out for each seat (by seat id), for the moment it was for. */
  private readonly last = new Map<string, CoachMessage>();

  constructor(
    private readonly show: Show,
    private readonly book: SeatBook,
    /** The connection that holds a seat now, if any. */
    private readonly phoneOf: (seat: Seat) => CoachPhone | undefined,
  ) {}

  /** A turn opened for `seats` (seat indexes): each coached player among them gets a tip. */
  turn(seats: readonly number[]): void {
    for (const index of seats) this.tip(index);
  }

  /** A seated player's phone joined or came back: the tip for the turn it is in, if any. */
  greet(seat: Seat | undefined): void {
    if (seat) this.tip(this.book.indexOf(seat.id));
  }

  /**
   * The host marks the next games as practice, or not (on the results, the game shown keeps its own flag). Refusal: `not-in-lobby` during a game.
   * Turning practice off silences every coach (the players' choices are kept for the next practice game).
   */
  setPractice(on: boolean): Outcome {
    if (this.show.playing) return { ok: false, code: 'not-in-lobby', reason: 'practice-between-games' };
    this.show.practiceChosen = on;
    // On the results, the game shown keeps its own flag (it was, or was not, counted); the switch is for the next games.
    if (this.show.phase === 'lobby') this.show.practice = on;
    else this.switchedOnResults = { game: this.show.gameNumber, on };
    return OK;
  }

  /**
   * Whether Play again plays a practice game: the same kind as the game on the results (a solo
   * game is followed by another practice game), unless the host switched practice on those results.
   */
  practiceAgain(): boolean {
    const s = this.switchedOnResults;
    return s !== null && s.game === this.show.gameNumber ? s.on : this.show.practice;
  }

  /**
   * A player turns their own coach on or off. Refusals: `not-allowed` outside a practice game or
   * for a show without a coach. Turned on during their turn, the tip comes at once.
   */
  toggle(seat: Seat, on: boolean): Outcome {
    if (on && !this.show.practice) return { ok: false, code: 'not-allowed', reason: 'coach-practice-only' };
    if (on && !this.show.module.coach) return { ok: false, code: 'not-allowed', reason: 'no-coach' };
    seat.coached = on;
    if (on) this.tip(this.book.indexOf(seat.id));
    return OK;
  }

  /** Send seat `index` its tip if its player is coached, in a practice game, and may act now. */
  private tip(index: number): void {
    const show = this.show;
    const m = show.module;
    const game = show.game;
    const seat = this.book.seats[index];
    if (!show.practice || !m.coach || !show.playing || game === null || !seat) return;
    if (seat.kind !== 'human' || seat.standIn || seat.coached !== true || !m.toAct(game).includes(index)) return;
    const phone = this.phoneOf(seat);
    if (!phone) return;
    const moment = { game: show.gameNumber, version: m.version(game) };
    let message = this.last.get(seat.id);
    if (message?.game !== moment.game || message.version !== moment.version) {
      const tip = m.coach(m.playerView(game, index));
      message = { ...moment, action: tip.action, reasons: [...tip.reasons] };
      this.last.set(seat.id, message);
    }
    phone.send('coach', message);
  }
}
