/** The coach: the hard player's advice and its reasons, a function of one seat's view alone. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState, PlayerView } from '../types.js';
import { playerView } from '../views.js';
import { rngFromSeed } from '../../../platform/rng.js';
import { coachAdvice, coachFacts, LOOK_AHEAD_CLEAR, type CoachReason } from './coach.js';
import { checkTexts } from '../../../platform/i18n/check.js';
import { LOCALES } from '../../../platform/i18n/locales.js';
import { coachTexts } from '../coach-texts/index.js';
import { coachSentence } from './coach-text.js';
import { handView, playedGame } from './fixtures.js';

/** The same game with every seat's chips but `seat`'s moved about, and the hidden cubes reshuffled. */
function otherChipsAndDeck(s: GameState, seat: number, seed: number): GameState {
  const rng = rngFromSeed(seed);
  const chips = [...s.chips];
  const others = chips.map((_, i) => i).filter((i) => i !== seat);
  // One way only (moves back and forth could cancel out): from a seat that has chips to another.
  const [a, b] = rng.shuffle(others);
  const from = chips[a!]! > 0 ? a! : b!;
  const to = from === a ? b! : a!;
  const moved = Math.min(chips[from]!, rng.int(1, 3));
  chips[from]! -= moved;
  chips[to]! += moved;
  const hidden = rng.shuffle([...s.removed, ...s.deck.slice(s.revealed)]);
  const removed = hidden.slice(0, s.removed.length);
  const deck = [...s.deck.slice(0, s.revealed), ...hidden.slice(s.removed.length)];
  return { ...s, chips, removed, deck };
}

describe('the coach\u2019s advice is a function of the view alone', () => {
  it('same view, same advice; other seats\u2019 chips (and the hidden deck) changed, same advice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 80 }), (seed, seats, steps) => {
        const s = playedGame(seed, seats, steps);
        if (s.finished) return;
        const seat = s.current;
        const advice = coachAdvice(playerView(s, seat));
        expect(coachAdvice(structuredClone(playerView(s, seat)))).toEqual(advice);
        const t = otherChipsAndDeck(s, seat, seed + 3);
        // Unchanged only when no other seat has a chip left to move.
        if (s.chips.some((c, i) => i !== seat && c > 0)) expect(t.chips).not.toEqual(s.chips);
        expect(coachAdvice(playerView(t, seat))).toEqual(advice);
      }),
      { numRuns: 20 },
    );
  }, 120_000);

  it('reads only the fields a PlayerView documents', () => {
    const allowed = new Set([
      'rules', 'seats', 'offer', 'pot', 'current', 'refusals', 'auction', 'version', 'deckLeft', 'removedCount', 'removed', 'finished', 'seat', 'myChips',
      'name', 'cubes', 'runs', 'counted', 'cubeScore', 'chips',
      'preset', 'smallest', 'largest', 'seating', 'starter', 'timerMs', 'minSeats', 'maxSeats', 'length',
    ]);
    const guard = <T extends object>(o: T): T =>
      new Proxy(o, {
        get(target, key, receiver) {
          if (typeof key === 'symbol') return Reflect.get(target, key, receiver);
          if (!(Array.isArray(target) && (/^\d+$/.test(key) || key in Array.prototype)) && !allowed.has(key)) throw new Error(`the coach read "${key}"`);
          const v = Reflect.get(target, key, receiver);
          return v !== null && typeof v === 'object' ? guard(v as object) : v;
        },
      });
    for (let g = 0; g < 3; g++) {
      const s = playedGame(g, 5, 12 + 9 * g);
      const view = structuredClone(playerView(s, s.current)) as PlayerView;
      expect(coachAdvice(guard(view))).toEqual(coachAdvice(view));
    }
  });
});

