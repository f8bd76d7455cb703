/**
 * The host's platform lines in English (the source: its type is every locale's type;
 * docs/I18N.md). Variant lists may differ in length per language: the room's seeded variant
 * picks one (`pick`).
 */
import { formatsFor } from '../../i18n/format.js';
import type { SoundId } from '../sounds.js';

const f = formatsFor('en');

export const en = {
  seatJoined: [(who: string) => `${who} joins the show!`, (who: string) => `Welcome, ${who}!`, (who: string) => `${who} takes a seat.`],
  seatLeft: (who: string) => `${who} has left the table.`,
  /** `clock`: a decision's clock runs (only then is it said to keep running). */
  seatAway: (who: string, clock: boolean) => `${who}'s phone went quiet.${clock ? ' The clock keeps running.' : ''}`,
  /** A newcomer under the name of a seat that left tonight: that seat's row goes on. */
  seatRejoined: (who: string) => `Welcome back, ${who}! Tonight's scores carry on.`,
  seatBack: [(who: string) => `${who} is back!`, (who: string) => `Welcome back, ${who}!`],
  /** `bot` is the computer player's label as `botLabel` words it. */
  standIn: (bot: string, who: string) => `A computer player (${bot}) sits in for ${who}.`,
  /** The person left on purpose (the phone's "Leave this game"): `bot` as in `standIn`. */
  standInLeft: (bot: string, who: string) => `${who} left the game: a computer player (${bot}) plays their seat.`,
  vipChanged: (who: string) => `${who} is the VIP now, and can start the show.`,
  /** Nobody holds the VIP role now (`vip-changed` with seat -1). */
  vipNone: 'Nobody is the VIP for now: the next person to come back to their own seat, or to join, becomes the VIP.',
  showChosen: [(title: string) => `Next up: ${title}!`, (title: string) => `Tonight's next show: ${title}.`],
  /** The countdown's last seconds: "Ana, 5 seconds!". */
  countdown: (who: string, seconds: number) => `${who}, ${f.count(seconds, { one: '# second', other: '# seconds' })}!`,
  /** A seat the screen does not know, 1-based. */
  seat: (n: number) => `Seat ${f.number(n)}`,
  someone: 'Someone',
  /** Each sound in words, for people who cannot hear it (`[chip clink]`). */
  sounds: {
    join: 'chime', leave: 'soft door', start: 'opening sting', draw: 'whoosh and thud',
    'clink-1': 'chip clink', 'clink-2': 'chip clink', 'clink-3': 'chip clink',
    take: 'take sting', 'take-bad': 'low take sting', 'take-good': 'bright take sting', tick: 'clock tick',
    rumble: 'vault rumble', drumroll: 'drum roll', reveal: 'cymbal', fanfare: 'fanfare', aww: 'sympathetic aww',
  } satisfies Record<SoundId, string> as Record<SoundId, string>,
};

/** The shape of the platform captions in every locale. */
export type CaptionTexts = typeof en;
