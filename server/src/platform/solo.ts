/**
 * Play against the computer (protocol messages.ts `solo`): from the lobby (or after a game), the
 * computer players leave, new ones fill the table up to `players` seats in all (the show's
 * `bots.solo` labels in turn, e.g. one of each style), and a practice game starts
 * (`Show.practice`, state `practice`: a coach may advise). The people seated stay seated; at
 * least one must be, and fewer than `players`. Refusals change nothing: `not-in-lobby`;
 * `bad-settings` with `solo-size` {min, max} (the show does not seat `players`) or `rules-misfit`
 * {players} (the lobby's rules cannot deal that many); `too-few-seats`; `too-many-seats` with
 * `seats-at-most` {max, over} (more people than the show seats), `solo-full` {people} (every seat
 * has a person) or `solo-bigger` {people} (pick more players in all); `bad-bot`.
 */
import type { Outcome } from './show.js';
import type { RoomContext } from './room-context.js';
import { seatBot } from './seat-bot.js';

export function playSolo(ctx: RoomContext, players: number): Outcome {
  const { book, show } = ctx;
  const m = show.module;
  if (show.playing) return { ok: false, code: 'not-in-lobby' };
  if (players < m.seats.min || players > m.seats.max) {
    return { ok: false, code: 'bad-settings', reason: 'solo-size', params: { min: m.seats.min, max: m.seats.max }, message: `${m.title} seats ${m.seats.min} to ${m.seats.max} players.` };
  }
  const people = book.seats.filter((s) => s.kind === 'human').length;
  if (people === 0) return { ok: false, code: 'too-few-seats', message: 'Join on your phone first: you play against the computer from your seat.' };
  // More people than the show seats (the show changed under them): remove some; all its seats taken: a normal game; else a bigger one.
  if (people > m.seats.max) return { ok: false, code: 'too-many-seats', reason: 'seats-at-most', params: { max: m.seats.max, over: people - m.seats.max }, message: `${m.title} seats at most ${m.seats.max} players.` };
  if (people === m.seats.max) return { ok: false, code: 'too-many-seats', reason: 'solo-full', params: { people }, message: `All ${people} seats have a person: start a normal game.` };
  if (people >= players) return { ok: false, code: 'too-many-seats', reason: 'solo-bigger', params: { people }, message: `${people} people are seated: pick more players in all, or start a normal game.` };
  // Every check before the table changes: a refused solo game leaves the lobby as it was.
  const fits = m.rules.resolve(show.rules, players);
  if (!fits.ok) return { ok: false, code: 'bad-settings', reason: 'rules-misfit', params: { players }, message: fits.error.message };
  const labels = (m.bots.solo && m.bots.solo.length > 0 ? m.bots.solo : m.bots.lobby).map((l) => m.bots.parse(l));
  const wrong = labels.find((l) => !l.ok);
  if (wrong && !wrong.ok) return { ok: false, code: 'bad-bot', message: wrong.error.message };
  for (const seat of [...book.seats]) {
    if (seat.kind !== 'bot') continue;
    const index = book.indexOf(seat.id);
    book.remove(seat.id);
    ctx.events.emit({ type: 'seat-left', seat: index, name: seat.name });
  }
  for (let i = 0; book.size < players; i++) {
    const label = labels[i % labels.length]!;
    if (label.ok) seatBot(ctx, label.value);
  }
  show.seatsChanged(false);
  return show.start(true);
}
