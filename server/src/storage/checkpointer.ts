/**
 * WAL checkpoints off the event loop. SQLite copies the WAL back into the database file every
 * 1,000 pages, by default inside whichever commit crosses the line, with a disk flush: a 10 to
 * 40 ms pause of the game server once a second at 400 rooms (docs/BENCHMARKS.md, "storage").
 * Here the server's own connection never checkpoints (`wal_autocheckpoint = 0`); a worker thread
 * with its own connection runs a PASSIVE checkpoint every `intervalMs` (it never blocks the
 * server's commits; the next commit after a complete one starts the WAL again from the top).
 *
 * The worker is plain JavaScript evaluated from a string (no TypeScript loader needed in a
 * worker) and loads better-sqlite3 from the path this module resolves.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What the worker reports after each checkpoint that failed (a full disk, an I/O error). */
export interface CheckpointFailure {
  code: string;
  message: string;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const done = new Int32Array(workerData.done);
let db = null;
let lastCode = '';
function checkpoint() {
  try {
    db ??= new Database(workerData.file, { fileMustExist: true, timeout: 0 });
    db.pragma('wal_checkpoint(PASSIVE)');
    lastCode = '';
  } catch (e) {
    const code = String(e.code || 'ERROR');
    if (code !== lastCode) parentPort.postMessage({ code, message: String(e.message) });
    lastCode = code;
  }
}
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { if (db) db.close(); } catch {}
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
  parentPort.close();
});
`;

/** A running checkpoint worker. */
export interface Checkpointer {
  /** Stop the worker and close its connection; waits (at most 2 s) so the caller can close the database after. */
  stop(): void;
}

/**
 * Start checkpointing `file` every `intervalMs` in a worker thread. `onFailure` hears each new
 * kind of failure once (the same failure again is not repeated until a checkpoint succeeds).
 * The worker does not keep the process alive.
 */
export function startCheckpointer(file: string, intervalMs: number, onFailure: (f: CheckpointFailure) => void): Checkpointer {
  const done = new SharedArrayBuffer(4);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs, driver, done } });
  worker.unref();
  worker.on('message', (m: CheckpointFailure) => onFailure(m));
  worker.on('error', (e) => onFailure({ code: 'WORKER', message: e.message }));
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      worker.postMessage('stop');
      Atomics.wait(new Int32Array(done), 0, 0, 2000);
      void worker.terminate();
    },
  };
}
