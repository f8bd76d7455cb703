/**
 * A restart in the first seconds of a game whose start the stage shows for a while (Minus
 * Auction's seats drawn at random, `veto`): the restored first turn still waits out what is left
 * of that show time, and its deadline gives it back, as without the restart (docs/SERVER.md,
 * "Restore at start").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEATS_DRAWN_MS } from '@minus/shared/shows/minus-auction/events-of';
import { ask, createStage, joinPlayer, minusGame, serverRoom, stageBack, startHarness, until } from './support/harness.js';

const dir = mkdtempSync(join(tmpdir(), 'minus-restore-show-time-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a restart while the stage shows a drawn seating', () => {
  it('keeps the rest of the start\'s show time in the first turn\'s deadline', async () => {
    const TIMER_MS = 20_000;
    let h = await startHarness({ dataDir: dir, reconnectWindowS: 30 });
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const hostSecret = stage.hostSecret!;
    const secrets = new Map<string, string>();
    for (const name of ['Ann', 'Bo', 'Cy']) {
      const phone = await joinPlayer(h, code, name);
      secrets.set(phone.seat!.id, phone.seat!.secret);
    }
    expect(await ask(stage, 'settings', { preset: 'veto' })).toMatchObject({ ok: true });
    expect(await ask(stage, 'start', {})).toMatchObject({ ok: true });
    const startedAt = serverRoom(h, code).show.deadline - TIMER_MS - SEATS_DRAWN_MS;
    await h.close();

    h = await startHarness({ dataDir: dir, reconnectWindowS: 30 });
    try {
      const room = serverRoom(h, code);
      // The TV is back (the held timer runs again), then the person on turn.
      await stageBack(h, code, hostSecret, 3);
      await until(() => room.show.deadline > 0, 3000, 'the restored turn');
      // The restart came within the show time, so some of it is left to keep.
      expect(Date.now() - startedAt).toBeLessThan(SEATS_DRAWN_MS - 300);
      expect(minusGame(room).current).toBe(0);
      const keeps = () => expect(room.show.deadline - startedAt).toBeGreaterThanOrEqual(TIMER_MS + SEATS_DRAWN_MS - 100);
      keeps();
      const first = room.book.seats[0]!.id;
      // Seated, the person on turn has had their fresh timer (the room gives it as they join).
      const back = await joinPlayer(h, code, 'x', { seatSecret: secrets.get(first) });
      expect(back.seat?.id).toBe(first);
      expect(Date.now() - startedAt).toBeLessThan(SEATS_DRAWN_MS);
      keeps();
      await back.room.leave();
        } finally {
      await h.close();
    }
  });
});
