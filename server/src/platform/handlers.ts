/**
 * One handler per client message type (protocol messages.ts `clientMessages`). Each receives a
 * payload already parsed by zod and returns an `Outcome`; the room turns it into an `answer`.
 * Host actions (show, settings, hints, bots, solo, kick, start, play again, hand to a bot) need the stage or
 * the VIP. What a show adds (its rules, its actions, its bots) is judged by its module.
 */
import { CLOSE_KICKED, type ClientMessage, type ClientMessageType } from '@minus/shared/platform/protocol/index';
import type { RoomClient, RoomContext } from './room-context.js';
import type { Outcome } from './show.js';
import { crowdHandlers } from './crowd/crowd-handlers.js';
import { notHost } from './host-only.js';
import { seatBot } from './seat-bot.js';
import { settingsRefusal } from './settings-refusal.js';
import { playSolo } from './solo.js';

/**
 * An outcome; `quiet` means the handler already replied (no `answer` on success). `then`: what
 * the request does once its change is stored (a phone closed cannot be opened again, so a kick
 * closes it only then: a kick the database refuses changes nothing).
 */
export type HandlerOutcome = Outcome & { quiet?: boolean; then?: () => void };

export type Handlers = { [T in ClientMessageType]: (client: RoomClient, msg: ClientMessage<T>) => HandlerOutcome };

const OK: HandlerOutcome = { ok: true };
const IN_GAME: HandlerOutcome = { ok: false, code: 'not-in-lobby' };

