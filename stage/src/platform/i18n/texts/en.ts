/**
 * The stage's platform words in English, the source (docs/I18N.md): lobby, menu, results frame,
 * seat cards, sound keys, the link band and the accessible mirror. Its type is every locale's type.
 */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import { remoteEn } from './remote-en.js';

const f = formatsFor('en');

export const en = {
  ...remoteEn,
  /** The seconds left after a decider's line on the TV (" · 12 s"). */
  seconds: (s: number) => ` · ${f.number(s)} s`,
  welcome: 'Welcome to the show! Scan the code to join.',
  /** The greeting of a TV page opened (or reloaded) while a game is on: no code is on screen to scan. */
  welcomeGame: 'Welcome back: the game goes on.',
  /** The greeting of a TV page opened (or reloaded) on a game's results. */
  welcomeResults: 'Welcome back: here are the last game’s results.',
  /** Said when the room comes back to the lobby after a game's results. */
  backInLobby: 'Back in the lobby! Same again, or something new? Late arrivals: scan the code.',
  lobby: {
    addBot: 'Add a bot',
    start: 'Start',
    /** The Enter key's name on the start tile, as the hints name it. */
    enterKey: 'Enter',
    /** The Start tile's value while the lobby's rules cannot deal the seated players. */
    fixRulesKey: 'Change rules',
    /** Said when the room refuses to start: the rules do not fit this many seats. */
    rulesDontFit: 'These rules do not fit this many players: change them on the VIP’s phone, then start.',
    tableFull: 'Every seat is taken: remove a player or a bot on the VIP’s phone to add a bot.',
    soloFromSeat: 'Join on your phone first: a solo game is played from your seat.',
    soloTooMany: 'More people are seated than that: pick more players in all, or start a normal game.',
    language: 'Language',
    pickShow: 'Up and down pick the show for the next game.',
    scan: 'Scan with your phone · same Wi-Fi as this screen',
    /** Phones in the audience (watching, guessing along), under the join box. */
    watching: (n: number) => f.count(n, { one: '# phone watching', other: '# phones watching' }),
    waiting: 'waiting...',
    free: 'free seat',
    over: (title: string, max: number, over: number) => `${title} seats ${f.number(max)}: the VIP removes ${f.number(over)} first`,
    need: (n: number) => f.count(n, { one: 'Waiting for # more player (or add a bot)', other: 'Waiting for # more players (or add a bot)' }),
    startOrShow: 'Press Enter or ask the VIP to start · Up for another show',
    startHint: 'Press Enter or ask the VIP to start',
    minSeats: (n: number) => `${f.number(n)}+ seats`,
    soloPlayers: (n: number) => f.count(n, { one: '# player', other: '# players' }),
    solo: 'Solo game',
    thisShow: 'This show',
    timerOff: 'off',
    timer: (s: number) => `${f.number(s)} s`,
  },
  results: {
    /** Over the join box on the results: who sat down while they were on (names, comma-separated). */
    nextGame: (names: string) => `Joining the next game: ${names}`,
    hintShared: 'No outright winner · Enter or the VIP: next game · Back: show, rules, seats · R: replay',
    hint: 'Enter or the VIP: next game · Back: show, rules, seats · R: replay',
    /** The results' line after a practice game (not counted): what it was, and the keys that matter. */
    hintPractice: 'Practice, not counted · Enter or the VIP: next game · Back: settings · R: replay',
    /** The tag at the top of the TV while a practice game plays: what it is, and that it does not count. */
    practiceTag: ['PRACTICE', 'not counted tonight'],
    tonight: "TONIGHT'S TABLE",
    practiceOnly: "Practice games stay out of tonight's table.",
    name: 'Name',
    wins: 'Wins',
    row: (name: string, games: number, wins: number, points: string) => `${name}: ${f.count(games, { one: '# game', other: '# games' })}, ${f.count(wins, { one: '# win', other: '# wins' })}${points ? `, ${points}` : ''}`,
    scan: ['Scan to join', 'the next game'],
    /** The last line of tonight's table on the TV when it has more rows than room: the phones list them all. */
    more: (n: number) => f.count(n, { one: '+# more on the phones', other: '+# more on the phones' }),
  },
  seat: {
    bot: (label: string) => `BOT · ${label}`,
    standIn: (label: string) => `BOT stands in (${label})`,
    computer: 'computer',
    on: 'phone on',
    off: 'phone off',
    vip: (phone: string) => `VIP · ${phone}`,
  },
  sound: {
    muted: 'Sound is muted: press M to unmute.',
    welcome: 'Sound on. Welcome to the show!',
    off: 'Sound off. Press M for sound.',
    on: 'Sound on.',
    volume: (v: number) => `Volume ${f.number(v)} of 10.`,
  },
  link: {
    stopping: 'The game server is stopping. Waiting for it to come back...',
    /** The room's game server is restarting (`code`: the room's code, '' when not known). */
    away: (code: string) => `The game server holding ${code ? `room ${code}` : 'this room'} is restarting. The game comes back when it does: stay on this page.`,
    restored: 'The game server restarted: your game is back.',
    restoredGameLost: 'The game server restarted, but the last game could not be brought back. You are in the lobby: start a new game when ready.',
    /** A decision the timer or a computer player made could not be saved (state `storageWait`): the game waits. */
    storageWait: 'The game server could not save the last move, so the game is waiting. It carries on by itself as soon as the server can save again.',
    lost: 'Lost the game server. Reconnecting...',
    /** After about 90 s without the server; the stage goes on trying every 5 s, so no reload is needed. */
    unreachable: 'Cannot reach the game server. Check that it is running (npm start): the show comes back by itself when it is.',
    /** The room this TV showed had closed (a server restarted without it, or nobody came back in time): a new one is open. */
    replaced: (code: string) => `The room this screen showed has closed. A new room is open: ${code}. Join with the new code.`,
    retry: 'The show could not reach its server. Is it running? Retrying...',
  },
  mirror: {
    unlock: 'Click or press any key to start the show',
    join: (url: string) => `Join on your phone: ${url}`,
    theShow: 'The show',
    room: (show: string, code: string) => `${show} · room ${code}`,
    evening: "Tonight's table",
    captions: 'Host captions',
    roomCode: 'Room code',
    joinLink: 'Join on your phone',
    sameWifi: '(same Wi-Fi as this screen)',
    table: 'The table',
    seats: 'Seats',
    /** The lobby's tiles as buttons (app/lobby-mirror.ts). */
    lobby: 'Game settings',
    /** The lobby's scene for screen readers. */
    lobbyScene: 'Lobby: scan the code to join.',
    /** The show's canvas (the page's main landmark): `show` is the chosen show's name. */
    main: (show: string) => `${show}, the show`,
  },
};

/** The shape of the stage's platform words in every locale. */
export type StageTexts = typeof en;
