/** The replay on the TV, in English, the source (docs/I18N.md): the picker, the badge and the friendly refusals. */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');

export const en = {
  /** The picker's heading and its accessible name. */
  title: 'Replay a game',
  /** One of tonight's games in the picker. */
  game: (n: number) => `Game ${f.number(n)}`,
  latest: 'the last one',
  /** Who won a game in the picker: its first places (one name, or a shared first place). */
  won: (winners: readonly string[]) => (winners.length === 1 ? `${winners[0]} won` : `${f.list(winners)} tied`),
  /** A practice game's show in the picker (as `npm run history` marks it): it stayed out of tonight's table. */
  practice: (show: string) => `${show} (practice)`,
  none: 'No game has finished tonight yet. Play one, then replay it here.',
  /** How to drive the picker with a remote. */
  pickKeys: 'Up/Down: choose · Enter: replay · Back: close',
  file: 'Or replay a game record file (drop it on this screen)',
  fileLabel: 'Replay a game record file',
  /** The button that opens the file picker (the browser's own said "Choose File" in English on every TV). */
  fileButton: 'Choose a file',
  close: 'Close',
  loading: 'Loading the replay...',
  /** The badge: never mistaken for the live game. */
  badge: 'REPLAY',
  speed: (x: number) => `${f.number(x)}x`,
  /**
   * The keys, the badge's second line over a game (one line of at most 528 design px at 32 px, in
   * the right column's width: the number keys 1, 2 and 4 work too, but do not fit it in Malay).
   */
  replayKeys: '◀ ▶: speed · Back: leave',
  /** Said in the captions when a replay starts and ends. */
  starts: (n: number) => `Replay of game ${f.number(n)}. This already happened: the live room waits.`,
  startsFile: 'Replay of a game record. This already happened: the live room waits.',
  speedNow: (x: number) => `Replay at ${f.number(x)}x.`,
  over: 'End of the replay. Back to the room.',
  newGame: 'A new game starts: the replay ends.',
  /** Friendly refusals. */
  unfinished: 'That game never finished, so it cannot be replayed.',
  notRecord: 'That file is not a game record we can replay. Download one from a finished game.',
  noRecord: 'That game has no record to replay.',
  offline: 'The replay could not be loaded. Check the connection and try again.',
  /** The server is preparing another replay (one at a time): the TV may ask again in a moment. */
  busy: 'The server is preparing another replay. Try again in a few seconds.',
};

/** The shape of the replay's words in every locale. */
export type ReplayTexts = typeof en;
