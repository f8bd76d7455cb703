/** Minus Auction's how-to-play in Korean (docs/I18N.md). */
import type { MinusHowToTexts } from './en.js';
import { formatsFor } from '../../../../platform/i18n/format.js';

const f = formatsFor('ko');

export const ko: MinusHowToTexts = {
  title: '게임 방법',
  welcome: 'Minus Auction에 오신 걸 환영해요! 큐브는 모두 감점이니, 점수를 최대한 높게 지키세요.',
  reveal: '경매에 큐브가 나왔어요: -24! Ana 님이 먼저 정해요.',
  refuse: '싫다면 사양하세요: 큐브 위에 칩 하나를 내면 다음 사람 차례예요.',
  refuseAgain: 'Ben 님도 사양! 이제 -24 위에 칩이 두 개예요.',
  take: 'Cleo 님이 가져가요: 큐브와 그 위의 칩이 모두 Cleo 님 것!',
  run: '이어진 큐브는 0에 가장 가까운 것만 세요: -23과 -24를 합쳐도 23점만 잃어요.',
  chips: '남은 칩은 하나에 1점. 칩이 없으면 무조건 가져가야 해요.',
  vault: (n) => (n === 0
    ? '이번 게임은 금고가 비어 있어요. 모든 큐브가 경매에 나와요.'
    : n === 1
      ? '큐브 하나는 아무도 모르게 금고에 숨겨져 있어서, 어떤 연속도 장담할 수 없어요.'
      : `큐브 ${f.number(n)}개는 아무도 모르게 금고에 숨겨져 있어서, 어떤 연속도 장담할 수 없어요.`),
  end: '가장 높은 점수가 이겨요. 행운을 빌어요, 즐거운 시간 되세요!',
};
