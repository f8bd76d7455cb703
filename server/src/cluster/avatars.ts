/**
 * The avatars taken in a room, from any process of the cluster (the join screen's route,
 * `GET /api/rooms/CODE/avatars`, docs/SERVER.md "HTTP"): avatar indexes only, which every screen
 * of the room shows anyway; nothing private. Another process asks the room's (room-query.ts).
 */
import { liveRooms, type JoinLanding } from '../platform/live-rooms.js';
import { roomQuery } from './room-query.js';

/**
 * The avatars the room's seats have (avatar indexes, protocol avatars.ts), the show it plays and
 * where a newcomer asking for a seat would land now; null for a room no process hosts.
 */
export type AvatarsLookup = { taken: number[]; show: string; landing: JoinLanding } | null;

const avatars = roomQuery<[], AvatarsLookup>('avatars', (code) => {
  const room = liveRooms.get(code);
  return room ? { taken: room.avatars(), show: room.showId(), landing: room.landing() } : null;
}, null);

/** Answer other processes' avatar questions for this process's rooms (in a cluster). Returns a function that stops answering. */
export const serveAvatars = (): Promise<() => void> => avatars.serve();

/** The avatars taken in room `code`, wherever it lives; null when no live process hosts it. */
export const findAvatars = (code: string): Promise<AvatarsLookup> => avatars.find(code);
