/**
 * Where a room's randomness comes from (docs/SERVER.md, "Randomness"). Three sources that share
 * nothing, so that what a client can observe never reveals the deal:
 * - the deal: a fresh 128-bit seed per game from `crypto` (`dealSeed`), handed to the show's
 *   `createGame`, which builds its own generator from it and throws it away after the setup. No
 *   output of that generator reaches a client other than through the rules (a revealed cube).
 * - computer players: a 32-bit seed per bot from `crypto` (`botSeed`), so a bot's choices cannot
 *   be predicted from anything a watcher sees either.
 * - cosmetics: one generator per room (`cosmetic`), itself seeded from `crypto`, for what clients
 *   see and may predict without harm: caption variants, bot names, bots' pauses.
 * Tests replace the source (`RoomConfig.random`) to fix seeds; the engine stays pure and seeded.
 */
import type { Seed } from '@minus/shared/platform/show-module';
import { rngFromSeed, type Rng } from '@minus/shared/platform/rng';
import { randomBytes, randomInt } from 'node:crypto';

/** The room's sources of randomness. */
export interface RandomSource {
  /** A new deal seed, one per game: 32 lowercase hex digits (128 bits) from the real source. */
  dealSeed(): Seed;
  /** A seed for one computer player (a whole number). */
  botSeed(): number;
  /** A new room's cosmetic generator (caption variants, bot names, bot pauses). */
  cosmetic(): Rng;
}

/** 32 lowercase hex digits (128 bits) from the operating system's secure random source. */
function secureHex128(): string {
  return randomBytes(16).toString('hex');
}

/** The real source: everything from Node's `crypto`. */
export const cryptoRandom: RandomSource = {
  dealSeed: secureHex128,
  botSeed: () => randomInt(0, 0x100000000) | 0,
  cosmetic: () => rngFromSeed(secureHex128()),
};
