/**
 * Join options of the wrong shape are refused at matchmaking, before any seat reservation: junk
 * bodies and a name nested thousands of levels deep get `bad-options` (a 15 KB name
 * `name-too-long`) in the JSON colyseus.js reads, one door line names the address, and real
 * colyseus.js joins still work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStage, joinPlayer, startHarness, type Harness } from './support/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const matchmake = async (path: string, body: string) => {
  const res = await fetch(`${h.server.localUrl}/matchmake/${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('join options at matchmaking', () => {
  it('junk and deeply nested options are refused bad-options at once, with no reservation', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const nested = (depth: number) => `{"role":"audience","name":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    for (const body of ['null', '[1,2]', '"x"', '7', '{"role":"player"}', '{"role":"player","name":7}', '{"role":"stage","hostSecret":7}', nested(5000), nested(8000)]) {
      const answer = await matchmake(`joinById/${code}`, body);
      expect(answer.body, body.slice(0, 40)).toMatchObject({ code: 4215, error: 'bad-options' });
    }
    expect((await matchmake(`joinById/${code}`, JSON.stringify({ role: 'player', name: 'N'.repeat(15_000) }))).body).toEqual({ code: 4215, error: 'name-too-long' });
    // A create is the stage's alone.
    for (const body of ['null', '{"role":"player","name":"Ann"}', '{"role":"stage","hostSecret":"abc"}']) {
      expect((await matchmake('create/party', body)).body, body).toMatchObject({ code: 4215, error: 'bad-options' });
    }
    const line = h.logs.find((l) => l.includes('refused: bad-options'));
    expect(line).toMatch(/^\[door\] (joinById|create) refused: bad-options \(.*127\.0\.0\.1\)$/);
    // colyseus.js joins as before.
    const ann = await joinPlayer(h, code, 'Ann');
    expect(ann.seat).toBeDefined();
    expect((await joinPlayer(h, code, 'Bo', { role: 'audience' })).audience).toBeDefined();
  });
});
