/** Minus Auction's host lines in Korean (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { MinusCaptionTexts } from './en.js';

const f = formatsFor('ko');
const chips = (n: number) => (n <= 0 ? '칩 없이' : `칩 ${f.number(n)}개`);

export const ko: MinusCaptionTexts = {
  chips,
  gameStarted: (game, hidden, first, drawn) =>
    `${f.number(game)}번째 게임! ${drawn.length ? `자리는 추첨으로 정했어요: ${f.list(drawn)}. ` : ''}${hidden === 0 ? '금고는 비어 있어요' : `큐브 ${f.number(hidden)}개가 몰래 금고로`}. ${first} 님부터 시작!`,
  revealedLast: [(cube, who) => `마지막 큐브: ${cube}! ${who} 님, 결정하세요.`, (cube, who) => `마지막 한 개: ${cube}. ${who} 님 차례예요.`],
  revealed: [
    (cube, who, _n) => `${cube} 등장! ${who} 님, 결정하세요.`,
    (cube, who, _n) => `다음은 ${cube}. ${who} 님 차례예요.`,
    (cube, who, n) => `${f.number(n)}번째 큐브: ${cube}. ${who} 님이 먼저 정해요.`,
    (cube, who, _n) => `상자에서 나온 건 ${cube}! ${who} 님, 어떻게 할까요?`,
  ],
  pot: (n) => `칩 ${f.number(n)}개가`,
  refusedTimeout: [
    (who, pot, cube) => `${who} 님, 시간 끝! 칩 하나를 내요. ${cube}에 ${pot} 쌓였어요.`,
    (who, pot, cube) => `${who} 님 시간 초과, 칩 하나 들어가요. ${cube}에 ${pot} 쌓였어요.`,
  ],
  refused: [
    (who, pot, cube) => `${who} 님은 사양할게요. ${cube}에 ${pot} 쌓였어요.`,
    (who, pot, cube) => `${who} 님이 넘겨요. ${cube}에 ${pot} 쌓였어요.`,
    (who, pot, cube) => `${who} 님이 칩을 내고 패스! ${cube}에 ${pot} 쌓였어요.`,
    (who, pot, cube) => `${who} 님은 싫대요! ${cube}에 ${pot} 쌓였어요.`,
  ],
  forced: [(who, cube) => `${who} 님은 칩이 없어서 ${cube} 큐브를 가져가야 해요`, (who, cube) => `칩이 없는 ${who} 님, ${cube} 큐브를 가져가요`],
  timeoutTake: (who, cube) => `시간 끝! ${who} 님이 ${cube} 큐브를 가져가요`,
  take: [(who, cube) => `${who} 님이 ${cube} 큐브를 가져가요`, (who, cube) => `${who} 님이 ${cube} 큐브를 덥석 가져가요`, (who, cube) => `${who} 님, ${cube} 큐브 받을게요`],
  withPot: (opening, n) => `${opening}. ${chips(n)}도 함께!`,
  noPot: (opening) => `${opening}. 쌓인 칩은 없어요.`,
  joinsRuns: (delta, who) => `두 줄이 이어졌어요: ${who} 님 ${f.signed(delta)}점!`,
  topsRun: (who) => `줄 맨 위에 붙었어요: ${who} 님 +1점!`,
  fits: ['줄에 딱 붙어서 손해가 하나도 없어요.', '줄에 이어져서 점수가 안 깎여요.'],
  stings: [
    (delta, _who) => `아야, 아프겠어요: ${f.signed(delta)}.`,
    (delta, _who) => `용감해요! ${f.signed(delta)}점.`,
    (delta, who) => `이런, ${f.signed(delta)}. 힘내요, ${who} 님.`,
  ],
  newRun: [(delta) => `새 줄 시작: ${f.signed(delta)}.`, (delta) => `${f.signed(delta)}점.`],
  vaultEmpty: '금고는 처음부터 비어 있었어요!',
  vaultOne: [(cube) => `금고가 열립니다... 숨은 큐브는 ${cube}!`, (cube) => `두구두구... 아무도 못 본 큐브: ${cube}!`],
  vaultMany: (cubes) => `금고가 열립니다... 숨은 큐브는 ${f.list(cubes)}!`,
  chipsOut: ['이제 숨겨 둔 칩을 공개해요...', '모두 칩을 꺼내 주세요...'],
  wins: [(who, points) => `${who} 님이 ${f.number(points)}점으로 우승!`, (who, points) => `우승자는... ${f.number(points)}점의 ${who} 님!`],
  shared: (who) => `공동 1위! 단독 우승자가 없어요.${who.length ? ` ${f.list(who)} 님이 나란히 1위예요.` : ''}`,
};
