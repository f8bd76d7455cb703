/**
 * Rubbish Auction in four languages (docs/I18N.md), end to end: the real server (`npm start`),
 * the stage at 1280x720 in Korean (`?lang=ko`), and three phones at 320x640 whose browsers speak
 * Korean, Italian and Malay. The phones play a whole game by role and by their own language's
 * names; every phone screen is photographed the first time it shows (e2e/artifacts/
 * lang-<lang>-rubbish-*.png) and checked for text past the screen or cut off in its box and for
 * English left on it; the stage's lobby, auction and finale are photographed and checked for
 * drawn text off the screen, squeezed unreadably small, or over other text.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Locale } from '@minus/shared/platform/i18n/locales';
import { en as phoneEn } from '../controller/src/platform/i18n/texts/en.js';
import { ko as phoneKo } from '../controller/src/platform/i18n/texts/ko.js';
import { it as phoneIt } from '../controller/src/platform/i18n/texts/it.js';
import { ms as phoneMs } from '../controller/src/platform/i18n/texts/ms.js';
import { en as rubbishEn } from '../controller/src/shows/rubbish-auction/texts/en.js';
import { ko as rubbishKo } from '../controller/src/shows/rubbish-auction/texts/ko.js';
import { it as rubbishIt } from '../controller/src/shows/rubbish-auction/texts/it.js';
import { ms as rubbishMs } from '../controller/src/shows/rubbish-auction/texts/ms.js';
import { ko as rubbishStageKo } from '../stage/src/shows/rubbish-auction/texts/ko.js';
import { stageTexts } from '../test-support/stage-texts.js';
import { log, until } from './browser.js';
import { exact, lookAtPhone, lookAtStage, openSmallPhone, seeThroughBars } from './lang-check.js';
import { playRubbish, type PlayingPhone } from './rubbish-phone.js';
import { liveShow } from './live-show.js';

type Lang = Exclude<Locale, 'en'>;
const PHONE_TEXTS = { ko: phoneKo, it: phoneIt, ms: phoneMs };
const RUBBISH_TEXTS = { ko: rubbishKo, it: rubbishIt, ms: rubbishMs };

const live = liveShow();


class RubbishLangPhone implements PlayingPhone {
  readonly hold;
  readonly gameOver;
  constructor(readonly lang: Lang, readonly name: string, readonly context: BrowserContext, readonly page: Page) {
    this.hold = page.getByRole('heading', { name: exact(this.t.hold.title) });
    this.gameOver = page.getByRole('heading', { name: exact(this.t.results.title) });
  }

  static async open(lang: Lang, name: string): Promise<RubbishLangPhone> {
    const { context, page } = await openSmallPhone(live.browser, lang);
    return new RubbishLangPhone(lang, name, context, page);
  }

  get t() { return PHONE_TEXTS[this.lang]; }
  get r() { return RUBBISH_TEXTS[this.lang]; }

  /** Photograph the screen and check it: nothing past its box, no English sentence left on it. */
  async look(step: string): Promise<void> {
    const name = `lang-${this.lang}-rubbish-${step}`;
    const seen = await lookAtPhone(this.page, name, [this.t, this.r], [phoneEn, rubbishEn]);
    expect(seen.cut, `${name}: text that does not fit`).toEqual([]);
    expect(seen.english, `${name}: English on a ${this.lang} screen`).toEqual([]);
    // My peek starts with nothing under the peek zone pinned at the foot: the round card, the last round's line.
    if (step === 'peek') expect(await seeThroughBars(this.page, true), `${name}: text under the peek zone`).toEqual([]);
  }
}

