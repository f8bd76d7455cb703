/** Minus Auction's words on the stage in Korean (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { MinusStageTexts } from './en.js';

const f = formatsFor('ko');
const chips = (n: number) => (n === 0 ? '칩 없음' : `칩 ${f.number(n)}개`);

export const ko: MinusStageTexts = {
  // The phones' word for the pot (쌓인 칩: one word on every screen of a room).
  pot: (n) => (n === 0 ? '쌓인 칩 없음' : `쌓인 칩 ${f.number(n)}개`),
  call: (name, secs) => `${name} 님 차례${secs}`,
  info: (game, cube, left) => `${f.number(game)}번째 게임 · ${f.number(cube)}번째 큐브 · 남은 큐브 ${f.number(left)}개`,
  vault: '금고',
  refusedTag: (times) => (times > 1 ? `거절 ×${times}` : '거절'),
  noThanks: (several) => (several ? '거절한 순서' : '거절'),
  onOffer: (cube, pot) => `${cube} 경매 중, ${chips(pot)}`,
  runCount: (n) => `큐브 ${f.number(n)}개`,
  finalChips: (n) => `칩 ${f.signed(n)}`,
  place: (n) => `${f.number(n)}위`,
  wins: (name) => `${name} 님 우승!`,
  shared: '공동 1위',
  finale: '피날레',
  gameFinale: (game) => `${f.number(game)}번째 게임: 피날레`,
  vaultOpens: '금고가 열립니다...',
  vaultHeld: '금고 속 큐브',
  chipsHead: '칩',
  scoreHead: '점수',
  vaultShut: '금고',
  vaultEmpty: '빈 금고',
  scenes: { game: '경매가 진행 중이에요.', finale: '피날레: 결과 발표.' },
  rules: { preset: '규칙', timer: '타이머' },
  levels: { easy: '쉬움', medium: '보통', hard: '어려움' },
  presets: { show: '쇼', veto: '비토', genius: '지니어스', classic: '클래식', custom: '직접 설정' },
  blurbs: {
    show: '-3부터 -35까지, 금고에 1개, 칩 9개',
    veto: '-3부터 -25까지, 금고에 1개, 칩 7개',
    genius: '-3부터 -35까지, 금고에 2개, 칩 9개',
    classic: '-3부터 -35까지, 금고에 9개, 칩 7~11개',
    custom: 'VIP가 정한 규칙',
  },
  customBlurb: (smallest, largest, hidden, each) => `${f.number(-smallest)}부터 ${f.number(-largest)}까지, 금고에 ${f.number(hidden)}개, ${chips(each)}`,
  table: {
    offer: (cube, pot, who, refused) => `${f.number(cube)} 경매 중, 쌓인 칩 ${f.number(pot)}개${refused.length ? `, ${f.list(refused)} 님이 거절` : ''}${who ? `, ${who} 님이 결정 중` : ''}.`,
    bot: (label) => `봇 ${label}`,
    on: '휴대폰 연결됨',
    off: '휴대폰 꺼짐',
    seat: (name, cubes, score, status) => `${name}: ${cubes || '큐브 없음'}, 큐브 점수 ${f.number(score)}, ${status}`,
  },
};
