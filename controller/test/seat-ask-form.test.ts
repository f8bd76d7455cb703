/**
 * A watcher's "Take a seat" (seat-ask-form.ts): a button at first; after a refusal the sentence,
 * and for a name the table refused a field holding that name; names the rules refuse are caught
 * before anything is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../src/platform/components/seat-ask-form.js';
import type { SeatAskForm, TakeSeatDetail } from '../src/platform/components/seat-ask-form.js';
import { click, getByRole, mount, queryAllByRole, settle } from './helpers.js';

afterEach(() => document.body.replaceChildren());

async function form(ask: SeatAskForm['ask']): Promise<{ el: SeatAskForm; asked: TakeSeatDetail[] }> {
  const el = await mount<SeatAskForm>('seat-ask-form', { label: 'Take a seat', ask });
  const asked: TakeSeatDetail[] = [];
  el.addEventListener('take-seat', (e) => asked.push(e.detail));
  return { el, asked };
}

describe('seat-ask-form', () => {
  it('is one button until the room refuses', async () => {
    const { el, asked } = await form({ name: 'Ana', refusal: null, pending: false });
    expect(queryAllByRole(el, 'textbox')).toHaveLength(0);
    expect(queryAllByRole(el, 'alert')).toHaveLength(0);
    await click(getByRole(el, 'button', /^take a seat$/i), el);
    expect(asked).toEqual([{}]);
  });

  it('asks for another name when the table has that one, and checks it before sending', async () => {
    const { el, asked } = await form({ name: 'Ana', refusal: 'name-taken', pending: false });
    expect(getByRole(el, 'alert').textContent).toMatch(/already has that name/);
    const field = getByRole(el, 'textbox', /your name/i) as HTMLInputElement;
    expect(field.value).toBe('Ana');
    field.value = '   ';
    await click(getByRole(el, 'button', /^take a seat$/i), el);
    expect(asked).toEqual([]);
    expect(getByRole(el, 'alert').textContent).toMatch(/Please type a name/);
    field.value = ' Ana B ';
    await click(getByRole(el, 'button', /^take a seat$/i), el);
    expect(asked).toEqual([{ name: 'Ana B' }]);
  });

  it('asks for another name when the VIP hid the one it had', async () => {
    const { el } = await form({ name: 'Rude', refusal: 'name-hidden', pending: false });
    expect(getByRole(el, 'alert').textContent).toMatch(/The VIP hid that name tonight/);
    expect((getByRole(el, 'textbox', /your name/i) as HTMLInputElement).value).toBe('Rude');
  });

  it('says why and tries again as it was for a refusal a name does not answer; waits while an ask is on its way', async () => {
    const { el, asked } = await form({ name: 'Ana', refusal: 'unreachable', pending: false });
    expect(getByRole(el, 'alert').textContent).toMatch(/cannot reach the game/);
    expect(queryAllByRole(el, 'textbox')).toHaveLength(0);
    await click(getByRole(el, 'button', /^take a seat$/i), el);
    expect(asked).toEqual([{}]);
    el.ask = { name: 'Ana', refusal: null, pending: true };
    await settle(el);
    await click(getByRole(el, 'button', /joining/i), el);
    expect(getByRole(el, 'button', /joining/i).hasAttribute('disabled')).toBe(true);
    expect(asked).toHaveLength(1);
  });
});
