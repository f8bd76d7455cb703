/**
 * Four languages in one room (docs/I18N.md), end to end: the real server (`npm start`), the stage
 * at 1280x720 opened with `?lang=ko`, and three phones at 320x640 whose browsers speak Korean,
 * Italian and Malay. Each phone joins, plays and ends in its own language, found by role and by
 * its own language's names; each screen is photographed (e2e/artifacts/lang-*.png), checked for
 * text that overflows the screen or its box, and for English left on it; the stage's lobby, auction
 * and finale for drawn text off the screen, squeezed too small or over other text.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { en as phoneEn } from '../controller/src/platform/i18n/texts/en.js';
import { ko as phoneKo } from '../controller/src/platform/i18n/texts/ko.js';
import { it as phoneIt } from '../controller/src/platform/i18n/texts/it.js';
import { ms as phoneMs } from '../controller/src/platform/i18n/texts/ms.js';
import { en as minusEn } from '../controller/src/shows/minus-auction/texts/en.js';
import { ko as minusKo } from '../controller/src/shows/minus-auction/texts/ko.js';
import { it as minusIt } from '../controller/src/shows/minus-auction/texts/it.js';
import { ms as minusMs } from '../controller/src/shows/minus-auction/texts/ms.js';
import { log, until } from './browser.js';
import { exact, lookAtPhone, lookAtStage, openSmallPhone } from './lang-check.js';
import { liveShow } from './live-show.js';

type Lang = Exclude<Locale, 'en'>;
const PHONE_TEXTS = { ko: phoneKo, it: phoneIt, ms: phoneMs };
const MINUS_TEXTS = { ko: minusKo, it: minusIt, ms: minusMs };

const live = liveShow();


class LangPhone {
  constructor(readonly lang: Lang, readonly name: string, readonly context: BrowserContext, readonly page: Page) {}

  static async open(lang: Lang, name: string): Promise<LangPhone> {
    const { context, page } = await openSmallPhone(live.browser, lang);
    return new LangPhone(lang, name, context, page);
  }

  get t() { return PHONE_TEXTS[this.lang]; }
  get m() { return MINUS_TEXTS[this.lang]; }

  /** Photograph the screen and check it: nothing past its box, no English sentence left on it. */
  async look(step: string): Promise<void> {
    const name = `lang-${this.lang}-${step}`;
    const seen = await lookAtPhone(this.page, name, [this.t, this.m], [phoneEn, minusEn]);
    expect(seen.cut, `${name}: text that does not fit`).toEqual([]);
    expect(seen.english, `${name}: English on a ${this.lang} screen`).toEqual([]);
  }
}

