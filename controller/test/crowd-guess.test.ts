// The crowd's guess panel on a phone: its language, my pick across a reload, and my own count
// (the server's `crowd-score`, shown for the view the phone draws), at the finale too.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import type { CrowdState } from '@minus/shared/platform/protocol/state';
import '../src/platform/components/crowd-guess.js';
import type { CrowdGuess } from '../src/platform/components/crowd-guess.js';
import { CrowdScores } from '../src/platform/net/crowd-scores.js';
import { ARM_MS } from '../src/platform/components/arming.js';
import { click, getByRole, mount, room, seat, textOf } from './helpers.js';

/** A new question's seats take taps once armed (arming.ts). */
const armed = () => new Promise((r) => setTimeout(r, ARM_MS + 20));

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


  it('says above the seats that a tap on a name guesses, in every language, and each seat\'s button is described by it', async () => {
    const says = { en: 'Tap a name to guess.', ko: '이름을 눌러 찍어 보세요.', it: 'Tocca un nome per scommettere.', ms: 'Sentuh nama untuk meneka.' };
    for (const [l, line] of Object.entries(says)) {
      await setLocale(l as 'en');
      const el = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: 'q1' })) });
      await armed();
      await el.updateComplete;
      const buttons = [getByRole(el, 'button', /Ana/), getByRole(el, 'button', /Ben/)];
      for (const b of buttons) {
        const hint = el.shadowRoot!.getElementById(b.getAttribute('aria-describedby') ?? '');
        expect(hint?.textContent?.trim(), l).toBe(line);
      }
      expect(textOf(el), l).toContain(line);
      document.body.replaceChildren();
    }
  });

  it('a tap as a new question appears (meant for the one before) guesses nothing; once armed it guesses the new one', async () => {
    const el = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '1:-3' })) });
    const sent: unknown[] = [];
    el.addEventListener('room-send', (e) => sent.push((e as CustomEvent).detail));
    await armed();
    el.view = state(crowd({ key: '2:-24' }));
    await el.updateComplete;
    await click(getByRole(el, 'button', /^Guess Ben/), el);
    expect(sent).toEqual([]);
    expect(getByRole(el, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('false');
    await armed();
    await click(getByRole(el, 'button', /^Guess Ben/), el);
    expect(sent).toEqual([{ type: 'predict', body: { key: '2:-24', seat: 1 } }]);
  });

  it('offers a seated player every seat but their own (a guess on yourself you could make come true)', async () => {
    const view = { ...room({ phase: 'playing', seats: [seat({ name: 'Ana' }), seat({ name: 'Ben', avatar: 1 }), seat({ name: 'Cy', avatar: 2 })] }), crowd: crowd({ key: '1:-7', picks: [0, 0, 0] }) };
    const seated = await mount<CrowdGuess>('crowd-guess', { view, me: 1 });
    expect(textOf(seated)).toMatch(/Ana/);
    expect(() => getByRole(seated, 'button', /ben/i)).toThrow();
    expect(getByRole(seated, 'button', /cy/i)).toBeTruthy();
    document.body.replaceChildren();
    // A watcher has no seat: every seat is offered.
    const watcher = await mount<CrowdGuess>('crowd-guess', { view });
    expect(getByRole(watcher, 'button', /ben/i)).toBeTruthy();
  });

  it('a reloaded page still shows my pick, and says how it went once the question settles', async () => {
    const first = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '3:lava-lamp' })) });
    await armed();
    await click(getByRole(first, 'button', /^Guess Ben/), first);
    // A tap the room has not counted yet stays picked (its patch is on its way).
    expect(getByRole(first, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('true');
    document.body.replaceChildren();
    const again = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '3:lava-lamp', picks: [0, 1] })) });
    expect(getByRole(again, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('true');
    again.view = state(crowd({ lastKey: '3:lava-lamp', lastAnswer: 1 }));
    await again.updateComplete;
    expect(textOf(again)).toMatch(/You called the last one!/);
    // Another room's page starts with none.
    document.body.replaceChildren();
    const other = await mount<CrowdGuess>('crowd-guess', { view: { ...state(crowd({ key: '3:lava-lamp' })), code: 'BCDF' } });
    expect(getByRole(other, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('false');
  });

  it('forgets a guess the room lost (a crash before the question closed): no pick shown, no verdict claimed', async () => {
    const first = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '4:x', picks: [0, 0] })) });
    await armed();
    await click(getByRole(first, 'button', /^Guess Ben/), first);
    document.body.replaceChildren();
    // Reloaded after the server came back without that guess: nobody counts on Ben.
    const again = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '4:x', picks: [1, 0] })) });
    expect(getByRole(again, 'button', /^Guess Ben/).getAttribute('aria-pressed')).toBe('false');
    again.view = state(crowd({ lastKey: '4:x', lastAnswer: 1 }));
    await again.updateComplete;
    expect(textOf(again)).not.toMatch(/called the last one|not this time/i);
  });

  it('shows my count for the question the drawn view last closed, and at the finale the last verdict with it', async () => {
    const scores = new CrowdScores();
    const before = state(crowd({ key: '2:x', lastKey: '1:x', lastAnswer: 0 }));
    const after = state(crowd({ key: '3:x', lastKey: '2:x', lastAnswer: 1 }));
    expect(scores.add({ game: 1, key: '1:x', right: 1, made: 1 })).toBe(true);
    expect(scores.add({ game: 1, key: '2:x', right: 2, made: 2 })).toBe(true);
    // Malformed counts are ignored.
    for (const bad of [null, { game: 1, key: '3:x', right: 3, made: 2 }, { game: 1, key: 5, right: 0, made: 1 }, { game: -1, key: 'y', right: 0, made: 1 }, { game: 1, key: 'z', right: 0, made: 1, listedAs: ['Bo'] }]) {
      expect(scores.add(bad)).toBe(false);
    }
    // A count sent again for the same question (the VIP hid my name) replaces the first.
    const hidden = new CrowdScores();
    hidden.add({ game: 1, key: '1:x', right: 1, made: 1, listedAs: 'Rude' });
    hidden.add({ game: 1, key: '1:x', right: 1, made: 1, listedAs: 'Watcher 4', hidden: true });
    expect(hidden.for(before)).toEqual({ right: 1, made: 1, listedAs: 'Watcher 4', hidden: true });
    // While a reveal holds the phone on the older view, the older count shows.
    const el = await mount<CrowdGuess>('crowd-guess', { view: before, score: scores.for(before) });
    await armed();
    await click(getByRole(el, 'button', /^Guess Ben/), el);
    expect(textOf(el)).toMatch(/Your guesses this game: 1 of 1 right/);
    el.view = after;
    el.score = scores.for(after);
    await el.updateComplete;
    expect(textOf(el)).toMatch(/You called the last one!/);
    expect(textOf(el)).toMatch(/2 of 2 right/);
    // Another game's count of the same key is not mine now.
    expect(scores.for({ ...after, game: { ...after.game, number: 2 } })).toBeNull();
    // The finale: no buttons, the verdict and the count.
    el.view = { ...after, phase: 'finale', crowd: crowd({ lastKey: '2:x', lastAnswer: 1 }) };
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('button')).toHaveLength(0);
    expect(el.shadowRoot!.querySelector('section')?.getAttribute('aria-label')).toBe('Your guesses');
    expect(textOf(el)).toMatch(/You called the last one!.*2 of 2 right/s);
    await setLocale('ko');
    await el.updateComplete;
    expect(textOf(el)).toMatch(/2개 중 2개 적중/);
    await setLocale('it');
    el.score = { right: 1, made: 1 };
    await el.updateComplete;
    expect(textOf(el)).toMatch(/1 giusta su 1/);
  });

  it('shows nothing at the finale for a phone that made no guess', async () => {
    const el = await mount<CrowdGuess>('crowd-guess', { view: { ...state(crowd({ lastKey: '9:x', lastAnswer: 0 })), phase: 'finale' } });
    expect(textOf(el).trim()).toBe('');
  });

  it('lines the seats up one to a row when a name would not fit half a small phone', async () => {
    const short = await mount<CrowdGuess>('crowd-guess', { view: state(crowd({ key: '1:x' })) });
    expect(short.shadowRoot!.querySelector('.seats')!.classList.contains('long')).toBe(false);
    const long = { ...state(crowd({ key: '1:x' })), seats: [seat({ name: 'Bartholomew' }), seat({ name: 'Ben', avatar: 1 })] };
    const el = await mount<CrowdGuess>('crowd-guess', { view: long });
    expect(el.shadowRoot!.querySelector('.seats')!.classList.contains('long')).toBe(true);
    expect(getByRole(el, 'button', /^Guess Bartholomew/)).toBeTruthy();
    // Nine letters beside an avatar and a count broke mid-word at 360 px ("Benede / tta").
    const nine = await mount<CrowdGuess>('crowd-guess', { view: { ...long, seats: [seat({ name: 'Benedetta' }), seat({ name: 'Ben', avatar: 1 })] } });
    expect(nine.shadowRoot!.querySelector('.seats')!.classList.contains('long')).toBe(true);
    const seven = await mount<CrowdGuess>('crowd-guess', { view: { ...long, seats: [seat({ name: 'Annabel' }), seat({ name: 'Ben', avatar: 1 })] } });
    expect(seven.shadowRoot!.querySelector('.seats')!.classList.contains('long')).toBe(false);
  });
});
