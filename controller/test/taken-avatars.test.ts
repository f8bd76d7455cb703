import { describe, expect, it } from 'vitest';
import { fetchTakenAvatars } from '../src/platform/net/taken-avatars.js';

const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('fetchTakenAvatars', () => {
  it('reads the taken avatars, the show and where a newcomer lands, a missing room, a room whose server is restarting, and anything else as unknown', async () => {
    let asked = '';
    const spy = (async (url: string) => { asked = url; return new Response('{"taken":[4,0]}'); }) as unknown as typeof fetch;
    expect(await fetchTakenAvatars('BCFG', spy)).toEqual({ kind: 'taken', taken: [4, 0], show: '', landing: '' });
    expect(asked).toBe('/api/rooms/BCFG/avatars');
    expect(await fetchTakenAvatars('BCFG', answer(404, { error: 'no-such-room' }))).toEqual({ kind: 'no-such-room' });
    expect(await fetchTakenAvatars('BCFG', answer(500, {}))).toEqual({ kind: 'unknown' });
    expect(await fetchTakenAvatars('BCFG', answer(503, { error: 'room-paused' }))).toEqual({ kind: 'room-paused' });
    expect(await fetchTakenAvatars('BCFG', answer(503, { error: 'busy' }))).toEqual({ kind: 'unknown' });
    expect(await fetchTakenAvatars('BCFG', answer(200, { taken: [2], show: 'rubbish-auction', landing: 'game-in-progress' }))).toEqual({ kind: 'taken', taken: [2], show: 'rubbish-auction', landing: 'game-in-progress' });
    expect(await fetchTakenAvatars('BCFG', answer(200, { taken: [2], show: 'x', landing: '<b>' }))).toEqual({ kind: 'taken', taken: [2], show: 'x', landing: '' });
    expect(await fetchTakenAvatars('BCFG', answer(200, { taken: 'x' }))).toEqual({ kind: 'unknown' });
    expect(await fetchTakenAvatars('BCFG', answer(200, { taken: [1, 'x', 2.5, 3] }))).toEqual({ kind: 'taken', taken: [1, 3], show: '', landing: '' });
    expect(await fetchTakenAvatars('BCFG', (async () => { throw new TypeError('offline'); }) as unknown as typeof fetch)).toEqual({ kind: 'unknown' });
  });
});
