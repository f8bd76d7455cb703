/**
 * WAL checkpoints off the event loop. SQLite copies the WAL back into the database file every
 * 1,000 pages, by default inside whichever commit crosses the line, with a disk flush: a 10 to
 * 40 ms pause of the game server once a second at 400 rooms (docs/BENCHMARKS.md, "storage").
 * Here the server's own connection never checkpoints (`wal_autocheckpoint = 0`); a worker thread
 * with its own connection does, and syncs the WAL to the disk every `intervalMs` meanwhile.
 *
 * Why it waits for a long WAL instead of checkpointing every second: once a checkpoint has copied
 * every frame, the next commit starts the WAL again from the top, and SQLite (synchronous NORMAL)
 * flushes the new WAL header to the disk inside that commit, on the event loop. That flush took
 * 1 to 250 ms on a busy disk, and with a checkpoint every second it came every 1 to 5 s at 400
 * rooms (docs/BENCHMARKS.md, "load"). Checkpointing only past `CHECKPOINT_FRAMES` makes it about
 * one flush every 16 s at 400 rooms, while the worker's own WAL sync every second keeps what a
 * power cut may lose at about a second, as before.
 *
 * The worker is plain JavaScript evaluated from a string (no TypeScript loader needed in a
 * worker) and loads better-sqlite3 from the path this module resolves.
 */
import { createRequire } from 'node:module';
import { endianness } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * The worker checkpoints once the WAL holds this many frames (of one 4 KiB page each: about
 * 64 MB, 16 s of 400 rooms' decisions), then again at once, up to `CATCH_UPS` rounds, until a
 * round has copied every frame (commits keep adding frames meanwhile; each round copies those),
 * so that the next commit starts the WAL from the top. Below it, the worker only syncs the WAL.
 */
export const CHECKPOINT_FRAMES = 16_384;
/** Checkpoints in a row at most when catching up (each copies only the frames written during the one before). */
export const CATCH_UPS = 8;

/** What the worker reports after each checkpoint that failed (a full disk, an I/O error). */
export interface CheckpointFailure {
  code: string;
  message: string;
}

// The WAL's length is read from the wal-index header at the start of the `-shm` file
// (sqlite.org/walformat.html, "The WAL-Index Header": iVersion 3007000 at offset 0, iChange (one
// more at each commit) at 8, mxFrame (frames in the WAL) at 16, 32-bit in the machine's byte
// order). A header that does not read so (another SQLite, no -shm file yet) makes the worker
// checkpoint every round, as a plain checkpoint worker would.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driver);
const done = new Int32Array(workerData.done);
const header = Buffer.alloc(20);
const read32 = (at) => (workerData.littleEndian ? header.readUInt32LE(at) : header.readUInt32BE(at));
let db = null;
let shm = -1;
let wal = -1;
let synced = -1;
let lastCode = '';
/** Reads the wal-index header; false when it cannot be read. */
function readHeader() {
  try {
    if (shm < 0) shm = fs.openSync(workerData.file + '-shm', 'r');
    return fs.readSync(shm, header, 0, 20, 0) === 20 && read32(0) === 3007000;
  } catch {
    return false;
  }
}
function checkpoint() {
  let r = db.pragma('wal_checkpoint(PASSIVE)')[0];
  for (let i = 0; i < workerData.catchUps && r.log > 0 && r.checkpointed < r.log; i++) r = db.pragma('wal_checkpoint(PASSIVE)')[0];
}
function round() {
  try {
    db ??= new Database(workerData.file, { fileMustExist: true, timeout: 0 });
    if (!readHeader() || read32(16) >= workerData.checkpointFrames) {
      checkpoint();
      synced = -1;
    } else if (read32(8) !== synced) {
      // What a power cut may lose stays what the last second committed: the WAL goes to the disk
      // (a checkpoint syncs it too). The event loop's commits never wait for this.
      const change = read32(8);
      if (wal < 0) wal = fs.openSync(workerData.file + '-wal', 'r');
      fs.fdatasyncSync(wal);
      synced = change;
    }
    lastCode = '';
  } catch (e) {
    const code = String(e.code || 'ERROR');
    if (code !== lastCode) parentPort.postMessage({ code, message: String(e.message) });
    lastCode = code;
  }
}
const timer = setInterval(round, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  try { if (db) db.close(); } catch {}
  for (const fd of [shm, wal]) if (fd >= 0) try { fs.closeSync(fd); } catch {}
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
 * Start the worker for `file`: every `intervalMs` it syncs the WAL to the disk, or, once the WAL
 * holds `checkpointFrames` frames, checkpoints it until caught up. `onFailure` hears each new
 * kind of failure once (the same failure again is not repeated until a round succeeds). The
 * worker does not keep the process alive.
 */
export function startCheckpointer(file: string, intervalMs: number, onFailure: (f: CheckpointFailure) => void, checkpointFrames = CHECKPOINT_FRAMES): Checkpointer {
  const done = new SharedArrayBuffer(4);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const workerData = { file, intervalMs, driver, done, checkpointFrames, catchUps: CATCH_UPS, littleEndian: endianness() === 'LE' };
  const worker = new Worker(WORKER, { eval: true, workerData });
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
