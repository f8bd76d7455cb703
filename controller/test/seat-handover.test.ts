/**
 * The VIP's "Let a bot play a seat" (seat-handover.ts): only for the VIP playing its own seat, in
 * a game; nothing is sent before "Yes"; the seat goes by its index now; a seat a bot plays says so.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../src/platform/components/seat-handover.js';
import type { SeatHandover } from '../src/platform/components/seat-handover.js';
import type { SendDetail } from '../src/platform/components/events.js';
import { click, getByRole, mount, queryAllByRole, room, seat, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

const table = (over: { benAway?: boolean; benBot?: boolean; vipBot?: boolean } = {}) => [
  seat({ id: 'b', name: 'Ben', connected: !over.benAway, standIn: over.benBot === true }),
  seat({ id: 'v', name: 'Vic', vip: true, standIn: over.vipBot === true }),
  seat({ id: 'x', name: 'Max', kind: 'bot', botLabel: 'easy' }),
];
const playing = (seats = table()) => room({ phase: 'playing', seats }, { auction: 2, offer: -21, current: 0 });

describe('seat-handover', () => {
  it('asks first, then sends hand-to-bot for that seat; bots are not listed', async () => {
    const el = await mount<SeatHandover>('seat-handover', { view: playing(), me: 1 });
    const sent: SendDetail[] = [];
    el.addEventListener('room-send', (e) => sent.push(e.detail));
    expect(queryAllByRole(el, 'button', /Max/)).toHaveLength(0);
    expect(el.shadowRoot!.querySelector('details')!.open).toBe(false);
    await click(getByRole(el, 'button', /^let a bot play for ben$/i), el);
    expect(sent).toEqual([]);
    expect(textOf(el)).toMatch(/Let a bot play for Ben\? Ben can take the seat back/);
    await click(getByRole(el, 'button', /^cancel$/i), el);
    expect(queryAllByRole(el, 'button', /^yes/i)).toHaveLength(0);
    await click(getByRole(el, 'button', /^let a bot play for ben$/i), el);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await click(getByRole(el, 'button', /^yes, let a bot play$/i), el);
    expect(sent).toEqual([{ type: 'hand-to-bot', body: { seat: 0, id: 'b' } }]);
    // The page goes back up to the game (the cube and the clock), the section folded below it.
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
    scroll.mockRestore();
  });

  it('names an away seat at the top of the screen (nudge) with the same question, and says when a bot already plays one', async () => {
    const away = await mount<SeatHandover>('seat-handover', { view: playing(table({ benAway: true })), me: 1 });
    expect(textOf(away)).toMatch(/Ben away/);
    const nudge = await mount<SeatHandover>('seat-handover', { view: playing(table({ benAway: true })), me: 1, nudge: true });
    expect(getByRole(nudge, 'status', /Ben’s phone is away: the timer is choosing for Ben/)).toBeTruthy();
    // With the decision timer off nothing chooses for Ben: the game waits.
    const untimed = playing(table({ benAway: true }));
    untimed.settings = { ...untimed.settings, timerMs: 0 };
    const waits = await mount<SeatHandover>('seat-handover', { view: untimed, me: 1, nudge: true });
    expect(getByRole(waits, 'status', /Ben’s phone is away: the game waits for Ben/)).toBeTruthy();
    const sent: SendDetail[] = [];
    nudge.addEventListener('room-send', (e) => sent.push(e.detail));
    await click(getByRole(nudge, 'button', /^let a bot play for ben$/i), nudge);
    expect(sent).toEqual([]);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await click(getByRole(nudge, 'button', /^yes, let a bot play$/i), nudge);
    scroll.mockRestore();
    expect(sent).toEqual([{ type: 'hand-to-bot', body: { seat: 0, id: 'b' } }]);
    // Nobody away, or the seat a bot's already: no nudge.
    for (const view of [playing(), playing(table({ benBot: true }))]) {
      expect(textOf(await mount<SeatHandover>('seat-handover', { view, me: 1, nudge: true }))).toBe('');
    }
    const bot = await mount<SeatHandover>('seat-handover', { view: playing(table({ benBot: true })), me: 1 });
    expect(textOf(bot)).toMatch(/Ben a bot is playing/);
    expect(queryAllByRole(bot, 'button', /ben/i)).toHaveLength(0);
  });

  it('is not there for other players, for a VIP a bot stands in for, or between games', async () => {
    for (const [view, me] of [[playing(), 0], [playing(table({ vipBot: true })), 1], [room({ seats: table() }), 1]] as const) {
      const el = await mount<SeatHandover>('seat-handover', { view, me });
      expect(textOf(el)).toBe('');
    }
  });
});
