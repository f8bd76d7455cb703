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
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { minusAuctionPhone } from '../src/shows/minus-auction/index.js';
import { rubbishAuctionPhone } from '../src/shows/rubbish-auction/index.js';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import { click, getByRole, minus, mount, room, seat, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

function sends(el: Element): SendDetail[] {
  const out: SendDetail[] = [];
  el.addEventListener('room-send', (e) => out.push((e as CustomEvent<SendDetail>).detail));
  return out;
}

const TIP = { version: 7, text: 'Take: it joins your -17 run; refusing leaves you 2 chips.' };

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
    expect(getByRole(el, 'status').textContent).toContain(TIP.text);
    el.version = 8;
    await el.updateComplete;
    expect(textOf(el)).not.toContain('joins your -17 run');
    const out = sends(el);
    await click(getByRole(el, 'switch', /coach/i), el);
    expect(out).toEqual([{ type: 'coach', body: { on: false } }]);
  });
});

describe('the coach\u2019s words', () => {
  it('word the server\u2019s action and reasons in the phone\u2019s language, naming the rival from the table', async () => {
    const view = room({ seats: [seat({ name: 'Ann' }), seat({ name: 'Bo' })] });
    const tip = { game: 1, version: 3, action: 'refuse', reasons: [{ kind: 'rival-run', seat: 1, run: -8 }, { kind: 'spare-chips', chips: 5 }] };
    expect(minusAuctionPhone.coachText!(tip, view, 0)).toBe("Refuse: it fits Bo's -8 run, so Bo will likely take it; you have 5 chips to spare.");
    await setLocale('ko');
    expect(minusAuctionPhone.coachText!(tip, view, 0)).toBe('거절: Bo 님의 -8 연속에 맞으니 그쪽에서 가져갈 가능성이 높아요, 여유 칩이 5개 있어요.');
    await setLocale('it');
    expect(minusAuctionPhone.coachText!({ ...tip, action: "take", reasons: [{ kind: "few-chips", left: 1 }] }, view, 0)).toBe('Prendi: se rifiuti ti resta 1 gettone.');
    await setLocale('en');
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
    expect(textOf(el)).toMatch(/coach/i);
  });

  it('a show without a coach promises none: practice keeps the games out of tonight\u2019s table', async () => {
    // Rubbish Auction has a coach: its lobby promises one.
    const coached = await mount<LobbyScreen>('lobby-screen', { showPart: rubbishAuctionPhone, shows: [rubbishAuctionCard], view: { ...view(false), show: 'rubbish-auction' }, me: 0 });
    expect(getByRole(coached, 'checkbox', /practice game/i).closest('label')!.textContent).toMatch(/coach/i);
    // A show part without `coachText` (a show with no coach) promises none.
    const rubbish = { showPart: { ...rubbishAuctionPhone, coachText: undefined }, shows: [rubbishAuctionCard] };
    const vip = await mount<LobbyScreen>('lobby-screen', { ...rubbish, view: { ...view(false), show: 'rubbish-auction' }, me: 0 });
    const box = getByRole(vip, 'checkbox', /practice game/i);
    expect(box.closest('label')!.textContent).not.toMatch(/coach/i);
    expect(box.closest('label')!.textContent).toMatch(/tonight\u2019s table/i);
    const other = await mount<LobbyScreen>('lobby-screen', { ...rubbish, view: { ...view(true), show: 'rubbish-auction' }, me: 1 });
    expect(textOf(other)).toMatch(/practice game/i);
    expect(textOf(other)).not.toMatch(/coach/i);
  });
});
