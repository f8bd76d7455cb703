/**
 * The replay's DOM on the demo page, without a server (app/replay-panel.ts, docs/STAGE.md
 * "Replay"): `replay=1|2|4` puts the REPLAY badge at that speed over the scene, as while the TV
 * replays a game; `picker=1` opens the replay picker on four of tonight's games, named as the live
 * stage names them from the room's answer: a short name, practice games won by 16-character names
 * (the longest a seat takes), a first place shared by two of them, a Korean one.
 */
import { ReplayPanel } from '../../platform/app/replay-panel.js';

/** Tonight's games in the picker, newest first: game, show's title, winners, practice (tests read them too). */
export const DEMO_GAMES: readonly [number, string, string[], boolean][] = [
  [5, 'Minus Auction', ['Ada'], false],
  [4, 'Rubbish Auction', ['Wilhelmina Woods'], true],
  [3, 'Minus Auction', ['Alexandrina Long'], true],
  [2, 'Rubbish Auction', ['Alexandrina Long', 'Maximilian Worth'], false],
  [1, 'Minus Auction', ['김민준서연하윤지호도윤서준예준'], false],
];

/**
 * Show the replay's badge and picker the page's `params` ask for. Returns whether the badge is up
 * (the practice tag then hides) and the names the picker shows (their Hangul faces to load).
 */
export function demoReplay(params: URLSearchParams): { badge: boolean; names: string[] } {
  const speed = Number(params.get('replay'));
  const badge = [1, 2, 4].includes(speed);
  const picker = params.get('picker') === '1';
  if (!badge && !picker) return { badge, names: [] };
  const panel = new ReplayPanel();
  if (badge) panel.setBadge(speed);
  if (picker) {
    panel.show(DEMO_GAMES.map(([n]) => n), { game: () => {}, file: () => {}, close: () => panel.hide() });
    for (const [n, show, winners, practice] of DEMO_GAMES) panel.name(n, show, winners, practice);
  }
  return { badge, names: picker ? DEMO_GAMES.flatMap(([, , winners]) => winners) : [] };
}
