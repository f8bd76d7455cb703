// The crowd's guess panel on a phone follows the phone's language.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import type { CrowdState } from '@minus/shared/platform/protocol/state';
import '../src/platform/components/crowd-guess.js';
import type { CrowdGuess } from '../src/platform/components/crowd-guess.js';
import { click, getByRole, mount, room, seat, textOf } from './helpers.js';

afterEach(async () => {
  await setLocale('en');
  sessionStorage.clear();
  document.body.replaceChildren();
});

function crowd(over: Partial<CrowdState> = {}): CrowdState {
  return { key: '', picks: [0, 0], lastKey: '', lastAnswer: -1, cheers: 0, groans: 0, table: [], ...over };
}

function state(c: CrowdState) {
  return { ...room({ phase: 'playing', seats: [seat({ name: 'Ana' }), seat({ name: 'Ben', avatar: 1 })] }), crowd: c };
}

describe('<crowd-guess>', () => {
  it('switches language with the phone, with no English left behind', async () => {
    const el = await mount<CrowdGuess>('crowd-guess', { view: state(crowd()) });
    expect(textOf(el)).toMatch(/Next question coming up/);
    await setLocale('it');
    await el.updateComplete;
    expect(textOf(el)).toMatch(/Tra poco la prossima domanda/);
    expect(textOf(el)).not.toMatch(/Next question|Cheer|Groan/);
  });


  it('a reloaded page still shows my pick, and says how it went once the question settles', async () => {
    const first = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '3:lava-lamp' })) });
    await click(getByRole(first, 'button', /^Guess Ben/), first);
    document.body.replaceChildren();
    const again = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '3:lava-lamp' })) });
    expect(getByRole(again, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('true');
    again.view = state(crowd({ lastKey: '3:lava-lamp', lastAnswer: 1 }));
    await again.updateComplete;
    expect(textOf(again)).toMatch(/You called the last one!/);
    // Another room's page starts with none.
    document.body.replaceChildren();
    const other = await mount<CrowdGuess>('crowd-guess', { view: { ...state(crowd({ key: '3:lava-lamp' })), code: 'BCDF' } });
    expect(getByRole(other, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('false');
  });
});
