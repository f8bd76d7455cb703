// The crowd's guess panel on a phone follows the phone's language.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import type { CrowdState } from '@minus/shared/platform/protocol/state';
import '../src/platform/components/crowd-guess.js';
import type { CrowdGuess } from '../src/platform/components/crowd-guess.js';
import { mount, room, seat, textOf } from './helpers.js';

afterEach(async () => {
  await setLocale('en');
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

});
