/**
 * Rubbish Auction's sentences on the phone, read from its catalogue (texts/, docs/I18N.md) at
 * render time so they follow the phone's language: item and Geek names, money, fame, the steps,
 * bot levels, its own refusals. Components read the rest with `words()`.
 */
import type { ReactiveControllerHost } from 'lit';
import { isLocale, type Locale } from '@minus/shared/platform/i18n/locales';
import { currentLocale } from '@minus/shared/platform/i18n/texts';
import { rubbishPhoneTexts, type RubbishPhoneTexts } from './texts/index.js';

/** The catalogue in the phone's language now. */
export function words(): RubbishPhoneTexts {
  return rubbishPhoneTexts.now();
}

/** An item's name by id (geeks.ts `ITEMS`); an unknown id reads as itself. */
export function itemText(id: string): string {
  return words().items[id] ?? id;
}

/**
 * An item's name as the TV says it (state `stageLocale`), for a table of several languages: the
 * TV names the item on offer in its language, the phone in its own. Null when the TV speaks this
 * phone's language (or has not said which), or the names are the same; while the TV's catalogue
 * is still on its way, null, and `host` is drawn again once it is here.
 */
export function stageItemText(id: string, stageLocale: string | undefined, host: ReactiveControllerHost): { name: string; lang: Locale } | null {
  if (!stageLocale || !isLocale(stageLocale) || stageLocale === currentLocale()) return null;
  if (!rubbishPhoneTexts.loaded(stageLocale)) {
    void rubbishPhoneTexts.load(stageLocale).then(() => host.requestUpdate(), () => undefined);
    return null;
  }
  const name = rubbishPhoneTexts.in(stageLocale).items[id];
  return name && name !== itemText(id) ? { name, lang: stageLocale } : null;
}

/** A Geek's name by id (geeks.ts `GEEKS`). */
export function geekText(id: string): string {
  return words().geeks[id] ?? id;
}

/** A money card or a bid in thousands, as the show says it: 5 → "5,000", 0 → "nothing". */
export function moneyText(thousands: number): string {
  return words().money(thousands);
}

/** Fame with its unit: "32 fame". */
export function fameText(points: number): string {
  return words().fame(points);
}

/** A fame change with its sign: "+8 fame", "-15 fame", "no change". */
export function fameChangeText(points: number): string {
  return words().fameChange(points);
}

/** A bot level's name and one-line description (shared bots/labels.ts keys). */
export function botLevelText(level: string): { name: string; description: string } {
  return words().bots[level] ?? { name: level, description: '' };
}

/** What a seat is doing now, for the turn line: `who` is a name. */
export function stepText(step: string, who: string, mine: boolean): string {
  const s = words().steps;
  if (mine) return step === 'pick' ? s.myPick : step === 'peek' ? s.myPeek : s.myBid;
  return step === 'pick' ? s.pick(who) : step === 'peek' ? s.peek(who) : s.bid(who);
}

/** The phone's sentence for one of Rubbish Auction's own refusal codes, or null for the server's. */
export function rubbishNotice(code: string): string | null {
  return words().notices[code] ?? null;
}
