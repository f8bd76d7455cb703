/**
 * The host's voice for Rubbish Auction: the captions of each event (events.ts), in the show's
 * tone (short, warm, a little cheeky, the name first, never mocking a person). Several wordings
 * per event; the room's seeded `variant` picks one, so a replay reads the same. Money is said in
 * thousands ("8,000"), fame with its sign ("+8 fame"). Pure but for the realm's locale: the words
 * are in texts/ (docs/I18N.md).
 */
import type { Caption } from '../../platform/captions/caption.js';
import { pick, seatName } from '../../platform/captions/format.js';
import { ITEM_IDS, geekOf, wants } from './geeks.js';
import type { RubbishEvent } from './events.js';
import type { ItemId } from './types.js';
import { geekName, rubbishTexts } from './texts/index.js';

type Ev<T extends RubbishEvent['type']> = Extract<RubbishEvent, { type: T }>;

/** A bid as the show says it: 8 → "8,000", 0 → "nothing". */
export function moneyText(thousands: number): string {
  const n = Number.isFinite(thousands) ? Math.max(0, Math.trunc(thousands)) : 0;
  return rubbishTexts.now().money(n);
}

/** A fame change with its sign: 8 → "+8 fame", -15 → "-15 fame", 0 → "no fame". */
export function fameText(points: number): string {
  const n = Number.isFinite(points) ? Math.trunc(points) : 0;
  return rubbishTexts.now().fame(n);
}

/** An item's name with its article as a sentence says it: "the Rubber Duck"; an unknown id reads "an item". */
const theItem = (item: ItemId): string => {
  const t = rubbishTexts.now();
  return t.items[item]?.the ?? t.anItem;
};

function picked(e: Ev<'item-picked'>, names: readonly string[], v: number): Caption {
  const t = rubbishTexts.now();
  const who = seatName(names, e.seat);
  const first = seatName(names, e.firstBidder);
  const item = theItem(e.item);
  if (e.timeout) return { text: t.pickedTimeout(who, item), sound: 'draw' };
  const bids = e.firstBidder === e.seat ? t.bidsFirstToo(who) : pick(t.bidsFirst, v)(first);
  const opening = e.itemsLeft === 0 ? t.pickedLast(who, item) : pick(t.picked, v)(who, item);
  return { text: `${opening} ${bids}`, sound: 'draw' };
}

function peeked(e: Ev<'peeked'>, names: readonly string[], v: number): Caption {
  const t = rubbishTexts.now();
  const who = seatName(names, e.seat);
  const of = seatName(names, e.of);
  if (e.timeout) return { text: t.peekTimeout(who, of), sound: null };
  if (e.row === 'kept') return { text: pick(t.peekKept, v)(who, of), sound: null };
  return { text: pick(t.peekBid, v)(who, of, e.position + 1), sound: null };
}

function heldOut(e: Ev<'held-out'>, names: readonly string[], v: number): Caption {
  const t = rubbishTexts.now();
  const who = seatName(names, e.seat);
  if (e.timeout) return { text: t.holdTimeout(who), sound: null };
  const sound = pick(['clink-1', 'clink-2', 'clink-3'] as const, v);
  if (e.count === 0) return { text: pick(t.holdNothing, v)(who), sound };
  return { text: pick(t.hold, v)(who, t.cards(e.count)), sound };
}

