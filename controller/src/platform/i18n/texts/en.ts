/**
 * The phone's platform words in English, the source (docs/I18N.md): join, refusals, the link,
 * avatars, the language picker. Its type is every locale's type.
 */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');

export const en = {
  join: {
    title: 'Join the game',
    code: 'Room code',
    codeHelp: 'Four letters, shown on the TV.',
    badCode: 'A room code is four letters, like MKST. You will find it on the TV.',
    name: 'Your name',
    avatar: 'Your colour and sign',
    join: 'Join',
    joining: 'Joining…',
    watchAsAudience: 'Watch as audience',
    justWatch: 'Just watch',
    nameHelp: (max: number) => `Up to ${f.number(max)} characters.`,
    nameFull: (max: number) => `That’s the limit: ${f.number(max)} characters.`,
  },
  /** A join refusal or a lost seat, as a friendly sentence (by the server's code). */
  failure: {
    'no-such-room': 'There is no game with that code. Check the four letters on the TV.',
    'name-empty': 'Please type a name so the others know who you are.',
    'name-too-long': 'That name is a bit long. Please use 16 letters or fewer.',
    'name-taken': 'Someone at this game already has that name, or one that looks just like it. Please pick another.',
    'slow-down': 'Lots of people are joining from this network right now. Wait a few seconds and try again.',
    'name-invalid': 'That name has characters the TV cannot show. Please use letters, numbers or emoji.',
    'room-full': 'This game is packed: every seat and every place in the audience is taken. Try again in a minute.',
    'game-in-progress': 'This game has already started. You can watch it as the audience.',
    unreachable: 'We cannot reach the game. Check that this phone is on the same Wi-Fi as the TV.',
    kicked: 'The VIP gave your seat away. You can join again or watch.',
    'room-ended': 'That game has ended: it is no longer on the game server. To play again, type the new code from the TV.',
    'taken-over': 'Your seat is now open on another screen. Join here again to bring it back.',
    'not-saved': 'The game server could not save your seat just now. Try again in a moment.',
    other: 'Something about that did not work. Please try again.',
  },
  linkDown: 'Connection lost. Reconnecting…',
  restored: 'The game server restarted: your game is back.',
  /** The avatar asked for was taken by the time the phone sat down (party-app.ts). */
  avatarTaken: (wanted: string, got: string) => `Someone already had the ${wanted}, so you are the ${got}.`,
  /** After a reload the phone may not buzz until a tap (buzz.ts). */
  buzzBlocked: 'Tap anywhere so this phone can buzz on your turn.',
  /** A refused request (by the server's code). */
  notice: {
    'too-late': 'Too late: the game has moved on.',
    'not-your-turn': 'Not your turn yet. Hang on!',
    'game-over': 'The game is over.',
    'not-allowed': 'Only the VIP can do that.',
    'rate-limited': 'Easy there! One tap at a time.',
    'too-few-seats': 'This show needs more players. Add a bot or wait for friends.',
    'too-many-seats': 'This show seats fewer players: remove a seat first.',
    'room-full': 'All the seats are taken.',
    'not-in-lobby': 'That can only be changed before the game starts.',
    'no-answer': 'The game did not answer. Please try again.',
    'not-saved': 'The game server could not save that, so nothing changed. Try again in a moment.',
    other: 'That did not work. Please try again.',
  },
  /** Avatar names by id (protocol/avatars.ts), colour first. */
  avatars: ['orange fox', 'sky owl', 'green frog', 'yellow star', 'blue whale', 'vermillion flame', 'purple flower'],
  /** The audience plays along (crowd-guess.ts). */
  crowd: {
    generic: 'Who’s next?',
    between: 'Next question coming up…',
    calledIt: 'You called it!',
    missed: (who: string) => `Not this time: ${who} took it.`,
    missedNobody: 'Not this time.',
    guessAlong: 'Guess along while you wait',
    guess: (who: string) => `Guess ${who}`,
    guesses: (n: number) => f.count(n, { one: '# guess', other: '# guesses' }),
    yourDecision: 'Your decision: guesses are for the others.',
    cheer: 'Cheer',
    groan: 'Groan',
  },
  /** Play against the computer (lobby-screen.ts). */
  solo: {
    heading: 'Play against the computer',
    players: 'Players in all',
    count: (n: number) => f.count(n, { one: '# player', other: '# players' }),
    play: 'Play against the computer',
    help: 'Computer players fill the table, one of each style in turn. A practice game: nothing to lose.',
  },
  /** The language picker's label. Other locales add "Language" so a lost reader finds it. */
  language: 'Language',
  /** Practice games and the coach (the lobby's practice switch, the coach switch and its tip). */
  coach: {
    practiceLabel: 'Practice game',
    practiceHint: 'Players may turn on a coach that suggests a move on their turn.',
    practiceOn: 'This is a practice game: you may turn on the coach.',
    coachLabel: 'Coach',
    coachOffHint: 'Turn on the coach to see what the strongest computer player would do.',
    coachWaiting: 'The coach speaks on your turn.',
    coachSays: 'Coach says',
  },
};

/** The shape of the phone's platform words in every locale. */
export type PhoneTexts = typeof en;
