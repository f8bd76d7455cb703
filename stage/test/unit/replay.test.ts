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
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { Show, type ShowDeps } from '../../src/platform/app/show.js';
import { Replay, type ReplayScript } from '../../src/platform/app/replay.js';
import type { StageShow } from '../../src/platform/show-part.js';
import type { Screen } from '../../src/platform/screens/screen.js';

vi.mock('../../src/platform/ui/bits.js', async (original) => {
  const { Container: Base } = await import('pixi.js');
  class CaptionBar extends Base {
    constructor() {
      super({ label: 'caption' });
    }
    say(): void {}
    showSounds(): void {}
  }
  return { ...(await original<object>()), CaptionBar };
});

const CARD = { id: 'test-show', title: 'Test show', short: 'Test', seats: { min: 1, max: 7 }, tagline: '' };

/** A step that has begun animating; `finish` ends it. */
interface Playing { finish(): void }

/** A show part whose screens are labelled `owner-kind`; each `play` waits for `finish`. */
function part(owner: string, playing: Playing[]): StageShow {
  const screen = (kind: string): Screen => {
    const root = new Container({ label: `${owner}-${kind}` });
    return {
      root,
      sync: () => undefined,
      play: () => new Promise<void>((finish) => playing.push({ finish })),
      update: () => undefined,
      destroy: () => root.destroy({ children: true }),
    };
  };
  return {
    card: CARD,
    scenes: { game: { name: 'game', description: '' }, finale: { name: 'finale', description: '' } },
    screen: (kind) => screen(kind),
    fromState: (s) => s.game.number,
    apply: (t) => t,
    isBehind: () => false,
    withSeatsFrom: (shown) => shown,
    names: () => ['Ana', 'Ben', 'Cy'],
    describe: () => ({ offer: '', seats: [] }),
    captions: () => [],
    stepLimit: () => undefined,
    rules: [],
    bots: [],
  };
}

function deps(owner: string, playing: Playing[]): ShowDeps {
  const p = part(owner, playing);
  return {
    shows: [{ card: CARD, load: async () => p }],
    play: () => undefined, announce: () => undefined, scene: () => undefined, title: () => undefined,
    table: () => undefined, call: () => undefined, evening: () => undefined,
    now: () => Date.now(), send: () => undefined, reducedMotion: false,
  };
}

function state(phase: RoomStateShape['phase']): RoomStateShape {
  const seat = (name: string, avatar: number) => ({ id: name, name, avatar, kind: 'bot', botLabel: 'easy', connected: true, vip: false, place: 0 });
  return {
    code: 'BCFG', phase, show: CARD.id, shows: [CARD.id], settings: {}, audienceCount: 0, evening: { shows: [], rows: [] },
    seats: [seat('Ana', 0), seat('Ben', 1), seat('Cy', 2)],
    game: { number: 1, version: 1 },
  } as unknown as RoomStateShape;
}

const event = (seq: number): RoomEvent => ({ type: 'offer', game: 1, seq, variant: 0 }) as unknown as RoomEvent;

const tick = () => new Promise((r) => setTimeout(r, 0));

async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await tick();
  if (!done()) throw new Error(`never: ${what}`);
}

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
