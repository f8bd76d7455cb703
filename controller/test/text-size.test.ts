// Words a player must read are never drawn under 16 px (1rem): struck cubes, seat tags, the pick's hints, the language picker's label, How to play's step counter, the countdown's seconds.
import { afterEach, describe, expect, it } from 'vitest';
import type { LitElement } from 'lit';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import '../src/shows/minus-auction/cube-runs.js';
import '../src/platform/components/lobby-screen.js';
import '../src/shows/rubbish-auction/play-screen.js';
import '../src/shows/minus-auction/play-screen.js';
import '../src/platform/components/coach-panel.js';
import '../src/platform/components/locale-picker.js';
import '../src/platform/components/count-down.js';
import '../src/platform/components/how-to-play.js';
import { minusView } from '../src/shows/minus-auction/table.js';
import { rubbishView } from '../src/shows/rubbish-auction/table.js';
import { all, click, getByRole, minus, mount, room, seat, settle } from './helpers.js';

afterEach(() => document.body.replaceChildren());

/** Each piece of visible text under `root` drawn under 16 px: its words and size. */
function smallWords(root: Element): string[] {
  const out: string[] = [];
  for (const el of all(root)) {
    if (el.closest('.visually-hidden') || ['STYLE', 'SCRIPT', 'svg'].includes(el.tagName)) continue;
    const own = Array.from(el.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '').join('').trim();
    if (!own) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    // happy-dom does not resolve `font: inherit` (buttons, inputs) and says 1 px: those inherit the page's size.
    if (size >= 4 && size < 16) out.push(`"${own}" at ${size}px`);
  }
  return out;
}

/** Wait for the nested elements under `root` to draw. */
async function drawn(root: Element): Promise<void> {
  for (let i = 0; i < 3; i++) {
    for (const el of all(root)) if ('updateComplete' in el) await (el as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    await settle(root);
  }
}

/** A Rubbish Auction table where I (Ana, the Pond Keeper) pick the next item; the TV speaks `stageLocale`. */
function pickView(stageLocale: string): RubbishRoomState {
  const s = (name: string, avatar: number, extra: Record<string, unknown>) => ({
    id: name, name, avatar, kind: 'human', botLabel: '', connected: true, standIn: false, vip: false,
    fame: 30, items: [], blocked: 0, holding: -1, peekOf: -1, peekPosition: -1, bid: [], fameChange: 0, shownGeek: '', bonus: 0, total: 0, place: 0, ...extra,
  });
  return rubbishView({
    code: 'MKST', phase: 'playing', show: 'rubbish-auction', shows: ['minus-auction', 'rubbish-auction'], settings: { timerMs: 30000, preset: 'show' } as never, stageLocale,
    seats: [s('Ana', 0, { geek: 'pond-keeper', heldOut: '', peekedCard: 0 }), s('Ben', 1, { kind: 'bot', botLabel: 'easy' })] as never,
    evening: { shows: [], rows: [] }, audienceCount: 0,
    game: { number: 1, deadline: 0, version: 9, round: 2, auctioneer: 0, item: '', firstBidder: -1, current: 0, step: 'pick', peekOf: -1, peekRow: '', peekSize: 0,
      itemsLeft: ['garden-gnome', 'disco-ball'], discarded: [], lastRound: 1, lastItem: 'rubber-duck', lastWinner: 0, lastDiscarded: false, lastBottom: 1, winner: -1 } as never,
  } as never);
}

describe('the phone\'s small print', () => {
  for (const width of [390, 320]) {
    it(`is at least 16 px at ${width} px wide: struck cubes, full and compact`, async () => {
      (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 700 });
      for (const compact of [false, true]) {
        const el = await mount<LitElement>('cube-runs', { cubes: [-5, -6, -7, -20], compact });
        await drawn(el);
        expect(all(el).some((e) => e.tagName === 'S'), 'struck cubes drawn').toBe(true);
        expect(smallWords(el), compact ? 'compact' : 'full').toEqual([]);
      }
    });

    it(`is at least 16 px at ${width} px wide: the lobby's VIP and bot tags`, async () => {
      (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 700 });
      const view = room({ seats: [seat({ name: 'Ana', vip: true }), seat({ name: 'Bot', avatar: 1, kind: 'bot', botLabel: 'easy' } as never)] });
      const el = await mount<LitElement>('lobby-screen', { ...minus, view, me: 0 });
      await drawn(el);
      expect(all(el).filter((e) => e.classList.contains('tag')).length, 'tags drawn').toBeGreaterThanOrEqual(2);
      expect(smallWords(el).filter((w) => /VIP|bot/i.test(w))).toEqual([]);
    });

    it(`is at least 16 px at ${width} px wide: the Rubbish Auction pick's hints`, async () => {
      (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 700 });
      const el = await mount<LitElement>('rubbish-play', { view: pickView('it'), me: 0 });
      await drawn(el);
      const pick = all(el).find((e) => e.tagName === 'RUBBISH-PICK')!;
      expect(all(pick).some((e) => e.classList.contains('want')), 'the Geek\'s want drawn').toBe(true);
      expect(smallWords(el)).toEqual([]);
    });

    it(`is at least 16 px at ${width} px wide: Minus Auction on my turn (my score) and the coach's tip`, async () => {
      (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 700 });
      const view = minusView(room({ phase: 'playing', seats: [seat({ name: 'Ana', cubes: [-10, -11, -12], cubeScore: -10, chips: 5 }), seat({ name: 'Ben', avatar: 1 })] },
        { auction: 7, offer: -20, pot: 3, current: 0, refusals: [1], deckLeft: 20, version: 40 }));
      const el = await mount<LitElement>('play-screen', { view, me: 0 });
      await drawn(el);
      expect(all(el).some((e) => e.classList.contains('myscore')), 'my score drawn').toBe(true);
      expect(smallWords(el)).toEqual([]);
      const coach = await mount<LitElement>('coach-panel', { on: true, version: 40, tip: { version: 40, text: 'Take: it costs you 9 points and the pot is empty.' } });
      await drawn(coach);
      expect(smallWords(coach)).toEqual([]);
    });

    it(`is at least 16 px at ${width} px wide: the language picker's label, How to play's step counter, the countdown's seconds`, async () => {
      (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({ width, height: 700 });
      const picker = await mount<LitElement>('locale-picker');
      await drawn(picker);
      expect(all(picker).some((e) => e.tagName === 'LABEL'), 'the picker\'s label drawn').toBe(true);
      expect(smallWords(picker), 'the language picker').toEqual([]);
      const lobby = await mount<LitElement>('lobby-screen', { ...minus, view: room({ seats: [seat({ name: 'Ana', vip: true }), seat({ name: 'Ben', avatar: 1 })] }), me: 1 });
      await drawn(lobby);
      await click(getByRole(lobby, 'button', /^how to play$/i), lobby);
      const dialog = getByRole(lobby, 'dialog');
      await drawn(lobby);
      expect(all(dialog).some((e) => e.classList.contains('step') && /\d+ of \d+/.test(e.textContent ?? '')), 'the step counter drawn').toBe(true);
      expect(smallWords(dialog).filter((w) => /\d+ of \d+/.test(w)), 'How to play\'s step counter').toEqual([]);
      const timer = await mount<LitElement>('count-down', { deadline: Date.now() + 11_500, offset: 0, timerMs: 20_000 });
      await drawn(timer);
      expect(all(timer).some((e) => e.classList.contains('unit')), 'the seconds\' unit drawn').toBe(true);
      expect(smallWords(timer), 'the countdown').toEqual([]);
    });
  }
});
