/**
 * Who refused the cube on offer, in order, under the ring (docs/STAGE.md, "Auction"):
 * each refuser's avatar (as many as the room beside the seat cards holds, six at most, then "+N"
 * for the rest: the row must never read as fewer refusals than the pot has chips, nor run under a
 * seat card), the red cross of the cards' tags, then "refused" / "refused, in order"
 * (the tags "✕ refused ×2" say the same seat by seat); nothing before the first refusal.
 */
import { Graphics, type Container, type Text } from 'pixi.js';
import type { TableLayout } from '../../platform/app/layout.js';
import { avatarBadge } from '../../platform/ui/icons.js';
import { bodyText, COLOURS } from '../../platform/ui/theme.js';
import { noCross } from './chips.js';
import { minusStageTexts } from './texts/index.js';

/** An avatar's diameter in the row (design px), and the space between two. */
const SIZE = 40;
const SPACE = 6;

/**
 * How wide (design px) the row centred on `centreX` at height `y` may be: the gap between the two
 * columns of seat cards where a card stands beside it (7 seats: the left column reaches down to
 * it), less a margin, else the caption bar's width.
 */
export function refusersRoom(layout: TableLayout, centreX: number, y: number): number {
  const beside = layout.seats.filter((r) => r.y < y + 30 && r.y + r.h > y - 30);
  if (beside.length === 0) return layout.caption.w;
  const leftEnd = Math.max(...beside.filter((r) => r.x < centreX).map((r) => r.x + r.w), layout.caption.x);
  const rightStart = Math.min(...beside.filter((r) => r.x > centreX).map((r) => r.x), layout.caption.x + layout.caption.w);
  return 2 * Math.min(centreX - leftEnd, rightStart - centreX) - 32;
}

/**
 * Draw the row into `row` (empty; centred on its origin) for `refusals` (seat indexes, in order)
 * within `room` design px; `seats` give the avatars.
 */
export function drawRefusersRow(row: Container, refusals: readonly number[], seats: readonly { avatar: number }[], room: number): void {
  if (refusals.length === 0) return;
  const label = bodyText(minusStageTexts.now().noThanks(refusals.length > 1), 32, COLOURS.textDim, { fontWeight: '400' });
  label.anchor.set(0, 0.5);
  // The cards' tags' red cross, so the two read as one thing.
  const x = 8;
  const crossW = 12 + 2 * x + 12;
  let extra: Text | null = null;
  /** The avatars' and the "+N"'s width with `n` avatars shown. */
  const widthWith = (n: number): number => {
    extra?.destroy();
    extra = n < refusals.length ? bodyText(`+${refusals.length - n}`, 32, COLOURS.textDim, { fontWeight: '700' }) : null;
    return n * SIZE + (n - 1) * SPACE + (extra ? SPACE + extra.width : 0);
  };
  let shown = Math.min(6, refusals.length);
  let badgesW = widthWith(shown);
  while (shown > 1 && badgesW + crossW + label.width > room) badgesW = widthWith(--shown);
  const left = -(badgesW + crossW + label.width) / 2;
  refusals.slice(0, shown).forEach((seat, k) => {
    const b = avatarBadge(seats[seat]?.avatar ?? 0, SIZE);
    b.position.set(left + SIZE / 2 + k * (SIZE + SPACE), 0);
    row.addChild(b);
  });
  const plus = extra as Text | null;
  if (plus) {
    plus.anchor.set(0, 0.5);
    plus.position.set(left + shown * (SIZE + SPACE), 0);
    row.addChild(plus);
  }
  const crossX = left + badgesW + 12;
  label.position.set(crossX + 2 * x + 12, 0);
  row.addChild(noCross(new Graphics(), crossX + x, 0, x), label);
}
