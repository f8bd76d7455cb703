/** The replay on the TV in Korean (see en.ts). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { ReplayTexts } from './en.js';

const f = formatsFor('ko');

export const ko: ReplayTexts = {
  title: '게임 다시 보기',
  game: (n) => `${f.number(n)}번째 게임`,
  latest: '방금 끝난 게임',
  won: (winners) => (winners.length === 1 ? `${winners[0]} 승리` : `${f.list(winners)} 공동 1위`),
  practice: (show) => `${show} (연습)`,
  none: '오늘 밤 아직 끝난 게임이 없어요. 한 판 하고 여기서 다시 보세요.',
  pickKeys: '위/아래: 고르기 · Enter: 다시 보기 · 뒤로: 닫기',
  file: '또는 게임 기록 파일을 다시 보기 (이 화면에 끌어다 놓으세요)',
  fileLabel: '게임 기록 파일 다시 보기',
  fileButton: '파일 고르기',
  close: '닫기',
  loading: '다시 보기를 불러오는 중...',
  badge: '다시 보기',
  speed: (x) => `${f.number(x)}배속`,
  replayKeys: '◀ ▶: 속도 · 뒤로: 나가기',
  starts: (n) => `${f.number(n)}번째 게임 다시 보기. 이미 끝난 게임이에요. 방은 그대로 기다려요.`,
  startsFile: '게임 기록 다시 보기. 이미 끝난 게임이에요. 방은 그대로 기다려요.',
  speedNow: (x) => `${f.number(x)}배속으로 다시 보기.`,
  over: '다시 보기가 끝났어요. 방으로 돌아가요.',
  newGame: '새 게임이 시작돼서 다시 보기를 마쳐요.',
  unfinished: '끝나지 않은 게임이라 다시 볼 수 없어요.',
  notRecord: '다시 볼 수 있는 게임 기록 파일이 아니에요. 끝난 게임에서 기록을 내려받아 주세요.',
  noRecord: '그 게임은 다시 볼 기록이 없어요.',
  offline: '다시 보기를 불러오지 못했어요. 연결을 확인하고 다시 해 보세요.',
  busy: '서버가 다른 다시 보기를 준비하고 있어요. 몇 초 뒤에 다시 해 보세요.',
};
