// Rubbish Auction's rules on the VIP's phone: the decision timer offers what the rules allow (off,
// or 5 to 120 s), the same choices as Minus Auction's editor, and the room's own value when unlisted.
import { afterEach, describe, expect, it } from 'vitest';
import '../src/shows/rubbish-auction/lobby.js';
import { getByRole, mount } from './helpers.js';

afterEach(() => document.body.replaceChildren());

describe('Rubbish Auction rules on the VIP\'s phone', () => {
  it('offers off and 5 to 120 s, with the room\'s own timer added in order, and sends the choice', async () => {
    const el = await mount('rubbish-settings', { settings: { timerMs: 25_000 }, editable: true });
    const timer = getByRole(el, 'combobox', /timer/i) as HTMLSelectElement;
    expect([...timer.options].map((o) => Number(o.value))).toEqual([0, 5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 45_000, 60_000, 90_000, 120_000]);
    expect([...timer.options].filter((o) => o.hasAttribute('selected')).map((o) => o.value)).toEqual(['25000']);
    const sent: unknown[] = [];
    el.addEventListener('room-send', (e) => sent.push((e as CustomEvent).detail));
    timer.value = '120000';
    timer.dispatchEvent(new Event('change'));
    expect(sent).toEqual([{ type: 'settings', body: { preset: 'show', timerMs: 120_000, show: 'rubbish-auction' } }]);
  });
});
