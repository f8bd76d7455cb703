/**
 * A stand-in server for crash.test.ts: `node --import tsx crash-child.ts DATA_DIR SEED`. It
 * restores its one live room from the database (the unfinished game replayed from its stored
 * record), then plays random legal decisions as fast as it can, each stored before it counts,
 * printing `ack GAME INDEX ACTION` after each commit, until it is killed.
 */
import { applyAction, legalActions, type GameState } from '@minus/shared/shows/minus-auction/index';
import { rngFromSeed } from '@minus/shared/platform/rng';
import { writeSync } from 'node:fs';
import { replayGames } from '../../src/history/replay-games.js';
import { knownShows } from '../../src/history/shows.js';
import { RoomStore } from '../../src/storage/index.js';
import { lobby, startMinusGame } from './fixtures.js';

/**
 * Print one line, whole, before going on (a line printed means its decision is stored). The pipe
 * to the test may be full when the test's machine is busy: a write that would block (EAGAIN) is
 * tried again after a millisecond, so the child waits for its reader rather than dying.
 */
function say(line: string): void {
  const bytes = Buffer.from(line);
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(1, bytes, done);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
    }
  }
}

const [dataDir, seedText] = process.argv.slice(2);
const rng = rngFromSeed(Number(seedText));
const store = RoomStore.open({ dataDir: dataDir! });

let room = store.liveRooms()[0];
if (!room) {
  const made = store.createRoom({ code: 'KILL', createdAt: Date.now(), ...lobby(5) });
  if (!made.ok) throw made.error;
  room = store.room(made.value)!;
}
const key = room.key;
const last = replayGames(room.games, knownShows).at(-1);
if (last && !last.replay.ok) throw new Error(`game ${last.number} does not replay: ${last.replay.error}`);
let number = last?.number ?? 0;
let index = room.games.at(-1)?.actions.length ?? 0;
let state: GameState | null = last?.replay.ok && !last.replay.finished ? (last.replay.state as GameState) : null;
say(`restored ${number} ${index} ${state ? 'playing' : 'between'}\n`);

for (;;) {
  if (!state) {
    number += 1;
    index = 0;
    state = startMinusGame(store, key, number, rng.int(0, 1e9), Date.now(), lobby(5)).state;
  }
  const seat = state.current;
  const action = rng.pick(legalActions(state, seat));
  const next = applyAction(state, seat, action);
  if (!next.ok) throw new Error(next.error.message);
  const stored = store.appendAction(key, number, { index, seat, action, cause: 'bot', at: Date.now(), finishes: next.value.finished });
  if (!stored.ok) throw stored.error;
  say(`ack ${number} ${index} ${action}\n`);
  index += 1;
  state = next.value.finished ? null : next.value;
}
