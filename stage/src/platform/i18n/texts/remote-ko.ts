/** The stage's own words in Korean (see remote-en.ts). */
import type { RemoteTexts } from './remote-en.js';

export const remoteKo: RemoteTexts = {
  keys: {
    noFocus: 'Enter를 누르거나 VIP에게 시작을 부탁하세요 · 왼쪽/오른쪽: 설정',
    start: 'Enter: 게임 시작 · 왼쪽/오른쪽: 이동',
    bot: 'Enter: 봇 추가 · 위/아래: 난이도 · 왼쪽/오른쪽: 이동',
    solo: 'Enter: 컴퓨터와 대결 · 위/아래: 인원 수 · 왼쪽/오른쪽: 이동',
    howTo: (seconds) => `Enter: 게임 방법 보기 (${seconds}초) · 왼쪽/오른쪽: 이동`,
    replay: 'Enter: 오늘 한 게임 다시 보기 · 왼쪽/오른쪽: 이동',
    theShow: '쇼',
    value: (what) => `위/아래: ${what} 바꾸기 · 왼쪽/오른쪽: 이동 · Enter: 시작`,
  },
  replayTile: { button: '오늘 한 게임 다시 보기', tile: '다시 보기', games: (n) => `게임 ${n}판` },
  howTo: {
    tile: '게임 방법',
    length: (seconds) => `${seconds}초`,
    banner: (beat, beats) => `게임 방법 · ${beat}/${beats}`,
    skip: '뒤로 또는 Enter: 건너뛰기',
    skipButton: '게임 방법 건너뛰기',
    scene: (seconds) => `게임 방법: TV로 보는 ${seconds}초 애니메이션 설명.`,
    back: '대기실로 돌아왔어요. 코드를 찍고 참가하세요!',
  },
  status: { bot: '봇', away: '자리 비움', awayBotPlays: '자리 비움 · 봇이 대신', leftBotPlays: '나감 · 봇이 대신', botPlays: '봇이 대신', coached: '코치 받는 중', vip: 'VIP' },
  soundCaptions: { on: '효과음 자막을 켰어요. C를 누르면 숨겨요.', off: '효과음 자막을 껐어요. C를 누르면 다시 보여요.' },
  ordinal: (n) => `${n}위`,
};
