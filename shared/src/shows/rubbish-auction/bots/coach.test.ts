/**
 * The Rubbish Auction coach (docs/BOTS.md, "The coach"): a legal action for every step of random
 * games, with reasons; a function of the seat's view alone (same view, same tip; the other seats'
 * Geeks changed, same tip); worded in every language, with what it cannot read left out.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../platform/i18n/locales.js';
import { setLocale } from '../../../platform/i18n/texts.js';
import { applyAction, toAct } from '../engine.js';
import { randomGame } from '../fixtures.js';
import { GEEK_IDS } from '../geeks.js';
import type { RubbishState } from '../types.js';
import { playerView } from '../views.js';
import { rubbishCoach } from './coach.js';
import { rubbishCoachSentence } from './coach-text.js';

afterAll(() => setLocale('en'));

/** Every state of a few random games, with the seat to act. */
function positions(): { state: RubbishState; seat: number }[] {
  const out: { state: RubbishState; seat: number }[] = [];
  for (const [seed, seats] of [[1, 3], [2, 4], [3, 5]] as const) {
    randomGame(seed, seats, seed + 100, (s) => {
      if (!s.finished) out.push({ state: s, seat: toAct(s)[0]! });
    });
  }
  return out;
}

describe('the Rubbish Auction coach', () => {
  const all = positions();

  it('advises a legal action at every step, with reasons, the same each time it is asked', () => {
    const steps = new Set<string>();
    for (const { state, seat } of all) {
      const tip = rubbishCoach(playerView(state, seat));
      steps.add(tip.action.type);
      expect(applyAction(state, seat, tip.action).ok, JSON.stringify(tip.action)).toBe(true);
      expect(tip.reasons.length).toBeGreaterThan(0);
      expect(tip.reasons.length).toBeLessThanOrEqual(2);
      expect(rubbishCoach(playerView(state, seat))).toEqual(tip);
    }
    expect([...steps].sort()).toEqual(['hold-out', 'peek', 'pick']);
  });

  it('gives the same tip when only what the seat cannot see changes (the other seats\' Geeks)', () => {
    let checked = 0;
    for (const { state, seat } of all.filter((_, i) => i % 3 === 0)) {
      const unused = GEEK_IDS.filter((g) => !state.geeks.includes(g));
      const others = state.geeks.map((g, i) => (i === seat ? null : g)).filter((g) => g !== null);
      // Rotate the others' Geeks through the ones nobody was dealt: a different deal for them alone.
      const pool = [...others, ...unused];
      const geeks = state.geeks.map((g, i) => (i === seat ? g : pool[(pool.indexOf(g) + 1) % pool.length]!));
      expect(geeks).not.toEqual(state.geeks);
      const changed = { ...state, geeks };
      expect(rubbishCoach(playerView(changed, seat))).toEqual(rubbishCoach(playerView(state, seat)));
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('words a tip in every language, and leaves out what it cannot read', async () => {
    const names = ['Ann', 'Bo', 'Cy'];
    const holdOut = { action: { type: 'hold-out', cards: [2, 5] }, reasons: [{ kind: 'wanted', item: 'lava-lamp', bonus: 30 }, { kind: 'saw', of: 1, card: 5 }] };
    const pick = { action: { type: 'pick', item: 'rubber-duck', firstBidder: 0 }, reasons: [{ kind: 'not-wanted', item: 'rubber-duck' }] };
    const nothing = { action: { type: 'hold-out', cards: [] }, reasons: [{ kind: 'pick-next' }] };
    expect(rubbishCoachSentence(holdOut, names, 0, 'en')).toBe("Hold out 2,000 + 5,000 (7,000): your Geek wants the Lava Lamp (+30 fame if you win it); you saw a 5,000 in Bo's cards.");
    expect(rubbishCoachSentence(pick, names, 0, 'en')).toBe('Put up the Rubber Duck, with yourself as First Bidder: your Geek does not want this item, so let the others pay for it.');
    expect(rubbishCoachSentence({ ...pick, action: { ...pick.action, firstBidder: 2 }, reasons: [{ kind: 'wanted', item: 'rubber-duck', bonus: 30 }, { kind: 'last-round' }] }, names, 0, 'en'))
      .toBe('Put up the Rubber Duck, with Cy as First Bidder: your Geek wants this item (+30 fame if you win it); it is the last item, so only the final fame counts.');
    expect(rubbishCoachSentence(nothing, names, 0, 'en')).toBe('Hold out nothing: the bottom bidder picks the next item.');
    // What it cannot read is left out: a seat that is not at the table, an unknown kind, a bad action.
    expect(rubbishCoachSentence({ ...holdOut, reasons: [{ kind: 'saw', of: 7, card: 5 }, { kind: 'bribe' }, null] }, names, 0, 'en')).toBe('Hold out 2,000 + 5,000 (7,000).');
    expect(rubbishCoachSentence({ action: 'take', reasons: [] }, names, 0, 'en')).toBe('');
    expect(rubbishCoachSentence({ action: { type: 'pick', item: 'sofa', firstBidder: 0 } }, names, 0, 'en')).toBe('');
    const english = new Set([holdOut, pick, nothing].map((t) => rubbishCoachSentence(t, names, 0, 'en')));
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await setLocale(locale);
      for (const tip of [holdOut, pick, nothing]) {
        const line = rubbishCoachSentence(tip, names, 0);
        expect(line.length, locale).toBeGreaterThan(10);
        expect(english.has(line), `${locale} speaks English: ${line}`).toBe(false);
        expect(line).not.toMatch(/undefined|NaN|null/);
      }
    }
  });
});
