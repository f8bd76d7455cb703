/**
 * The coach's advice in one sentence, in a language (docs/BOTS.md, "The coach"; docs/I18N.md):
 * e.g. "Take: it joins your -17 run; refusing leaves you 2 chips." The server sends the advice as
 * data (the action and its typed reasons, `CoachReason`); each phone words it here in its own
 * language, through the coach's catalogue (coach-texts/). Kept apart from the reasoning (coach.ts).
 */
import type { Locale } from '../../../platform/i18n/locales.js';
import { coachTexts, type CoachTexts } from '../coach-texts/index.js';
import type { CoachReason } from './coach.js';

/** Advice as it travels: the action and the reasons, unchecked when they came over the network. */
export interface CoachTipData {
  action: unknown;
  reasons?: readonly unknown[] | unknown;
}

type Clause = (r: CoachReason, take: boolean, names: readonly string[]) => string;

/** The reason if it is one the coach gives (its kind known, its numbers numbers), else null. */
function reasonOf(x: unknown, t: CoachTexts): CoachReason | null {
  if (x === null || typeof x !== 'object') return null;
  const kind = (x as { kind?: unknown }).kind;
  if (typeof kind !== 'string' || !Object.prototype.hasOwnProperty.call(t.reasons, kind)) return null;
  const numbers = Object.entries(x).filter(([k]) => k !== 'kind');
  return numbers.every(([, v]) => typeof v === 'number' && Number.isFinite(v)) ? (x as CoachReason) : null;
}

/**
 * One sentence for an advice in `locale` (default: the realm's): the action, then its reasons in
 * order. `names`: seat names in seat order (a rival's run names its seat). Reasons it does not
 * know are left out; an action other than take or refuse gives "".
 */
export function coachSentence(tip: CoachTipData, names: readonly string[], locale?: Locale): string {
  const t = locale ? coachTexts.in(locale) : coachTexts.now();
  if (tip.action !== 'take' && tip.action !== 'refuse') return '';
  const take = tip.action === 'take';
  const list = Array.isArray(tip.reasons) ? tip.reasons : [];
  const clauses = list.flatMap((x) => {
    const r = reasonOf(x, t);
    return r ? [(t.reasons[r.kind] as Clause)(r, take, names)] : [];
  });
  return t.sentence(take ? t.take : t.refuse, clauses);
}
