/** The crowd on the TV, in English, the source (docs/I18N.md): the overlay and its mirror (crowd-overlay.ts, crowd-mirror.ts). */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');

export const en = {
  guesses: (n: number) => f.count(n, { one: '# guess', other: '# guesses' }),
  cheer: 'Cheer!',
  groan: 'Groan',
  bestHead: 'Best guessers',
  bestRow: (name: string, right: number, made: number) => `${name}: ${f.number(right)}/${f.number(made)}`,
  watcher: (n: number) => `Watcher ${f.number(n)}`,
  noise: (cheers: number, groans: number) => `Cheers: ${f.number(cheers)} · Groans: ${f.number(groans)}`,
  says: (name: string, picks: number, total: number) => `The crowd says ${name}: ${f.number(picks)} of ${f.count(total, { one: '# guess', other: '# guesses' })}`,
  region: 'The crowd',
};

/** The shape of the crowd's words in every locale. */
export type CrowdTexts = typeof en;
