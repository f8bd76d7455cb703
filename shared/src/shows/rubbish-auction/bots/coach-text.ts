/**
 * The Rubbish Auction coach's tip in one sentence, in a language (docs/BOTS.md, "The coach";
 * docs/I18N.md): e.g. "Hold out 2,000 + 5,000 (7,000): your Geek wants the Lava Lamp (+30 fame if you win it);
 * you saw a 5,000 in Ana's cards." The server sends the tip as data (the action and its typed
 * reasons, `RubbishCoachReason`); each phone words it here, with the show's catalogue for items
 * and money (texts/) and the coach's for the rest (coach-texts/). Kept apart from the reasoning.
 */
import type { Locale } from '../../../platform/i18n/locales.js';
import { rubbishCoachTexts } from '../coach-texts/index.js';
import { isItemId } from '../geeks.js';
import { rubbishTexts } from '../texts/index.js';
import type { ItemId } from '../types.js';

/** A tip as it travels: the action and the reasons, unchecked when they came over the network. */
export interface RubbishTipData {
  action: unknown;
  reasons?: readonly unknown[] | unknown;
}

const isSeat = (x: unknown, names: readonly string[]): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < names.length;
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 100;

/**
 * One sentence for a tip in `locale` (default: the realm's). `names`: seat names in seat order;
 * `me`: the reader's seat (their own seat reads "you"). Reasons it does not know, or whose numbers
 * are not what they should be, are left out; an action it does not know gives "".
 */
export function rubbishCoachSentence(tip: RubbishTipData, names: readonly string[], me: number, locale?: Locale): string {
  const t = locale ? rubbishCoachTexts.in(locale) : rubbishCoachTexts.now();
  const w = locale ? rubbishTexts.in(locale) : rubbishTexts.now();
  const a = (tip.action ?? {}) as { type?: unknown; item?: unknown; firstBidder?: unknown; cards?: unknown };
  const who = (seat: number): string | null => (seat === me ? null : names[seat]!);
  let verb: string;
  // A pick's verb names the item: its reasons say "this item" rather than name it twice.
  const named = (item: ItemId) => (a.type === 'pick' ? t.thisItem : w.items[item].the);
  if (a.type === 'pick' && isItemId(a.item) && isSeat(a.firstBidder, names)) {
    verb = t.pick(w.items[a.item].the, who(a.firstBidder));
  } else if (a.type === 'peek') verb = t.peek;
  else if (a.type === 'hold-out' && Array.isArray(a.cards) && a.cards.every(isCount)) {
    const value = (a.cards as number[]).reduce((s, c) => s + c, 0);
    verb = t.holdOut(value > 0 ? w.money(value) : null, (a.cards as number[]).map((c) => w.money(c)));
  } else return '';
  const reasons = Array.isArray(tip.reasons) ? tip.reasons : [];
  const clauses = reasons.flatMap((x): string[] => {
    if (x === null || typeof x !== 'object') return [];
    const r = x as Record<string, unknown>;
    switch (r.kind) {
      case 'wanted': return isItemId(r.item) && isCount(r.bonus) ? [t.reasons.wanted(named(r.item), r.bonus)] : [];
      case 'not-wanted': return isItemId(r.item) ? [t.reasons['not-wanted'](named(r.item))] : [];
      case 'middle-gain': return isCount(r.fame) ? [t.reasons['middle-gain'](r.fame)] : [];
      case 'pick-next': return [t.reasons['pick-next']];
      case 'saw': return isCount(r.card) && isSeat(r.of, names) ? [t.reasons.saw(w.money(r.card), names[r.of]!)] : [];
      case 'last-round': return [t.reasons['last-round']];
      case 'any-card': return [t.reasons['any-card']];
      default: return [];
    }
  });
  return t.sentence(verb, clauses);
}
