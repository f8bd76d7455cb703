/**
 * Room codes are the room ids (docs/SERVER.md, "Rooms and joining"), so a code must be free in
 * every process of the cluster, not only in this one. A new code is taken here first (the local
 * registry, live-rooms.ts, synchronously: two rooms created at once in one process cannot pick
 * the same code), then, when rooms are shared through Redis, claimed for the cluster:
 * - an atomic claim in the presence (`HINCRBY` on `roomcode:<CODE>` with a 30 s expiry): of two
 *   processes picking the same code at the same moment, only the first gets the count 1;
 * - and no room listing with that id (a room that lives on, created longer ago than the claim
 *   lasts).
 * The claim only has to outlive the few milliseconds between the code's choice and the room's
 * listing (saved by Colyseus right after `onCreate`); from then on the listing holds the code,
 * until the room is disposed and the code is free again.
 */
import { newRoomCode } from '@minus/shared/platform/protocol/index';
import { randomInt } from 'node:crypto';
import { liveRooms, type LiveRoom } from '../platform/live-rooms.js';
import { isClustered, isListed, presence } from './colyseus-cluster.js';

/** How long a claim lasts, seconds (far longer than a room's creation takes). */
export const CLAIM_TTL_S = 30;

/** Codes tried before giving up (each is free with probability about 1 - rooms / 104,976). */
const ATTEMPTS = 100;

/** The cluster-wide check of a code this process has taken locally: true when the code is ours. */
export type ClusterClaim = (code: string) => Promise<boolean>;

/** The claim through Colyseus' presence and driver (Redis in a cluster). */
export const claimInCluster: ClusterClaim = async (code) => {
  const count = await presence().hincrbyex(`roomcode:${code}`, 'claims', 1, CLAIM_TTL_S);
  return count === 1 && !(await isListed(code));
};

/**
 * A room code free in the whole cluster, registered for `room` in this process's registry (the
 * caller removes it on dispose: `liveRooms.remove`). `claim` defaults to the cluster claim when
 * rooms are shared, and to none (the local registry decides) otherwise.
 * Errors: throws when no free code was found in 100 tries (a full code space).
 */
export async function claimRoomCode(room: LiveRoom, claim: ClusterClaim | null = isClustered() ? claimInCluster : null): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = newRoomCode((n) => randomInt(n), (c) => liveRooms.has(c));
    liveRooms.add(code, room);
    if (!claim) return code;
    let ours = false;
    try {
      ours = await claim(code);
    } finally {
      if (!ours) liveRooms.remove(code);
    }
    if (ours) return code;
  }
  throw new Error('no free room code in the cluster');
}
