/**
 * Money cards (docs/RULES.md, "Rubbish Auction", "Components" and "Peeking: what a position is"):
 * every player owns the same five cards, 1, 2, 2, 5 and 10 (thousands; 20 in all). Pure helpers
 * for hands, bids and the secret order of face-down rows. Cards are values; the two 2s are alike.
 */
import { mixSeed } from '../../platform/mix-seed.js';
import { rngFromSeed } from '../../platform/rng.js';
import type { MoneyCard, PeekRow } from './types.js';

/** One player's money cards, lowest first. */
export const MONEY_CARDS: readonly MoneyCard[] = [1, 2, 2, 5, 10];

/** True for a number that is a money card's value. */
export function isMoneyCard(value: unknown): value is MoneyCard {
  return value === 1 || value === 2 || value === 5 || value === 10;
}

/** The sum of some cards, in thousands. */
export function sumCards(cards: readonly number[]): number {
  let s = 0;
  for (const c of cards) s += c;
  return s;
}

/** The highest of some cards, or null for none. */
export function highestCard(cards: readonly MoneyCard[]): MoneyCard | null {
  let best: MoneyCard | null = null;
  for (const c of cards) if (best === null || c > best) best = c;
  return best;
}

/** Cards lowest first (a new array). */
export function sortCards<T extends number>(cards: readonly T[]): T[] {
  return [...cards].sort((a, b) => a - b);
}

/** The cards a player may hold out this round: the set without the face-up `blocked` card, lowest first. */
export function usableCards(blocked: MoneyCard | null): MoneyCard[] {
  const out = [...MONEY_CARDS];
  if (blocked !== null) out.splice(out.indexOf(blocked), 1);
  return out;
}

/**
 * `hand` without `cards` (as multisets), lowest first, or null when `cards` are not all in
 * `hand` (a card it does not hold, or more copies than it holds).
 */
export function withoutCards(hand: readonly MoneyCard[], cards: readonly MoneyCard[]): MoneyCard[] | null {
  const rest = [...hand];
  for (const c of cards) {
    const i = rest.indexOf(c);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return sortCards(rest);
}

/**
 * Every different set of cards that can be held out from `hand` (the empty set first), each
 * lowest first. Equal cards are alike, so 1, 2, 2, 5, 10 gives 24 sets, not 32.
 */
export function holdOutChoices(hand: readonly MoneyCard[]): MoneyCard[][] {
  const counts = new Map<MoneyCard, number>();
  for (const c of sortCards(hand)) counts.set(c, (counts.get(c) ?? 0) + 1);
  let out: MoneyCard[][] = [[]];
  for (const [card, n] of counts) {
    const next: MoneyCard[][] = [];
    for (const base of out) for (let k = 0; k <= n; k++) next.push([...base, ...Array<MoneyCard>(k).fill(card)]);
    out = next;
  }
  return out.sort((a, b) => a.length - b.length || sumCards(a) - sumCards(b));
}

/**
 * The bids (in thousands, lowest first) a player could be making by holding out `count` of
 * `hand`; with `seen`, only those whose held-out cards include that card (a peek at a held-out
 * card). The rulebook's hint: without the 10, 3 cards make 5, 8 or 9 (docs/RULES.md, "Hints").
 */
export function possibleBids(hand: readonly MoneyCard[], count: number, seen?: MoneyCard): number[] {
  const sums = new Set<number>();
  for (const set of holdOutChoices(hand)) {
    if (set.length === count && (seen === undefined || set.includes(seen))) sums.add(sumCards(set));
  }
  return [...sums].sort((a, b) => a - b);
}

/** The most a player can bid from `hand` (all of it), in thousands. */
export function maxBid(hand: readonly MoneyCard[]): number {
  return sumCards(hand);
}

const ROWS: Record<PeekRow, number> = { 'held-out': 1, kept: 2 };

/**
 * A face-down row as the table sees it: `cards` in the secret order that the game's `cardKey`
 * (32 hex digits, drawn with the deal) gives to this `round`, `seat` and `row`. A position in
 * the row therefore says nothing about a value, as when pointing at a card of a shuffled fan,
 * and the same row always lies the same way (a replay peeks the same cards).
 */
export function faceDownRow(cardKey: string, round: number, seat: number, row: PeekRow, cards: readonly MoneyCard[]): MoneyCard[] {
  const key = [0, 8, 16, 24].map((i) => Number.parseInt(cardKey.slice(i, i + 8), 16) | 0);
  const hex = [0, 1, 2, 3].map((i) => (mixSeed(...key, round, seat, ROWS[row], i) >>> 0).toString(16).padStart(8, '0')).join('');
  return rngFromSeed(hex).shuffle(sortCards(cards));
}
