import { describe, expect, it } from 'vitest';
import { Buzzer, TURN_BUZZ, type BuzzNavigator } from '../src/platform/net/buzz.js';

/** A phone's navigator: vibrations made, and whether the page has had a tap. */
function phone(active: boolean) {
  const made: number[][] = [];
  const nav: BuzzNavigator & { userActivation: { hasBeenActive: boolean } } = {
    vibrate: (p) => { made.push(p); return true; },
    userActivation: { hasBeenActive: active },
  };
  return { nav, made };
}

describe('the buzz on my turn', () => {
  it('buzzes at once on a page that has had a tap', () => {
    const { nav, made } = phone(true);
    let redraws = 0;
    const b = new Buzzer(() => redraws++, nav);
    b.buzz();
    expect(made).toEqual([TURN_BUZZ]);
    expect(b.note).toBe(false);
    expect(redraws).toBe(0);
  });

  it('after a reload (no tap yet): says so once, and buzzes on the first tap while it is still my turn', () => {
    const { nav, made } = phone(false);
    let redraws = 0;
    const b = new Buzzer(() => redraws++, nav);
    b.buzz();
    expect(made).toEqual([]);
    expect(b.note).toBe(true);
    nav.userActivation.hasBeenActive = true;
    b.tapped();
    expect(made).toEqual([TURN_BUZZ]);
    expect(b.note).toBe(false);
    expect(redraws).toBe(2);
  });

  it('says it once per page, and owes no buzz for a turn that is over', () => {
    const { nav, made } = phone(false);
    const b = new Buzzer(() => undefined, nav);
    b.buzz();
    b.turnOver();
    b.tapped();
    expect(made).toEqual([]);
    nav.userActivation.hasBeenActive = false;
    b.buzz();
    expect(b.note).toBe(false);
  });

  it('does nothing on a phone that cannot vibrate', () => {
    const b = new Buzzer(() => undefined, { userActivation: { hasBeenActive: false } });
    b.buzz();
    expect(b.note).toBe(false);
  });
});
