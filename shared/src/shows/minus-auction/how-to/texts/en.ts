/**
 * Minus Auction's how-to-play in English (how-to/script.ts): the heading and one line per beat,
 * said by the host over the made-up table (Ana, Ben and Cleo; cubes -24 and -23).
 */
import { formatsFor } from '../../../../platform/i18n/format.js';

const f = formatsFor('en');

export const en = {
  title: 'How to play',
  welcome: 'Welcome to Minus Auction! Every cube costs points, so keep your score as high as you can.',
  reveal: 'A cube goes up for auction: -24! Ana has the first call.',
  refuse: 'Don\'t want it? Refuse: pay one chip onto the cube, and the call moves on.',
  refuseAgain: 'Ben refuses too. Two chips now sit on the -24.',
  take: 'Cleo takes it: the cube and every chip on it are hers.',
  run: 'A run counts only its cube closest to zero: -23 and -24 together cost Cleo just 23.',
  chips: 'Every chip you keep is a point. No chips left? Then you must take.',
  /** The vault's line for `n` cubes hidden (the room's rules: one in the show's preset, nine in the classic, none possible in a custom game). */
  vault: (n: number) => f.count(n, {
    '=0': 'Nothing is hidden in the vault this game: every cube comes up for auction.',
    one: 'One cube is hidden in the vault, unseen, so no run is ever a sure thing.',
    other: '# cubes are hidden in the vault, unseen, so no run is ever a sure thing.',
  }),
  end: 'Highest score wins. Good luck, and have fun!',
};

export type MinusHowToTexts = typeof en;
