/**
 * Minus Auction's host lines in English, the source (docs/I18N.md; tone in docs/STAGE.md,
 * "Captions": short, warm, a little cheeky, the name first, never mocking a person). Cubes arrive
 * already written with their minus sign ("-27"); each list is the event's variants.
 */
import { formatsFor } from '../../../platform/i18n/format.js';

const f = formatsFor('en');
const chips = (n: number) => f.count(Math.max(0, n), { '=0': 'no chips', one: '# chip', other: '# chips' });
const pts = (n: number) => f.count(n, { one: '# point', other: '# points' });

export const en = {
  chips,
  /** The game's start; `drawn`: the seats in the order drawn at random (the rules' shuffled seating), else empty. */
  gameStarted: (game: number, hidden: number, first: string, drawn: readonly string[]) =>
    `Game ${f.number(game)}! ${drawn.length ? `Seats drawn at random: ${f.list(drawn)}. ` : ''}${hidden === 0 ? 'Nothing goes into the vault' : f.count(hidden, { one: '# cube goes into the vault, face down', other: '# cubes go into the vault, face down' })}. ${first} goes first.`,
  revealedLast: [(cube: string, who: string) => `The last cube: ${cube}! ${who}, your call.`, (cube: string, who: string) => `Last one in the deck: ${cube}. Over to ${who}.`],
  revealed: [
    (cube: string, who: string, _n: number) => `Here comes ${cube}! ${who}, your call.`,
    (cube: string, who: string, _n: number) => `Next up: ${cube}. Over to ${who}.`,
    (cube: string, who: string, n: number) => `Cube number ${f.number(n)}: ${cube}. ${who} decides first.`,
    (cube: string, who: string, _n: number) => `Out of the box: ${cube}. ${who}, what will it be?`,
  ],
  /** What rides on the cube after a refusal: "1 chip rides", "3 chips ride". */
  pot: (n: number) => f.count(n, { one: '# chip rides', other: '# chips ride' }),
  refusedTimeout: [
    (who: string, pot: string, cube: string) => `Time's up for ${who}: a chip goes in. ${pot} on ${cube}.`,
    (who: string, pot: string, cube: string) => `${who} ran out of time, so a chip goes in. ${pot} on ${cube}.`,
  ],
  refused: [
    (who: string, pot: string, cube: string) => `${who} says no thanks. ${pot} on ${cube}.`,
    (who: string, pot: string, cube: string) => `${who} lets it go. ${pot} on ${cube}.`,
    (who: string, pot: string, cube: string) => `${who} pays a chip to pass. ${pot} on ${cube}.`,
    (who: string, pot: string, cube: string) => `Not for ${who}! ${pot} on ${cube}.`,
  ],
  forced: [(who: string, cube: string) => `${who} is out of chips and must take ${cube}`, (who: string, cube: string) => `No chips left, so ${who} takes ${cube}`],
  timeoutTake: (who: string, cube: string) => `Time's up: ${who} takes ${cube}`,
  take: [(who: string, cube: string) => `${who} takes ${cube}`, (who: string, cube: string) => `${who} grabs ${cube}`, (who: string, cube: string) => `${who} says yes to ${cube}`],
  /** The take's opening with the chips won: "Ana takes -12 and 3 chips." */
  withPot: (opening: string, n: number) => `${opening} and ${chips(n)}.`,
  noPot: (opening: string) => `${opening}, with no chips on it.`,
  joinsRuns: (delta: number, who: string) => `It joins two runs: ${f.signed(delta)} points for ${who}!`,
  topsRun: (who: string) => `It tops a run: +1 point for ${who}!`,
  fits: ['That joins a run: no damage at all.', 'It fits a run, so it costs nothing.'],
  stings: [
    (delta: number, _who: string) => `That one stings: ${f.signed(delta)}.`,
    (delta: number, _who: string) => `Brave! ${f.signed(delta)} on the board.`,
    (delta: number, who: string) => `Oof, ${f.signed(delta)}. Chin up, ${who}.`,
  ],
  newRun: [(delta: number) => `A new run: ${f.signed(delta)}.`, (delta: number) => `${f.signed(delta)} on the board.`],
  vaultEmpty: 'The vault was empty all along!',
  vaultOne: [(cube: string) => `The vault opens... the missing cube was ${cube}!`, (cube: string) => `Drum roll... the cube nobody saw: ${cube}!`],
  vaultMany: (cubes: readonly string[]) => `The vault opens... the missing cubes were ${f.list(cubes)}!`,
  chipsOut: ['Now the chips come out of hiding...', 'Chips on the table, everyone...'],
  /** The winner and their score in points (plural through `Intl.PluralRules`: "on -1 point", "on -27 points"). */
  wins: [(who: string, points: number) => `${who} wins the show with ${pts(points)}!`, (who: string, points: number) => `And the winner is... ${who}, on ${pts(points)}!`],
  shared: (who: readonly string[]) => `A shared first place: no outright winner!${who.length ? ` ${f.list(who)} tie at the top.` : ''}`,
};

/** The shape of Minus Auction's host lines in every locale. */
export type MinusCaptionTexts = typeof en;
