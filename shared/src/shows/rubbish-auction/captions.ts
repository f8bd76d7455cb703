/**
 * The host's voice for Rubbish Auction: the captions of each event (events.ts), in the show's
 * tone (short, warm, a little cheeky, the name first, never mocking a person). Several wordings
 * per event; the room's seeded `variant` picks one, so a replay reads the same. Money is said in
 * thousands ("8,000"), fame with its sign ("+8 fame"). Pure; English (translations come later).
 */
import type { Caption } from '../../platform/captions/caption.js';
import { listText, pick, seatName } from '../../platform/captions/format.js';
import { geekOf, itemOf, wants } from './geeks.js';
import type { RubbishEvent } from './events.js';
import type { ItemId } from './types.js';

type Ev<T extends RubbishEvent['type']> = Extract<RubbishEvent, { type: T }>;

/** A bid as the show says it: 8 → "8,000", 0 → "nothing". */
export function moneyText(thousands: number): string {
  const n = Number.isFinite(thousands) ? Math.max(0, Math.trunc(thousands)) : 0;
  return n === 0 ? 'nothing' : `${n},000`;
}

/** A fame change with its sign: 8 → "+8 fame", -15 → "-15 fame", 0 → "no fame". */
export function fameText(points: number): string {
  const n = Number.isFinite(points) ? Math.trunc(points) : 0;
  return n === 0 ? 'no fame' : `${n > 0 ? '+' : ''}${n} fame`;
}

/** An item's name: "Rubber Duck"; an unknown id reads "item". */
function itemName(item: ItemId): string {
  try {
    return itemOf(item).name;
  } catch {
    return 'item';
  }
}

/** An item's name with "the": "the Rubber Duck". */
const theItem = (item: ItemId): string => `the ${itemName(item)}`;

function picked(e: Ev<'item-picked'>, names: readonly string[], v: number): Caption {
  const who = seatName(names, e.seat);
  const first = seatName(names, e.firstBidder);
  const item = theItem(e.item);
  if (e.timeout) return { text: `${who} ran out of time: ${item} goes up, and ${who} bids first.`, sound: 'draw' };
  const bids = e.firstBidder === e.seat ? `${who} bids first too.` : pick([`${first} bids first!`, `${first}, you're first.`, `First bid: ${first}.`], v);
  const opening = e.itemsLeft === 0
    ? `${who} puts up the last item: the ${itemName(e.item)}!`
    : pick([`${who} puts ${item} up for auction.`, `${who} goes for ${item}!`, `${who} picks ${item}. Who wants it?`], v);
  return { text: `${opening} ${bids}`, sound: 'draw' };
}

function peeked(e: Ev<'peeked'>, names: readonly string[], v: number): Caption {
  const who = seatName(names, e.seat);
  const of = seatName(names, e.of);
  if (e.timeout) return { text: `${who} ran out of time and gets a look at ${of}'s first card.`, sound: null };
  if (e.row === 'kept') {
    return { text: pick([`${who} peeks at a card ${of} kept back.`, `${who} sneaks a look at one of ${of}'s spare cards.`], v), sound: null };
  }
  return {
    text: pick([`${who} sneaks a look at ${of}'s card number ${e.position + 1}.`, `${who} peeks at one of ${of}'s cards. Poker face, ${of}!`], v),
    sound: null,
  };
}

function heldOut(e: Ev<'held-out'>, names: readonly string[], v: number): Caption {
  const who = seatName(names, e.seat);
  if (e.timeout) return { text: `${who} ran out of time: nothing held out.`, sound: null };
  const sound = pick(['clink-1', 'clink-2', 'clink-3'] as const, v);
  if (e.count === 0) return { text: pick([`${who} holds out nothing at all!`, `${who} keeps every card close.`], v), sound };
  const cards = e.count === 1 ? '1 card' : `${e.count} cards`;
  return { text: pick([`${who} holds out ${cards}.`, `${who} lays ${cards} face down.`, `${who} goes with ${cards}.`], v), sound };
}

function revealed(e: Ev<'revealed'>, names: readonly string[], v: number): Caption[] {
  const bids = e.bids.map((b) => `${seatName(names, b.seat)} ${moneyText(b.value)}`);
  const out: Caption[] = [{ text: `${pick(['Cards up!', 'Reveal!', 'Show your money!'], v)} ${listText(bids)}.`, sound: 'reveal' }];
  const winner = seatName(names, e.winner);
  const item = theItem(e.item);
  const top = e.bids.find((b) => b.seat === e.winner)?.value ?? 0;
  if (e.discarded) {
    out.push({ text: `${winner} bids ${moneyText(top)} but can't pay it all: fame drops to 0 and ${item} goes in the bin!`, sound: 'take-bad' });
  } else if (top === 0) {
    out.push({ text: `${winner} gets ${item} for nothing at all!`, sound: 'take-good' });
  } else {
    out.push({
      text: pick([`${winner} wins ${item} for ${moneyText(top)}: ${fameText(-top)}.`, `Sold to ${winner} for ${moneyText(top)}! That's ${fameText(-top)}.`], v),
      sound: 'take',
    });
  }
  const gainers = e.ranking.slice(1, -1).filter((s) => e.fame[s]! > 0).map((s) => `${seatName(names, s)} ${fameText(e.fame[s]!)}`);
  if (gainers.length > 0) out.push({ text: `${listText(gainers)}. ${pick(['Big spenders get noticed!', 'Generosity pays!'], v)}`, sound: 'take-good' });
  const bottom = seatName(names, e.bottom);
  out.push({ text: pick([`${bottom} spent the least and picks the next item.`, `${bottom} kept the wallet shut: no fame, but the next pick.`], v), sound: null });
  return out;
}

function gameOver(e: Ev<'game-over'>, names: readonly string[], v: number): Caption[] {
  const out: Caption[] = [{ text: pick(['Geeks, reveal yourselves!', 'Time to meet the Geeks...'], v), sound: 'drumroll' }];
  e.geeks.forEach((id, seat) => {
    const who = seatName(names, seat);
    let geek: string;
    try {
      geek = geekOf(id).name;
    } catch {
      return;
    }
    const wanted = (e.items[seat] ?? []).filter((item) => wants(id, item)).map(theItem);
    out.push(
      wanted.length === 0
        ? { text: `${who} was ${geek}. No wish came true this time.`, sound: null }
        : { text: `${who} was ${geek}: ${listText(wanted)}, ${fameText(e.bonus[seat] ?? 0)}!`, sound: 'take-good' },
    );
  });
  if (e.winner >= 0) {
    const who = seatName(names, e.winner);
    const tiedOnFame = e.totals.filter((t) => t === e.totals[e.winner]).length > 1;
    const fame = e.totals[e.winner] ?? 0;
    out.push({
      text: tiedOnFame
        ? `${who} ties on ${fame} fame but won more items, and takes the show!`
        : pick([`${who} wins the show with ${fame} fame!`, `And the winner is... ${who}, on ${fame} fame!`], v),
      sound: 'fanfare',
    });
  } else {
    const firsts = e.places.flatMap((p, s) => (p === 1 ? [seatName(names, s)] : []));
    out.push({ text: `A shared first place: ${listText(firsts)} tie on fame and items!`, sound: 'aww' });
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
      return [{
        text: pick([
          `Seven pieces of rubbish, one secret Geek each! ${seatName(names, event.auctioneer)} picks the first item.`,
          `Wallets out, everyone! ${seatName(names, event.auctioneer)} opens the auction.`,
        ], variant),
        sound: 'start',
      }];
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
