import { describe, expect, it } from 'vitest';
import { stopTweens, tween } from '../../src/engine/tween.js';

describe('tween', () => {
  it('resolves when the tween is stopped, so a step awaiting it goes on', async () => {
    const target = { x: 0 };
    const done = tween(target, { x: 1 }, 5000, { speed: 1, instant: false });
    setTimeout(() => stopTweens(target), 30);
    const outcome = await Promise.race([done.then(() => 'resolved'), new Promise((r) => setTimeout(() => r('stuck'), 2000))]);
    expect(outcome).toBe('resolved');
    expect(target.x).toBeLessThan(1);
  });

  it('jumps to the end values at an instant pace', async () => {
    const target = { x: 0 };
    await tween(target, { x: 1 }, 5000, { speed: Infinity, instant: true });
    expect(target.x).toBe(1);
  });
});
