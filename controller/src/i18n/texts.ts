/**
 * Sentences the controller builds from codes: join refusals, request refusals, presets, bot
 * levels and styles. Functions (not constants) so `msg()` runs at render time in the active
 * locale. Every refusal is a sentence a guest understands, never an error code.
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
    case 'too-late': return msg('Too late: that cube has moved on.');
    case 'not-your-turn': return msg('Not your turn yet. Hang on!');
    case 'no-chips': return msg('You have no chips left, so you must take it.');
    case 'game-over': return msg('The game is over.');
    case 'not-allowed': return msg('Only the VIP can do that.');
    case 'rate-limited': return msg('Easy there! One tap at a time.');
    case 'too-few-seats': return msg('A game needs at least 3 players. Add a bot or wait for friends.');
    case 'room-full': return msg('All seven seats are taken.');
    case 'not-in-lobby': return msg('That can only be changed before the game starts.');
    case 'no-answer': return msg('The game did not answer. Please try again.');
    default: return notice.message ?? msg('That did not work. Please try again.');
  }
}

/** One line per preset (RULES.md, "Presets"). */
export function presetText(preset: string): { name: string; description: string } {
  switch (preset) {
    case 'show': return { name: msg('Show'), description: msg('The TV show: -3 to -35, one cube hidden, 9 chips each.') };
    case 'veto': return { name: msg('Veto'), description: msg('Shorter: -3 to -25, one cube hidden, 7 chips, seats drawn at random.') };
    case 'genius': return { name: msg('Genius'), description: msg('-3 to -35 with two cubes hidden, 9 chips, seat 1 starts.') };
    case 'classic': return { name: msg('Classic'), description: msg('The board game: nine cubes hidden, 7 to 11 chips by table size.') };
    case 'custom': return { name: msg('Custom'), description: msg('Your own range, hidden cubes, chips and seating.') };
    default: return { name: preset, description: '' };
  }
}

/** A bot level's name and one-line description, for the lobby picker (shared/src/bots/labels.ts keys). */
export function botLevelText(level: string): { name: string; description: string } {
  switch (level) {
    case 'easy': return { name: msg('Easy'), description: msg('Judges a cube by its value and the chips on it.') };
    case 'medium': return { name: msg('Medium'), description: msg('Plays to its runs and keeps chips in reserve.') };
    case 'hard': return { name: msg('Hard'), description: msg('Counts the unseen cubes and reads the table.') };
    default: return { name: level, description: '' };
  }
}

/** A bot style's name and one-line description. */
export function botStyleText(style: string): { name: string; description: string } {
  switch (style) {
    case 'bold': return { name: msg('Bold'), description: msg('Refuses longer to collect chips.') };
    case 'steady': return { name: msg('Steady'), description: msg('Neither greedy nor shy.') };
    case 'cautious': return { name: msg('Cautious'), description: msg('Takes early rather than pay chips.') };
    default: return { name: style, description: '' };
  }
}

/** "3 chips" / "1 chip". */
export function chipsText(n: number): string {
  return n === 1 ? msg('1 chip') : msg(str`${n} chips`);
}

/** An avatar's accessible name, "orange fox" (colour first, then icon; shared/src/protocol/avatars.ts). */
export function avatarName(id: number): string {
  const names = [msg('orange fox'), msg('sky owl'), msg('green frog'), msg('yellow star'), msg('blue whale'), msg('vermillion flame'), msg('purple flower')];
  return names[id] ?? names[0]!;
}
