/**
 * Who the results are about (docs/SERVER.md, "Seats"). A newcomer may sit down while the results
 * are on (the room stays on them, and Play again seats the newcomer too): on the results their
 * seat has no place, because they did not play the game shown. The TV's finale and the phones'
 * results list only the seats with a place.
 */

/**
 * Whether seat `seat` played the game the results show: always outside the results; on them
 * (`phase` 'finale'), only a seat with a place (1 or more; 0 is a seat taken for the next game).
 */
export function playedShownGame(phase: string, seat: { place: number }): boolean {
  return phase !== 'finale' || seat.place > 0;
}

/**
 * Whether `seat` is a newcomer seated for the next game while the results are on: a show's seat
 * (one with a `place`) that did not play the game shown. Platform seats without a place never are.
 */
export function seatedForNextGame(phase: string, seat: object): boolean {
  const place = (seat as { place?: unknown }).place;
  return typeof place === 'number' && !playedShownGame(phase, { place });
}
