/** Rubbish Auction's how-to-play in Korean (docs/I18N.md). */
import type { RubbishHowToTexts } from './en.js';

export const ko: RubbishHowToTexts = {
  title: '게임 방법',
  welcome: 'Rubbish Auction에 오신 걸 환영해요! 잡동사니 일곱 개가 경매에 나오고, 마지막에 명성이 가장 높은 사람이 이겨요.',
  geek: '모두 물건 두 개를 원하는 비밀 덕후가 있어요. Cleo 님의 연못지기는 고무 오리와 정원 난쟁이를 원해요: 마지막에 하나당 명성 30!',
  pick: 'Ana 님이 다음 경매인이에요: 고무 오리를 경매에 올리고 Ben 님을 첫 입찰자로 정해요.',
  holdOut: 'Ben 님이 돈 카드 두 장을 엎어서 내요. 몇 장인지는 모두 보지만, 어떤 카드인지는 아무도 몰라요.',
  peek: '입찰하기 전에 바로 앞 사람의 카드 한 장을 엿봐요. Cleo 님은 5,000을 봤어요: Ben 님은 최소 6,000을 걸었어요.',
  bid: 'Cleo 님은 그 오리를 원해서 10,000을 내요.',
  peekKept: 'Ana 님도 엿봐요: Cleo 님이 한 장만 냈으니, 남겨 둔 카드 중 한 장을 봐요.',
  reveal: 'Ana 님은 1,000을 내요. 카드 공개! Cleo 10,000, Ben 7,000, Ana 1,000.',
  settle: '가장 높은 입찰이 이겨요: Cleo 님이 오리를 가져가고 명성 10을 내요. Ben 님은 명성 7을 얻어요. 가장 적게 낸 Ana 님은 명성은 없지만 다음 물건을 골라요.',
  faceUp: '이번엔 Ana 님이 정원 난쟁이를 골라요. 가장 적게 낸 사람 말고는 가장 높은 카드를 앞면으로 뒀어요: Ben 님의 5,000과 Cleo 님의 10,000은 이번 라운드에 쓸 수 없어요.',
  end: '일곱 라운드가 끝나면 덕후가 공개돼요: 내 덕후가 원하는 물건마다 명성 30을 더해요. 명성이 가장 높은 사람이 이겨요. 즐거운 시간 되세요!',
};
