/**
 * Scoring and places (docs/RULES.md, "Rubbish Auction", "Scoring"): each won item a player's
 * Geek wants is worth 30 fame at the end; most fame wins; ties are broken by the number of items
 * won (more ranks higher), then shared.
 */
import type { Standing } from '../../platform/show-module.js';
import { GEEK_BONUS, wants } from './geeks.js';
import type { GeekId, ItemId, RubbishState } from './types.js';

/** Fame from a Geek at the end: 30 per won item it wants. */
export function geekBonus(geek: GeekId, items: readonly ItemId[]): number {
  let bonus = 0;
  for (const item of items) if (wants(geek, item)) bonus += GEEK_BONUS;
  return bonus;
}

/**
 * Standard competition ranking (1, 1, 3) by final fame, then by items won (more is better).
 * Returns one place per seat.
 */
export function placesOf(totals: readonly number[], items: readonly number[]): number[] {
  return totals.map((t, s) => 1 + totals.filter((u, o) => u > t || (u === t && items[o]! > items[s]!)).length);
}

/** Per seat: the Geek bonus, the final fame (fame + bonus) and the place. Meaningful once finished. */
export function finalScores(state: RubbishState): { bonus: number[]; totals: number[]; places: number[] } {
  const bonus = state.geeks.map((g, s) => geekBonus(g, state.won[s]!));
  const totals = state.fame.map((f, s) => f + bonus[s]!);
  return { bonus, totals, places: placesOf(totals, state.won.map((w) => w.length)) };
}

/** Points (final fame), places and the outright winner (null when first place is shared). */
export function standing(state: RubbishState): Standing {
  const { totals, places } = finalScores(state);
  const firsts = places.flatMap((p, s) => (p === 1 ? [s] : []));
  return { points: totals, places, winner: firsts.length === 1 ? firsts[0]! : null };
}

/** One player's line in the replay command's output. */
export interface SummaryPlayer {
  name: string;
  geek: GeekId;
  /** Items won, in the order won. */
  items: ItemId[];
  /** Fame: final fame (with the Geek bonus) once finished, fame so far before. */
  fame: number;
  /** Only once finished. */
  place?: number;
}

/** What `npm run -s replay -- FILE` prints for a Rubbish Auction record. */
export interface Summary {
  finished: boolean;
  /** Only once finished: the outright winner's name, or null when first place is shared. */
  winner?: string | null;
  players: SummaryPlayer[];
  /** Only before the end: who decides next, and what. */
  turn?: { round: number; seat: number; step: string; item: ItemId | null };
}
