/**
 * The options a phone joins a room with (docs/SERVER.md, "Rooms and joining"): a player's name, avatar and,
 * when it held a seat in this room before, the seat's secret; a watcher's name, if any; and the
 * phone's watcher id (also a player's: a join during a game lands in the audience).
 */
import { watcherId } from './storage.js';


/** What the phone knows when it (re)joins; `seatSecret` only for a seat it held before. */
export interface JoinWish {
  role: 'player' | 'audience';
  name: string | undefined;
  avatar?: number | undefined;
  /** Refuse `avatar-taken` rather than seat with another avatar. */
  exactAvatar?: boolean | undefined;
  seatSecret?: string | undefined;
}

/** The join options sent to `joinById`, leaving out every field that is not set. */
export function joinOptions(wish: JoinWish): object {
  if (wish.role === 'audience') return { role: 'audience', name: wish.name || undefined, watcher: watcherId() };
  return {
    role: 'player',
    name: wish.name ?? '',
    watcher: watcherId(),
    ...(wish.avatar !== undefined ? { avatar: wish.avatar } : {}),
    ...(wish.exactAvatar ? { exactAvatar: true } : {}),
    ...(wish.seatSecret ? { seatSecret: wish.seatSecret } : {}),
  };
}
