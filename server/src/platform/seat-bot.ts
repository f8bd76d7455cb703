/**
 * Seat a computer player: a free bot name (no seat's name looks like it, so a person called Greek
 * "Αda" keeps a bot from "Ada") and, while there is one, none on tonight's table, drawn by the
 * room's cosmetic generator, and the `seat-joined`
 * event. The caller has checked the label (the show's `bots.parse`) and that a seat is free.
 */
import { BOT_NAMES } from './bot-players.js';
import type { RoomContext } from './room-context.js';
import type { Seat } from './seat-book.js';

export function seatBot(ctx: RoomContext, label: string): Seat {
  const { book } = ctx;
  const free = BOT_NAMES.filter((n) => book.nameFree(n));
  // Not a name tonight's table already has (a bot that played and left): two rows "Bix" told no one which was which.
  const tonight = new Set(ctx.show.evening.rows.map((r) => r.name));
  const fresh = free.filter((n) => !tonight.has(n));
  const seat = book.addBot(label, ctx.cosmetic.pick(fresh.length > 0 ? fresh : free.length > 0 ? free : BOT_NAMES));
  ctx.events.emit({ type: 'seat-joined', seat: book.indexOf(seat.id), name: seat.name });
  return seat;
}
