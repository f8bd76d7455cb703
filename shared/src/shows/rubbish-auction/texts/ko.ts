/** Rubbish Auction's host lines, items and Geeks in Korean (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { RubbishTexts } from './en.js';

const f = formatsFor('ko');

export const ko: RubbishTexts = {
  money: (thousands) => (thousands === 0 ? '0원' : `${f.number(thousands * 1000)}원`),
  fame: (points) => (points === 0 ? '명성 변화 없음' : `명성 ${f.signed(points)}`),
  cards: (n) => `카드 ${f.number(n)}장`,
  items: {
    'rubber-duck': { name: '고무 오리', the: '고무 오리' },
    'garden-gnome': { name: '정원 난쟁이', the: '정원 난쟁이' },
    'lava-lamp': { name: '라바 램프', the: '라바 램프' },
    'disco-ball': { name: '미러볼', the: '미러볼' },
    'cuckoo-clock': { name: '뻐꾸기시계', the: '뻐꾸기시계' },
    'snow-globe': { name: '스노글로브', the: '스노글로브' },
    'plastic-flamingo': { name: '플라스틱 홍학', the: '플라스틱 홍학' },
  },
  anItem: '물건',
  geeks: {
    'pond-keeper': '연못지기',
    'groovy-gardener': '흥 많은 정원사',
    'seventies-throwback': '70년대 감성러',
    'night-owl': '올빼미족',
    'alpine-tourist': '알프스 관광객',
    'souvenir-hunter': '기념품 사냥꾼',
    'bird-fancier': '새 애호가',
  },
  gameStarted: [
    (who) => `잡동사니 일곱 개, 각자 비밀 덕후 한 명! ${who} 님이 첫 물건을 골라요.`,
    (who) => `모두 지갑을 꺼내세요! ${who} 님이 경매를 열어요.`,
  ],
  pickedTimeout: (who, item) => `${who} 님 시간 끝! ${item} 경매 시작, 입찰도 ${who} 님부터.`,
  bidsFirstToo: (who) => `입찰도 ${who} 님부터.`,
  bidsFirst: [(first) => `${first} 님이 먼저 입찰!`, (first) => `${first} 님, 첫 번째예요.`, (first) => `첫 입찰: ${first} 님.`],
  pickedLast: (who, item) => `${who} 님이 마지막 물건을 내놔요: ${item}!`,
  picked: [(who, item) => `${who} 님이 ${item} 경매를 열어요.`, (who, item) => `${who} 님의 선택은 ${item}!`, (who, item) => `${who} 님이 고른 건 ${item}. 누가 가져갈까요?`],
  peekTimeout: (who, of) => `${who} 님 시간 끝! ${of} 님의 첫 카드를 봐요.`,
  peekKept: [(who, of) => `${who} 님이 ${of} 님이 남겨 둔 카드를 슬쩍 봐요.`, (who, of) => `${who} 님이 ${of} 님의 남은 카드 한 장을 엿봐요.`],
  peekBid: [(who, of, n) => `${who} 님이 ${of} 님의 ${f.number(n)}번째 카드를 슬쩍 봐요.`, (who, of, _n) => `${who} 님이 ${of} 님의 카드를 엿봐요. 표정 관리, ${of} 님!`],
  holdTimeout: (who) => `${who} 님 시간 끝! 아무것도 내지 않았어요.`,
  holdNothing: [(who) => `${who} 님은 한 장도 안 내요!`, (who) => `${who} 님은 카드를 꼭 쥐고 있어요.`],
  hold: [(who, cards) => `${who} 님이 ${cards}을 내요.`, (who, cards) => `${who} 님이 ${cards}을 엎어 놓아요.`, (who, cards) => `${who} 님은 ${cards}으로 갑니다.`],
  bid: (who, money) => `${who} ${money}`,
  reveal: [(bids) => `카드 공개! ${f.list(bids)}.`, (bids) => `오픈! ${f.list(bids)}.`, (bids) => `돈을 보여 주세요! ${f.list(bids)}.`],
  binned: (who, money, item) => `${who} 님이 ${money}을 걸었지만 다 못 내요. 명성은 0, ${item}도 쓰레기통으로!`,
  free: (who, item) => `${who} 님이 ${item}, 공짜로 가져가요!`,
  won: [(who, item, money, fame) => `${who} 님이 ${money}에 ${item} 낙찰: ${fame}.`, (who, _item, money, fame) => `${money}에 ${who} 님께 낙찰! ${fame}.`],
  gain: (who, fame) => `${who} ${fame}`,
  gainers: [(gains) => `${f.list(gains)}. 통 큰 사람은 눈에 띄죠!`, (gains) => `${f.list(gains)}. 인심 쓴 보람이 있네요!`],
  bottom: [(who) => `${who} 님이 제일 적게 써서 다음 물건을 골라요.`, (who) => `${who} 님은 지갑을 닫았어요. 명성은 없지만 다음 선택권!`],
  geeksReveal: ['덕후들, 정체를 밝혀라!', '덕후들을 만나 볼 시간...'],
  noWish: (who, geek) => `${who} 님은 ${geek}였어요. 이번엔 소원을 못 이뤘어요.`,
  wish: (who, geek, items, fame) => `${who} 님은 ${geek}! ${f.list(items)}, ${fame}!`,
  winsTied: (who, fame) => `${who} 님이 명성 ${f.number(fame)}점 동점이지만 물건이 더 많아 우승!`,
  wins: [(who, fame) => `${who} 님이 명성 ${f.number(fame)}점으로 우승!`, (who, fame) => `우승자는... 명성 ${f.number(fame)}점의 ${who} 님!`],
  shared: (who) => `공동 1위! ${f.list(who)} 님이 명성도 물건 수도 같아요!`,
};
