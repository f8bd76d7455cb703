/** The crowd on the TV in Korean (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { CrowdTexts } from './en.js';

const f = formatsFor('ko');

export const ko: CrowdTexts = {
  guesses: (n: number) => f.count(n, { other: '#표' }),
  cheer: '환호!',
  groan: '탄식',
  bestHead: '예측왕',
  bestRow: (name: string, right: number, made: number) => `${name}: ${f.number(right)}/${f.number(made)}`,
  watcher: (n: number) => `관객 ${f.number(n)}`,
  noise: (cheers: number, groans: number) => `환호: ${f.number(cheers)} · 탄식: ${f.number(groans)}`,
  says: (name: string, picks: number, total: number) => `관객의 선택은 ${name}: ${f.number(total)}표 중 ${f.number(picks)}표`,
  region: '관객',
};
