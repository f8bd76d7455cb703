// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Container, Graphics, updateRenderGroupTransforms } from 'pixi.js';
import { sceneChanged } from '../../src/platform/engine/scene-changed.js';

/**
 * What a render does to the render group's change lists, without a renderer: Pixi's own transform
 * pass (it empties `childrenToUpdate` and clears each container's `didChange`), then what its
 * RenderGroupSystem does with the rest (the instructions rebuilt, the redrawn views uploaded).
 */
function rendered(root: Container): void {
  const g = root.renderGroup as unknown as {
    structureDidChange: boolean;
    childrenRenderablesToUpdate: { index: number; list: { didViewUpdate: boolean }[] };
  };
  // No renderer: a view whose colour changed is handed to pipes that draw nothing.
  (root.renderGroup!.instructionSet as unknown as { renderPipes: unknown }).renderPipes = new Proxy({}, { get: () => ({ updateRenderable: () => undefined }) });
  updateRenderGroupTransforms(root.renderGroup!, true);
  g.structureDidChange = false;
  for (let i = 0; i < g.childrenRenderablesToUpdate.index; i++) g.childrenRenderablesToUpdate.list[i]!.didViewUpdate = false;
  g.childrenRenderablesToUpdate.index = 0;
}

describe('sceneChanged (frames on demand)', () => {
  it('is false for a rendered, untouched stage and true after each kind of change Pixi records', () => {
    const stage = new Container({ isRenderGroup: true });
    const card = new Container();
    const ring = new Graphics();
    card.addChild(ring);
    stage.addChild(card);
    expect(sceneChanged(stage)).toBe(true); // a new child
    rendered(stage);
    expect(sceneChanged(stage)).toBe(false);

    card.x = 12; // moved
    expect(sceneChanged(stage)).toBe(true);
    rendered(stage);
    card.x = 12; // the same value: nothing to draw
    expect(sceneChanged(stage)).toBe(false);

    card.alpha = 0.5; // faded
    expect(sceneChanged(stage)).toBe(true);
    rendered(stage);

    ring.circle(0, 0, 10).fill(0xffffff); // its view redrawn
    expect(sceneChanged(stage)).toBe(true);
    rendered(stage);

    stage.removeChild(card); // the structure
    expect(sceneChanged(stage)).toBe(true);
  });

  it('answers true when the render group is not where Pixi 8.22 keeps it (every frame drawn, as Pixi does)', () => {
    expect(sceneChanged(new Container())).toBe(true);
    expect(sceneChanged({ renderGroup: {} })).toBe(true);
  });
});
