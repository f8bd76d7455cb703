/**
 * One handler per client message type (protocol messages.ts `clientMessages`). Each receives a
 * payload already parsed by zod and returns an `Outcome`; the room turns it into an `answer`.
 * Host actions (settings, bots, kick, start, play again, hand to a bot) need the stage or the VIP.
 */
import { parseBotLabel } from '@minus/shared/bots/labels';
import { CLOSE_KICKED, type ClientMessage, type ClientMessageType } from '@minus/shared/protocol/index';
import { BOT_NAMES } from './bot-players.js';
import type { RoomClient, RoomContext } from './room-context.js';
import { changeSettings } from './settings.js';
import type { Outcome } from './show.js';

/** An outcome; `quiet` means the handler already replied (no `answer` on success). */
export type HandlerOutcome = Outcome & { quiet?: boolean };

export type Handlers = { [T in ClientMessageType]: (client: RoomClient, msg: ClientMessage<T>) => HandlerOutcome };

const OK: HandlerOutcome = { ok: true };
const NOT_HOST: HandlerOutcome = { ok: false, code: 'not-allowed' };
const IN_GAME: HandlerOutcome = { ok: false, code: 'not-in-lobby' };

export function makeHandlers(ctx: RoomContext): Handlers {
  const { book, show } = ctx;

  /** The seat at `index`, or a `no-such-seat` refusal. */
  const seatAt = (index: number) => book.seats[index];

  return {
    decide(client, msg) {
      const seat = ctx.seatOf(client);
      if (!seat) return { ok: false, code: 'not-allowed', message: 'Only players with a seat can decide.' };
      return show.decide(seat, msg.action, msg.auction, msg.version);
    },

    settings(client, msg) {
      if (!ctx.isHost(client)) return NOT_HOST;
      if (show.playing) return IN_GAME;
      const change = changeSettings(show.rules, msg, book.size);
      if (!change.ok) return { ok: false, code: 'bad-settings', message: change.message };
      show.rules = change.value;
      return OK;
    },

    'add-bot'(client, msg) {
      if (!ctx.isHost(client)) return NOT_HOST;
      if (show.playing) return IN_GAME;
      if (book.full) return { ok: false, code: 'room-full' };
      const spec = parseBotLabel(msg.label);
      if (!spec.ok) return { ok: false, code: 'bad-bot', message: spec.error.message };
      // Free: no seat's name looks like it (a person called Greek "Αda" keeps a bot from "Ada").
      const free = BOT_NAMES.filter((n) => book.nameFree(n));
      const seat = book.addBot(spec.value.label, ctx.cosmetic.pick(free.length > 0 ? free : BOT_NAMES));
      ctx.events.emit({ type: 'seat-joined', seat: book.indexOf(seat.id), name: seat.name });
      show.lineupChanged();
      return OK;
    },

    'remove-seat'(client, msg) {
      if (!ctx.isHost(client)) return NOT_HOST;
      if (show.playing) return IN_GAME;
      const seat = seatAt(msg.seat);
      if (!seat) return { ok: false, code: 'no-such-seat' };
      if (seat.kind === 'human') return { ok: false, code: 'not-allowed', message: 'That seat is a person: use kick.' };
      const index = book.indexOf(seat.id);
      book.remove(seat.id);
      ctx.events.emit({ type: 'seat-left', seat: index, name: seat.name });
      show.lineupChanged();
      return OK;
    },

    kick(client, msg) {
      if (!ctx.isHost(client)) return NOT_HOST;
      const seat = seatAt(msg.seat);
      if (!seat) return { ok: false, code: 'no-such-seat' };
      if (seat === ctx.seatOf(client)) return { ok: false, code: 'not-allowed', message: 'You cannot kick yourself.' };
      if (seat.kind === 'bot') {
        if (show.playing) return IN_GAME;
        const index = book.indexOf(seat.id);
        book.remove(seat.id);
        ctx.events.emit({ type: 'seat-left', seat: index, name: seat.name });
        show.lineupChanged();
        return OK;
      }
      ctx.dropPhone(seat, CLOSE_KICKED, 'kicked');
      // Between games the seat goes (a kicked prankster does not play the next game as a bot).
      ctx.goneForGood(seat, true);
      return OK;
    },

    start(client) {
      if (!ctx.isHost(client)) return NOT_HOST;
      return show.start();
    },

    'play-again'(client) {
      if (!ctx.isHost(client)) return NOT_HOST;
      return show.start();
    },

    'back-to-lobby'(client) {
      if (!ctx.isHost(client)) return NOT_HOST;
      if (show.playing) return IN_GAME;
      show.backToLobby();
      return OK;
    },

    'hand-to-bot'(client, msg) {
      if (!ctx.isHost(client)) return NOT_HOST;
      const seat = seatAt(msg.seat);
      if (!seat) return { ok: false, code: 'no-such-seat' };
      if (seat.kind !== 'human') return { ok: false, code: 'not-allowed', message: 'That seat is already a computer player.' };
      const spec = parseBotLabel(msg.label ?? ctx.config.standInLabel);
      if (!spec.ok) return { ok: false, code: 'bad-bot', message: spec.error.message };
      show.standIn(seat, spec.value.label);
      return OK;
    },

    'take-back'(client) {
      const seat = ctx.seatOf(client);
      if (!seat) return { ok: false, code: 'not-allowed', message: 'Only players with a seat can take it back.' };
      if (!seat.standIn) return OK;
      show.takeBack(seat);
      ctx.events.emit({ type: 'seat-back', seat: book.indexOf(seat.id), name: seat.name });
      return OK;
    },

    'get-record'(client, msg) {
      const numbers = [...show.records.keys()];
      const game = msg.game ?? (numbers.length > 0 ? Math.max(...numbers) : 0);
      const record = show.records.get(game);
      if (!record) return { ok: false, code: 'no-record', message: numbers.length === 0 ? 'No game has finished yet.' : `There is no finished game ${game}.` };
      client.send('record', { game, record, finishedAt: show.finishedAt.get(game) ?? Date.now() });
      return { ok: true, quiet: true };
    },

    time(client, msg) {
      client.send('time', { client: msg.client, server: Date.now() });
      return { ok: true, quiet: true };
    },
  };
}
