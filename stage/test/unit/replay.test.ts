// @vitest-environment happy-dom
/**
 * A replay and the live room sharing one design container (app/replay.ts, app/show.ts): when the
 * replay ends, the container holds the live director's drawings only, also when it ends while a
 * replay step is still animating and that step finishes afterwards. Two directors with a show
 * part of screens that draw nothing and animate until the test lets them finish; the caption bar
 * is a bare container (no text to measure without a canvas).
 */
import { describe, expect, it, vi } from 'vitest';
import { Container } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { Show } from '../../src/platform/app/show.js';
import { Replay, type ReplayScript } from '../../src/platform/app/replay.js';
import { CARD, deps, state, tick, until, type Playing } from './director-fixture.js';

vi.mock('../../src/platform/ui/bits.js', async (original) => (await import('./director-fixture.js')).quietBits(original));

const event = (seq: number): RoomEvent => ({ type: 'offer', game: 1, seq, variant: 0 }) as unknown as RoomEvent;

/** The live room on its finale, a replay of game 1 (two steps) started on the same design container. */
async function replaying(): Promise<{ design: Container; replay: Replay; live: Show; replayed: Playing[] }> {
  const design = new Container();
  const live = new Show(deps('live', []));
  await live.load(CARD.id);
  live.onState(state('finale'));
  live.build(design);
  const replayed: Playing[] = [];
  const script: ReplayScript = { show: CARD.id, game: 1, frames: [{ state: state('playing'), events: [event(1)] }, { state: state('playing'), events: [event(2)] }] };
  const replay = new Replay({
    live,
    makeShow: () => new Show(deps('replay', replayed)),
    design: () => design,
    rebuildLive: (d) => live.build(d),
    announce: () => undefined,
    room: () => ({ code: 'BCFG', join: { url: '', display: '' } }),
    showTitle: (id) => id,
    fetch: async () => new Response(JSON.stringify(script)),
  });
  replay.onLiveState(state('finale'));
  expect(replay.key('r')).toBe(true);
  replay.key('Enter');
  await until(() => replay.active, 'the replay starts');
  return { design, replay, live, replayed };
}

const labels = (design: Container) => design.children.map((c) => c.label).filter((l) => l !== 'caption');

describe('leaving a replay', () => {
  it('gives the design container back to the live director alone', async () => {
    const { design, replay, replayed } = await replaying();
    await until(() => replayed.length === 1, 'the first step plays');
    replayed[0]!.finish();
    await tick();
    replay.key('Escape');
    expect(replay.active).toBe(false);
    await tick();
    expect(labels(design)).toEqual(['live-finale']);
  });

  it('keeps the replay off the container when its step mid-animation finishes after the replay ended', async () => {
    const { design, replay, replayed } = await replaying();
    await until(() => replayed.length === 1, 'the first step plays');
    expect(labels(design)).toEqual(['replay-game']);
    // Leave while the step animates, then let it finish: the queue goes idle and re-syncs its director.
    replay.key('Escape');
    expect(labels(design)).toEqual(['live-finale']);
    replayed[0]!.finish();
    for (let i = 0; i < 5; i++) await tick();
    expect(labels(design)).toEqual(['live-finale']);
    expect(replayed).toHaveLength(1);
  });
});
