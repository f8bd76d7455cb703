/**
 * Every show in the registry keeps the show contract (platform/show-module.ts), checked by
 * playing whole games through the module alone (platform/conformance.ts). A show's own tests may
 * check more seeds.
 */
import { describe, expect, it } from 'vitest';
import { SHOWS } from './registry.js';
import { checkShowModule } from '../platform/conformance.js';

describe('every registered show keeps the contract', () => {
  it.each(SHOWS.map((s) => [s.id, s] as const))('%s', (_id, show) => {
    expect(checkShowModule(show, { seeds: [11, 12, 13] })).toEqual([]);
  });
});

describe('the check finds a broken module', () => {
  const [show] = SHOWS;
  if (!show) throw new Error('no show registered');

  it('whose version does not move', () => {
    const problems = checkShowModule({ ...show, version: () => 0 }, { seeds: [1] });
    expect(problems.some((p) => /version/.test(p))).toBe(true);
  });

  it('whose last game event is not game-over', () => {
    const events = { ...show.events, step: (...args: Parameters<typeof show.events.step>) => show.events.step(...args).filter((e: { type: string }) => e.type !== 'game-over') };
    const problems = checkShowModule({ ...show, events }, { seeds: [1] });
    expect(problems.some((p) => /game-over/.test(p))).toBe(true);
  });

  it('that throws on nonsense instead of answering an error', () => {
    const applyAction: typeof show.applyAction = (state, seat, action) => {
      if (typeof action === 'object' && action !== null && 'junk' in action) throw new Error('boom');
      return show.applyAction(state, seat, action);
    };
    const problems = checkShowModule({ ...show, applyAction }, { seeds: [1] });
    expect(problems.some((p) => /threw on \{"junk":true\}: boom/.test(p))).toBe(true);
  });
});
