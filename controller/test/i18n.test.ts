/**
 * The phone's languages (docs/I18N.md): every catalogue the phone defines is complete in every
 * locale; the phone starts in the remembered or the browser's language; the picker switches every
 * screen at once and is remembered.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LitElement } from 'lit';
import { checkTexts } from '@minus/shared/platform/i18n/check';
import { currentLocale, registeredTexts, setLocale } from '@minus/shared/platform/i18n/texts';
import '../src/platform/components/join-screen.js';
import '../src/platform/components/solo-picker.js';
import '../src/platform/components/coach-panel.js';
import type { JoinScreen } from '../src/platform/components/join-screen.js';
import { facesForNames, startLocale } from '../src/platform/i18n/locale.js';
import { phoneTexts } from '../src/platform/i18n/texts.js';
import { PHONE_SHOWS } from '../src/shows/registry.js';
import { LOCALES } from '@minus/shared/platform/i18n/locales';
import { coachTexts } from '@minus/shared/shows/minus-auction/coach-texts/index';
import { rubbishCoachTexts } from '@minus/shared/shows/rubbish-auction/coach-texts/index';
import { minusPhoneTexts } from '../src/shows/minus-auction/texts/index.js';
import { rubbishPhoneTexts } from '../src/shows/rubbish-auction/texts/index.js';
import { minusStageTexts } from '../../stage/src/shows/minus-auction/texts/index.js';
import { stageTexts } from '../../stage/src/platform/i18n/texts/index.js';
import { getByRole, mount, settle } from './helpers.js';

/** Runs `check` with the phone's and the TV's Minus Auction words in each language, each loaded first. */
async function inEveryLanguage(check: (l: (typeof LOCALES)[number], ui: ReturnType<typeof minusPhoneTexts.in>, tv: ReturnType<typeof minusStageTexts.in>) => void): Promise<void> {
  for (const l of LOCALES) {
    await Promise.all([minusPhoneTexts, minusStageTexts].map((t) => t.load(l)));
    check(l, minusPhoneTexts.in(l), minusStageTexts.in(l));
  }
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  document.body.replaceChildren();
  await setLocale('en');
});

describe('phone catalogues', () => {
  it('have every English key in every locale, the shows\' phone parts included', async () => {
    await Promise.all(PHONE_SHOWS.map((s) => s.load()));
    const ids = registeredTexts().map((t) => t.id);
    expect(ids).toContain('phone');
    // The shows' names stay as they are in every language (docs/I18N.md), their short forms where the letters do.
    const names = PHONE_SHOWS.flatMap((s) => [s.card.title, s.card.short]);
    const problems = (await Promise.all(registeredTexts().map((t) => checkTexts(t, names)))).flat();
    expect(problems).toEqual([]);
  });
});

describe('a kick, in every language', () => {
  it('the kicked phone is told the VIP removed it from the table (not that its seat went to someone else), and may join again or watch', async () => {
    await Promise.all(LOCALES.map((l) => phoneTexts.load(l)));
    const says: Record<string, RegExp> = { en: /^The VIP took you off the table\. You can join again or watch/, ko: /^VIP가 나를 테이블에서 내보냈어요\. 다시 참가하거나 구경할 수 있어요/, it: /^Il VIP ti ha tolto dal tavolo\. Puoi rientrare o guardare/, ms: /^VIP telah mengeluarkan anda dari meja\. Anda boleh sertai semula atau tonton/ };
    for (const l of LOCALES) expect(phoneTexts.in(l).failure.kicked, l).toMatch(says[l]!);
    expect(phoneTexts.in('ko').failure.kicked).not.toMatch(/다른 사람에게/);
    expect(phoneTexts.in('ms').failure.kicked).not.toMatch(/kepada orang lain/);
  });

  it('the VIP\'s question names the person twice (who is kicked, whose phone leaves) and says they may come back', async () => {
    await Promise.all(LOCALES.map((l) => phoneTexts.load(l)));
    const back: Record<string, RegExp> = { en: /join again/, ko: /다시 참가/, it: /rientrare/, ms: /sertai semula/ };
    for (const l of LOCALES) {
      const ask = phoneTexts.in(l).lobby.kickAsk('Zed');
      expect(ask.split('Zed').length - 1, `${l}: ${ask}`).toBeGreaterThanOrEqual(2);
      expect(ask, l).toMatch(back[l]!);
    }
  });
});

