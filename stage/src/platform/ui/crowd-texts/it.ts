/** The crowd on the TV in Italian (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { CrowdTexts } from './en.js';

const f = formatsFor('it');

export const it: CrowdTexts = {
  guesses: (n: number) => f.count(n, { one: '# voto', other: '# voti' }),
  cheer: 'Applausi!',
  groan: 'Buuu',
  bestHead: 'I migliori pronostici',
  bestRow: (name: string, right: number, made: number) => `${name}: ${f.number(right)}/${f.number(made)}`,
  watcher: (n: number) => `Spettatore ${f.number(n)}`,
  noise: (cheers: number, groans: number) => `Applausi: ${f.number(cheers)} · Buuu: ${f.number(groans)}`,
  says: (name: string, picks: number, total: number) => `Il pubblico punta su ${name}: ${f.number(picks)} su ${f.count(total, { one: '# voto', other: '# voti' })}`,
  region: 'Il pubblico',
};
