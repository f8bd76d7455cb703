// The decision timer in the lobby, worded alike by every show in every language (docs/I18N.md, "Game
// words"): Malay's Minus Auction lobby said "Pemasa keputusan: 20 saat." and Rubbish Auction's
// "Masa membuat keputusan: 30 saat"; Italian's and Korean's Minus Auction summary said "Timer" /
// "타이머" beside the editor's "Tempo per decidere" / "결정 타이머".
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import '../src/shows/minus-auction/lobby-settings.js';
import '../src/shows/rubbish-auction/lobby.js';
import { getByRole, mount, textOf } from './helpers.js';

afterEach(async () => {
  document.body.replaceChildren();
  await setLocale('en');
});

/** Each language's one wording: the editor's label, and the sentence the other players read for 20 s. */
const WORDS = {
  en: { label: 'Decision timer', line: 'Decision timer: 20 seconds.' },
  it: { label: 'Tempo per decidere', line: 'Tempo per decidere: 20 secondi.' },
  ms: { label: 'Pemasa keputusan', line: 'Pemasa keputusan: 20 saat.' },
  ko: { label: '결정 타이머', line: '결정 타이머: 20초.' },
} as const;

const MINUS = { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'random', timerMs: 20_000 };
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the decision timer in the lobby', () => {
  for (const locale of ['en', 'it', 'ms', 'ko'] as const) {
    it(`is one wording in both shows' lobbies (${locale})`, async () => {
      await setLocale(locale);
      const w = WORDS[locale];
      const read = [
        await mount('lobby-settings', { settings: MINUS, editable: false, seated: 3 }),
        await mount('lobby-settings', { settings: { ...MINUS, preset: 'custom' }, editable: false, seated: 3 }),
        await mount('rubbish-settings', { settings: { timerMs: 20_000 }, editable: false }),
      ];
      for (const el of read) expect(textOf(el)).toContain(w.line);
      for (const tag of ['lobby-settings', 'rubbish-settings']) {
        const el = await mount(tag, { settings: tag === 'lobby-settings' ? MINUS : { timerMs: 20_000 }, editable: true, seated: 3 });
        expect(getByRole(el, 'combobox', new RegExp(`^${escape(w.label)}$`))).toBeTruthy();
      }
    });
  }
});