describe("the coach's words", () => {
  it('name the pot, the chips, Take, Refuse and the First Bidder as the phone\'s screens do, in every language', async () => {
    const misses: string[] = [];
    for (const l of LOCALES) {
      await Promise.all([minusPhoneTexts, coachTexts, rubbishPhoneTexts, rubbishCoachTexts].map((t) => t.load(l)));
      const [ui, coach, rubbishUi, rubbishCoach] = [minusPhoneTexts.in(l), coachTexts.in(l), rubbishPhoneTexts.in(l), rubbishCoachTexts.in(l)];
      const says = (text: string, word: string) => {
        if (!text.toLocaleLowerCase(l).includes(word.toLocaleLowerCase(l))) misses.push(`${l}: "${text}" does not say "${word}"`);
      };
      // The phone's card calls the pot `offer.pot` ("Longgokan" in Malay): the coach's clauses about it too.
      const r = coach.reasons;
      says(r['too-costly']({ kind: 'too-costly', cost: 20, pot: 4 }, false, []), ui.offer.pot);
      says(r['too-costly']({ kind: 'too-costly', cost: 20, pot: 0 }, false, []), ui.offer.pot);
      says(r['pot-pays']({ kind: 'pot-pays', cost: 6, pot: 4 }, true, []), ui.offer.pot);
      says(r['close-call']({ kind: 'close-call', cost: 6, pot: 4 }, true, []), ui.offer.pot);
      for (const pot of [0, 4]) for (const take of [true, false]) says(r.trade({ kind: 'trade', cost: 20, pot }, take, []), ui.offer.pot);
      says(r['few-chips']({ kind: 'few-chips', left: 4 }, false, []), ui.chips(4));
      says(coach.take, ui.play.takeButton);
      says(coach.refuse, ui.play.refuse);
      says(rubbishCoach.pick(rubbishUi.items['lava-lamp']!, 'Ben'), rubbishUi.pick.firstBidderYou.split(':')[0]!);
    }
    expect(misses).toEqual([]);
  });
});

describe("the TV's words", () => {
  it('name the pot, the chips and a refusal as the phone\'s screens do, in every language', async () => {
    const misses: string[] = [];
    await inEveryLanguage((l, ui, tv) => {
      const says = (text: string, word: string) => {
        if (!text.toLocaleLowerCase(l).includes(word.toLocaleLowerCase(l))) misses.push(`${l}: the TV's "${text}" does not say "${word}"`);
      };
      // The pot under the cube on offer (the Korean TV said 판돈 where the phone says 쌓인 칩), and the mirror's line.
      says(tv.pot(4), ui.offer.pot);
      says(tv.pot(0), ui.offer.pot);
      says(tv.table.offer(27, 4, 'Ana', ['Ben']), ui.offer.pot);
      says(tv.pot(4), ui.chips(4));
      says(tv.onOffer('-27', 4), ui.chips(4));
      says(tv.table.offer(27, 4, 'Ana', ['Ben']), ui.chips(4));
      // Who refused the cube, as the phone's Refuse button names it. (The TV's catalogue names no
      // take: the host's lines do, in verbs of their own.)
      says(tv.table.offer(27, 4, 'Ana', ['Ben']), ui.play.refuse);
    });
    expect(misses).toEqual([]);
  });

  it("give a refusal the Refuse button's word on the seat card's tag and the line under the cube, in every language", async () => {
    const misses: string[] = [];
    await inEveryLanguage((l, ui, tv) => {
      // The Malay TV said "tolak" on a card and "menolak" under the cube; English and Italian said "no thanks".
      const word = ui.play.refuse.toLocaleLowerCase(l);
      for (const text of [tv.refusedTag(1), tv.refusedTag(2), tv.noThanks(false), tv.noThanks(true)]) {
        if (!text.toLocaleLowerCase(l).includes(word)) misses.push(`${l}: the TV's "${text}" does not say the button's "${ui.play.refuse}"`);
      }
    });
    expect(misses).toEqual([]);
  });
});

describe('ranges of cubes', () => {
  it('never put a tilde beside a minus sign, on the phone\'s presets and custom rules or the TV\'s lobby lines, in any language', async () => {
    const misses: string[] = [];
    await inEveryLanguage((l, ui, tv) => {
      // The Korean TV's lobby read "-3~-35": a tilde beside a minus sign reads as neither a range nor a number.
      const lines = [...Object.values(ui.presets).map((p) => p.description), ui.rules.summary(3, 35, 1, 9), ...Object.values(tv.blurbs), tv.customBlurb(3, 35, 1, 9)];
      for (const line of lines) if (/[~～]\s*[-−]|[-−]\d+\s*[~～]/.test(line)) misses.push(`${l}: "${line}"`);
    });
    expect(misses).toEqual([]);
  });
});

