/**
 * Lower this process's priority, every thread of it: Linux sets a niceness per thread, and V8's
 * garbage-collector helpers and libuv's pool start before any code runs, so renicing the process
 * id alone would leave them competing with the server at full priority.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Set niceness `nice` (0..19) on every thread of this process (`/proc/self/task`; elsewhere the
 * main thread only). Returns how many threads were set. Throws RangeError for a bad value.
 */
export function niceAllThreads(nice: number): number {
  if (!Number.isInteger(nice) || nice < 0 || nice > 19) throw new RangeError(`niceness must be 0..19, not ${nice}`);
  let tids: number[];
  try {
    tids = readdirSync('/proc/self/task').map(Number).filter(Number.isInteger);
  } catch {
    tids = [process.pid];
  }
  let set = 0;
  for (const tid of tids) {
    try {
      setPriority(tid, nice);
      set++;
    } catch {
      // a thread that ended meanwhile
    }
  }
  return set;
}