describe('Rubbish Auction in four languages', () => {
  it('plays a whole game with phones in Korean, Italian and Malay and the stage in Korean; nothing cut off, overlapping or English', { timeout: 600_000 }, async () => {
    const stage = await live.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const tv = await stage.newPage();
    await tv.goto(`${live.server.url}/?lang=ko`);
    await tv.getByRole('button', { name: /쇼를 시작/ }).click();
    await tv.waitForFunction(() => /방 [A-Z]{4}/.test(document.title), null, { timeout: 60_000 });
    const code = (await tv.title()).match(/방 ([A-Z]{4})/)![1]!;
    log(`rubbish languages: stage in Korean, room ${code}`);

    const phones = await Promise.all([RubbishLangPhone.open('ko', '민지'), RubbishLangPhone.open('it', 'Giulia'), RubbishLangPhone.open('ms', 'Aminah')]);
    for (const p of phones) {
      await p.page.goto(`${live.server.url}/play?room=${code}`);
      await p.page.getByRole('textbox', { name: exact(p.t.join.name) }).fill(p.name);
      await p.page.getByRole('button', { name: exact(p.t.join.join) }).click();
      await p.page.getByRole('heading', { name: new RegExp(p.t.lobby.title) }).waitFor({ timeout: 60_000 });
    }
    const vip = phones[0]!;
    await vip.page.getByRole('radio', { name: /rubbish auction/i }).check();
    for (const p of phones) await p.page.getByText(p.r.lobby.summary).waitFor({ timeout: 30_000 });
    // A long decision timer: the phones stop to be photographed, and a loaded machine must not run out of time.
    await vip.page.getByRole('combobox', { name: exact(vip.t.lobby.timer.label) }).selectOption('90000');
    await phones[1]!.page.getByText(phones[1]!.t.lobby.timer.is(phones[1]!.t.lobby.timer.seconds(90))).waitFor({ timeout: 30_000 });
    for (const p of phones) await p.look('lobby');
    await tv.waitForFunction(() => document.body.dataset.scene === 'lobby', null, { timeout: 30_000 });
    const problems = await lookAtStage(tv, 'lang-ko-rubbish-stage-lobby');

    await vip.page.getByRole('button', { name: exact(vip.t.lobby.start) }).click();
    await tv.waitForFunction(() => document.body.dataset.scene === 'rubbish-auction', null, { timeout: 60_000 });
    log('rubbish languages: game starts');
    const stageShots = (async () => {
      // A peek under way, then a reveal: the centre's lines and the seat cards' notes in Korean.
      await until(async () => /엿봐요|슬쩍 봐요/.test((await tv.locator('#captions').textContent()) ?? ''), 'a Korean peek caption', 180_000);
      problems.push(...await lookAtStage(tv, 'lang-ko-rubbish-stage-auction'));
      await until(async () => /카드 공개|오픈!|돈을 보여/.test((await tv.locator('#captions').textContent()) ?? ''), 'a Korean reveal caption', 180_000);
      problems.push(...await lookAtStage(tv, 'lang-ko-rubbish-stage-reveal'));
    })();
    const plays = await Promise.all(phones.map((p) => playRubbish(p, null, 420_000, p.r, (step) => p.look(step))));
    await stageShots;
    expect(plays.reduce((n, p) => n + p.decisions, 0)).toBeGreaterThan(7);

    await tv.waitForFunction(() => document.body.dataset.scene === 'rubbish-finale', null, { timeout: 60_000 });
    await until(async () => /덕후들/.test((await tv.locator('#captions').textContent()) ?? ''), 'the Korean Geeks caption', 60_000);
    problems.push(...await lookAtStage(tv, 'lang-ko-rubbish-stage-geeks'));
    await until(async () => /우승|공동 1위/.test((await tv.locator('#captions').textContent()) ?? ''), 'the Korean winner caption', 120_000);
    await tv.waitForTimeout(1500);
    problems.push(...await lookAtStage(tv, 'lang-ko-rubbish-stage-finale'));
    // What the sums add up ("명성 + 덕후 = 합계") is read from the sofa: 28 design px or more (it was drawn at 26).
    const sums = (await stageTexts(tv)).filter((d) => d.text === rubbishStageKo.finale.sum);
    expect(sums.length, 'the sum\'s legend on the Korean finale').toBeGreaterThan(0);
    for (const d of sums) expect(d.px, 'the sum\'s legend, design px').toBeGreaterThanOrEqual(28);
    for (const p of phones) {
      const now = p.page.getByRole('button', { name: exact(p.t.hold.now) });
      if (await now.isVisible()) await now.click().catch(() => undefined);
      await p.gameOver.waitFor({ timeout: 60_000 });
      await p.look('results');
    }
    expect(problems, 'drawn text that does not fit on the Korean stage').toEqual([]);
    const captions = (await tv.locator('#captions p').allTextContents()).filter((t) => !/^Sound |^Volume /.test(t));
    expect(captions.filter((c) => !/[\uac00-\ud7a3]/.test(c)), 'English captions on a Korean stage').toEqual([]);
    for (const p of phones) await p.context.close();
    await stage.close();
  });
});
