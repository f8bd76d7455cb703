// Rubbish Auction's play screen on a phone, through its controls' roles and accessible names.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import type { RubbishAction } from '@minus/shared/shows/rubbish-auction/types';
import '../src/shows/rubbish-auction/play-screen.js';
import '../src/shows/rubbish-auction/watch-view.js';
import type { RubbishWatch } from '../src/shows/rubbish-auction/watch-view.js';
import type { RubbishPlay } from '../src/shows/rubbish-auction/play-screen.js';
import { rubbishView } from '../src/shows/rubbish-auction/table.js';
import { ARM_MS } from '../src/platform/components/arming.js';
import { click, getByRole, mount, queryAllByRole, settle, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

/** Ana (me, seat 0, the Pond Keeper, 5,000 blocked) and Ben; `game` and `me` override what the round shows. */
function view(game: Record<string, unknown>, me: Record<string, unknown> = {}): RubbishRoomState {
  const seat = (name: string, avatar: number, extra: Record<string, unknown>) => ({
    id: name, name, avatar, kind: 'human', botLabel: '', connected: true, standIn: false, vip: false,
    fame: 30, items: [], blocked: 0, holding: -1, peekOf: -1, peekPosition: -1, bid: [], fameChange: 0, shownGeek: '', bonus: 0, total: 0, place: 0, ...extra,
  });
  return rubbishView({
    code: 'MKST', phase: 'playing', show: 'rubbish-auction', shows: ['minus-auction', 'rubbish-auction'], settings: { timerMs: 30000, preset: 'show' } as never,
    seats: [seat('Ana', 0, { geek: 'pond-keeper', heldOut: '', peekedCard: 0, blocked: 5, items: ['rubber-duck'], ...me }), seat('Ben', 1, { holding: 2 })] as never,
    evening: { shows: [], rows: [] }, audienceCount: 0,
    game: { number: 1, deadline: 0, version: 9, round: 2, auctioneer: 1, item: 'lava-lamp', firstBidder: 1, current: 0, step: 'hold-out', peekOf: -1, peekRow: '', peekSize: 0,
      itemsLeft: ['garden-gnome', 'disco-ball'], discarded: [], lastRound: 1, lastItem: 'rubber-duck', lastWinner: 0, lastDiscarded: false, lastBottom: 1, winner: -1, ...game } as never,
  } as never);
}

/** Tap a Confirm once it takes taps (a decision's button ignores them for ARM_MS after it appears: arming.ts). */
async function confirm(button: HTMLElement, host: Element): Promise<void> {
  await new Promise((r) => setTimeout(r, ARM_MS + 20));
  await click(button, host);
}

function acts(el: Element): RubbishAction[] {
  const out: RubbishAction[] = [];
  el.addEventListener('act', (e) => out.push((e as CustomEvent<RubbishAction>).detail));
  return out;
}

describe('Rubbish Auction play screen', () => {
  it('shows my five cards with the blocked one face up and disabled; tap to hold out, then Confirm', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({}), me: 0 });
    const sent = acts(el);
    const blocked = getByRole(el, 'button', /5,000, face up: blocked/);
    expect((blocked as HTMLButtonElement).disabled).toBe(true);
    // Its mark is a padlock, not a word that breaks on a small phone's card: the value is its only text.
    expect(blocked.textContent!.trim()).toBe('5');
    expect(blocked.querySelector('svg.lock')).not.toBeNull();
    expect(queryAllByRole(el, 'button', /^Hold out /)).toHaveLength(4);
    await click(queryAllByRole(el, 'button', /^Hold out 2,000$/)[0]!, el);
    await click(getByRole(el, 'button', /^Hold out 10,000$/), el);
    await confirm(getByRole(el, 'button', /^Confirm: hold out 2 cards \(12,000\)$/), el);
    expect(sent).toEqual([{ type: 'hold-out', cards: [2, 10] }]);
  });

  it('a screen drawn anew in the middle of my bid (a reconnect) keeps the cards I tapped; a new round starts empty', async () => {
    const first = await mount<RubbishPlay>('rubbish-play', { view: view({}), me: 0 });
    await click(queryAllByRole(first, 'button', /^Hold out 2,000$/)[0]!, first);
    await click(getByRole(first, 'button', /^Hold out 10,000$/), first);
    document.body.replaceChildren();
    const again = await mount<RubbishPlay>('rubbish-play', { view: view({}), me: 0 });
    const sent = acts(again);
    await confirm(getByRole(again, 'button', /^Confirm: hold out 2 cards \(12,000\)$/), again);
    expect(sent).toEqual([{ type: 'hold-out', cards: [2, 10] }]);
    document.body.replaceChildren();
    const next = await mount<RubbishPlay>('rubbish-play', { view: view({ round: 3 }), me: 0 });
    expect(getByRole(next, 'button', /^Confirm: hold out nothing$/)).toBeTruthy();
  });

  it('the auctioneer\'s unsent item and First Bidder survive the screen being drawn anew', async () => {
    const pick = view({ step: 'pick', item: '', firstBidder: -1, auctioneer: 0, round: 4 });
    const first = await mount<RubbishPlay>('rubbish-play', { view: pick, me: 0 });
    await click(getByRole(first, 'button', /^Garden Gnome/), first);
    await click(getByRole(first, 'button', /^First Bidder: Ben$/), first);
    document.body.replaceChildren();
    const again = await mount<RubbishPlay>('rubbish-play', { view: pick, me: 0 });
    const sent = acts(again);
    await confirm(getByRole(again, 'button', /^Confirm: Garden Gnome, Ben first$/), again);
    expect(sent).toEqual([{ type: 'pick', item: 'garden-gnome', firstBidder: 1 }]);
  });

  it('keeps the seconds left beside Confirm while the auctioneer picks (the round\'s countdown scrolls away on a small phone)', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({ step: 'pick', item: '', firstBidder: -1, auctioneer: 0, deadline: Date.now() + 12_400 }), me: 0 });
    const pick = el.renderRoot.querySelector('rubbish-pick')!;
    await (pick as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const beside = pick.shadowRoot!.querySelector('.go count-down') as HTMLElement & { updateComplete: Promise<unknown> };
    await beside.updateComplete;
    expect(beside.shadowRoot!.textContent).toMatch(/1[23]/);
  });

  it('after a reload (the choice only in the tab\'s storage) the tapped cards come back; a damaged entry is ignored', async () => {
    sessionStorage.setItem('rubbish.draft', JSON.stringify({ key: 'MKST:1:6:hold-out:0', value: [0, 4] }));
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({ round: 6 }), me: 0 });
    expect(getByRole(el, 'button', /^Confirm: hold out 2 cards \(11,000\)$/)).toBeTruthy();
    document.body.replaceChildren();
    sessionStorage.setItem('rubbish.draft', JSON.stringify({ key: 'MKST:1:7:hold-out:0', value: [9, 'x'] }));
    const damaged = await mount<RubbishPlay>('rubbish-play', { view: view({ round: 7 }), me: 0 });
    expect(getByRole(damaged, 'button', /^Confirm: hold out nothing$/)).toBeTruthy();
  });

  it('the round card names me as "(you)" when I am the First Bidder', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({ firstBidder: 0 }), me: 0 });
    expect(textOf(el)).toMatch(/First Bidder: Ana \(you\)/);
  });

  it('a tap on Confirm as my bid appears (meant for the screen before) does nothing; once armed it decides', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({}), me: 0 });
    const sent = acts(el);
    const button = getByRole(el, 'button', /^Confirm: hold out nothing$/) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await click(button, el);
    expect(sent).toEqual([]);
    await confirm(getByRole(el, 'button', /^Confirm: hold out nothing$/), el);
    expect(sent).toEqual([{ type: 'hold-out', cards: [] }]);
  });

  it('holding out nothing is a Confirm of its own', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({}), me: 0 });
    const sent = acts(el);
    await confirm(getByRole(el, 'button', /^Confirm: hold out nothing$/), el);
    expect(sent).toEqual([{ type: 'hold-out', cards: [] }]);
  });

  it('the peek asks to tap one of Ben\'s cards, sends only the position, and shows the value to me', async () => {
    // The panel brings itself into sight as my look begins (a small phone with a tip above it had the cards below the fold).
    const scrolled: string[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) { scrolled.push(this.localName); });
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({ step: 'peek', peekOf: 1, peekRow: 'held-out', peekSize: 2 }), me: 0 });
    scroll.mockRestore();
    expect(scrolled).toContain('rubbish-peek');
    const sent = acts(el);
    expect(textOf(el)).toMatch(/Your peek: tap one of Ben's cards to look/);
    // The panel's question is the turn cue: no second line saying the same above it.
    expect(textOf(el)).not.toMatch(/Your peek: look at one card/);
    await click(getByRole(el, 'button', /^Look at Ben's card 2 of 2$/), el);
    expect(sent).toEqual([{ type: 'peek', position: 1 }]);
    el.view = view({ step: 'hold-out' }, { peekOf: 1, peekPosition: 1, peekedCard: 5 });
    await click(el, el);
    // Choosing my bid: the value in the bid's panel, in brief (the panel pinned at the foot covered the line above it).
    expect(getByRole(el, 'status', /^Ben's card 2: 5,000$/)).toBeTruthy();
    expect(queryAllByRole(el, 'status')).toHaveLength(1);
    // My bid sent: the whole sentence, above my hand.
    el.view = view({ step: 'hold-out', current: 1 }, { peekOf: 1, peekPosition: 1, peekedCard: 5, holding: 0 });
    await click(el, el);
    expect(getByRole(el, 'status', /Ben's card 2 is 5,000. Only you know/)).toBeTruthy();
  });

  it('the auctioneer picks an item and a First Bidder, then Confirm', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({ step: 'pick', item: '', firstBidder: -1, auctioneer: 0 }), me: 0 });
    const sent = acts(el);
    expect((getByRole(el, 'button', /^Pick an item and a First Bidder$/) as HTMLButtonElement).disabled).toBe(true);
    await click(getByRole(el, 'button', /^Garden Gnome/), el);
    await click(getByRole(el, 'button', /^First Bidder: Ben$/), el);
    await confirm(getByRole(el, 'button', /^Confirm: Garden Gnome, Ben first$/), el);
    expect(sent).toEqual([{ type: 'pick', item: 'garden-gnome', firstBidder: 1 }]);
  });

  it('my Geek and its two wanted items are one tap away; not my turn: no controls, whose turn shown', async () => {
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({ current: 1 }), me: 0 });
    expect(textOf(el)).not.toMatch(/Pond Keeper/);
    await click(getByRole(el, 'button', /my secret geek/i), el);
    expect(textOf(el)).toMatch(/The Pond Keeper.*Rubber Duck \(won!\).*Garden Gnome/);
    expect(textOf(el)).toMatch(/Ben is choosing a bid/);
    expect(queryAllByRole(el, 'button', /^Confirm/)).toHaveLength(0);
  });

  it('between my turns, says how many of them a computer player decided this game; on my next turn with nothing new, not again', async () => {
    const waiting = await mount<RubbishPlay>('rubbish-play', { view: view({ current: 1 }, { botTurns: 3 }), me: 0 });
    expect(textOf(waiting)).toMatch(/A computer player played 3 of your turns this game/);
    const myBid = await mount<RubbishPlay>('rubbish-play', { view: view({}, { botTurns: 3 }), me: 0 });
    expect(textOf(myBid)).toMatch(/A computer player played 3 of your turns this game/);
    myBid.view = view({ current: 1 }, { botTurns: 3 });
    await settle(myBid);
    myBid.view = view({}, { botTurns: 3 });
    await settle(myBid);
    expect(queryAllByRole(myBid, 'note')).toHaveLength(0);
  });

  it('on my own turn, says the timer chose my previous pick for me (the pick and the bid alike)', async () => {
    // My last turn with nothing decided for me, then the timer picked for me: my pick now says so.
    const el = await mount<RubbishPlay>('rubbish-play', { view: view({}, { timedOut: 0 }), me: 0 });
    el.view = view({ current: 1 }, { timedOut: 1 });
    await settle(el);
    el.view = view({ step: 'pick', item: '', firstBidder: -1, auctioneer: 0 }, { timedOut: 1 });
    await settle(el);
    expect(queryAllByRole(el, 'button', /^Confirm/).length + queryAllByRole(el, 'group').length).toBeGreaterThan(0);
    expect(getByRole(el, 'note', /Time ran out on 1 of your turns: the game chose for you/)).toBeTruthy();
    // My bid after the timer chose again meanwhile: said too.
    el.view = view({ current: 1 }, { timedOut: 2 });
    await settle(el);
    el.view = view({}, { timedOut: 2 });
    await settle(el);
    expect(getByRole(el, 'note', /Time ran out on 2 of your turns: the game chose for you/)).toBeTruthy();
  });

  it('the audience before a game: the seats by name, no fame of 0', async () => {
    const el = await mount<RubbishWatch>('rubbish-watch', { view: { ...view({}), phase: 'lobby' } });
    expect(textOf(el)).toMatch(/Ana/);
    expect(textOf(el)).not.toMatch(/fame/i);
  });

  it('names each item as the TV does too when the TV speaks another language (the item on offer, the pick, my Geek)', async () => {
    const waitFor = async (check: () => boolean) => {
      for (const end = Date.now() + 3000; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 10));
    };
    const onOffer = await mount<RubbishPlay>('rubbish-play', { view: { ...view({}), stageLocale: 'it' }, me: 0 });
    await waitFor(() => textOf(onOffer).includes('Lampada lava'));
    const round = onOffer.shadowRoot!.querySelector('rubbish-round')!;
    expect(textOf(round)).toMatch(/Lava Lamp\s*On the TV:\s*Lampada lava/);
    expect(round.shadowRoot!.querySelector('[lang="it"]')?.textContent).toBe('Lampada lava');
    await click(getByRole(onOffer, 'button', /My secret Geek/), onOffer);
    await waitFor(() => textOf(onOffer).includes('Nano da giardino'));
    expect(textOf(onOffer.shadowRoot!.querySelector('rubbish-geek')!)).toMatch(/Garden Gnome\s*On the TV:\s*Nano da giardino/);
    document.body.replaceChildren();
    const picking = await mount<RubbishPlay>('rubbish-play', { view: { ...view({ step: 'pick', item: '', firstBidder: -1, auctioneer: 0 }), stageLocale: 'it' }, me: 0 });
    await waitFor(() => textOf(picking).includes('Palla da discoteca'));
    expect(getByRole(picking, 'button', /^Disco Ball\s*On the TV:\s*Palla da discoteca/)).toBeTruthy();
    // A TV in the phone's language, or one that has not said: one name.
    for (const stageLocale of ['en', undefined]) {
      document.body.replaceChildren();
      const same = await mount<RubbishPlay>('rubbish-play', { view: { ...view({}), stageLocale }, me: 0 });
      await new Promise((r) => setTimeout(r, 50));
      expect(textOf(same)).not.toMatch(/On the TV/);
    }
  });

  describe('while the TV reveals a round (held: the table from before it)', () => {
    it('the player: "Cards up on the TV!" instead of the turn, the controls and the hand', async () => {
      const el = await mount<RubbishPlay>('rubbish-play', { view: view({}), me: 0, held: true });
      expect(getByRole(el, 'status', /Cards up on the TV!/)).toBeTruthy();
      expect(queryAllByRole(el, 'button', /^Confirm|^Hold out/)).toHaveLength(0);
      expect(textOf(el)).not.toMatch(/Your money cards|Your bid/);
      el.held = false;
      await el.updateComplete;
      expect(queryAllByRole(el, 'status', /Cards up on the TV!/)).toHaveLength(0);
      expect(getByRole(el, 'button', /^Confirm: hold out nothing$/)).toBeTruthy();
    });

    it('the audience: "Cards up on the TV!" instead of whose turn it is', async () => {
      const el = await mount<RubbishWatch>('rubbish-watch', { view: view({ current: 1 }), held: true });
      expect(textOf(el)).toMatch(/Cards up on the TV!/);
      expect(textOf(el)).not.toMatch(/Ben is choosing a bid/);
    });
  });
});
