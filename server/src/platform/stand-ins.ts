/**
 * Stand-ins (docs/SERVER.md, "Roles and host actions"): a computer player plays a person's seat
 * while they are away too long, after they left or were kicked, or by the host's choice, and the
 * person takes the seat back when they return. The seat stays theirs (its name, its row on the
 * evening's table); the table is told who stands in. `Show` owns one (`Show.standIns`).
 */
import type { AnyShowModule } from '@minus/shared/platform/show-module';
import type { RoomConfig } from '../config.js';
import type { BotPlayers } from './bot-players.js';
import type { EventStream } from './event-stream.js';
import type { Seat, SeatBook } from './seat-book.js';

/** What of the show stand-ins need. */
export interface StandInShow {
  readonly book: SeatBook;
  readonly config: RoomConfig;
  readonly events: EventStream;
  readonly bots: BotPlayers;
  /** The module of the show chosen. */
  module(): AnyShowModule;
  /** True when a game is being played and the seat `seatId` may act in it now. */
  actsNow(seatId: string): boolean;
  /** Whoever moves without a tap now (a computer player, a person the rules leave one move) moves after its pause; else nothing is pending. */
  moveSoon(): void;
  /** Something the state shows changed. */
  changed(): void;
}

export class StandIns {
  constructor(private readonly show: StandInShow) {}

  /** The stand-in label for the show chosen: the room's setting, else the show's own. */
  get label(): string {
    return this.show.config.standInLabel ?? this.show.module().bots.standIn;
  }

  /**
   * A bot stands in for a person's seat (away too long, left, kicked, or the host's choice).
   * If that seat may act now, the bot moves after its pause. Returns false if already so.
   * `left`: the person left on purpose (the table is told so).
   */
  standIn(seat: Seat, label: string, left = false): boolean {
    const { book, events, bots } = this.show;
    if (seat.kind !== 'human' || (seat.standIn && seat.botLabel === label)) return false;
    seat.standIn = true;
    seat.botLabel = label;
    bots.replace(this.show.module(), seat);
    events.emit({ type: 'stand-in', seat: book.indexOf(seat.id), name: seat.name, label, ...(left ? { left: true as const } : {}) });
    if (this.show.actsNow(seat.id)) this.show.moveSoon();
    this.show.changed();
    return true;
  }

  /** The person is back and plays their seat again (the timer keeps running for this turn). */
  takeBack(seat: Seat): void {
    if (!seat.standIn) return;
    seat.standIn = false;
    seat.botLabel = '';
    this.show.bots.replace(this.show.module(), seat);
    if (this.show.actsNow(seat.id)) this.show.moveSoon(); // a forced move is still played for them
    this.show.changed();
  }
}
