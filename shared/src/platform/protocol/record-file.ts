/**
 * The file name of a downloaded game record, the same from the phone's "Download the game record"
 * and from the server's `GET /api/rooms/:code/record/:game.json`: the room code and the date the
 * game finished keep the files of different evenings apart.
 */

/**
 * `<show>-<CODE>-<YYYY-MM-DD>-game-<N>.json`, e.g. `quiz-night-BCFG-2026-11-29-game-2.json`,
 * for a game of show `show` (its id) in room `code`, game number `game` (1-based) finished at
 * `finishedAt` (ms since epoch or a Date), dated in the local time zone of whoever names the file.
 * The code keeps only letters and digits (upper case), the show id only lower-case letters,
 * digits and dashes; an invalid date is named by the current date. The history command's export
 * names its files the same way.
 */
export function recordFileName(code: string, game: number, finishedAt: number | Date, show: string): string {
  let when = new Date(finishedAt);
  if (Number.isNaN(when.getTime())) when = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
  const room = String(code).toUpperCase().replace(/[^A-Z0-9]/g, '') || 'ROOM';
  const n = Number.isInteger(game) && game > 0 ? game : 0;
  const id = String(show).toLowerCase().replace(/[^a-z0-9-]/g, '') || 'game';
  return `${id}-${room}-${date}-game-${n}.json`;
}
