/** The stage's platform words in Korean (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { StageTexts } from './en.js';
import { remoteKo } from './remote-ko.js';

const f = formatsFor('ko');

export const ko: StageTexts = {
  ...remoteKo,
  welcome: '쇼에 오신 걸 환영해요! 코드를 찍고 참가하세요.',
  backInLobby: '다시 대기실이에요! 한 판 더, 아니면 새 게임? 새로 온 분은 코드를 찍으세요.',
  lobby: {
    addBot: '봇 추가',
    start: '시작',
    language: '언어',
    pickShow: '위, 아래로 다음 쇼를 골라요.',
    scan: '휴대폰으로 찍으세요 · 이 화면과 같은 와이파이',
    watching: (n) => `휴대폰 ${f.number(n)}대 관전 중`,
    waiting: '기다리는 중...',
    free: '빈자리',
    over: (title, max, over) => `${title}은 ${f.number(max)}명까지: VIP가 먼저 ${f.number(over)}명을 빼요`,
    need: (n) => `${f.number(n)}명 더 기다리는 중 (또는 봇 추가)`,
    startOrShow: 'Enter를 누르거나 VIP에게 시작을 부탁하세요 · 위: 다른 쇼',
    startHint: 'Enter를 누르거나 VIP에게 시작을 부탁하세요',
    minSeats: (n) => `${f.number(n)}명 이상`,
    soloPlayers: (n) => `${f.number(n)}명`,
    solo: '혼자 하기',
    thisShow: '이 쇼',
    timerOff: '끔',
    timer: (s) => `${f.number(s)}초`,
  },
  results: {
    hintShared: '단독 우승자 없음 · Enter 또는 VIP: 다음 게임 · R: 다시 보기',
    hint: 'Enter 또는 VIP: 다음 게임 · 뒤로: 쇼, 규칙, 자리 · R: 다시 보기',
    tonight: '오늘 밤 순위',
    practiceOnly: '연습 게임은 오늘 밤 순위에 들어가지 않아요.',
    name: '이름',
    wins: '우승',
    row: (name, games, wins, points) => `${name}: ${f.number(games)}게임, ${f.number(wins)}승${points ? `, ${points}` : ''}`,
    scan: ['찍어서 참가', '다음 게임'],
  },
  seat: {
    bot: (label) => `봇 · ${label}`,
    standIn: (label) => `봇이 대신 (${label})`,
    computer: '컴퓨터',
    on: '휴대폰 연결됨',
    off: '휴대폰 꺼짐',
    vip: (phone) => `VIP · ${phone}`,
  },
  sound: {
    muted: '소리가 꺼져 있어요. M을 누르면 켜져요.',
    welcome: '소리 켜짐. 쇼에 오신 걸 환영해요!',
    off: '소리 꺼짐. M을 누르면 켜져요.',
    on: '소리 켜짐.',
    volume: (v) => `음량 ${f.number(v)}/10.`,
  },
  link: {
    stopping: '게임 서버가 멈추는 중이에요. 다시 켜지길 기다려요...',
    away: (code) => `${code ? `${code} 방을` : '이 방을'} 맡은 게임 서버가 다시 시작하는 중이에요. 서버가 돌아오면 게임도 돌아와요. 이 페이지에 그대로 있어 주세요.`,
    restored: '게임 서버가 다시 시작됐어요: 게임이 돌아왔어요.',
    lost: '게임 서버와 연결이 끊겼어요. 다시 연결하는 중...',
    unreachable: '게임 서버에 연결할 수 없어요. 서버가 켜져 있는지(npm start) 확인하고 이 페이지를 새로 고치세요.',
    replaced: (code) => `게임 서버가 다시 켜지면서 이 게임은 사라졌어요. 새 방이 열렸어요: ${code}. 새 코드로 다시 참가하세요.`,
    retry: '쇼가 서버에 연결하지 못했어요. 서버가 켜져 있나요? 다시 시도하는 중...',
  },
  mirror: {
    unlock: '클릭하거나 아무 키나 눌러 쇼를 시작하세요',
    join: (url) => `휴대폰으로 참가: ${url}`,
    theShow: '쇼',
    room: (show, code) => `${show} · 방 ${code}`,
    evening: '오늘 밤 순위',
    captions: '진행자 자막',
    roomCode: '방 코드',
    joinLink: '휴대폰으로 참가',
    sameWifi: '(이 화면과 같은 Wi-Fi)',
    table: '테이블',
    seats: '자리',
  },
};
