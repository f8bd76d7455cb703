/**
 * A Rubbish Auction phone played through the synchronised state only, as a person would (tests
 * only): pick the first item left and name yourself First Bidder; peek at the last position; hold
 * out one usable card (nothing every third round).
 */
import { usableCards } from '@minus/shared/shows/rubbish-auction/cards';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import type { MoneyCard } from '@minus/shared/shows/rubbish-auction/types';
import { mySeat, type Conn } from './harness.js';

/** The room's state as Rubbish Auction's. */
export const rubbishStateOf = (c: Conn) => c.room.state as unknown as RubbishRoomState;

/** Play `conn`'s seat on every turn of its own until stopped. Returns the stop function. */
export function rubbishAutoPlay(conn: Conn): () => void {
  let lastVersion = -1;
  const tick = () => {
    const s = rubbishStateOf(conn);
    const me = mySeat(conn);
    if (s.phase !== 'playing' || me < 0 || s.game.current !== me || s.game.version === lastVersion) return;
    lastVersion = s.game.version;
    const seat = s.seats[me]!;
    const hand = usableCards(seat.blocked ? (seat.blocked as MoneyCard) : null);
    const action = s.game.step === 'pick' ? { type: 'pick', item: s.game.itemsLeft[0], firstBidder: me }
      : s.game.step === 'peek' ? { type: 'peek', position: s.game.peekSize - 1 }
      : { type: 'hold-out', cards: s.game.round % 3 === 0 ? [] : [hand[s.game.round % hand.length]!] };
    conn.room.send('act', { action, version: s.game.version });
  };
  conn.room.onStateChange(tick);
  tick();
  return () => conn.room.onStateChange.remove(tick);
}
