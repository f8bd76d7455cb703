/**
 * A finished game's record from any process of the cluster (the download route,
 * `GET /api/rooms/CODE/record/N.json`, docs/SERVER.md "HTTP"). The room's record lives in the
 * memory of the process hosting the room; a request reaching another process asks that one over
 * the presence (Colyseus' IPC, JSON in and out, on the channel `records:<processId>`) rather than
 * redirecting the browser to an address that may not be public.
 */
import { liveRooms } from '../platform/live-rooms.js';
import { answerOn, askOn, hostOf, isClustered, processId } from './colyseus-cluster.js';

/** What the route answers: the record (in its show's format), its show's id and when the game finished, or why there is none. */
export type RecordLookup =
  | { kind: 'found'; record: unknown; show: string; finishedAt: number }
  | { kind: 'no-such-room' }
  | { kind: 'no-record' };

/** How long to wait for the hosting process, ms (Colyseus' own remote calls wait 2 s). */
const ASK_TIMEOUT_MS = 2000;

const channelOf = (process: string) => `records:${process}`;

/** This process's own rooms. */
function lookUpHere(code: string, game: number): RecordLookup {
  const room = liveRooms.get(code);
  if (!room) return { kind: 'no-such-room' };
  const finished = room.record(game);
  return finished ? { kind: 'found', record: finished.record, show: finished.show, finishedAt: room.finishedAt(game) ?? Date.now() } : { kind: 'no-record' };
}

/**
 * Answer other processes' record requests for this process's rooms (in a cluster; nothing to do
 * otherwise). Call once the matchmaker is ready; returns a function that stops answering.
 */
export async function serveRecords(): Promise<() => void> {
  if (!isClustered()) return () => undefined;
  return answerOn(channelOf(processId()), (_method, args) => lookUpHere(String(args[0]), Number(args[1])));
}

/**
 * Game `game` of room `code`, wherever the room lives. A room listed on a process that does not
 * answer (stopping, or gone) is `no-such-room`.
 */
export async function findRecord(code: string, game: number): Promise<RecordLookup> {
  const here = lookUpHere(code, game);
  if (here.kind !== 'no-such-room' || !isClustered()) return here;
  const host = await hostOf(code);
  if (!host || host.processId === processId()) return { kind: 'no-such-room' };
  try {
    return await askOn<RecordLookup>(channelOf(host.processId), 'record', [code, game], ASK_TIMEOUT_MS);
  } catch {
    return { kind: 'no-such-room' };
  }
}
