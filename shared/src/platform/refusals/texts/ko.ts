/** Refusals in Korean (docs/I18N.md). */
import { formatsFor } from '../../i18n/format.js';
import type { RefusalParams } from '../../protocol/refusals.js';
import type { RefusalTexts } from './en.js';

const f = formatsFor('ko');
const n = (p: RefusalParams, key: string) => f.number(Number(p[key] ?? 0));

export const ko: RefusalTexts = {
  codes: {
    'bad-message': '게임이 알아듣지 못했어요. 다시 해 보세요.',
    'rate-limited': '천천히! 한 번에 한 번만 눌러 주세요.',
    'not-allowed': 'VIP만 할 수 있어요.',
    'not-your-turn': '아직 내 차례가 아니에요. 잠깐만요!',
    'too-late': '늦었어요! 게임이 벌써 넘어갔어요.',
    'game-over': '게임이 끝났어요.',
    'not-in-lobby': '게임이 시작되기 전에만 바꿀 수 있어요.',
    'too-few-seats': '이 쇼는 플레이어가 더 필요해요. 봇을 넣거나 친구를 기다려 주세요.',
    'too-many-seats': '이 쇼는 자리가 더 적어요. 먼저 자리를 하나 빼 주세요.',
    'room-full': '자리가 모두 찼어요.',
    'bad-settings': '그 설정으로는 할 수 없어요. 다른 설정을 골라 주세요.',
    'bad-bot': '그런 봇은 없어요.',
    'bad-show': '이 게임 서버에는 그 쇼가 없어요.',
    'no-such-seat': '그 자리는 이제 테이블에 없어요.',
    'no-record': '아직 끝난 게임이 없어요.',
    'not-saved': '게임 서버가 저장하지 못해서 아무것도 바뀌지 않았어요. 잠시 후 다시 시도해 주세요.',
  },
  reasons: {
    'question-closed': (_p) => '늦었어요! 질문이 이미 마감됐어요.',
    'not-an-answer': (_p) => '그 플레이어는 보기에 없어요.',
    'stage-no-guess': (_p) => 'TV는 예측하지 않아요.',
    'own-decision': (_p) => '내가 정할 차례예요. 예측은 다른 사람들 몫!',
    'own-seat': (_p) => '나 자신은 안 돼요. 직접 맞힐 수 있으니까요. 다른 사람을 골라 주세요.',
    'name-gone': (_p) => '그 이름은 이제 순위표에 없어요.',
    'seat-only': (_p) => '자리가 있는 플레이어만 할 수 있어요.',
    'seat-is-person': (_p) => '그 자리는 봇이 아니라 사람이에요.',
    'kick-self': (_p) => '내 자리는 뺄 수 없어요.',
    'hand-self': (_p) => 'VIP인 동안에는 내 자리를 봇에게 넘길 수 없어요.',
    'already-bot': (_p) => '그 자리는 이미 봇이에요.',
    'stand-in': (_p) => '지금은 봇이 내 자리를 맡고 있어요. 먼저 자리를 돌려받으세요.',
    'not-yet': (_p) => '아직 그때가 아니에요.',
    'practice-between-games': (_p) => '연습 모드는 게임 사이에만 바꿀 수 있어요.',
    'coach-practice-only': (_p) => '코치는 연습 게임에서만 도와줘요. VIP에게 연습 게임을 부탁해 보세요.',
    'no-coach': (_p) => '이 쇼에는 아직 코치가 없어요.',
    'show-changed': (_p) => '방금 쇼가 바뀌었어요. 설정을 다시 골라 주세요.',
    'needs-players': (p) => `이 쇼는 플레이어가 ${n(p, 'min')}명 이상 필요해요. 봇을 넣거나 친구를 기다려 주세요.`,
    'seats-at-most': (p) => `이 쇼는 최대 ${n(p, 'max')}명이에요. 먼저 ${n(p, 'over')}자리를 빼 주세요.`,
    'solo-size': (p) => `이 쇼는 ${n(p, 'min')}~${n(p, 'max')}명이 할 수 있어요. 그 사이로 골라 주세요.`,
    'solo-bigger': (p) => `이미 ${n(p, 'people')}명이 앉아 있어요. 전체 인원을 ${n(p, 'people')}명보다 많이 고르거나 일반 게임을 시작하세요.`,
    'solo-full': (p) => `${n(p, 'people')}자리 모두 사람이 앉아 있어요. 일반 게임을 시작하세요.`,
    'stage-only': (_p) => 'TV만 할 수 있어요.',
    'rules-misfit': (p) => `이 규칙으로는 ${n(p, 'players')}명이 할 수 없어요. 규칙을 바꾸거나 인원을 줄여 주세요.`,
    'deals-fewer': (p) => `이 규칙으로는 최대 ${n(p, 'most')}명까지만 할 수 있는데 지금 ${n(p, 'players')}명이 앉아 있어요. 다른 규칙을 골라 주세요.`,
    'deals-none': (_p) => '이 규칙으로는 게임을 시작할 수 없어요. 숫자를 확인하고 다시 해 보세요.',
    'timer-range': (p) => `결정 타이머는 ${n(p, 'min')}~${n(p, 'max')}초로 정할 수 있어요. 그 사이로 골라 주세요.`,
    'setting-range': (p) => `그 숫자는 범위를 벗어났어요. ${n(p, 'min')}~${n(p, 'max')} 사이로 골라 주세요.`,
    'seats-taken': (p) => `${n(p, 'max')}자리가 모두 찼어요.`,
    'no-such-game': (p) => `${n(p, 'game')}번째 게임은 끝난 적이 없어요.`,
  },
  'no-answer': '게임이 대답하지 않아요. 다시 해 보세요.',
  other: '잘 안 됐어요. 다시 해 보세요.',
};
