// @vitest-environment happy-dom
/**
 * The game's last state and its events (the last move, the game over) reach the stage together,
 * but a frame may come between them (app/scenes.ts, `FINALE_WAIT_MS`): the director must not put
 * the finale up on the state alone and then go back to the game for the last move's animation.
 * A director with a show part of screens that draw nothing (director-fixture.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { Container } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { Show } from '../../src/platform/app/show.js';
import { FINALE_WAIT_MS } from '../../src/platform/app/scenes.js';
import type { StageShow } from '../../src/platform/show-part.js';
import { CARD, deps, state, tick, until, type Playing } from './director-fixture.js';

vi.mock('../../src/platform/ui/bits.js', async (original) => (await import('./director-fixture.js')).quietBits(original));

const event = (type: string, seq: number): RoomEvent => ({ type, game: 1, seq, variant: 0 }) as unknown as RoomEvent;

/** A director on the game's screen, its queue idle; `scenes` lists every scene it put up. `extra`: the show part's fields. */
async function inGame(extra: Partial<StageShow> = {}): Promise<{ show: Show; scenes: string[]; playing: Playing[] }> {
  const scenes: string[] = [];
  const playing: Playing[] = [];
  const show = new Show(deps('live', playing, scenes, extra));
  await show.load(CARD.id);
  show.build(new Container());
  show.onState(state('playing'));
  show.frame(16);
  expect(scenes).toEqual(['game']);
  return { show, scenes, playing };
}

describe('the game ends on the stage', () => {
  it('a frame between the last state and its events keeps the game up; the events take it to the finale once', async () => {
    const { show, scenes, playing } = await inGame();
    show.onState(state('finale'));
    for (let t = 0; t < FINALE_WAIT_MS - 100; t += 16) show.frame(16);
    expect(scenes).toEqual(['game']);
    show.onEvent(event('revealed', 7));
    show.onEvent(event('game-over', 8));
    await until(() => playing.length === 1, 'the last move plays');
    playing[0]!.finish();
    await until(() => playing.length === 2, 'the game over plays');
    playing[1]!.finish();
    for (let i = 0; i < 5; i++) await tick();
    show.frame(16);
    expect(scenes).toEqual(['game', 'finale']);
  });

  it('a stage that never gets the events still goes to the finale after the wait', async () => {
    const { show, scenes } = await inGame();
    show.onState(state('finale'));
    for (let t = 0; t <= FINALE_WAIT_MS; t += 16) show.frame(16);
    expect(scenes).toEqual(['game', 'finale']);
  });

  it('the last move is cut short by the game over, unless the show plays it in full (Rubbish Auction\'s last reveal)', async () => {
    for (const playsLastMove of [false, true]) {
      const { show, playing } = await inGame({ playsLastMove });
      show.onEvent(event('revealed', 7));
      show.onEvent(event('game-over', 8));
      await until(() => playing.length === 1, 'the last move plays');
      await tick();
      expect(playing[0]!.pace.instant, `playsLastMove ${playsLastMove}`).toBe(!playsLastMove);
      playing[0]!.finish();
      await until(() => playing.length === 2, 'the game over plays');
      playing[1]!.finish();
    }
  });
});
