/** The coach's words in Korean (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { CoachTexts } from './en.js';

const f = formatsFor('ko');
const chips = (n: number) => `칩 ${f.number(n)}개`;
const points = (n: number) => `${f.number(n)}점`;
const rival = (names: readonly string[], seat: number) => (names[seat] ? `${names[seat]} 님` : '상대');

/** The cubes between a cube and a run: "-28 to -30", or the two of them. */
const between = (near: number, far: number) => (Math.abs(far - near) === 1 ? `${f.number(near)}, ${f.number(far)}` : `${f.number(near)}부터 ${f.number(far)}까지`);

export const ko: CoachTexts = {
  take: '가져가기',
  refuse: '거절',
  sentence: (verb, clauses) => (clauses.length ? `${verb}: ${clauses.join(', ')}.` : `${verb}.`),
  reasons: {
    'no-chips': (_r, _take, _names) => '칩이 없으니 가져가야 해요',
    'joins-runs': (r, _take, _names) => `내 ${f.number(r.upper)} 연속과 ${f.number(r.lower)} 연속을 이어 줘요 (${f.signed(r.gain)}점)`,
    'extends-run': (r, _take, _names) => `내 ${f.number(r.run)} 연속에 붙어요`,
    gap: (r, _take, _names) => `내 ${f.number(r.run)} 연속과 한 칸 차이고, ${f.number(r.missing)}이 아직 나올 수 있어요`,
    'near-run': (r, _take, _names) => `내 ${f.number(r.run)} 연속과 이어질 수 있어요. ${between(r.near, r.far)}이 아직 나올 수 있어요`,
    'rival-run': (r, take, names) => (take
      ? `${rival(names, r.seat)}의 ${f.number(r.run)} 연속에 맞아요. 막아요`
      : `${rival(names, r.seat)}의 ${f.number(r.run)} 연속에 맞으니 그쪽에서 가져갈 가능성이 높아요`),
    'pot-pays': (r, _take, _names) => `쌓인 ${chips(r.pot)}가 ${points(r.cost)}의 상당 부분을 메워 줘요`,
    'small-cube': (r, _take, _names) => `${points(r.cost)}만 잃어요. 가장 작은 큐브 중 하나예요`,
    'few-chips': (r, _take, _names) => `거절하면 ${chips(r.left)}만 남아요`,
    'too-costly': (r, _take, _names) => (r.pot > 0
      ? `${points(r.cost)}을 잃는데 쌓인 칩은 ${f.number(r.pot)}개뿐이에요`
      : `${points(r.cost)}을 잃는데 쌓인 칩이 없어요`),
    milk: (_r, _take, _names) => '아직 아무도 못 쓰는 큐브니 한 바퀴 더 돌려서 칩을 모아요',
    'spare-chips': (r, _take, _names) => `여유 칩이 ${f.number(r.chips)}개 있어요`,
    'look-ahead': (r, _take, _names) => (r.take > r.refuse
      ? '여기서부터 여러 번 끝까지 해 보니 가져가는 쪽이 더 나았어요'
      : '여기서부터 여러 번 끝까지 해 보니 거절하는 쪽이 더 나았어요'),
    'close-call': (r, take, _names) => (r.cost <= 0
      ? '아슬아슬한 선택이지만 가져가도 점수를 잃지 않아요'
      : take
        ? `아슬아슬한 선택이에요. 가져가면 ${points(r.cost)}을 잃지만 쌓인 ${chips(r.pot)}를 받아요`
        : `아슬아슬한 선택이에요. 거절하면 칩 1개, 가져가면 ${points(r.cost)}을 잃어요`),
    trade: (r, take, _names) => (take
      ? (r.pot > 0 ? `가져가면 ${points(r.cost)}을 잃지만 쌓인 ${chips(r.pot)}를 받아요` : `가져가면 ${points(r.cost)}을 잃고, 쌓인 칩은 없어요`)
      : (r.pot > 0 ? `거절하면 칩 1개를 내요. 가져가면 쌓인 ${chips(r.pot)}에 ${points(r.cost)}을 잃어요` : `거절하면 칩 1개를 내요. 가져가면 쌓인 칩 없이 ${points(r.cost)}을 잃어요`)),
  },
};
