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

/**
 * A WAL longer than this (frames of one page, 4 KiB each: about 16 MB) is let go: the worker
 * checkpoints again at once, up to `CATCH_UPS` times, until a round finds no new frame, and the
 * next commit starts the WAL from the top. Under a steady stream of commits (400 rooms write about
 * 650 a second) one PASSIVE checkpoint copies the frames there were when it began, a commit always
 * comes in meanwhile, and SQLite only starts the WAL again when a commit finds every frame copied:
 * without this the WAL grew by about 4 MB a second for as long as the stream lasted. Below it, one checkpoint a
 * round: the commit that starts the WAL again syncs its header to the disk (SQLite, synchronous
 * NORMAL), a few ms on the event loop, so this happens about once per 16 MB, not once a second.
 */
export const RESTART_FRAMES = 4096;
/** Checkpoints in a row at most when catching up (each copies only the frames written during the one before). */
export const CATCH_UPS = 8;

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
    let r = db.pragma('wal_checkpoint(PASSIVE)')[0];
    // A long WAL: checkpoint again at once while commits keep adding frames (each round copies
    // only those), until a round finds none new: the next commit then starts the WAL from the top.
    for (let i = 0, seen = -1; i < workerData.catchUps && r.log > workerData.restartFrames && r.log !== seen; i++) {
      seen = r.log;
      r = db.pragma('wal_checkpoint(PASSIVE)')[0];
    }
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
  const worker = new Worker(WORKER, { eval: true, workerData: { file, intervalMs, driver, done, restartFrames: RESTART_FRAMES, catchUps: CATCH_UPS } });
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
