/**
 * The soak's evening in one room: a few games with phones dropping and reconnecting at random,
 * phones leaving and taking their seat back by secret, seats handed to a bot by the stage and
 * taken back, and now and then a game abandoned half-way (everyone leaves; the room must dispose
 * itself cleanly). One chaos action at a time per phone.
 */
import type { Rng } from '@minus/shared/platform/rng';
import { sleep } from './phone.js';
import { RoomDriver, type RoomDriverOptions } from './room-driver.js';

/** How often a room meets a chaos action (ms, drawn uniformly), and the odds of each. */
export const CHAOS = {
  everyMs: [1500, 6000] as [number, number],
  /** Probability that an evening is abandoned during its last game. */
  abandon: 0.25,
  /** Games per evening, drawn uniformly. */
  games: [1, 3] as [number, number],
};

type Action = 'drop' | 'leave' | 'hand';

async function act(d: RoomDriver, rng: Rng, o: RoomDriverOptions, isOver: () => boolean): Promise<void> {
  const stage = d.stage?.state;
  const free = d.phones.filter((p) => !p.busy && p.room);
  if (!stage || free.length === 0 || stage.phase === 'lobby') return;
  const phone = rng.pick(free);
  const action: Action = rng.pick(['drop', 'drop', 'leave', 'hand', 'hand']);
  phone.busy = true;
  try {
    if (action === 'drop') {
      const token = phone.room!.reconnectionToken;
      await phone.close(false);
      await sleep(rng.int(200, 4000));
      if (isOver()) return;
      await phone.comeBack(d.code, token);
      o.counters.reconnects += 1;
    } else if (action === 'leave') {
      await phone.close(true);
      await sleep(rng.int(300, 3000));
      if (isOver()) return;
      await phone.join(d.code, phone.seat?.secret);
      o.counters.reconnects += 1;
    } else {
      const room = phone.room!;
      const seat = phone.index(room.state);
      if (seat < 0) return;
      d.stage!.send('hand-to-bot', { seat });
      await sleep(rng.int(1000, 4000));
      if (isOver() || !phone.room) return;
      phone.takeBack();
      o.counters.handovers += 1;
    }
  } catch (e) {
    if (!isOver()) o.error(`${phone.name}: ${action} failed: ${(e as Error).message}`);
  } finally {
    phone.busy = false;
  }
}

/** Poll `check` every 250 ms until it holds or `stopped()` does. */
async function until(check: () => boolean, stopped: () => boolean): Promise<void> {
  while (!check() && !stopped()) await sleep(250);
}

/**
 * Play one evening in a new room and leave it. `stopped()` ends it early (the run is over).
 * Errors go to `o.error`; this never throws.
 */
export async function playEvening(o: RoomDriverOptions, tag: string, stopped: () => boolean): Promise<void> {
  const d = new RoomDriver(o, tag);
  let over = false;
  const isOver = () => over || stopped();
  try {
    await d.open();
  } catch (e) {
    o.error(`${tag}: could not open the room: ${(e as Error).message}`);
    over = true;
    await d.close();
    return;
  }
  const rng = o.rng;
  const target = rng.int(CHAOS.games[0], CHAOS.games[1]);
  const abandon = rng.float() < CHAOS.abandon;
  const chaos = (async () => {
    while (!isOver()) {
      await sleep(rng.int(CHAOS.everyMs[0], CHAOS.everyMs[1]));
      if (!isOver()) await act(d, rng, o, isOver);
    }
  })();
  if (abandon) {
    await until(() => d.gamesFinished >= target - 1 && d.stage?.state?.phase === 'playing', stopped);
    await sleep(rng.int(2000, 15_000));
    if (!stopped() && d.stage?.state?.phase === 'playing') o.counters.abandoned += 1;
  } else {
    await until(() => d.gamesFinished >= target, stopped);
    // Let the last record be fetched and checked before leaving.
    await sleep(1000);
  }
  over = true;
  await chaos;
  await d.close();
}
