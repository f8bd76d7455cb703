/**
 * The live rooms of this process, by room code: keeps codes unique among live rooms and lets
 * the HTTP routes reach a room's finished-game records and its taken avatars. A room adds itself on create and
 * removes itself on dispose.
 */
import type { FinishedRecord } from './show.js';
import type { GameOutcome } from './game-outcomes.js';

/** What the HTTP side may ask of a live room. */
export interface LiveRoom {
  /** A finished game's record and its show, or undefined (unknown game, or not finished). */
  record(game: number): FinishedRecord | undefined;
  /** When that game finished (server ms since epoch), or undefined. */
  finishedAt(game: number): number | undefined;
  /** Tonight's finished games, newest first: number, show and who won (game-outcomes.ts). */
  games(): GameOutcome[];
  /** The avatars the seats have now (public: the join screen marks them taken). */
  avatars(): number[];
  /** The id of the show the room plays now (public: the join screen names it). */
  showId(): string;
  /**
   * Where a newcomer asking for a seat would land now (public: the join screen says so before Join):
   * a seat, or the audience because a game is on or every seat is taken (join.ts, `landPlayer`).
   */
  landing(): JoinLanding;
}

/** Where a newcomer asking for a seat lands: a seat, or the audience and why. */
export type JoinLanding = 'seat' | 'game-in-progress' | 'room-full';

const rooms = new Map<string, LiveRoom>();

export const liveRooms = {
  has: (code: string): boolean => rooms.has(code),
  get: (code: string): LiveRoom | undefined => rooms.get(code),
  add: (code: string, room: LiveRoom): void => void rooms.set(code, room),
  remove: (code: string): void => void rooms.delete(code),
  /** The codes of every live room of this process. */
  codes: (): string[] => [...rooms.keys()],
  get size(): number {
    return rooms.size;
  },
};
