/**
 * Seed mixing for computer players and simulations: one 32-bit integer from several, so a game
 * index, a seat and a state version each give an independent-looking seed for `rngFromSeed`.
 */

function fold(h: number, k: number): number {
  k = Math.imul(k ^ (k >>> 16), 0x85ebca6b);
  k = Math.imul(k ^ (k >>> 13), 0xc2b2ae35);
  h = Math.imul(h ^ k ^ (k >>> 16), 0x27d4eb2d) + 0x165667b1;
  return h ^ (h >>> 15);
}

/**
 * Mix integers into one 32-bit seed (murmur3's finaliser over the low and high 32 bits of each
 * part; fractions are dropped). Same parts in the same order, same seed.
 */
export function mixSeed(...parts: number[]): number {
  let h = 0x2545f491;
  for (const part of parts) {
    const whole = Math.trunc(part);
    h = fold(h, whole | 0);
    h = fold(h, Math.floor(whole / 4294967296) | 0);
  }
  return h | 0;
}
