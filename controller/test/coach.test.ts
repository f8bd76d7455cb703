/**
 * Practice games and the coach on the phone: the VIP's practice switch in the lobby, the player's
 * coach switch (off by default) and its tip, shown only for the moment it was given.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../src/platform/components/coach-panel.js';
import '../src/platform/components/lobby-screen.js';
import type { CoachPanel } from '../src/platform/components/coach-panel.js';
import type { LobbyScreen } from '../src/platform/components/lobby-screen.js';
import type { SendDetail } from '../src/platform/components/events.js';
import { click, getByRole, minus, mount, room, seat, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

function sends(el: Element): SendDetail[] {
  const out: SendDetail[] = [];
  el.addEventListener('room-send', (e) => out.push((e as CustomEvent<SendDetail>).detail));
  return out;
}

const TIP = { version: 7, action: 'take', sentence: 'Take: it joins your -17 run; refusing leaves you 2 chips.' };

describe('coach-panel', () => {
  it('is off by default: the switch says so, no tip shows, and a tap asks the server to turn it on', async () => {
    const el = await mount<CoachPanel>('coach-panel', { tip: TIP, version: 7 });
    const sw = getByRole(el, 'switch', /coach/i);
    expect(sw.getAttribute('aria-checked')).toBe('false');
    expect(textOf(el)).not.toContain('joins your -17 run');
    const out = sends(el);
    await click(sw, el);
    expect(out).toEqual([{ type: 'coach', body: { on: true } }]);
  });

  it('when on, shows the tip for the moment it was given, and not once the turn moved on', async () => {
    const el = await mount<CoachPanel>('coach-panel', { on: true, tip: TIP, version: 7 });
    expect(getByRole(el, 'switch', /coach/i).getAttribute('aria-checked')).toBe('true');
    expect(getByRole(el, 'status').textContent).toContain(TIP.sentence);
    el.version = 8;
    await el.updateComplete;
    expect(textOf(el)).not.toContain('joins your -17 run');
    const out = sends(el);
    await click(getByRole(el, 'switch', /coach/i), el);
    expect(out).toEqual([{ type: 'coach', body: { on: false } }]);
  });
});

describe('the lobby\u2019s practice switch', () => {
  const view = (practice: boolean) => room({ practice, seats: [seat({ name: 'Ann', vip: true }), seat({ name: 'Bo' })] });

  it('the VIP marks the game as practice', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: view(false), me: 0 });
    const out = sends(el);
    const box = getByRole(el, 'checkbox', /practice game/i) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await click(box, el);
    expect(out).toContainEqual({ type: 'practice', body: { on: true } });
  });

  it('other players have no switch and are told when the game is practice', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: view(true), me: 1 });
    expect(() => getByRole(el, 'checkbox', /practice game/i)).toThrow();
    expect(textOf(el)).toMatch(/practice game/i);
  });
});
