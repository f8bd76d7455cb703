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
    badCodeLetters: 'Room codes never use A, D, E, I, O, Q, U or Y. Check the four letters on the TV.',
    name: 'Your name',
    avatar: 'Your colour and sign',
    join: 'Join',
    joining: 'Joining…',
    watchAsAudience: 'Watch as audience',
    justWatch: 'Just watch',
    /** Before Join, when the typed room's game is on or its table full: a newcomer will watch. */
    gameOn: 'A game is on right now: newcomers watch this one, then can take a seat for the next.',
    tableFull: 'Every seat is taken: newcomers watch from the audience, and can take a seat if one frees up between games.',
    nameHelp: (max: number) => `Up to ${f.number(max)} characters.`,
    nameFull: (max: number) => `That’s the limit: ${f.number(max)} characters.`,
    avatarTaken: (avatar: string) => `${avatar}, taken`,
    avatarsTaken: 'Greyed-out avatars are already at the table.',
  },
  /** A join refusal or a lost seat, as a friendly sentence (by the server's code). */
  failure: {
    'no-such-room': 'There is no game with that code. Check the four letters on the TV.',
    'name-empty': 'Please type a name so the others know who you are.',
    'name-too-long': 'That name is a bit long. Please use 16 letters or fewer.',
    'name-taken': 'Someone at this game already has that name, or one that looks just like it. Please pick another.',
    'slow-down': 'Lots of people are joining from this network right now. Wait a few seconds and try again.',
    'name-invalid': 'That name has characters the TV cannot show. Please use letters, numbers or emoji.',
    'name-hidden': 'The VIP hid that name tonight. Please pick another.',
    'room-full': 'This game is packed: every seat and every place in the audience is taken. Try again in a minute.',
    'game-in-progress': 'This game has already started. You can watch it as the audience.',
    unreachable: 'We cannot reach the game. Check that this phone is on the same Wi-Fi as the TV.',
    kicked: 'The VIP took you off the table. You can join again or watch.',
    'room-ended': 'That game has ended: it is no longer on the game server. To play again, type the new code from the TV.',
    'taken-over': 'Your seat is now open on another screen. Join here again to bring it back, with its own name and sign.',
    'not-saved': 'The game server could not save your seat just now. Try again in a moment.',
    'room-paused': 'The game server holding that game is restarting. Wait a moment, then tap Join again.',
    'avatar-taken': 'Someone just picked that avatar. Choose another one and tap Join again.',
    other: 'Something about that did not work. Please try again.',
  },
  linkDown: 'Connection lost. Reconnecting…',
  /** While reconnecting, when the server storing the room is restarting (a cluster of game servers). */
  serverAway: 'The game server is restarting. Hold on: your seat and the game come back when it does.',
  /** While reconnecting, after the server said it is stopping (Ctrl-C, a restart): the TV's words for it. */
  serverStopping: 'The game server is stopping. Waiting for it to come back…',
  restored: 'The game server restarted: your game is back.',
  restoredGameLost: 'The game server restarted, but the last game could not be brought back. You are back in the lobby: the VIP can start a new one.',
  /** A decision the timer or a computer player made could not be saved (state `storageWait`): the game waits. */
  storageWait: 'The game server could not save the last move, so the game is waiting. It carries on by itself as soon as the server can save again.',
  /** The avatar asked for was taken by the time the phone sat down (party-app.ts). */
  avatarTaken: (wanted: string, got: string) => `Someone already had the ${wanted}, so you are the ${got}.`,
  /** After a reload the phone may not buzz until a tap (buzz.ts). */
  buzzBlocked: 'Tap anywhere so this phone can buzz on your turn.',
  /** Avatar names by id (protocol/avatars.ts), colour first. */
  avatars: ['orange fox', 'sky owl', 'green frog', 'yellow star', 'blue whale', 'vermillion flame', 'purple flower'],
  app: {
    results: 'Here are the results.',
    started: 'The game has started.',
    overLook: 'Game over! Look at the TV.',
    overResults: 'Game over. Here are the results.',
    finding: 'Finding your seat…',
    otherGame: 'Join a different game',
    /** The menu's way out (a seat in the lobby or in a game, or a watcher). */
    leaveGame: 'Leave this game',
    /** The question before a seat leaves during a game (phone-menu.ts): the room gives the seat to a computer player. */
    leaveAsk: 'Leave this game? A computer player takes your seat for the rest of the game, so everyone else plays on.',
    leaveYes: 'Yes, leave',
    leaveCancel: 'Stay',
    loadingShow: 'Loading the show…',
    loadingResults: 'Loading the results…',
    menu: 'Menu',
  },
  /** The show's "how to play" (components/how-to-play.ts). */
  howTo: {
    open: 'How to play',
    close: 'Close',
    closeLabel: 'Close how to play',
    again: 'Watch again',
    step: (beat: number, beats: number) => `${f.number(beat)} of ${f.number(beats)}`,
    /** The how-to's own controls: one step back, pause or play on, one step on (their visible signs are symbols). */
    back: 'Previous step',
    pause: 'Pause',
    resume: 'Play on',
    next: 'Next step',
  },
  audience: {
    started: 'The game has started: you’re watching this one. When it ends, you can take a seat for the next game.',
    full: (seats: number) => `The table is full (${f.count(seats, { one: '# player', other: '# players' })}): you’re watching. If a seat frees up between games, you can take it.`,
    waiting: 'Waiting for the game',
    watching: 'Watching',
    badge: 'Audience',
    takeSeat: 'Take a seat',
    /** Between games, a watcher who came to play and a seat is free (the table may have been full when it came). */
    seatFree: 'A seat is free now: take it to play in the next game.',
  },
  countDown: {
    label: (s: number) => f.count(s, { one: '# second left', other: '# seconds left' }),
    /** The seconds beside a timer, as the number and its unit (the unit is drawn in the text face: the headline face's capitals made "14 s" read "14 S"); the unit carries its own leading space where the language has one. */
    short: (s: number) => ({ count: f.number(s), unit: ' s' }),
    /** In place of the seconds while the link to the room is down (short: it sits where the seconds did). Not "paused": the room's server may run the timer on and decide for an away player. */
    offline: 'Offline',
    /** The offline timer's name for screen readers. */
    offlineLabel: 'Decision timer: offline, reconnecting…',
  },
  evening: { title: 'Tonight’s table', name: 'Name', games: 'Games', wins: 'Wins' },
  hold: {
    title: 'Look at the TV!',
    lead: 'Game over. The big screen shows how it ended.',
    wait: 'Your results appear here once the TV has shown the winner.',
    now: 'Show my results now',
  },
  lobby: {
    title: 'Lobby',
    room: 'room',
    you: '(you)',
    vip: 'VIP',
    bot: (label: string) => `Bot ${label}`,
    away: 'away',
    remove: 'Remove',
    removeWho: (name: string) => `Remove ${name}`,
    kick: 'Kick',
    kickWho: (name: string) => `Kick ${name}`,
    /** The VIP's question before a kick (lobby-screen.ts): a mis-tap must not remove a player. */
    kickAsk: (name: string) => `Kick ${name}? ${name}’s phone leaves the game. No hard feelings: ${name} can join again, or watch from the sofa.`,
    kickYes: 'Yes, kick',
    kickCancel: 'Cancel',
    show: 'Show',
    players: (min: number, max: number) => `${f.number(min)}-${f.number(max)} players.`,
    over: (n: number, title: string, max: number, over: number) => `${f.count(n, { one: '# player', other: '# players' })}: ${title} seats ${f.number(max)}. Remove ${f.number(over)} to start.`,
    /** The host's rules cannot deal this many players (a custom deck too small): the rules shown are theirs, as for fewer players. */
    /** `most`: the most players the rules deal (state `settings.fitsUpTo`), when known and at least one. */
    doesNotFit: (n: number, most?: number) => (most !== undefined && most >= 1 && most < n - 1
      ? `These rules cannot deal ${f.number(n)} players, only ${f.number(most)}: change them, or remove ${f.number(n - most)} players.`
      : `These rules cannot deal ${f.count(n, { one: '# player', other: '# players' })}: change them, or remove a player.`),
    /** The same, on the other players' phones: only the VIP can change the rules or the seats. */
    doesNotFitOthers: (n: number, most?: number) => `These rules cannot deal ${f.number(n)} players${most !== undefined && most >= 1 && most < n ? `, only ${f.number(most)}` : ''}: the VIP can change them.`,
    missing: (n: number, max: number, missing: number) => `${f.number(n)} of ${f.number(max)} seats taken. ${f.number(missing)} more needed to start.`,
    taken: (n: number, max: number) => `${f.number(n)} of ${f.number(max)} seats taken.`,
    seats: 'Seats',
    addBot: 'Add a computer player',
    start: 'Start the game',
    startHelp: 'Add a bot or wait for friends to start.',
    waitVip: 'Waiting for the VIP to start the game.',
    /** Another player's phone while the VIP's rules cannot deal the seated players. */
    waitRules: 'Waiting for the VIP to change the rules.',
    /**
     * The decision timer, in every show's rules (platform timer-choices.ts): the editor's label, the
     * sentence the other players read, and its values. One wording for every show.
     */
    timer: {
      label: 'Decision timer',
      is: (timer: string) => `Decision timer: ${timer}.`,
      seconds: (s: number) => f.count(s, { one: '# second', other: '# seconds' }),
      off: 'Off',
    },
  },
  results: {
    title: 'Game over',
    again: 'Play again',
    change: 'Change the show, rules or seats',
    vipNext: 'The VIP can start another game.',
    takeSeat: 'Take a seat for the next game',
    /** A newcomer seated while the results are on: they did not play the game shown. */
    seatNext: 'You have a seat for the next game. These are the results of the game before you came.',
    /** The same, for a watcher who watched the game shown and then sat down on its results. */
    seatNextWatched: 'You have a seat for the next game. You watched this one from the audience: the next one is yours to play.',
    /** Over tonight's table after a practice game. */
    practiceGame: 'That was a practice game: it stays out of tonight’s table.',
    download: 'Download the game record',
    /** Tonight's table: a show the player never played (the cell shows "–"). */
    notPlayed: 'not played',
    /** My seat this game: turns a computer player decided for me (a stand-in), and turns the timer decided. */
    botTurns: (n: number) => `A computer player played ${f.count(n, { one: '# of your turns', other: '# of your turns' })} this game.`,
    timedOut: (n: number) => `Time ran out on ${f.count(n, { one: '# of your turns', other: '# of your turns' })}: the game chose for you.`,
  },
  /** The audience plays along (crowd-guess.ts). */
  crowd: {
    generic: 'Who’s next?',
    between: 'Next question coming up…',
    calledIt: 'You called the last one!',
    missed: (who: string) => `Last one: not this time, it was ${who}.`,
    missedNobody: 'Last one: not this time.',
    guessAlong: 'Guess along while you wait',
    guess: (who: string) => `Guess ${who}`,
    /** The line above the seats to guess on: they are buttons, a tap guesses. */
    tapHint: 'Tap a name to guess.',
    guesses: (n: number) => f.count(n, { one: '# guess', other: '# guesses' }),
    yourDecision: 'Your decision: guesses are for the others.',
    cheer: 'Cheer',
    groan: 'Groan',
    /** My count this game: `right` of `made` guesses came true. */
    score: (right: number, made: number) => `Your guesses this game: ${f.number(right)} of ${f.number(made)} right`,
    /** The finale's box of how my guessing went (its accessible name). */
    yourGuesses: 'Your guesses',
    /** The finale's list of the crowd's best guessers (crowd-best.ts), the TV's "Best guessers". */
    best: 'Best guessers',
    /** One guesser's count: `right` of `made` guesses came true. */
    bestCount: (right: number, made: number) => `${f.number(right)} of ${f.number(made)} right`,
    /** The VIP's button beside a watcher's name, and its accessible name. */
    hide: 'Hide name',
    hideWho: (name: string) => `Hide the name ${name}`,
    /** What hiding does, under the VIP's list. */
    hideHelp: 'A rude name? Hide it: that watcher is shown as “Watcher” and a number for the rest of the evening.',
    /** The VIP's question before a hide: it lasts the evening. */
    hideAsk: (name: string) => `Hide “${name}” for the rest of the evening? It cannot be undone tonight.`,
    hideYes: 'Yes, hide it',
    hideCancel: 'Cancel',
    /** A watcher the room names by number ("Watcher 3"), as the phone shows it. */
    watcher: (n: number) => `Watcher ${f.number(n)}`,
    /** My own row among the best guessers (crowd-best.ts). */
    you: 'you',
    /** On my phone when the host hid the name I chose: how the room lists me now (`name`: "Watcher 3"). */
    hiddenYou: (name: string) => `The VIP hid the name you chose: you are listed as ${name}.`,
  },
  /** Play against the computer (lobby-screen.ts). */
  solo: {
    heading: 'Play against the computer',
    players: 'Players in all',
    count: (n: number) => f.count(n, { one: '# player', other: '# players' }),
    play: 'Play against the computer',
    help: 'Computer players fill the table. A practice game: nothing to lose.',
  },
  /** The VIP's "Let a bot play a seat" during a game (seat-handover.ts). */
  handOver: {
    title: 'Let a bot play a seat',
    help: 'For a player who had to step away: a computer player takes their turns until they take their seat back on their phone.',
    hand: 'Let a bot play',
    handWho: (name: string) => `Let a bot play for ${name}`,
    confirm: (name: string) => `Let a bot play for ${name}? ${name} can take the seat back from their phone at any time.`,
    yes: 'Yes, let a bot play',
    cancel: 'Cancel',
    botPlays: 'a bot is playing',
    /** My seat is a bot's between games (the lobby, the results): it plays the next game unless I take it back. */
    botNext: 'A bot is playing your seat: it plays the next game too, unless you take your seat back.',
    takeBack: 'Take my seat back',
    /** At the top of the VIP's game screen while a person's phone is away: until a bot plays, the timer chooses for them. */
    awayNudge: (name: string) => `${name}’s phone is away: the timer is choosing for ${name}.`,
    /** The nudge with the decision timer off: nothing chooses, the game waits. */
    awayWaits: (name: string) => `${name}’s phone is away: the game waits for ${name}.`,
    /** The turn line while a bot plays the seat on turn (mine: "you"). */
    botChoosesForYou: 'A computer player is choosing for you…',
    botChoosesFor: (name: string) => `A computer player is choosing for ${name}…`,
    /** The turn line while the phone of the seat on turn is away: the timer chooses, or (timer off) the game waits. */
    awayTimer: (name: string) => `${name} is away: the timer will choose.`,
    awayWaiting: (name: string) => `${name} is away: the game waits.`,
  },
  /** The language picker's label. Other locales add "Language" so a lost reader finds it. */
  language: 'Language',
  /** Practice games and the coach (the lobby's practice switch, the coach switch and its tip). */
  coach: {
    practiceLabel: 'Practice game',
    practiceHint: 'Players may turn on a coach that suggests a move on their turn.',
    practiceOn: 'This is a practice game: you may turn on the coach.',
    practiceHintNoCoach: 'A practice game stays out of tonight’s table.',
    practiceOnNoCoach: 'This is a practice game: it stays out of tonight’s table.',
    coachLabel: 'Coach',
    coachOffHint: 'Turn on the coach to see what the strongest computer player would do.',
    coachWaiting: 'The coach speaks on your turn.',
    coachSays: 'Coach says',
  },
};

/** The shape of the phone's platform words in every locale. */
export type PhoneTexts = typeof en;
