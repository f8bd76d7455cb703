/** The Rubbish Auction coach's words in Korean (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { RubbishCoachTexts } from './en.js';

const f = formatsFor('ko');

export const ko: RubbishCoachTexts = {
  pick: (item, first) => `${item} 올리기, 첫 입찰자는 ${first ? `${first} 님` : '나'}`,
  thisItem: '이 물건',
  peek: '아무 카드나 보세요',
  holdOut: (money, cards) => (money ? `${cards.length > 1 ? `${cards.join(' + ')} (${money})` : money} 내기` : '아무것도 내지 않기'),
  sentence: (verb, clauses) => (clauses.length ? `${verb}: ${clauses.join(', ')}.` : `${verb}.`),
  reasons: {
    wanted: (_item, bonus) => `내 덕후가 원하는 물건이에요 (이기면 명성 ${f.signed(bonus)})`,
    'not-wanted': (_item) => '내 덕후가 원하지 않는 물건이니 다른 사람이 돈을 쓰게 하세요',
    'middle-gain': (fame) => `최고 입찰자도 최저 입찰자도 아니면 명성 ${f.signed(fame)}`,
    'pick-next': '최저 입찰자가 다음 물건을 골라요',
    saw: (card, of) => `${of} 님 카드 중 ${card}을 봤어요`,
    'last-round': '마지막 물건이라 최종 명성만 중요해요',
    'any-card': '카드는 비밀 순서로 놓여 있어서 어느 자리를 골라도 알 수 있는 건 같아요',
  },
};
