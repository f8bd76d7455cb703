/**
 * The stage's words for the TV remote, seat status, sound captions, tonight's games column and
 * ordinals, in English (merged into the stage catalogue, en.ts; docs/I18N.md).
 */
export const remoteEn = {
  /** The lobby's hint line: what the remote's keys do now (lobby-menu.ts `menuHint`). */
  keys: {
    noFocus: 'Press Enter or ask the VIP to start · Left/Right for the settings',
    start: 'Enter: start the game · Left/Right: move',
    bot: 'Enter: add a bot · Up/Down: its level · Left/Right: move',
    solo: 'Enter: play against the computer · Up/Down: how many players · Left/Right: move',
    howTo: (seconds: number) => `Enter: watch how to play (${seconds} seconds) · Left/Right: move`,
    replay: 'Enter: replay a game from tonight · Left/Right: move',
    /** `what` is the focused tile's label ("preset", "the show"). */
    /** The show tile's name in `value`. */
    theShow: 'the show',
    value: (what: string) => `Up/Down: change ${what.toLowerCase()} · Left/Right: move · Enter: start`,
  },
  /** The lobby's replay tile, shown once a game has finished tonight (`n` games tonight). */
  replayTile: { button: 'Replay a game from tonight', tile: 'Replay', games: (n: number) => (n === 1 ? '1 game' : `${n} games`) },
  /** The show's "how to play" on the stage: the lobby's tile, the banner over it, the skip. */
  howTo: {
    tile: 'How to play',
    /** The tile's value: the lesson's length, in the words of the remote's hint ("30 S" on a Malay TV read as nothing). */
    length: (seconds: number) => `${seconds} seconds`,
    banner: (beat: number, beats: number) => `HOW TO PLAY · ${beat} of ${beats}`,
    skip: 'Back or Enter: skip',
    skipButton: 'Skip how to play',
    scene: (seconds: number) => `How to play: a ${seconds}-second animated lesson on the TV.`,
    back: 'Back in the lobby. Scan the code to join!',
  },
  /** A seat card's status line: only what the room needs from across it. */
  status: { bot: 'BOT', away: 'AWAY', awayBotPlays: 'AWAY · bot plays', leftBotPlays: 'LEFT · bot plays', botPlays: 'BOT PLAYS', coached: 'COACHED', vip: 'VIP' },
  soundCaptions: { on: 'Sound captions on. Press C to hide them.', off: 'Sound captions off. Press C to show them.' },
  /** 1st, 2nd, 3rd, 4th... */
  ordinal: (n: number) => {
    const teen = n % 100 >= 11 && n % 100 <= 13;
    const last = n % 10;
    return `${n}${!teen && last === 1 ? 'st' : !teen && last === 2 ? 'nd' : !teen && last === 3 ? 'rd' : 'th'}`;
  },
};

export type RemoteTexts = typeof remoteEn;