export function makeHandlers(ctx: RoomContext): Handlers {
  const { book, show, coach } = ctx;

  /** The seat at `index`, or undefined (a `no-such-seat` refusal). */
  /** The seat at `index`, if it is the seat `id` (when the request names it: the screen's table may have moved since). */
  const seatAt = (index: number, id?: string) => {
    const seat = book.seats[index];
    return id === undefined || seat?.id === id ? seat : undefined;
  };

  /** Remove a bot's seat between games. */
  const removeBot = (index: number): HandlerOutcome => {
    const seat = book.seats[index]!;
    book.remove(seat.id);
    ctx.events.emit({ type: 'seat-left', seat: index, name: seat.name });
    show.seatsChanged(false);
    return OK;
  };

  return {
    act(client, msg) {
      const seat = ctx.seatOf(client);
      if (!seat) return { ok: false, code: 'not-allowed', reason: 'seat-only' };
      return show.act(seat, msg.action, msg.version);
    },

    settings(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      if (show.playing) return IN_GAME;
      const { show: pickedFor, ...rules } = msg;
      if (pickedFor !== undefined && typeof pickedFor !== 'string') return { ok: false, code: 'bad-message', message: 'settings.show: a show id' };
      if (pickedFor !== undefined && pickedFor !== show.module.id) return { ok: false, code: 'bad-settings', reason: 'show-changed' };
      const parsed = show.module.rules.schema.safeParse(rules);
      if (!parsed.success) return settingsRefusal(show.module.rules.schema, parsed.error);
      return show.changeRules(parsed.data);
    },

    show(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      return show.choose(msg.show);
    },

    'add-bot'(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      if (show.playing) return IN_GAME;
      if (book.isFull(show.maxSeats)) return { ok: false, code: 'room-full', reason: 'seats-taken', params: { max: show.maxSeats } };
      const label = show.module.bots.parse(msg.label);
      if (!label.ok) return { ok: false, code: 'bad-bot', message: label.error.message };
      seatBot(ctx, label.value);
      show.seatsChanged(false);
      return OK;
    },

    'remove-seat'(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      if (show.playing) return IN_GAME;
      const seat = seatAt(msg.seat, msg.id);
      if (!seat) return { ok: false, code: 'no-such-seat' };
      if (seat.kind === 'human') return { ok: false, code: 'not-allowed', reason: 'seat-is-person' };
      return removeBot(msg.seat);
    },

    kick(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      const seat = seatAt(msg.seat, msg.id);
      if (!seat) return { ok: false, code: 'no-such-seat' };
      if (seat === ctx.seatOf(client)) return { ok: false, code: 'not-allowed', reason: 'kick-self' };
      if (seat.kind === 'bot') {
        if (show.playing) return IN_GAME;
        return removeBot(msg.seat);
      }
      const close = ctx.dropPhone(seat, CLOSE_KICKED, 'kicked');
      // Between games the seat goes (a kicked prankster does not play the next game as a bot).
      ctx.goneForGood(seat, true);
      return { ok: true, then: close };
    },

    start(client) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      return show.start();
    },

    'play-again'(client) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      // The same kind of game again (a practice game, a solo one too, is followed by another), unless the host switched practice on the results.
      // Arriving in the lobby (a tap crossing the TV's Back), it starts what the lobby's Start would.
      return show.phase === 'finale' ? show.start(coach.practiceAgain()) : show.start();
    },

    'back-to-lobby'(client) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      if (show.playing) return IN_GAME;
      show.backToLobby();
      return OK;
    },

    'hand-to-bot'(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      const seat = seatAt(msg.seat, msg.id);
      if (!seat) return { ok: false, code: 'no-such-seat' };
      if (seat === ctx.seatOf(client)) return { ok: false, code: 'not-allowed', reason: 'hand-self' };
      if (seat.kind !== 'human') return { ok: false, code: 'not-allowed', reason: 'already-bot' };
      const label = show.module.bots.parse(msg.label ?? show.standIns.label);
      if (!label.ok) return { ok: false, code: 'bad-bot', message: label.error.message };
      show.standIns.standIn(seat, label.value);
      return OK;
    },

    'take-back'(client) {
      const seat = ctx.seatOf(client);
      if (!seat) return { ok: false, code: 'not-allowed', reason: 'seat-only' };
      if (!seat.standIn) return OK;
      show.standIns.takeBack(seat);
      ctx.events.emit({ type: 'seat-back', seat: book.indexOf(seat.id), name: seat.name });
      // A room left without a VIP (the VIP gone while every other seat was a bot's) gets this person, as on a return.
      if (book.vipId === null) {
        book.vipId = seat.id;
        ctx.events.emit({ type: 'vip-changed', seat: book.indexOf(seat.id), name: seat.name });
      }
      // Taken back on their own turn: the coach's tip for it, as for a phone that came back.
      coach.greet(seat);
      return OK;
    },

    'get-record'(client, msg) {
      const numbers = [...show.records.keys()];
      const game = msg.game ?? (numbers.length > 0 ? Math.max(...numbers) : 0);
      const finished = show.records.get(game);
      if (!finished) return numbers.length === 0 ? { ok: false, code: 'no-record' } : { ok: false, code: 'no-record', reason: 'no-such-game', params: { game } };
      client.send('record', { game, show: finished.show, record: finished.record, finishedAt: show.finishedAt.get(game) ?? Date.now() });
      return { ok: true, quiet: true };
    },

    practice(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      return coach.setPractice(msg.on);
    },

    coach(client, msg) {
      const seat = ctx.seatOf(client);
      if (!seat) return { ok: false, code: 'not-allowed', reason: 'seat-only' };
      return coach.toggle(seat, msg.on);
    },

    time(client, msg) {
      client.send('time', { client: msg.client, server: Date.now() });
      return { ok: true, quiet: true };
    },

    hints(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      if (show.playing) return IN_GAME;
      show.hints = msg.on;
      return OK;
    },

    'stage-locale'(client, msg) {
      if (client.userData?.role !== 'stage') return { ok: false, code: 'not-allowed', reason: 'stage-only' }; // a phone has no TV language to give
      ctx.projection.stageLocale = msg.locale;
      return OK;
    },

    solo(client, msg) {
      if (!ctx.isHost(client)) return notHost(ctx, client);
      return playSolo(ctx, msg.players);
    },

    ...crowdHandlers(ctx),
  };
}
