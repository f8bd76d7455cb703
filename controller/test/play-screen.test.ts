import { afterEach, describe, expect, it } from 'vitest';
import '../src/shows/minus-auction/play-screen.js';
import type { PlayScreen } from '../src/shows/minus-auction/play-screen.js';
import type { SendDetail } from '../src/platform/components/events.js';
import { ARM_MS } from '../src/platform/components/arming.js';
import { minusView } from '../src/shows/minus-auction/table.js';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { click, getByRole, mount, queryAllByRole, room, seat, settle, textOf } from './helpers.js';

/** Wait until a just-offered cube's buttons take taps (they ignore them for ARM_MS: arming.ts). */
async function armed(el: PlayScreen): Promise<void> {
  await new Promise((r) => setTimeout(r, ARM_MS + 20));
  await settle(el);
}

afterEach(() => document.body.replaceChildren());

/** Ana (me, seat 0) with -10 and -12 and 5 chips; Ben refused -11 twice? No: Ben and Cy refused once each. */
function game(over: { chips?: number; current?: number; standIn?: boolean; pot?: number } = {}) {
  return room({
    phase: 'playing',
    seats: [
      seat({ name: 'Ana', avatar: 0, cubes: [-10, -12], cubeScore: -22, chips: over.chips ?? 5, standIn: over.standIn ?? false }),
      seat({ name: 'Ben', avatar: 1, cubes: [-30, -31, -33], cubeScore: -63 }),
      seat({ name: 'Cy', avatar: 2, kind: 'bot', botLabel: 'hard-bold' }),
    ],
  }, { auction: 7, offer: -11, pot: over.pot ?? 3, current: over.current ?? 0, refusals: [1, 2], deckLeft: 20, version: 40 });
}

function decisions(el: Element): string[] {
  const out: string[] = [];
  el.addEventListener('act', (e) => out.push((e as CustomEvent<string>).detail));
  return out;
}

