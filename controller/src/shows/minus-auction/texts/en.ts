/**
 * Minus Auction's words on the phone in English, the source (docs/I18N.md): the play screen, the
 * lobby's rules and bot picker, results, the audience's view. Its type is every locale's type.
 * Cube values keep their minus sign: they are written with `f.number` / `f.signed`.
 */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');
const chips = (n: number) => f.count(n, { one: '# chip', other: '# chips' });

export const en = {
  chips,
  noChips: 'You have no chips left, so you must take it.',
  presets: {
    show: { name: 'Show', description: 'The TV show: -3 to -35, one cube hidden, 9 chips each.' },
    veto: { name: 'Veto', description: 'Shorter: -3 to -25, one cube hidden, 7 chips, seats drawn at random.' },
    genius: { name: 'Genius', description: '-3 to -35 with two cubes hidden, 9 chips, seat 1 starts.' },
    classic: { name: 'Classic', description: 'The board game: nine cubes hidden, 7 to 11 chips by table size.' },
    custom: { name: 'Custom', description: 'Your own range, hidden cubes, chips and seating.' },
  },
  levels: {
    easy: { name: 'Easy', description: 'Judges a cube by its value and the chips on it.' },
    medium: { name: 'Medium', description: 'Plays to its runs and keeps chips in reserve.' },
    hard: { name: 'Hard', description: 'Counts the unseen cubes and reads the table.' },
  },
  styles: {
    bold: { name: 'Bold', description: 'Refuses longer to collect chips.' },
    steady: { name: 'Steady', description: 'Neither greedy nor shy.' },
    cautious: { name: 'Cautious', description: 'Takes early rather than pay chips.' },
  },
  hints: { label: 'Take preview', help: 'Each phone shows what taking the cube would do to its score.' },
  crowdPrompt: (offer: number) => `Who takes the ${f.number(offer)}?`,
  bots: { level: 'Level', style: 'Style', add: 'Add bot' },
  runs: { cleanSheet: 'No cubes: a clean sheet!', none: 'No cubes yet.', label: 'Cubes in runs', notCounted: 'not counted' },
  turn: {
    mine: (offer: number, pot: number) => `Your turn: cube ${f.number(offer)}, pot ${f.number(pot)}.`,
    of: (name: string, offer: number, pot: number) => `${name}'s turn: cube ${f.number(offer)}, pot ${f.number(pot)}.`,
  },
  rules: {
    summary: (smallest: number, largest: number, hidden: number, chipsEach: number) =>
      `Cubes ${f.number(-smallest)} to ${f.number(-largest)}, ${f.number(hidden)} hidden, ${chips(chipsEach)} each.`,
    smallest: 'Closest cube (minus)',
    largest: 'Furthest cube (minus)',
    removed: 'Hidden cubes',
    chipsEach: 'Chips each',
    seating: 'Seating',
    joinOrder: 'In join order',
    shuffled: 'Drawn at random',
    starter: 'Who starts',
    randomSeat: 'A random seat',
    seatOne: 'Seat 1',
    legend: 'Rules',
    /** The custom range checked on the phone (custom-check.ts). */
    badEnds: 'The furthest cube must be further from zero than the closest.',
    shortRange: (cubes: number, players: number, hidden: number) =>
      `${f.number(cubes)} cubes are too few: ${f.number(players)} players and ${f.number(hidden)} hidden need ${f.number(players + hidden)}. Widen the range or hide fewer.`,
  },
  /** The how-to's table (how-to-table.ts). */
  howTo: {
    table: 'The table',
    vault: (n: number) => f.count(n, { one: 'Vault: # hidden cube', other: 'Vault: # hidden cubes' }),
    calls: (name: string) => `${name}'s call`,
    seat: (name: string, chips: number) => `${name}, ${f.count(chips, { one: '# chip', other: '# chips' })}`,
  },
  offer: {
    group: 'Cube on offer',
    label: 'On offer',
    pot: 'Pot',
    /** The pot as a screen reader says it (the card shows the number alone). */
    potSpoken: (n: number) => f.count(n, { one: '# chip', other: '# chips' }),
    /** Cubes still in the deck after the one on offer. */
    left: (n: number) => (n === 0 ? 'Last cube!' : f.count(n, { one: '# more to come', other: '# more to come' })),
  },
  play: {
    yourTurn: 'Your turn!',
    next: 'Next cube coming up…',
    deciding: (name: string) => `${name} is deciding…`,
    take: 'Take:',
    ifTook: 'If you took it:',
    potGain: (n: number) => `+${chips(n)}`,
    offline: 'Take and Refuse come back when the connection does.',
    noChips: 'No chips left: you must take it.',
    decision: 'Your decision',
    refuse: 'Refuse',
    takeButton: 'Take',
    myChips: 'Your chips:',
    /** Everyone who refused this cube, in the order they first did, each with how many times (the avatars show every refusal). */
    refused: (who: readonly { name: string; times: number }[]) => `Refused so far: ${f.list(who.map((w) => (w.times > 1 ? `${w.name} (${f.number(w.times)} times)` : w.name)))}`,
    refusedLabel: 'Refused so far:',
    nobody: 'Nobody has refused this cube yet.',
    botSeat: 'A bot is playing your seat for now.',
    takeBack: 'Take my seat back',
    myCubes: 'My cubes',
    score: (total: number, cubes: number, left: number) => `Score ${f.signed(total)}: cubes ${f.signed(cubes)}, ${chips(left)}`,
    everyone: 'Everyone’s cubes and scores',
  },
  results: {
    yours: 'Your score',
    counted: (cubes: readonly number[], sum: number) => `Counted ${cubes.length > 1 ? 'cubes' : 'cube'}: ${cubes.map((c) => f.number(c)).join(', ')}${cubes.length > 1 ? ` (${f.signed(sum)})` : ''}`,
    noCubes: 'No cubes: nothing counted against you.',
    chipsLeft: (n: number) => `Chips left: ${chips(n)} (${f.signed(n)})`,
    total: (score: number, place: number) => `Total: ${f.signed(score)}, place\u00a0${f.number(place)}`,
    wins: (name: string) => `${name} wins!`,
    shared: (names: readonly string[]) => `First place is shared: ${f.list(names)}`,
    sharedBare: 'First place is shared!',
    /** The finale's vault, in the TV's words ("THE VAULT HELD"). */
    hidden: 'The vault held',
    noneHidden: 'Nothing was in the vault.',
    standings: 'Standings',
    scoreLabel: 'score',
  },
  seat: {
    place: (n: number) => `#${f.number(n)}`,
    you: '(you)',
    deciding: 'deciding',
    refusedAt: (turns: readonly number[]) => `refused ${turns.map((t) => `#${f.number(t)}`).join(', ')}`,
    bot: 'bot',
    away: 'away',
    cubeScore: 'cube score',
  },
  watch: {
    playersSoFar: (n: number) => `Players so far: ${f.number(n)}. The game starts when the VIP says so.`,
    table: 'The table',
  },
};

/** The shape of Minus Auction's phone words in every locale. */
export type MinusPhoneTexts = typeof en;
