/**
 * The Rubbish Auction coach (docs/BOTS.md, "The coach"): what the hard player would do in a seat,
 * and why, from that seat's `RubbishPlayerView` alone. A pure function of the view: the hard
 * player's reading of the table (belief.ts) is rebuilt from the view's revealed rounds on each
 * call and its worlds are drawn from a fixed seed, so the same view gives the same tip, and
 * nothing a view does not hold (another seat's Geek, held-out cards or peek) can change it. Its
 * reasons are typed facts (`RubbishCoachReason`), worded per language by coach-text.ts.
 */
import type { CoachTip } from '../../../platform/show-module.js';
import { GEEK_BONUS, wants } from '../geeks.js';
import type { ItemId, RubbishAction, RubbishPlayerView } from '../types.js';
import { GeekReader } from './belief.js';
import { decisionRng } from './create.js';
import { hardHoldOut, hardPick } from './hard.js';

/**
 * One fact behind a tip. Money is in thousands (5 is 5,000), fame in points, seats index the
 * view's `seats`, items by id.
 * - `wanted`: the seat's Geek wants `item` (picked, or on offer): winning it is worth `bonus` fame at the end.
 * - `not-wanted`: the seat's Geek does not want `item`.
 * - `middle-gain`: a bid that is neither top nor bottom gains its `fame`.
 * - `pick-next`: holding out nothing likely makes the seat the bottom bidder, who picks next round.
 * - `saw`: the seat looked at a `card` in `of`'s row this round.
 * - `last-round`: the last item; only the final standing counts.
 * - `any-card`: the row lies in a secret order, so every position tells as much.
 */
export type RubbishCoachReason =
  | { kind: 'wanted'; item: ItemId; bonus: number }
  | { kind: 'not-wanted'; item: ItemId }
  | { kind: 'middle-gain'; fame: number }
  | { kind: 'pick-next' }
  | { kind: 'saw'; of: number; card: number }
  | { kind: 'last-round' }
  | { kind: 'any-card' };

/** The coach's fixed seed: a tip depends on the view only, never on who asks or when. */
const COACH_SEED = 0x0c0ac5;

/** Whether the seat's Geek wants `item`, as a fact. */
function wantsFact(view: RubbishPlayerView, item: ItemId): RubbishCoachReason {
  return wants(view.geek, item) ? { kind: 'wanted', item, bonus: GEEK_BONUS } : { kind: 'not-wanted', item };
}

/** The sum of some money cards (thousands). */
const sum = (cards: readonly number[]) => cards.reduce((a, b) => a + b, 0);

/**
 * What the hard player would do in the view's seat, and why (the main reason first, at most two).
 * Call it on the seat's turn (`view.current === view.seat`); without a step (no turn, game over)
 * it advises holding out nothing with no reasons.
 */
export function rubbishCoach(view: RubbishPlayerView): CoachTip<RubbishAction> & { reasons: RubbishCoachReason[] } {
  const last = view.itemsLeft.length <= (view.step === 'pick' ? 1 : 0);
  if (view.step === 'peek') return { action: { type: 'peek', position: 0 }, reasons: [{ kind: 'any-card' }] };
  if (view.step !== 'pick' && (view.step !== 'hold-out' || view.item === null)) return { action: { type: 'hold-out', cards: [] }, reasons: [] };
  const rng = decisionRng(COACH_SEED, view);
  const reader = new GeekReader();
  if (view.step === 'pick') {
    const action = hardPick(view, rng, reader);
    if (action.type !== 'pick') return { action, reasons: [] };
    const reasons: RubbishCoachReason[] = [wantsFact(view, action.item)];
    if (last) reasons.push({ kind: 'last-round' });
    return { action, reasons };
  }
  const action = hardHoldOut(view, rng, reader);
  const cards = action.type === 'hold-out' ? action.cards : [];
  const value = sum(cards);
  const wanted = wantsFact(view, view.item!);
  const reasons: RubbishCoachReason[] = [];
  if (value > 0) reasons.push(wanted.kind === 'wanted' ? wanted : { kind: 'middle-gain', fame: value });
  else reasons.push(last ? { kind: 'last-round' } : { kind: 'pick-next' }, ...(wanted.kind === 'not-wanted' ? [wanted] : []));
  if (view.peeked && reasons.length < 2) reasons.push({ kind: 'saw', of: view.peeked.of, card: view.peeked.card });
  if (last && reasons.length < 2 && !reasons.some((r) => r.kind === 'last-round')) reasons.push({ kind: 'last-round' });
  return { action, reasons: reasons.slice(0, 2) };
}
