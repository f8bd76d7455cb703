/**
 * Minus Auction's words on the stage in English, the source (docs/I18N.md): the auction's labels,
 * the finale's banners, the rule rows, the mirror's table in words. Its type is every locale's type.
 */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');
const ordinal = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const chips = (n: number) => f.count(n, { '=0': 'no chips', one: '# chip', other: '# chips' });

export const en = {
  /** The pot under the cube on offer, on the TV. */
  pot: (n: number) => f.count(n, { '=0': 'Pot: empty', one: 'Pot: # chip', other: 'Pot: # chips' }),
  call: (name: string, secs: string) => `${name}'s call${secs}`,
  info: (game: number, cube: number, left: number) => `Game ${f.number(game)} · cube ${f.number(cube)} · ${f.number(left)} left in the deck`,
  vault: 'VAULT',
  /** A seat's tag for its refusals of the cube on offer (`times` of them). */
  refusedTag: (times: number): string => (times > 1 ? `refused ×${times}` : 'refused'),
  /** The line under the cube on offer, after the refusers' avatars; the same word as the phone's Refuse button and the tags. */
  noThanks: (several: boolean): string => (several ? 'refused, in order' : 'refused'),
  onOffer: (cube: string, pot: number) => `${cube} on offer with ${chips(pot)}`,
  /** A long run's count on the finale, between its first and last cube ("-16 [8 cubes] -23"). */
  runCount: (n: number) => `${f.number(n)} cubes`,
  finalChips: (n: number) => `${f.signed(n)} ${n === 1 ? 'chip' : 'chips'}`,
  /** A place as the finale says it: "1st", "2nd", "3rd", "4th" (English ordinals through `Intl.PluralRules`). */
  place: (n: number) => `${f.number(n)}${SUFFIX[ordinal.select(n)] ?? 'th'}`,
  wins: (name: string) => `${name.toUpperCase()} WINS!`,
  shared: 'A SHARED FIRST PLACE',
  finale: 'THE FINALE',
  gameFinale: (game: number) => `GAME ${f.number(game)}: THE FINALE`,
  vaultOpens: 'The vault opens...',
  vaultHeld: 'THE VAULT HELD',
  /** The finale's column heads over each row's chips and score. */
  chipsHead: 'CHIPS',
  scoreHead: 'SCORE',
  vaultShut: 'THE VAULT',
  /** A custom game that hides no cube: the vault stays empty. */
  vaultEmpty: 'NOTHING IN THE VAULT',
  scenes: { game: 'The auction is on.', finale: 'The finale: results.' },
  rules: { preset: 'Preset', timer: 'Timer' },
  levels: { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as Record<string, string>,
  presets: { show: 'Show', veto: 'Veto', genius: 'Genius', classic: 'Classic', custom: 'Custom' } as Record<string, string>,
  blurbs: {
    show: '-3 to -35, 1 in the vault, 9 chips',
    veto: '-3 to -25, 1 in the vault, 7 chips',
    genius: '-3 to -35, 2 in the vault, 9 chips',
    classic: '-3 to -35, 9 in the vault, 7-11 chips',
    custom: 'custom rules from the VIP',
  } as Record<string, string>,
  /** The custom preset's line in the lobby: the VIP's numbers (smallest and largest as magnitudes, cubes hidden, chips each). */
  customBlurb: (smallest: number, largest: number, hidden: number, each: number) =>
    `${f.number(-smallest)} to ${f.number(-largest)}, ${f.number(hidden)} in the vault, ${chips(each)}`,
  table: {
    /** The offer line; `refused`: who has refused this cube so far, each once, in order. */
    offer: (cube: number, pot: number, who: string, refused: readonly string[]) => `${f.number(cube)} on offer, ${chips(pot)} in the pot${refused.length ? `, refused by ${f.list(refused)}` : ''}${who ? `, ${who} decides` : ''}.`,
    bot: (label: string) => `bot ${label}`,
    on: 'phone on',
    off: 'phone off',
    seat: (name: string, cubes: string, score: number, status: string) => `${name}: ${cubes || 'no cubes'}, cube score ${f.number(score)}, ${status}`,
  },
};

/** The shape of Minus Auction's stage words in every locale. */
export type MinusStageTexts = typeof en;
