/**
 * Sentences the controller builds from codes: join refusals, request refusals, avatars. Functions
 * (not constants) so `msg()` runs at render time in the active locale. Every refusal is a sentence
 * a guest understands, never an error code; a show's own refusals get its part's sentence or the
 * server's.
 */
import { msg, str } from '@lit/localize';
import type { LinkFailure, Notice } from '../net/connection.js';

/** A join refusal or a lost seat, as a friendly sentence. */
export function failureText(failure: LinkFailure): string {
  switch (failure) {
    case 'no-such-room': return msg('There is no game with that code. Check the four letters on the TV.');
    case 'name-empty': return msg('Please type a name so the others know who you are.');
    case 'name-too-long': return msg('That name is a bit long. Please use 16 letters or fewer.');
    case 'name-taken': return msg('Someone at this game already has that name, or one that looks just like it. Please pick another.');
    case 'slow-down': return msg('Lots of people are joining from this network right now. Wait a few seconds and try again.');
    case 'name-invalid': return msg('That name has characters the TV cannot show. Please use letters, numbers or emoji.');
    // A refused join: every seat and the whole audience are taken (a full table alone seats the
    // phone in the audience instead, with its own screen).
    case 'room-full': return msg('This game is packed: every seat and every place in the audience is taken. Try again in a minute.');
    case 'game-in-progress': return msg('This game has already started. You can watch it as the audience.');
    case 'unreachable': return msg('We cannot reach the game. Check that this phone is on the same Wi-Fi as the TV.');
    case 'kicked': return msg('The VIP gave your seat away. You can join again or watch.');
    // Also after a crash: the server came back without the room, so the seat and the game are gone.
    case 'room-ended': return msg('That game has ended: it is no longer on the game server. To play again, type the new code from the TV.');
    case 'taken-over': return msg('Your seat is now open on another screen. Join here again to bring it back.');
    case 'bad-options':
    default: return msg('Something about that did not work. Please try again.');
  }
}

/**
 * The banner while the link is down: the one place the phone's wording about a lost link is
 * decided. It promises nothing: the server may have crashed and come back without the room (then
 * `room-ended` follows). When rooms survive a restart it may say the seat is kept.
 */
export function linkDownText(): string {
  return msg('Connection lost. Reconnecting…');
}

/** Whether a refusal can be answered by joining as the audience. */
export function offersAudience(failure: LinkFailure | null): boolean {
  return failure === 'game-in-progress';
}

/** A refused request, kindly: the phone's own sentence for a known code, else the server's. */
export function noticeText(notice: Notice): string {
  switch (notice.code) {
    case 'too-late': return msg('Too late: the game has moved on.');
    case 'not-your-turn': return msg('Not your turn yet. Hang on!');
    case 'game-over': return msg('The game is over.');
    case 'not-allowed': return msg('Only the VIP can do that.');
    case 'rate-limited': return msg('Easy there! One tap at a time.');
    case 'too-few-seats': return notice.message ?? msg('This show needs more players. Add a bot or wait for friends.');
    case 'too-many-seats': return notice.message ?? msg('This show seats fewer players: remove a seat first.');
    case 'room-full': return msg('All the seats are taken.');
    case 'not-in-lobby': return msg('That can only be changed before the game starts.');
    case 'no-answer': return msg('The game did not answer. Please try again.');
    default: return notice.message ?? msg('That did not work. Please try again.');
  }
}

/** An avatar's accessible name, "orange fox" (colour first, then icon; shared/src/protocol/avatars.ts). */
export function avatarName(id: number): string {
  const names = [msg('orange fox'), msg('sky owl'), msg('green frog'), msg('yellow star'), msg('blue whale'), msg('vermillion flame'), msg('purple flower')];
  return names[id] ?? names[0]!;
}