describe('play screen', () => {
  it('shows the cube, the pot, my chips, whose turn and who refused so far', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game({ current: 1 }), me: 0 });
    const t = textOf(el);
    expect(t).toContain('-11');
    expect(t).toMatch(/Pot 3/);
    expect(t).toMatch(/Your chips: ● 5/);
    expect(t).toMatch(/Ben is deciding/);
    expect(t).toMatch(/Refused so far: Ben and Cy/);
    expect(queryAllByRole(el, 'button', /^(take|refuse)$/i)).toHaveLength(0);
  });

  it('says who chooses when the seat on turn is a bot\'s stand-in or its phone is away, not "is deciding"', async () => {
    const mine = await mount<PlayScreen>('play-screen', { view: game({ current: 0, standIn: true }), me: 0 });
    expect(textOf(mine)).toMatch(/A computer player is choosing for you/);
    expect(textOf(mine)).not.toMatch(/Ana is deciding/);
    const handed = game({ current: 1 });
    handed.seats[1] = { ...handed.seats[1]!, standIn: true };
    expect(textOf(await mount<PlayScreen>('play-screen', { view: handed, me: 0 }))).toMatch(/A computer player is choosing for Ben/);
    const away = game({ current: 1 });
    away.seats[1] = { ...away.seats[1]!, connected: false };
    expect(textOf(await mount<PlayScreen>('play-screen', { view: away, me: 0 }))).toMatch(/Ben is away: the timer will choose/);
    away.settings = { ...away.settings, timerMs: 0 };
    expect(textOf(await mount<PlayScreen>('play-screen', { view: away, me: 0 }))).toMatch(/Ben is away: the game waits/);
    // Between my turns, what the timer chose for me this game.
    // (The state as the show part reads it: minusView keeps the platform's per-seat counts.)
    const between = game({ current: 1 });
    between.seats[0] = { ...between.seats[0]!, timedOut: 2 };
    expect(textOf(await mount<PlayScreen>('play-screen', { view: minusView(between), me: 0 }))).toMatch(/Time ran out on 2 of your turns: the game chose for you/);
  });

  it('a phone back from away on its own turn says what the timer chose meanwhile; on my next turn with nothing new, not again', async () => {
    // The same seat throughout (one id), as one game's states.
    const base = game({ current: 0 });
    const at = (current: number, timedOut: number) => minusView({ ...base, seats: [{ ...base.seats[0]!, timedOut }, ...base.seats.slice(1)], game: { ...base.game, current } as typeof base.game });
    const el = await mount<PlayScreen>('play-screen', { view: at(0, 3), me: 0 });
    // Back (a reopened page) straight on my turn, the game having waited for me there.
    expect(getByRole(el, 'note', /Time ran out on 3 of your turns: the game chose for you/)).toBeTruthy();
    expect(getByRole(el, 'button', /^take$/i)).toBeTruthy();
    // Another cube for me (I took): still my turn, still said.
    el.view = at(0, 3);
    await settle(el);
    expect(textOf(el)).toMatch(/Time ran out on 3 of your turns/);
    // Between my turns it stays; my next turn, nothing new: my turn is not crowded with it again.
    el.view = at(1, 3);
    await settle(el);
    expect(textOf(el)).toMatch(/Time ran out on 3 of your turns/);
    el.view = at(0, 3);
    await settle(el);
    expect(queryAllByRole(el, 'note')).toHaveLength(0);
    // The timer chose again meanwhile: my turn says so.
    el.view = at(1, 4);
    await settle(el);
    el.view = at(0, 4);
    await settle(el);
    expect(getByRole(el, 'note', /Time ran out on 4 of your turns/)).toBeTruthy();
  });

  it('says the pot as a phrase in each language (a Korean reader hears "쌓인 칩 3개", not "3 칩")', async () => {
    /** The pot's words a screen reader reads: its text outside aria-hidden. */
    const spoken = (el: PlayScreen): string => {
      const pot = el.renderRoot.querySelector('offer-card')!.shadowRoot!.querySelector('.pot')!;
      const parts: string[] = [];
      const walk = (n: Node): void => {
        if (n.nodeType === 3) parts.push(n.textContent ?? '');
        else if (!(n as Element).hasAttribute?.('aria-hidden')) n.childNodes.forEach(walk);
      };
      walk(pot);
      return parts.join(' ').replace(/\s+/g, ' ').trim();
    };
    const heard: Record<string, string[]> = {};
    try {
      for (const locale of ['en', 'it', 'ms', 'ko'] as const) {
        await setLocale(locale);
        heard[locale] = [];
        for (const pot of [1, 3]) {
          const el = await mount<PlayScreen>('play-screen', { view: game({ current: 1, pot }), me: 0 });
          heard[locale]!.push(spoken(el));
          document.body.replaceChildren();
        }
      }
    } finally {
      await setLocale('en');
    }
    expect(heard).toEqual({
      en: ['Pot 1 chip', 'Pot 3 chips'],
      it: ['Piatto 1 gettone', 'Piatto 3 gettoni'],
      ms: ['Longgokan 1 cip', 'Longgokan 3 cip'],
      ko: ['쌓인 칩 1개', '쌓인 칩 3개'],
    });
  });

  it('shows who refused so far as their avatars, in order, and names them with their counts for screen readers', async () => {
    const v = game({ current: 1 });
    const el = await mount<PlayScreen>('play-screen', { view: { ...v, game: { ...v.game, refusals: [2, 1, 2] } }, me: 0 });
    const line = el.renderRoot.querySelector('.refused')!;
    expect([...line.querySelectorAll('seat-avatar')].map((a) => a.getAttribute('avatar'))).toEqual(['2', '1', '2']);
    // In words each seat once ("Cy, Ben and Cy" read like a mistake) with how many times: a screen
    // reader hears the three refusals the avatars show, not two.
    expect(line.querySelector('.visually-hidden')!.textContent).toBe('Refused so far: Cy (2 times) and Ben');
    // No wall of names on screen: the visible part is the avatars.
    expect([...line.querySelectorAll('[aria-hidden="true"]')].map((n) => n.textContent!.trim()).join('')).toBe('Refused so far:');
  });

  it('on my turn offers Refuse (left) and Take (right) with the take preview from the engine', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game(), me: 0 });
    const buttons = queryAllByRole(el, 'button', /^(take|refuse)$/i);
    expect(buttons.map((b) => b.textContent?.trim())).toEqual(['Refuse', 'Take']);
    // -10 and -12 count -22, +5 chips = -17; taking -11 joins them (counts -10) with 3 more chips: -10 + 8 = -2.
    const t = textOf(el);
    expect(t).toMatch(/Take: -17 → -2\s*, \+3 chips/);
    expect(t).toMatch(/Your turn/);
  });

  it('shows no take preview when the lobby turned it off (the state as the show part reads it)', async () => {
    const v = game();
    const el = await mount<PlayScreen>('play-screen', { view: minusView({ ...v, settings: { ...v.settings, hints: false } }), me: 0 });
    expect(queryAllByRole(el, 'button', /^(take|refuse)$/i)).toHaveLength(2);
    expect(textOf(el)).not.toMatch(/Take: -17/);
    expect(textOf(el)).not.toMatch(/If you took it/);
  });

  it('shows a take that costs points, e.g. -12 -> -15 with 4 chips', async () => {
    const v = room({ phase: 'playing', seats: [seat({ cubes: [-12], cubeScore: -12, chips: 0 }), seat({ name: 'B' }), seat({ name: 'C' })] },
      { auction: 3, offer: -7, pot: 4, current: 0 });
    const el = await mount<PlayScreen>('play-screen', { view: v, me: 0 });
    // before: -12 + 0 = -12; after: -12 + -7 + 4 chips = -15.
    expect(textOf(el)).toMatch(/Take: -12 → -15\s*, \+4 chips/);
  });

  it('disables Refuse at zero chips and says why; Take stays open', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game({ chips: 0 }), me: 0 });
    await armed(el);
    const refuse = getByRole(el, 'button', /^refuse$/i);
    expect(refuse.hasAttribute('disabled')).toBe(true);
    expect(textOf(el)).toMatch(/No chips left: you must take it/);
    expect(getByRole(el, 'button', /^take$/i).hasAttribute('disabled')).toBe(false);
  });

  it('shows the pressed state at once and locks both buttons until the answer', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game(), me: 0 });
    await armed(el);
    const got = decisions(el);
    const take = getByRole(el, 'button', /^take$/i);
    take.click(); take.click();
    getByRole(el, 'button', /^refuse$/i).click();
    await settle(el);
    expect(got).toEqual(['take']);
    expect(getByRole(el, 'button', /^take$/i).getAttribute('aria-pressed')).toBe('true');
    expect(getByRole(el, 'button', /^take$/i).hasAttribute('disabled')).toBe(true);
    expect(getByRole(el, 'button', /^refuse$/i).hasAttribute('disabled')).toBe(true);
    el.pending = true;
    await settle(el);
    el.pending = false;
    el.notice = 'Too late: that cube has moved on.';
    await settle(el);
    expect(getByRole(el, 'alert').textContent).toMatch(/too late/i);
    expect(getByRole(el, 'button', /^take$/i).hasAttribute('disabled')).toBe(false);
  });

  it('ignores a second tap that lands on the next cube (a double tap on Take), until that cube has been up a moment', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game(), me: 0 });
    // Just offered: shown ready, but not yet tappable.
    expect(getByRole(el, 'button', /^take$/i).hasAttribute('disabled')).toBe(true);
    expect(getByRole(el, 'button', /^take$/i).classList.contains('arming')).toBe(true);
    await armed(el);
    const got = decisions(el);
    await click(getByRole(el, 'button', /^take$/i), el);
    el.pending = true;
    await settle(el);
    // The server took it and offers the taker the next cube at once (the game's version moves on).
    const v = game();
    el.view = { ...v, game: { ...v.game, offer: -25, pot: 0, refusals: [], version: 41 } };
    el.pending = false;
    await settle(el);
    getByRole(el, 'button', /^take$/i).click();
    getByRole(el, 'button', /^refuse$/i).click();
    expect(got).toEqual(['take']);
    await armed(el);
    await click(getByRole(el, 'button', /^refuse$/i), el);
    expect(got).toEqual(['take', 'refuse']);
  });

  it('while the link is down Take and Refuse wait for it, and say so; they come back with it', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game(), me: 0, offline: true });
    await armed(el);
    const got = decisions(el);
    expect(getByRole(el, 'button', /^take$/i).hasAttribute('disabled')).toBe(true);
    expect(getByRole(el, 'button', /^refuse$/i).hasAttribute('disabled')).toBe(true);
    expect(textOf(el)).toMatch(/Take and Refuse come back when the connection does/);
    getByRole(el, 'button', /^take$/i).click();
    expect(got).toEqual([]);
    el.offline = false;
    await settle(el);
    expect(getByRole(el, 'button', /^take$/i).hasAttribute('disabled')).toBe(false);
    expect(textOf(el)).not.toMatch(/come back when the connection does/);
    await click(getByRole(el, 'button', /^take$/i), el);
    expect(got).toEqual(['take']);
  });

  it('unlocks at once when the app could not send the decision', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game(), me: 0 });
    await armed(el);
    el.addEventListener('act', (e) => e.preventDefault());
    await click(getByRole(el, 'button', /^refuse$/i), el);
    expect(getByRole(el, 'button', /^refuse$/i).hasAttribute('disabled')).toBe(false);
  });

  it('groups my cubes in runs, strikes the non-counting ones, and shows my score with chips, above the buttons', async () => {
    const v = game({ current: 0 });
    v.seats[0] = seat({ name: 'Ana', cubes: [-4, -5, -17, -18, -19, -20], cubeScore: -21, chips: 3 });
    const el = await mount<PlayScreen>('play-screen', { view: v, me: 0 });
    // "My cubes" is part of the first screen (the glance), before the thumb zone with Take and Refuse.
    const glance = el.shadowRoot!.querySelector('.glance')!;
    const mine = glance.querySelector('section[aria-labelledby="mine-h"]')!;
    expect(mine.querySelector('h2')!.textContent).toBe('My cubes');
    expect(mine.compareDocumentPosition(glance.querySelector('.thumb')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const runs = mine.querySelector('cube-runs')!;
    expect(runs.hasAttribute('compact')).toBe(true);
    const struck = Array.from(runs.shadowRoot!.querySelectorAll('s')).map((s) => s.textContent?.replace('not counted', '').trim());
    expect(struck).toEqual(['-5', '-18', '-19', '-20']);
    expect(textOf(el)).toMatch(/Score -18: cubes -21, 3 chips/);
  });

  it("has everyone's cubes and cube-only scores one tap away, without their chips", async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game({ current: 1 }), me: 0 });
    const details = el.shadowRoot!.querySelector('details')!;
    expect(details.open).toBe(false);
    const table = textOf(details);
    expect(table).toMatch(/Ben.*-63/);
    expect(table).toMatch(/Cy.*bot/);
    expect(table).not.toMatch(/chips/i);
  });

  it('offers "take my seat back" when a bot stands in for me, and hides the decision buttons', async () => {
    const el = await mount<PlayScreen>('play-screen', { view: game({ standIn: true }), me: 0 });
    const sent: SendDetail[] = [];
    el.addEventListener('room-send', (e) => sent.push(e.detail));
    expect(queryAllByRole(el, 'button', /^take$/i)).toHaveLength(0);
    // Nothing to weigh while a bot plays the seat: no take preview.
    expect(textOf(el)).not.toMatch(/If you took it|Take: /);
    await click(getByRole(el, 'button', /take my seat back/i), el);
    expect(sent).toEqual([{ type: 'take-back', body: {} }]);
  });
});
