/** The crowd on the TV in Malay (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { CrowdTexts } from './en.js';

const f = formatsFor('ms');

export const ms: CrowdTexts = {
  guesses: (n: number) => f.count(n, { other: '# tekaan' }),
  cheer: 'Sorak!',
  groan: 'Keluh',
  bestHead: 'Penteka terbaik',
  bestRow: (name: string, right: number, made: number) => `${name}: ${f.number(right)}/${f.number(made)}`,
  watcher: (n: number) => `Penonton ${f.number(n)}`,
  noise: (cheers: number, groans: number) => `Sorakan: ${f.number(cheers)} · Keluhan: ${f.number(groans)}`,
  says: (name: string, picks: number, total: number) => `Penonton memilih ${name}: ${f.number(picks)} daripada ${f.count(total, { other: '# tekaan' })}`,
  region: 'Penonton',
};
