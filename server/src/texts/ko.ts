/** The terminal's lines in Korean (docs/I18N.md). */
import type { TerminalTexts } from './en.js';

export const ko: TerminalTexts = {
  cannotStart: (why) => `Minus Auction을 시작할 수 없어요: ${why}`,
  on: (stage, join, health, qr, where = '') =>
    `\nMinus Auction이 켜졌어요.\n\n  무대 (TV에서 열기):   ${stage}\n  휴대폰 참가 주소:     ${join}\n  상태 확인:            ${health}\n${where}\n${qr}\nCtrl-C를 누르면 서버가 멈춰요.\n`,
  data: (dir) => `  방 저장 위치:         ${dir}\n`,
  memory: '  방을 메모리에만 보관해요 (DATA_DIR=none): 다시 시작하면 방이 사라져요.\n',
  cluster: (redis, id, address) => `  방 공유:              Redis ${redis}, 프로세스 ${id}; 휴대폰은 ${address}(으)로 연결해요\n`,
  ownAddress: '이 페이지의 주소',
  stopping: (signal) => `\n${signal}: 방에 알리고 멈추는 중...`,
  stopError: '멈추는 중 오류:',
  portInUse: (port) => `포트 ${port}은(는) 이미 쓰이고 있어요(Minus Auction이 이미 켜져 있나요?). 다른 PORT를 지정하세요. 예: PORT=${port + 1} npm start.`,
  couldNotStart: 'Minus Auction을 시작하지 못했어요:',
};