describe("tonight's table and the decision timer", () => {
  it('use the TV\'s words on the phone, in every language: the wins column, the games counted, a timer that is off', async () => {
    const misses: string[] = [];
    for (const l of LOCALES) {
      await Promise.all([phoneTexts, stageTexts].map((t) => t.load(l)));
      const [ui, tv] = [phoneTexts.in(l), stageTexts.in(l)];
      const low = (s: string) => s.toLocaleLowerCase(l);
      // The TV heads its column of wins with one word (its cells read "wins/games"); its row names the games.
      if (low(ui.evening.wins) !== low(tv.results.wins)) misses.push(`${l}: the phone's "${ui.evening.wins}" is the TV's "${tv.results.wins}"`);
      const row = tv.results.row('Ann', 3, 1, '');
      if (!low(row).split(/[\s,:]+/).some((w) => w.includes(low(ui.evening.games)) && w.length <= low(ui.evening.games).length + 1)) misses.push(`${l}: the TV's "${row}" does not count "${ui.evening.games}"`);
      if (low(ui.lobby.timer.off) !== low(tv.lobby.timerOff)) misses.push(`${l}: the phone's timer "${ui.lobby.timer.off}" is the TV's "${tv.lobby.timerOff}"`);
    }
    expect(misses).toEqual([]);
  });
});

describe('counts in Italian', () => {
  it('agree with one (one seat, one more needed, one right guess) and with many', async () => {
    await setLocale('it');
    const t = phoneTexts.now();
    expect(t.lobby.missing(1, 7, 2)).toBe('1 posto su 7 occupato. Per iniziare ne servono altri 2.');
    expect(t.lobby.missing(2, 7, 1)).toBe('2 posti su 7 occupati. Per iniziare ne serve un altro.');
    expect(t.lobby.taken(1, 5)).toBe('1 posto su 5 occupato.');
    expect(t.lobby.taken(4, 5)).toBe('4 posti su 5 occupati.');
    expect(t.crowd.bestCount(1, 3)).toBe('1 giusta su 3');
    expect(t.crowd.bestCount(2, 3)).toBe('2 giuste su 3');
  });
});

describe('the phone language', () => {
  it('follows the browser, then English', async () => {
    expect(await startLocale(['fr-FR', 'ko-KR', 'en'])).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(await startLocale(['de'])).toBe('en');
  });

  it('prefers the language picked before on this phone', async () => {
    localStorage.setItem('party.locale', 'ms');
    expect(await startLocale(['it-IT'])).toBe('ms');
    localStorage.setItem('party.locale', 'xx');
    expect(await startLocale(['it-IT'])).toBe('it');
  });

  it('changes from the join screen picker at once, and is remembered', async () => {
    await startLocale(['en']);
    const el = await mount<JoinScreen>('join-screen', { code: 'MKST' });
    expect(getByRole(el, 'heading').textContent).toMatch(/join the game/i);
    const picker = el.shadowRoot!.querySelector('locale-picker')!;
    const select = getByRole(picker, 'combobox', /language/i) as HTMLSelectElement;
    select.value = 'it';
    select.dispatchEvent(new Event('change'));
    await expect.poll(() => currentLocale()).toBe('it');
    await settle(el);
    expect(getByRole(el, 'heading').textContent).toBe('Entra in gioco');
    expect(getByRole(el, 'button', /^entra$/i)).toBeTruthy();
    expect(localStorage.getItem('party.locale')).toBe('it');
  });

  it('reaches the lobby\'s play-against-the-computer box and the coach\'s switch already on screen', async () => {
    const solo = await mount<LitElement>('solo-picker', { min: 3, max: 7, people: 1, fitsUpTo: 7 });
    const coach = await mount<LitElement>('coach-panel', { on: false });
    expect(getByRole(solo, 'heading').textContent).toBe('Play against the computer');
    await setLocale('it');
    await settle(solo);
    await settle(coach);
    expect(getByRole(solo, 'heading').textContent).toBe('Gioca contro il computer');
    expect(getByRole(solo, 'combobox', /giocatori in tutto/i)).toBeTruthy();
    expect(getByRole(coach, 'switch').textContent).toMatch(/Allenatore/);
  });
});

describe('the Korean face for Korean names', () => {
  const view = (seat: string, watcher: string, evening: string) => ({
    seats: [{ name: seat }],
    crowd: { table: [{ name: watcher, right: 0, made: 1, hideable: false }] },
    evening: { shows: [], rows: [{ name: evening }] },
  }) as unknown as Parameters<typeof facesForNames>[0];

  it('is asked for when any name the phone may show holds Hangul: a seat, a best guesser, a row of tonight\'s table', () => {
    expect(facesForNames(view('Ann', 'Bo', 'Cy'))).toBe(false);
    expect(facesForNames(view('민준', 'Bo', 'Cy'))).toBe(true);
    expect(facesForNames(view('Ann', '민준', 'Cy'))).toBe(true);
    expect(facesForNames(view('Ann', 'Bo', '민준'))).toBe(true);
    expect(facesForNames(null)).toBe(false);
  });

  it('is asked for when the TV speaks Korean (a phone may name things as the TV does)', () => {
    expect(facesForNames({ ...view('Ann', 'Bo', 'Cy')!, stageLocale: 'ko' })).toBe(true);
    expect(facesForNames({ ...view('Ann', 'Bo', 'Cy')!, stageLocale: 'it' })).toBe(false);
  });
});