describe('one room, four languages', () => {
  it('plays a whole game with phones in Korean, Italian and Malay and the stage in Korean', async () => {
    const stage = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tv = await stage.newPage();
    await tv.goto(`${live.server.url}/?lang=ko`);
    await tv.getByRole('button', { name: /쇼를 시작/ }).click();
    await tv.waitForFunction(() => /방 [A-Z]{4}/.test(document.title), null, { timeout: 60_000 });
    const code = (await tv.title()).match(/방 ([A-Z]{4})/)![1]!;
    log(`languages: stage in Korean, room ${code}`);
    await tv.waitForTimeout(1500);
    const problems = await lookAtStage(tv, 'lang-ko-stage-lobby');

    const phones = await Promise.all([LangPhone.open('ko', '민지'), LangPhone.open('it', 'Giulia'), LangPhone.open('ms', 'Aminah')]);
    for (const p of phones) {
      await p.page.goto(`${live.server.url}/play?room=${code}`);
      await p.page.getByRole('heading', { name: exact(p.t.join.title) }).waitFor({ timeout: 60_000 });
      await p.look('join');
      await p.page.getByRole('textbox', { name: exact(p.t.join.name) }).fill(p.name);
      await p.page.getByRole('button', { name: exact(p.t.join.join) }).click();
      await p.page.getByRole('heading', { name: new RegExp(p.t.lobby.title) }).waitFor({ timeout: 60_000 });
    }
    // The stage shows the three joins in Korean.
    await until(async () => /입장|어서 오세요|자리에 앉았어요/.test((await tv.locator('#captions').textContent()) ?? ''), 'a Korean join caption on the stage');
    for (const p of phones) await p.look('lobby');
    await tv.waitForTimeout(800);
    problems.push(...await lookAtStage(tv, 'lang-ko-stage-lobby-full'));

    // The language menu: the Italian player switches to Malay and back, in place.
    const it = phones[1]!;
    await it.page.getByText(exact(it.t.app.menu)).click();
    const picker = it.page.getByRole('combobox', { name: /Lingua|Language/ });
    await picker.selectOption('ms');
    await it.page.getByRole('heading', { name: new RegExp(phoneMs.lobby.title) }).waitFor({ timeout: 30_000 });
    await it.page.getByRole('combobox', { name: /Bahasa|Language/ }).selectOption('it');
    await it.page.getByRole('heading', { name: new RegExp(phoneIt.lobby.title) }).waitFor({ timeout: 30_000 });
    await it.look('menu');

    const vip = phones[0]!;
    await vip.page.getByRole('button', { name: exact(vip.t.lobby.start) }).click();

    // Everyone takes every cube: a short game. Each phone photographs its first turn and a wait.
    let stageShot = false;
    await Promise.all(phones.map(async (p) => {
      const take = p.page.getByRole('button', { name: exact(p.m.play.takeButton) });
      const hold = p.page.getByRole('heading', { name: exact(p.t.hold.title) });
      const over = p.page.getByRole('heading', { name: exact(p.t.results.title) });
      let turns = 0;
      let waited = false;
      const end = Date.now() + 200_000;
      while (Date.now() < end) {
        if (await hold.or(over).first().isVisible()) return;
        if (await take.isVisible() && await take.isEnabled()) {
          if (turns === 0) await p.look('my-turn');
          await take.click({ timeout: 5000 }).catch(() => undefined);
          turns++;
          if (!stageShot && turns === 2) {
            stageShot = true;
            problems.push(...await lookAtStage(tv, 'lang-ko-stage-auction'));
          }
        } else if (!waited && turns > 0 && await p.page.getByText(new RegExp(p.m.play.deciding('.+').replace(/[…]/g, '.'))).first().isVisible().catch(() => false)) {
          waited = true;
          await p.look('their-turn');
        }
        await p.page.waitForTimeout(100);
      }
      throw new Error(`${p.lang}: the game did not end`);
    }));

    // The finale: each phone holds for the TV in its language, the stage plays it in Korean.
    for (const p of phones) {
      const hold = p.page.getByRole('heading', { name: exact(p.t.hold.title) });
      if (await hold.isVisible()) await p.look('hold');
    }
    await tv.waitForTimeout(2500);
    problems.push(...await lookAtStage(tv, 'lang-ko-stage-finale'));
    for (const p of phones) {
      const now = p.page.getByRole('button', { name: exact(p.t.hold.now) });
      if (await now.isVisible()) await now.click().catch(() => undefined);
      await p.page.getByRole('heading', { name: exact(p.t.results.title) }).waitFor({ timeout: 60_000 });
      await p.look('results');
    }
    await until(async () => /우승|공동 1위/.test((await tv.locator('#captions').textContent()) ?? ''), 'the Korean winner caption', 60_000);
    await tv.waitForTimeout(1500);
    problems.push(...await lookAtStage(tv, 'lang-ko-stage-results'));
    expect(problems, 'drawn text that does not fit on the Korean stage').toEqual([]);
    const captions = (await tv.locator('#captions p').allTextContents()).filter((t) => !/^Sound |^Volume /.test(t));
    // Every caption after the Korean start is Korean (Hangul in each line).
    expect(captions.filter((c) => !/[\uac00-\ud7a3]/.test(c)), 'English captions on a Korean stage').toEqual([]);
    for (const p of phones) await p.context.close();
    await stage.close();
  });
});
