/**
 * The health report (`GET /healthz`, docs/SERVER.md "HTTP") for the whole cluster: rooms and
 * connections summed over every server process that shares the Redis, and each process's share.
 * One process without Redis reports itself alone. Figures come from Colyseus' stats, which each
 * process writes at most once a second: another process's numbers may be a second old.
 */
import { processId, processLoads, type ProcessLoad } from './colyseus-cluster.js';

export interface ClusterHealth {
  /** Rooms in the cluster. */
  rooms: number;
  /** Connections (stages, phones, watchers) in the cluster. */
  connections: number;
  /** This process's id. */
  process: string;
  /** Every process, this one included. */
  processes: ProcessLoad[];
}

/** Sum `loads`; this process is listed even before its first stats are written. */
export function summarize(loads: readonly ProcessLoad[], self: string, selfLoad: Omit<ProcessLoad, 'processId'>): ClusterHealth {
  const processes = loads.some((p) => p.processId === self) ? [...loads] : [{ processId: self, ...selfLoad }, ...loads];
  return {
    rooms: processes.reduce((n, p) => n + p.rooms, 0),
    connections: processes.reduce((n, p) => n + p.connections, 0),
    process: self,
    processes,
  };
}

/** How long the report waits for the shared stats, ms (Redis down: the health says so instead of hanging). */
export const HEALTH_TIMEOUT_MS = 2000;

/**
 * The cluster's health now; `localRooms` is this process's room count (its own registry).
 * Errors: rejects when the stats do not come within `HEALTH_TIMEOUT_MS` (Redis unreachable).
 */
export async function clusterHealth(localRooms: number): Promise<ClusterHealth> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no stats within ${HEALTH_TIMEOUT_MS} ms`)), HEALTH_TIMEOUT_MS)));
  try {
    const loads = processLoads();
    // Lost the race, it may still fail later (Redis down): handled, so it cannot end the process.
    loads.catch(() => undefined);
    return summarize(await Promise.race([loads, late]), processId(), { rooms: localRooms, connections: 0 });
  } finally {
    clearTimeout(timer);
  }
}
