/**
 * A reveal's pace follows what its lines say: a tie's line only where the captions explain a tie,
 * a gainers' line only where someone gained, and the whole reveal's time is the sum of its lines.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../platform/rng.js';
import { rubbishCaptions } from './captions.js';
import { applyAction, legalActions, toAct } from './engine.js';
import { stepEvents, type RubbishEvent } from './events.js';
import { gameWith, NAMES } from './fixtures.js';
import { lastRevealMs, rubbishRevealMs } from './finale.js';
import { PLAIN_REVEAL, REVEAL_PACE_MS, revealedRound, revealMarks, revealPlan, revealShape, revealShowMs } from './reveal-pace.js';

/** Every reveal of a game played with random legal actions. */
function revealsOf(seed: number, seats: number): Extract<RubbishEvent, { type: 'revealed' }>[] {
  const out: Extract<RubbishEvent, { type: 'revealed' }>[] = [];
  const rng = rngFromSeed(seed);
  let s = gameWith(seats, { firstAuctioneer: seed % seats });
  while (!s.finished) {
    const seat = toAct(s)[0]!;
    const action = rng.pick(legalActions(s, seat));
    const next = applyAction(s, seat, action);
    if (!next.ok) throw new Error(next.error.message);
    for (const e of stepEvents(s, seat, action, next.value, 'phone')) if (e.type === 'revealed') out.push(e);
    s = next.value;
  }
  return out;
}

describe('a reveal\'s pace', () => {
  it('has a tie\'s line exactly where the captions explain a tie, and a gainers\' line exactly where they name gainers', () => {
    let ties = 0;
    let gainers = 0;
    let bottoms = 0;
    for (let seed = 1; seed <= 120; seed++) {
      for (const e of revealsOf(seed, 2 + (seed % 4))) {
        const shape = revealShape(revealedRound(e));
        const lines = rubbishCaptions(e, NAMES, 0).map((c) => c.text);
        expect(lines[1]!.startsWith('Tied on')).toBe(shape.tieTop);
        expect(lines[lines.length - 1]!.startsWith('Tied for the least')).toBe(shape.tieBottom);
        expect(lines.length).toBe(shape.gainers ? 4 : 3);
        ties += shape.tieTop ? 1 : 0;
        bottoms += shape.tieBottom ? 1 : 0;
        gainers += shape.gainers ? 1 : 0;
      }
    }
    // Random play makes every kind of reveal many times over.
    expect(Math.min(ties, bottoms, gainers)).toBeGreaterThan(20);
  });

  it('keeps every line up for its reading time, a tie\'s longer; the reveal lasts the sum of its lines', () => {
    const p = REVEAL_PACE_MS;
    const plain = revealPlan(PLAIN_REVEAL);
    expect(plain.totalMs).toBe(4650);
    for (const tieTop of [false, true]) for (const tieBottom of [false, true]) for (const gainers of [false, true]) {
      const plan = revealPlan({ tieTop, tieBottom, gainers });
      expect(plan.winnerMs).toBeGreaterThanOrEqual(tieTop ? p.tieLine : p.line);
      expect(plan.bottomMs).toBe(tieBottom ? p.tieLine : p.line);
      expect(plan.gainersMs).toBe(gainers ? p.line : 0);
      // The top bid's line covers the item's flight, and the slide when nobody else gained.
      expect(plan.winnerMs).toBeGreaterThanOrEqual(p.flight + (gainers ? 0 : p.slide));
      expect(plan.totalMs).toBe(p.flip + p.cardsUp + plan.winnerMs + plan.gainersMs + plan.bottomMs);
      // The TV's marks: each line up for its time before the next, the end when the phones open.
      const m = revealMarks(plan);
      expect(m.winner - m.cardsUp).toBe(p.cardsUp);
      expect((m.gainers ?? m.bottom) - m.winner).toBe(plan.winnerMs);
      if (gainers) expect(m.bottom - m.gainers!).toBe(plan.gainersMs);
      else expect(m.gainers).toBeNull();
      expect(m.end - m.bottom).toBe(plan.bottomMs);
      expect(m.end).toBe(plan.totalMs);
    }
    expect(revealPlan({ tieTop: true, tieBottom: true, gainers: true }).totalMs).toBe(8700);
  });

  it('reads a seat without a bid as nothing, and a bid of nothing at the top as no tie to explain', () => {
    expect(revealShape({ values: [0, 0, 0], fame: [0, 0, 0], winner: 0, bottom: 2, discarded: false })).toEqual({ tieTop: false, tieBottom: true, gainers: false });
    expect(revealShape({ values: [8, 8], fame: [0, 0], winner: 0, bottom: 1, discarded: true })).toEqual({ tieTop: false, tieBottom: true, gainers: false });
    expect(revealShape({ values: [8, 3, 1], fame: [-8, 3, 0], winner: 0, bottom: 2, discarded: false })).toEqual({ tieTop: false, tieBottom: false, gainers: true });
  });

  it('the phones hold the finale for the last reveal as it was, then the Geeks', () => {
    const e = revealsOf(7, 3).at(-1)!;
    const shape = revealShape(revealedRound(e));
    expect(lastRevealMs(shape)).toBe(REVEAL_PACE_MS.holdOut + revealPlan(shape).totalMs);
    expect(lastRevealMs(shape)).toBe(revealShowMs(revealedRound(e)));
    expect(rubbishRevealMs(2, null)).toBe(11_000);
    expect(rubbishRevealMs(3, shape) - rubbishRevealMs(2, shape)).toBe(2000);
  });
});
