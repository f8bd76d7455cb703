import { describe, expect, it } from 'vitest';
import { RELOAD_CHECK_MS, reloadWhenServed } from '../../src/platform/app/reload.js';

describe('reloading the TV after a failed first connection', () => {
  it('waits until the server answers for the page (no answer, an error, then 200), then reloads once', async () => {
    const answers: (boolean | Error)[] = [false, new Error('Failed to fetch'), false, true];
    const waits: number[] = [];
    let reloads = 0;
    await reloadWhenServed({
      served: async () => {
        const a = answers.shift()!;
        if (a instanceof Error) throw a;
        return a;
      },
      reload: () => void reloads++,
      wait: async (ms) => void waits.push(ms),
    });
    expect(reloads).toBe(1);
    expect(waits).toEqual([RELOAD_CHECK_MS, RELOAD_CHECK_MS, RELOAD_CHECK_MS, RELOAD_CHECK_MS]);
    expect(answers).toEqual([]);
  });
});
