/** The host's platform lines in Korean (docs/I18N.md). */
import { formatsFor } from '../../i18n/format.js';
import type { CaptionTexts } from './en.js';

const f = formatsFor('ko');

export const ko: CaptionTexts = {
  seatJoined: [(who) => `${who} 님 입장!`, (who) => `어서 오세요, ${who} 님!`, (who) => `${who} 님이 자리에 앉았어요.`],
  seatLeft: (who) => `${who} 님이 자리를 떠났어요.`,
  seatAway: (who, clock) => `${who} 님의 휴대폰이 조용해요.${clock ? ' 시간은 계속 흘러요.' : ''}`,
  seatRejoined: (who) => `다시 오신 걸 환영해요, ${who} 님! 오늘 밤 점수는 이어져요.`,
  seatBack: [(who) => `${who} 님이 돌아왔어요!`, (who) => `다시 오신 걸 환영해요, ${who} 님!`],
  standIn: (bot, who) => `컴퓨터 플레이어(${bot})가 ${who} 님 대신 앉아요.`,
  standInLeft: (bot, who) => `${who} 님이 게임에서 나갔어요. 컴퓨터 플레이어(${bot})가 대신 해요.`,
  vipChanged: (who) => `이제 ${who} 님이 VIP! 쇼를 시작할 수 있어요.`,
  vipNone: '지금은 VIP가 없어요. 자기 자리로 돌아오거나 새로 들어오는 다음 사람이 VIP가 돼요.',
  showChosen: [(title) => `다음 순서는 ${title}!`, (title) => `오늘 밤 다음 쇼: ${title}.`],
  countdown: (who, seconds) => `${who} 님, ${f.number(seconds)}초!`,
  seat: (n) => `${f.number(n)}번 자리`,
  someone: '누군가',
  sounds: {
    join: '차임벨', leave: '조용히 닫히는 문', start: '오프닝 효과음', draw: '휙, 쿵',
    'clink-1': '칩 소리', 'clink-2': '칩 소리', 'clink-3': '칩 소리',
    take: '가져가는 효과음', 'take-bad': '낮은 효과음', 'take-good': '밝은 효과음', tick: '째깍째깍',
    rumble: '금고 울림', drumroll: '드럼 롤', reveal: '심벌즈', fanfare: '팡파르', aww: '아쉬운 탄성',
  },
};
