/**
 * Room codes are the room ids (docs/SERVER.md, "Rooms and joining"), so a code must be free in
 * every process of the cluster, not only in this one. A new code is taken here first (the local
 * registry, live-rooms.ts, synchronously: two rooms created at once in one process cannot pick
 * the same code), then, when rooms are shared through Redis, claimed for the cluster:
 * - an atomic claim in the presence (`HINCRBY` on `roomcode:<CODE>` with a 30 s expiry): of two
 *   processes picking the same code at the same moment, only the first gets the count 1;
 * - and no room listing with that id (a room that lives on, created longer ago than the claim
 *   lasts), nor a stored room's mark (a room whose process is down, and comes back with it:
 *   room-homes.ts).
 * The claim only has to outlive the few milliseconds between the code's choice and the room's
 * listing (saved by Colyseus right after `onCreate`); from then on the listing holds the code,
 * until the room is disposed and the code is free again.
 *
 * A room restored from the database after a restart (docs/SERVER.md, "Restore at start") takes
 * its stored code back the same way (`reclaimRoomCode`): it claims the code in the presence, so a
 * process choosing a new code at that moment does not get it, and a listing left by the process
 * that died (this one before its restart) does not stop it, while a room another process hosts
 * now does.
 */
import { newRoomCode } from '@minus/shared/platform/protocol/index';
import { randomInt } from 'node:crypto';
import { liveRooms, type LiveRoom } from '../platform/live-rooms.js';
import { matchMaker } from '@colyseus/core';
import { hostOf, isClustered, presence, processId } from './colyseus-cluster.js';
import { roomWhereabouts } from './room-homes.js';

/** How long a claim lasts, seconds (far longer than a room's creation takes). */
export const CLAIM_TTL_S = 30;

/**
 * The presence key a restore counts in (`reclaimRoomCode`), apart from the new-code claims' (whose
 * 30 s lifetime a restore must not renew: a room's own creation claim would then outlive it).
 */
export function restoreKey(code: string): string {
  return `roomrestore:${code}`;
}

/** Codes tried before giving up (each is free with probability about 1 - rooms / 104,976). */
const ATTEMPTS = 100;

/** The cluster-wide check of a code this process has taken locally: true when the code is ours. */
export type ClusterClaim = (code: string) => Promise<boolean>;

/**
 * The claim through Colyseus' presence and driver (Redis in a cluster): the first new-code claim
 * (`claims` 1), no restored room taking the code back at the moment (`restores`, set by
 * `reclaimRoomCode`), and no room listed or away with it. A claim that loses takes its count back,
 * so `claims` counts only the claims that won or are still deciding.
 */
export const claimInCluster: ClusterClaim = async (code) => {
  const key = `roomcode:${code}`;
  const count = await presence().hincrbyex(key, 'claims', 1, CLAIM_TTL_S);
  const ours = count === 1 && !(await presence().hget(restoreKey(code), 'restores')) && (await roomWhereabouts(code)) === 'none';
  // A claim that lost takes its count back: `claims` counts the claims that won or are deciding.
  if (!ours) await presence().hincrbyex(key, 'claims', -1, CLAIM_TTL_S);
  return ours;
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

/** Why a restored room cannot have its code back (the restore leaves the room in the database). */
export class CodeTaken extends Error {}

/** Is `process` alive? (Colyseus' health check: a dead process's listings are removed.) */
export type ProcessCheck = (process: string) => Promise<boolean>;

/** Processes found dead by `reclaimRoomCode` (each is asked once: a check waits up to 2 s for its answer). */
const deadProcesses = new Set<string>();

/** Colyseus' health check of `process`, remembering the dead ones. */
const colyseusCheck: ProcessCheck = async (process) => {
  if (deadProcesses.has(process)) return false;
  const alive = Boolean(await matchMaker.healthCheckProcessId(process));
  if (!alive) deadProcesses.add(process);
  return alive;
};

/**
 * Take back `code` for a room restored from the database and register it for `room` here.
 * Clustered, the code is claimed in the presence (as a new code is, `claimInCluster`) and its
 * listing checked: a listing by another process that answers Colyseus' health check is a live
 * room with this code; one by a process that does not answer is a leftover of the process that
 * died (it is removed, and the restored room's listing replaces it). A restore counts under its own
 * key (`restoreKey`), apart from the new-code claims (`claims`), so restoring the same room again
 * within the claim's lifetime (a process restarted twice in quick succession) does not take its
 * own earlier restore for another process's claim. A new-code claim by someone else is told apart
 * from the dead process's own only by age: the dead process claimed the code when it created the
 * room, so a new-code claim for a room older than `CLAIM_TTL_S` is another process choosing this
 * code right now. (Each side writes its field before reading the other's, so of a restore and a
 * new-code claim at the same moment at least one sees the other and gives way.)
 * Errors: throws CodeTaken (nothing is left registered) when another process holds the code or
 * is claiming it; a Redis error is thrown as it is (nothing left registered either).
 */
export async function reclaimRoomCode(code: string, room: LiveRoom, createdAt: number, now = Date.now(), alive: ProcessCheck = colyseusCheck): Promise<void> {
  if (liveRooms.has(code)) throw new CodeTaken(`the code ${code} is already used by a room of this process`);
  liveRooms.add(code, room);
  if (!isClustered()) return;
  let ours = false;
  try {
    const key = `roomcode:${code}`;
    await presence().hincrbyex(restoreKey(code), 'restores', 1, CLAIM_TTL_S);
    const claims = Number((await presence().hget(key, 'claims')) ?? 0);
    const host = await hostOf(code);
    if (host && host.processId !== processId() && (await alive(host.processId))) {
      throw new CodeTaken(`the code ${code} is held by a room of the live process ${host.processId}`);
    }
    if (claims > 0 && now - createdAt > CLAIM_TTL_S * 1000) throw new CodeTaken(`another process is claiming the code ${code} right now`);
    ours = true;
  } finally {
    if (!ours) liveRooms.remove(code);
  }
}
