/**
 * Questions an HTTP route asks a live room, answered wherever the room lives (docs/SERVER.md,
 * "HTTP"): the process that receives the request answers for its own rooms, and asks the
 * process hosting any other room over the presence (Colyseus' IPC through the cluster adapter,
 * JSON in and out, on the channel `<name>:<processId>`) rather than redirecting the browser to an
 * address that may not be public. Finished games' records (records.ts) and the avatars taken
 * (avatars.ts) are two such questions.
 */
import { answerOn, askOn, hostOf, isClustered, processId } from './colyseus-cluster.js';

/** How long to wait for the hosting process, ms (Colyseus' own remote calls wait 2 s). */
const ASK_TIMEOUT_MS = 2000;

/** One question: answer it for this process's rooms, serve it to the others, ask it anywhere. */
export interface RoomQuery<A extends unknown[], R> {
  /**
   * Answer other processes' questions for this process's rooms (in a cluster; nothing to do
   * otherwise). Call once the matchmaker is ready; returns a function that stops answering.
   */
  serve(): Promise<() => void>;
  /** The answer for room `code`, wherever it lives; `missing` when no live process has the room. */
  find(code: string, ...args: A): Promise<R>;
}

/**
 * A question named `name`: `here(code, ...args)` answers it for a room of this process, or null
 * when this process has no room `code`; `missing` is the answer for a room nobody hosts (or whose
 * process does not answer: stopping, or gone).
 */
export function roomQuery<A extends unknown[], R>(name: string, here: (code: string, ...args: A) => R | null, missing: R): RoomQuery<A, R> {
  const channelOf = (process: string) => `${name}:${process}`;
  return {
    async serve() {
      if (!isClustered()) return () => undefined;
      return answerOn(channelOf(processId()), (_method, args) => here(String(args[0]), ...(args.slice(1) as A)) ?? missing);
    },
    async find(code, ...args) {
      const local = here(code, ...args);
      if (local !== null || !isClustered()) return local ?? missing;
      const host = await hostOf(code);
      if (!host || host.processId === processId()) return missing;
      try {
        return await askOn<R>(channelOf(host.processId), name, [code, ...args], ASK_TIMEOUT_MS);
      } catch {
        return missing;
      }
    },
  };
}
