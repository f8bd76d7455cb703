/**
 * Letting go of Pixi objects (twenty games in a row must not grow memory).
 *
 * Pixi 8's `destroy({ children: true })` hands the same options to every child, and a `Graphics`
 * destroyed with any options object leaves the `GraphicsContext` it owns alive (Graphics.destroy
 * only destroys its own context when called with no options, or with `context: true`). Such a
 * context stays registered with the renderer, with its GPU batches, vertex arrays and WebGL
 * buffers, until Pixi's own collector unloads it after a minute unused; and the batches it hands
 * back to Pixi's global pool keep its geometry arrays. Measured on a bot-only evening (heap
 * snapshots after game 2 and game 4): +717 live contexts, +2,700 pooled batches, about 5 MB of
 * heap per game, while the display objects on screen stayed the same. docs/STAGE.md, "Memory".
 */
import type { Container } from 'pixi.js';

/**
 * Destroy `node` and everything under it, each object with no options, so that every `Graphics`
 * destroys the context it owns (never a shared context passed to its constructor) and every
 * `Text` hands its texture back to the renderer. Removes `node` from its parent. Safe to call on
 * an object already destroyed (does nothing).
 */
export function release(node: Container): void {
  if (node.destroyed) return;
  for (const child of node.removeChildren()) release(child);
  node.destroy();
}

/** `release` every child of `parent` (the parent stays, empty). */
export function releaseChildren(parent: Container): void {
  for (const child of parent.removeChildren()) release(child);
}
