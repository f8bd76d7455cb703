/**
 * A show part for testing the stage's director (app/show.ts) without drawing: its screens are
 * empty containers labelled `owner-kind`, and each `play` waits until the test calls `finish`.
 * Test files using it mock ui/bits.js with `quietBits` (its caption bar draws nothing: no text
 * can be measured without a canvas).
 */
import { Container } from 'pixi.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { ShowDeps } from '../../src/platform/app/show.js';
import type { StageShow } from '../../src/platform/show-part.js';
import type { Screen } from '../../src/platform/screens/screen.js';
import type { StepPace } from '../../src/platform/engine/queue.js';

export const CARD = { id: 'test-show', title: 'Test show', short: 'Test', seats: { min: 1, max: 7 }, tagline: '' };

/** A step that has begun animating (`pace` as the queue gave it, and as it may hurry it); `finish` ends it. */
export interface Playing { finish(): void; pace: StepPace }

/** A show part whose screens are labelled `owner-kind`; each `play` waits for `finish`. `extra` overrides the part's fields. */
export function part(owner: string, playing: Playing[], extra: Partial<StageShow> = {}): StageShow {
  const screen = (kind: string): Screen => {
    const root = new Container({ label: `${owner}-${kind}` });
    return {
      root,
      sync: () => undefined,
      play: (_event, _before, _after, _view, pace) => new Promise<void>((finish) => playing.push({ finish, pace })),
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
    ...extra,
  };
}

/** The director's dependencies, with that part as its only show; `scenes` collects every scene put up, by name. */
export function deps(owner: string, playing: Playing[], scenes: string[] = [], extra: Partial<StageShow> = {}): ShowDeps {
  const p = part(owner, playing, extra);
  return {
    shows: [{ card: CARD, load: async () => p }],
    play: () => undefined, announce: () => undefined, scene: (name) => void scenes.push(name), title: () => undefined,
    table: () => undefined, call: () => undefined, evening: () => undefined,
    now: () => Date.now(), send: () => undefined, reducedMotion: false,
  };
}

/** A three-seat room of the test show in `phase`. */
export function state(phase: RoomStateShape['phase']): RoomStateShape {
  const seat = (name: string, avatar: number) => ({ id: name, name, avatar, kind: 'bot', botLabel: 'easy', connected: true, vip: false, place: 0 });
  return {
    code: 'BCFG', phase, show: CARD.id, shows: [CARD.id], settings: {}, audienceCount: 0, evening: { shows: [], rows: [] },
    seats: [seat('Ana', 0), seat('Ben', 1), seat('Cy', 2)],
    game: { number: 1, version: 1 },
  } as unknown as RoomStateShape;
}

export const tick = () => new Promise((r) => setTimeout(r, 0));

/** Wait (up to 200 ticks) until `done`; throws naming `what` otherwise. */
export async function until(done: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await tick();
  if (!done()) throw new Error(`never: ${what}`);
}

/** ui/bits.js with a caption bar that draws and says nothing, for `vi.mock`'s factory (given the real module's loader). */
export async function quietBits(original: () => Promise<object>): Promise<object> {
  class CaptionBar extends Container {
    constructor() {
      super({ label: 'caption' });
    }
    say(): void {}
    showSounds(): void {}
  }
  return { ...(await original()), CaptionBar };
}