function revealed(e: Ev<'revealed'>, names: readonly string[], v: number): Caption[] {
  const t = rubbishTexts.now();
  const bids = e.bids.map((b) => t.bid(seatName(names, b.seat), moneyText(b.value)));
  const out: Caption[] = [{ text: pick(t.reveal, v)(bids), sound: 'reveal' }];
  const winner = seatName(names, e.winner);
  const item = theItem(e.item);
  const top = e.bids.find((b) => b.seat === e.winner)?.value ?? 0;
  if (e.discarded) out.push({ text: t.binned(winner, moneyText(top), item), sound: 'take-bad' });
  else if (top === 0) out.push({ text: t.free(winner, item), sound: 'take-good' });
  else {
    // Equal bids rank by bidding order (docs/RULES.md, Rubbish Auction, "Bids"): say why this one won.
    const tied = tiedWith(e.bids, e.winner, top, names);
    const won = tied.length > 0 ? t.wonTied(winner, item, moneyText(top), fameText(-top), tied) : pick(t.won, v)(winner, item, moneyText(top), fameText(-top));
    out.push({ text: won, sound: 'take' });
  }
  const gainers = e.ranking.slice(1, -1).filter((s) => e.fame[s]! > 0).map((s) => t.gain(seatName(names, s), fameText(e.fame[s]!)));
  if (gainers.length > 0) out.push({ text: pick(t.gainers, v)(gainers), sound: 'take-good' });
  // The bottom bidder picks next, except after the last round; the closed wallet only for a bid of nothing.
  const bottom = seatName(names, e.bottom);
  const bottomBid = e.bids.find((b) => b.seat === e.bottom)?.value ?? 0;
  const last = e.round >= ITEM_IDS.length;
  // A tie at the bottom: the later bidder ranks lower, and the caption says so.
  const tied = tiedWith(e.bids, e.bottom, bottomBid, names);
  const text = tied.length > 0 ? (last ? t.bottomTiedLast(bottom, tied) : t.bottomTied(bottom, tied))
    : last ? t.bottomLast(bottom) : bottomBid === 0 ? pick(t.bottom, v)(bottom) : t.bottom[0]!(bottom);
  out.push({ text, sound: null });
  return out;
}

/** The names of the seats other than `seat` whose bid equals `value`, in bidding order. */
function tiedWith(bids: readonly { seat: number; value: number }[], seat: number, value: number, names: readonly string[]): string[] {
  return bids.filter((b) => b.seat !== seat && b.value === value).map((b) => seatName(names, b.seat));
}

function gameOver(e: Ev<'game-over'>, names: readonly string[], v: number): Caption[] {
  const t = rubbishTexts.now();
  const out: Caption[] = [{ text: pick(t.geeksReveal, v), sound: 'drumroll' }];
  e.geeks.forEach((id, seat) => {
    const who = seatName(names, seat);
    try {
      geekOf(id);
    } catch {
      return;
    }
    const geek = geekName(id);
    const wanted = (e.items[seat] ?? []).filter((item) => wants(id, item)).map(theItem);
    out.push(
      wanted.length === 0
        ? { text: t.noWish(who, geek), sound: null }
        : { text: t.wish(who, geek, wanted, fameText(e.bonus[seat] ?? 0)), sound: 'take-good' },
    );
  });
  if (e.winner >= 0) {
    const who = seatName(names, e.winner);
    const tiedOnFame = e.totals.filter((x) => x === e.totals[e.winner]).length > 1;
    const fame = e.totals[e.winner] ?? 0;
    out.push({ text: tiedOnFame ? t.winsTied(who, fame) : pick(t.wins, v)(who, fame), sound: 'fanfare' });
  } else {
    const firsts = e.places.flatMap((p, s) => (p === 1 ? [seatName(names, s)] : []));
    // A shared first place is still a win: the same fanfare as an outright winner's.
    out.push({ text: t.shared(firsts), sound: 'fanfare' });
  }
  return out;
}

/**
 * The captions for one Rubbish Auction event, in the order the stage shows them: one for most
 * events; `revealed` gives the reveal, the winner, the fame gained (when anyone gained) and the
 * next picker; `game-over` gives the Geeks one by one and the winner. `names` are seat names by
 * seat (an unknown seat reads "Seat N"); `variant` is the room's seeded pick of a wording.
 */
export function rubbishCaptions(event: RubbishEvent, names: readonly string[], variant: number): Caption[] {
  switch (event.type) {
    case 'game-started':
      return [{ text: pick(rubbishTexts.now().gameStarted, variant)(seatName(names, event.auctioneer)), sound: 'start' }];
    case 'item-picked':
      return [picked(event, names, variant)];
    case 'peeked':
      return [peeked(event, names, variant)];
    case 'held-out':
      return [heldOut(event, names, variant)];
    case 'revealed':
      return revealed(event, names, variant);
    case 'game-over':
      return gameOver(event, names, variant);
  }
}