describe('what the coach says', () => {
  it('takes a last cube that joins its run when the rival nearest in score wants it too, and says why in one sentence', () => {
    // Refusing would pay a chip and let Ben, 3 points behind, take it: a shared first at best.
    const view = handView({ cubes: [[-17, -3], [-19, -4], [-30, -31]], myChips: 9, offer: -18, pot: 0, deckLeft: 0 });
    const advice = coachAdvice(view);
    expect(advice.action).toBe('take');
    expect(advice.take).toBeGreaterThan(advice.refuse + 0.2);
    expect(advice.reasons).toEqual([{ kind: 'extends-run', run: -17 }, { kind: 'rival-run', seat: 1, run: -19 }]);
    expect(coachSentence(advice, ['Ana', 'Ben', 'Cy'])).toBe("Take: it joins your -17 run; it fits Ben's -19 run: keep it from them.");
  });

  it('lets that cube go round for chips when no rival can use it', () => {
    const view = handView({ cubes: [[-17, -30], [-5, -6], [-9]], myChips: 3, offer: -18, pot: 0, deckLeft: 0 });
    const advice = coachAdvice(view);
    expect(advice.action).toBe('refuse');
    expect(advice.reasons[0]).toEqual({ kind: 'milk' });
  });

  it('words the example sentence', () => {
    const advice = { action: 'take' as const, reasons: [{ kind: 'extends-run' as const, run: -17 }, { kind: 'few-chips' as const, left: 2 }], take: 0.5, refuse: 0.4 };
    expect(coachSentence(advice, [])).toBe('Take: it joins your -17 run; refusing leaves you 2 chips.');
  });

  it('must take without chips', () => {
    const view = handView({ cubes: [[-20], [-5], [-9]], myChips: 0, offer: -35 });
    expect(coachAdvice(view)).toEqual({ action: 'take', reasons: [{ kind: 'no-chips' }], take: 0, refuse: 0 });
  });

  it('refuses a costly cube with an empty pot early on, and says what it costs', () => {
    const view = handView({ cubes: [[-5], [-9], [-12]], myChips: 9, offer: -33, pot: 0, deckLeft: 28 });
    const advice = coachAdvice(view);
    expect(advice.action).toBe('refuse');
    expect(advice.reasons[0]).toEqual({ kind: 'too-costly', cost: 33, pot: 0 });
    expect(coachSentence(advice, ['Ana', 'Ben', 'Cy'])).toMatch(/^Refuse: it costs you 33 points and the pot is empty; /);
  });

  it('says when a cube on offer is one of the smallest the rules deal, and only then', () => {
    const smallOf = (v: PlayerView) => coachFacts(v).find((f) => f.kind === 'small-cube') ?? null;
    // The show preset deals -3 to -35: -7 is within four of -3, -8 is not.
    expect(smallOf(handView({ cubes: [[-20], [-9], [-12]], myChips: 9, offer: -7, pot: 0, deckLeft: 28 }))).toEqual({ kind: 'small-cube', cost: 7 });
    expect(smallOf(handView({ cubes: [[-20], [-9], [-12]], myChips: 9, offer: -8, pot: 0, deckLeft: 28 }))).toBeNull();
    // Joining my run it costs nothing: the run is the reason, not its size.
    expect(smallOf(handView({ cubes: [[-5], [-9], [-12]], myChips: 9, offer: -4, pot: 0, deckLeft: 28 }))).toBeNull();
    expect(coachSentence({ action: 'take', reasons: [{ kind: 'small-cube', cost: 4 }] }, [], 'en')).toBe('Take: it costs only 4 points, one of the smallest cubes.');
  });

  it('says when a cube could grow into a run, two or three cubes away, while every cube between is unseen', () => {
    const near = handView({ cubes: [[-27], [-9], [-12]], myChips: 16, offer: -31, pot: 0, deckLeft: 28 });
    const facts = coachAdvice(near).reasons;
    if (coachAdvice(near).action === 'take') expect(facts).toContainEqual({ kind: 'near-run', run: -27, near: -30, far: -28 });
    const nearRunOf = (v: PlayerView) => coachFacts(v).find((f) => f.kind === 'near-run') ?? null;
    expect(nearRunOf(near)).toEqual({ kind: 'near-run', run: -27, near: -30, far: -28 });
    // A cube between already taken (by anyone): no such hope.
    expect(nearRunOf(handView({ cubes: [[-27], [-29], [-12]], myChips: 16, offer: -31, pot: 0, deckLeft: 28 }))).toBeNull();
    // Five away, or next door (a gap or a run of its own): not this fact.
    expect(nearRunOf(handView({ cubes: [[-26], [-9], [-12]], myChips: 16, offer: -31, pot: 0, deckLeft: 28 }))).toBeNull();
    expect(nearRunOf(handView({ cubes: [[-29], [-9], [-12]], myChips: 16, offer: -31, pot: 0, deckLeft: 28 }))).toBeNull();
    expect(coachSentence({ action: 'take', reasons: [{ kind: 'near-run', run: -27, near: -30, far: -28 }] }, [], 'en')).toBe('Take: it could grow into your -27 run: -30 to -28 may still come.');
  });

  it('gives a reason on every turn, and quotes the look-ahead only when its shares tell the actions apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 3, max: 7 }), fc.integer({ min: 0, max: 80 }), (seed, seats, steps) => {
        const s = playedGame(seed, seats, steps);
        if (s.finished) return;
        const advice = coachAdvice(playerView(s, s.current));
        expect(advice.reasons.length).toBeGreaterThan(0);
        // The look-ahead is never the only reason: a player learns nothing from "it came out ahead" alone.
        expect(advice.reasons[0]!.kind).not.toBe('look-ahead');
        for (const r of advice.reasons) {
          if (r.kind !== 'look-ahead') continue;
          // Only when the endings tell the actions apart.
          expect(Math.max(r.take, r.refuse)).toBeGreaterThanOrEqual(LOOK_AHEAD_CLEAR);
          expect(Math.abs(r.take - r.refuse)).toBeGreaterThanOrEqual(LOOK_AHEAD_CLEAR);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('words every reason kind in every language, naming seats by name, and drops what it does not know', async () => {
    const reasons: CoachReason[] = [
      { kind: 'no-chips' }, { kind: 'joins-runs', upper: -10, lower: -12, gain: 12 }, { kind: 'extends-run', run: -17 },
      { kind: 'gap', run: -20, missing: -21 }, { kind: 'near-run', run: -27, near: -30, far: -28 }, { kind: 'near-run', run: -30, near: -33, far: -32 },
      { kind: 'rival-run', seat: 1, run: -8 }, { kind: 'pot-pays', pot: 1, cost: 2 }, { kind: 'small-cube', cost: 5 },
      { kind: 'few-chips', left: 1 }, { kind: 'too-costly', cost: 25, pot: 2 }, { kind: 'milk' }, { kind: 'spare-chips', chips: 7 },
      { kind: 'look-ahead', take: 0.412, refuse: 0.3 }, { kind: 'close-call', cost: 9, pot: 3 }, { kind: 'close-call', cost: 0, pot: 1 },
      { kind: 'trade', cost: 20, pot: 7 }, { kind: 'trade', cost: 12, pot: 0 },
    ];
    expect(await checkTexts(coachTexts)).toEqual([]);
    for (const locale of LOCALES) {
      await coachTexts.load(locale);
      const bare = coachSentence({ action: 'take', reasons: [] }, [], locale);
      for (const r of reasons) {
        for (const action of ['take', 'refuse'] as const) {
          const text = coachSentence({ action, reasons: [r] }, ['Ana', 'Ben'], locale);
          expect(text.length).toBeGreaterThan(bare.length + 8);
          expect(text).not.toMatch(/undefined|NaN|\[object/);
        }
      }
    }
    const en = (r: CoachReason, action: 'take' | 'refuse', names: string[]) => coachSentence({ action, reasons: [r] }, names, 'en');
    expect(en({ kind: 'rival-run', seat: 1, run: -8 }, 'refuse', ['Ana', 'Ben'])).toBe("Refuse: it fits Ben's -8 run, so Ben will likely take it.");
    // The look-ahead's values are not win rates: no percentage, only which action came out ahead.
    expect(en({ kind: 'look-ahead', take: 0.472, refuse: -0.152 }, 'take', [])).toBe('Take: played on from here many times, taking came out ahead of refusing.');
    expect(en({ kind: 'look-ahead', take: 0.01, refuse: 0.2 }, 'refuse', [])).toBe('Refuse: played on from here many times, refusing came out ahead of taking.');
    for (const locale of LOCALES) {
      const text = coachSentence({ action: 'take', reasons: [{ kind: 'look-ahead', take: 0.472, refuse: -0.152 }] }, [], locale);
      expect(text, locale).not.toMatch(/\d/);
    }
    expect(en({ kind: 'too-costly', cost: 6, pot: 0 }, 'refuse', [])).toBe('Refuse: it costs you 6 points and the pot is empty.');
    expect(en({ kind: 'too-costly', cost: 6, pot: 2 }, 'refuse', [])).toBe('Refuse: it costs you 6 points and the pot holds only 2 chips.');
    expect(en({ kind: 'close-call', cost: 9, pot: 3 }, 'take', [])).toBe("Take: it is a close call: taking costs 9 points but brings the pot's 3 chips.");
    expect(coachSentence({ action: 'take', reasons: [{ kind: 'trade', cost: 20, pot: 7 }, { kind: 'look-ahead', take: 0.4, refuse: 0.2 }] }, [], 'en'))
      .toBe("Take: taking costs 20 points but brings the pot's 7 chips; played on from here many times, taking came out ahead of refusing.");
    expect(en({ kind: 'trade', cost: 12, pot: 0 }, 'refuse', [])).toBe('Refuse: refusing costs 1 chip; taking would cost 12 points for an empty pot.');
    expect(en({ kind: 'close-call', cost: 9, pot: 3 }, 'refuse', [])).toBe('Refuse: it is a close call: refusing costs 1 chip, taking would cost 9 points.');
    expect(en({ kind: 'pot-pays', pot: 1, cost: 2 }, 'take', [])).toBe("Take: the pot's 1 chip pays for much of its 2 points.");
    expect(coachSentence({ action: 'take', reasons: [{ kind: 'extends-run', run: -17 }, { kind: 'few-chips', left: 2 }] }, [], 'ko')).toBe('가져가기: 내 -17 연속에 붙어요, 거절하면 칩 2개만 남아요.');
    expect(coachSentence({ action: 'take', reasons: [{ kind: 'teleport' }, { kind: 'few-chips', left: 'two' }, null, { kind: 'toString' }] }, [], 'en')).toBe('Take.');
    expect(coachSentence({ action: 'steal', reasons: [] }, [], 'en')).toBe('');
  });
});
