/** The phone's platform words in Korean (docs/I18N.md). */
import type { PhoneTexts } from './en.js';
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('ko');

export const ko: PhoneTexts = {
  join: {
    title: '게임 참가',
    code: '방 코드',
    codeHelp: 'TV에 나온 네 글자예요.',
    badCode: '방 코드는 MKST처럼 네 글자예요. TV 화면에서 찾아보세요.',
    name: '이름',
    avatar: '내 색깔과 그림',
    join: '참가하기',
    joining: '참가하는 중…',
    watchAsAudience: '관객으로 보기',
    justWatch: '구경만 할래요',
  },
  failure: {
    'no-such-room': '그 코드의 게임이 없어요. TV에 나온 네 글자를 확인해 주세요.',
    'name-empty': '다른 사람들이 알아볼 수 있게 이름을 적어 주세요.',
    'name-too-long': '이름이 조금 길어요. 16자 이하로 해 주세요.',
    'name-taken': '이 게임에 같은 이름이나 아주 비슷한 이름이 이미 있어요. 다른 이름을 골라 주세요.',
    'slow-down': '지금 이 네트워크에서 참가하는 사람이 많아요. 몇 초 뒤에 다시 해 보세요.',
    'name-invalid': 'TV에 표시할 수 없는 문자가 있어요. 글자, 숫자, 이모지를 써 주세요.',
    'room-full': '자리도 관객석도 꽉 찼어요. 잠시 뒤에 다시 해 보세요.',
    'game-in-progress': '게임이 이미 시작됐어요. 관객으로 볼 수 있어요.',
    unreachable: '게임에 연결할 수 없어요. 이 휴대폰이 TV와 같은 와이파이에 있는지 확인해 주세요.',
    kicked: 'VIP가 내 자리를 다른 사람에게 줬어요. 다시 참가하거나 구경할 수 있어요.',
    'room-ended': '그 게임은 끝났어요. 다시 하려면 TV에 나온 새 코드를 입력해 주세요.',
    'taken-over': '내 자리가 다른 화면에서 열려 있어요. 여기서 다시 참가하면 돌아와요.',
    other: '잘 안 됐어요. 다시 해 보세요.',
  },
  linkDown: '연결이 끊겼어요. 다시 연결하는 중…',
  notice: {
    'too-late': '늦었어요! 게임이 벌써 넘어갔어요.',
    'not-your-turn': '아직 내 차례가 아니에요. 잠깐만요!',
    'game-over': '게임이 끝났어요.',
    'not-allowed': 'VIP만 할 수 있어요.',
    'rate-limited': '천천히! 한 번에 한 번만 눌러 주세요.',
    'too-few-seats': '이 쇼는 플레이어가 더 필요해요. 봇을 넣거나 친구를 기다려 주세요.',
    'too-many-seats': '이 쇼는 자리가 더 적어요. 먼저 자리를 하나 빼 주세요.',
    'room-full': '자리가 모두 찼어요.',
    'not-in-lobby': '게임이 시작되기 전에만 바꿀 수 있어요.',
    'no-answer': '게임이 대답하지 않아요. 다시 해 보세요.',
    other: '잘 안 됐어요. 다시 해 보세요.',
  },
  avatars: ['주황 여우', '하늘색 부엉이', '초록 개구리', '노란 별', '파란 고래', '주홍 불꽃', '보라 꽃'],
  crowd: {
    generic: '다음은 누구일까요?',
    between: '다음 문제가 곧 나와요…',
    calledIt: '맞혔어요!',
    missed: (who: string) => `아쉬워요: ${who} 님이 가져갔어요.`,
    missedNobody: '아쉬워요.',
    guessAlong: '기다리는 동안 맞혀 보기',
    guess: (who: string) => `${who} 님을 찍기`,
    guesses: (n: number) => f.count(n, { other: '#표' }),
    yourDecision: '지금은 내 차례예요: 맞히기는 다른 사람들 몫이에요.',
    cheer: '환호',
    groan: '탄식',
  },
  language: '언어 · Language',
};
