import { describe, expect, it } from 'vitest';
import { FINALE_MS, finaleRevealMs } from './finale.js';

describe('the finale on the clock', () => {
  it('adds up the last take, the vault, every seat, the podium and the banner', () => {
    const s = FINALE_MS;
    const fixed = s.lastTake + s.vaultClosed + s.vaultOpen + s.afterVault + s.beforePodium + s.podiumRow + s.banner;
    expect(finaleRevealMs(3)).toBe(fixed + 3 * s.perSeat + 2 * s.podiumStagger);
    expect(finaleRevealMs(3)).toBe(6480);
    expect(finaleRevealMs(7)).toBe(8640);
  });

  it('grows with the table and clamps what cannot be a table', () => {
    for (let n = 3; n < 7; n++) expect(finaleRevealMs(n + 1)).toBeGreaterThan(finaleRevealMs(n));
    expect(finaleRevealMs(99)).toBe(finaleRevealMs(7));
    expect(finaleRevealMs(-2)).toBe(finaleRevealMs(0));
    expect(finaleRevealMs(Number.NaN)).toBe(finaleRevealMs(0));
    expect(finaleRevealMs(4.7)).toBe(finaleRevealMs(4));
  });
});
