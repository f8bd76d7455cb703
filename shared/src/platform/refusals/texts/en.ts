/**
 * Refusals in English, the source (docs/I18N.md): one sentence per platform `RefusalCode`, one per
 * `RefusalReason` (a function of its `RefusalParams`), and the phone's own two (`no-answer`: the
 * server did not answer in time; `other`: a code it does not know). Kind, short, and saying what to
 * do next. The server sends these in English as `message` for logs.
 */
import { formatsFor } from '../../i18n/format.js';
import type { RefusalCode, RefusalParams, RefusalReason } from '../../protocol/refusals.js';

const f = formatsFor('en');
type P = RefusalParams;
const n = (p: P, key: string) => f.number(Number(p[key] ?? 0));

export const en = {
  codes: {
    'bad-message': 'The game did not understand that. Please try again.',
    'rate-limited': 'Easy there! One tap at a time.',
    'not-allowed': 'Only the VIP can do that.',
    'not-your-turn': 'Not your turn yet. Hang on!',
    'too-late': 'Too late: the game has moved on.',
    'game-over': 'The game is over.',
    'not-in-lobby': 'That can only be changed before the game starts.',
    'too-few-seats': 'This show needs more players. Add a bot or wait for friends.',
    'too-many-seats': 'This show seats fewer players: remove a seat first.',
    'room-full': 'All the seats are taken.',
    'bad-settings': 'Those settings do not work together. Try others.',
    'bad-bot': 'There is no such computer player.',
    'bad-show': 'That show is not on this game server.',
    'no-such-seat': 'That seat is not at the table any more.',
    'no-record': 'No game has finished yet.',
    'not-saved': 'The game server could not save that, so nothing changed. Try again in a moment.',
  } satisfies Record<RefusalCode, string> as Record<RefusalCode, string>,
  reasons: {
    'question-closed': (_p: P) => 'Too late: that question has closed.',
    'not-an-answer': (_p: P) => 'That player is not one of the answers.',
    'stage-no-guess': (_p: P) => 'The TV does not guess.',
    'own-decision': (_p: P) => 'It is your decision: guesses are for the others.',
    'own-seat': (_p: P) => 'Not yourself: you could make it come true. Guess one of the others.',
    'name-gone': (_p: P) => 'That name is no longer on the table.',
    'seat-only': (_p: P) => 'Only players with a seat can do that.',
    'seat-is-person': (_p: P) => 'That seat is a person, not a bot.',
    'kick-self': (_p: P) => 'You cannot remove your own seat.',
    'hand-self': (_p: P) => 'Your own seat cannot go to a bot while you are the VIP.',
    'already-bot': (_p: P) => 'That seat is already a computer player.',
    'stand-in': (_p: P) => 'A bot is playing your seat. Take it back first.',
    'not-yet': (_p: P) => 'That moment has not come yet.',
    'practice-between-games': (_p: P) => 'Practice is switched between games.',
    'coach-practice-only': (_p: P) => 'The coach helps in practice games only: ask the VIP for a practice game.',
    'no-coach': (_p: P) => 'This show has no coach yet.',
    'show-changed': (_p: P) => 'The show just changed: pick the settings again.',
    'needs-players': (p: P) => `This show needs at least ${n(p, 'min')} players. Add a bot or wait for friends.`,
    'seats-at-most': (p: P) => `This show seats at most ${n(p, 'max')} players: remove ${n(p, 'over')} first.`,
    'solo-size': (p: P) => `This show seats ${n(p, 'min')} to ${n(p, 'max')} players: pick a size in between.`,
    'solo-bigger': (p: P) => `${n(p, 'people')} people are seated: pick more than ${n(p, 'people')} players in all, or start a normal game.`,
    'solo-full': (p: P) => `All ${n(p, 'people')} seats already have a person: start a normal game.`,
    'stage-only': (_p: P) => 'Only the TV can do that.',
    'rules-misfit': (p: P) => `These rules cannot deal ${n(p, 'players')} players: change them, or pick fewer players.`,
    'deals-fewer': (p: P) => `Those rules deal at most ${n(p, 'most')} players, and ${n(p, 'players')} are seated. Try others.`,
    'deals-none': (_p: P) => 'Those rules cannot deal a game: check the numbers and try again.',
    'timer-range': (p: P) => `The decision timer goes from ${n(p, 'min')} to ${n(p, 'max')} seconds: pick a time in between.`,
    'setting-range': (p: P) => `That number is out of range: pick one from ${n(p, 'min')} to ${n(p, 'max')}.`,
    'seats-taken': (p: P) => `All ${n(p, 'max')} seats are taken.`,
    'no-such-game': (p: P) => `There is no finished game ${n(p, 'game')}.`,
  } satisfies Record<RefusalReason, (p: P) => string> as Record<RefusalReason, (p: P) => string>,
  'no-answer': 'The game did not answer. Please try again.',
  other: 'That did not work. Please try again.',
};

/** The shape of the refusals' words in every locale. */
export type RefusalTexts = typeof en;
