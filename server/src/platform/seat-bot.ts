/**
 * Seat a computer player: a free bot name (no seat's name looks like it, so a person called Greek
 * "Αda" keeps a bot from "Ada"), drawn by the room's cosmetic generator, and the `seat-joined`
 * event. The caller has checked the label (the show's `bots.parse`) and that a seat is free.
 */
import { BOT_NAMES } from './bot-players.js';
import type { RoomContext } from './room-context.js';
import type { Seat } from './seat-book.js';

export function seatBot(ctx: RoomContext, label: string): Seat {
  const { book } = ctx;
  const free = BOT_NAMES.filter((n) => book.nameFree(n));
  const seat = book.addBot(label, ctx.cosmetic.pick(free.length > 0 ? free : BOT_NAMES));
  ctx.events.emit({ type: 'seat-joined', seat: book.indexOf(seat.id), name: seat.name });
  return seat;
}
