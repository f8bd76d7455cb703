/** Rubbish Auction's words on the stage in Korean (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { RubbishStageTexts } from './en.js';

const f = formatsFor('ko');
const cards = (n: number) => `카드 ${f.number(n)}장`;

export const ko: RubbishStageTexts = {
  cards,
  deciding: {
    pick: (who) => `${who} 님이 물건과 첫 입찰자를 골라요`,
    peek: (who, of) => `${who} 님이 ${of} 님의 카드를 엿봐요`,
    holdOut: (who) => `${who} 님이 입찰을 고민 중`,
  },
  onOffer: '경매 중',
  picking: '다음 경매인',
  round: (n, left) => `${f.number(n)}/7 라운드 · 물건 ${f.number(left)}개 남음`,
  firstBidder: (who) => `첫 입찰자: ${who}`,
  binned: (item) => `${item}: 쓰레기통으로!`,
  recap: (round, line) => `${f.number(round)}라운드 · ${line}`,
  fame: '명성',
  seat: {
    noItems: '아직 물건 없음',
    holding: (n) => `${f.number(n)}장 냄`,
    peeked: (who) => `${who} 님 카드 엿봄`,
    blocked: '이번 라운드 사용 불가',
  },
  finale: {
    geeks: '덕후 공개',
    whoWasWho: '누가 누구였을까?',
    wins: (name) => `${name} 님 우승!`,
    shared: '공동 1위',
    sum: '명성 + 덕후 = 합계',
    secret: (items) => `? 비밀 덕후 · 물건 ${f.number(items)}개`,
  },
  levels: { easy: '쉬움', medium: '보통', hard: '어려움' },
  scenes: { game: 'Rubbish Auction: 경매 진행 중.', finale: 'Rubbish Auction: 덕후 공개와 결과.' },
  rules: { timer: '타이머', head: '규칙', blurb: '물건 7개, 각자 비밀 덕후, 돈 카드 1천·2천·2천·5천·1만' },
  howTo: {
    geek: (who) => `${who} 님의 비밀 덕후`,
    wants: (items, bonus) => `원하는 물건: ${f.list(items)} (마지막에 하나당 명성 +${f.number(bonus)})`,
    peeked: (who, of) => `${who} 님이 엿본 ${of} 님의 카드:`,
  },
  mirror: {
    offer: (round, item, who) => `${f.number(round)}라운드: ${item} 경매 중${who ? `, ${who} 님 차례` : ''}.`,
    pick: (round, who) => `${f.number(round)}라운드: ${who ? `${who} 님이` : '다음 경매인이'} 물건을 골라요.`,
    seat: (name, fame, items) => `${name}: 명성 ${f.number(fame)}, ${items.length ? f.list(items) : '물건 없음'}`,
    blocked: (money) => `, ${money} 사용 불가`,
    holding: (n) => `, ${cards(n)} 냄`,
  },
};
