/**
 * Rubbish Auction's host lines, items and Geeks in English, the source (docs/I18N.md). Money
 * arrives in thousands and is written whole ("8,000"); fame keeps its sign ("+8 fame", "-15 fame").
 * Each list is the event's variants.
 */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { GeekId, ItemId } from '../types.js';

const f = formatsFor('en');
type S = string;

export const en = {
  money: (thousands: number) => (thousands === 0 ? 'nothing' : f.number(thousands * 1000)),
  fame: (points: number) => (points === 0 ? 'no fame' : `${f.signed(points)} fame`),
  cards: (n: number) => f.count(n, { one: '# card', other: '# cards' }),
  /** Each item's name, and with its article as a sentence says it ("the Rubber Duck"). */
  items: {
    'rubber-duck': { name: 'Rubber Duck', the: 'the Rubber Duck' },
    'garden-gnome': { name: 'Garden Gnome', the: 'the Garden Gnome' },
    'lava-lamp': { name: 'Lava Lamp', the: 'the Lava Lamp' },
    'disco-ball': { name: 'Disco Ball', the: 'the Disco Ball' },
    'cuckoo-clock': { name: 'Cuckoo Clock', the: 'the Cuckoo Clock' },
    'snow-globe': { name: 'Snow Globe', the: 'the Snow Globe' },
    'plastic-flamingo': { name: 'Plastic Flamingo', the: 'the Plastic Flamingo' },
  } satisfies Record<ItemId, { name: string; the: string }> as Record<ItemId, { name: string; the: string }>,
  anItem: 'an item',
  geeks: {
    'pond-keeper': 'The Pond Keeper',
    'groovy-gardener': 'The Groovy Gardener',
    'seventies-throwback': 'The Seventies Throwback',
    'night-owl': 'The Night Owl',
    'alpine-tourist': 'The Alpine Tourist',
    'souvenir-hunter': 'The Souvenir Hunter',
    'bird-fancier': 'The Bird Fancier',
  } satisfies Record<GeekId, string> as Record<GeekId, string>,
  gameStarted: [
    (who: S) => `Seven pieces of rubbish, one secret Geek each! ${who} picks the first item.`,
    (who: S) => `Wallets out, everyone! ${who} opens the auction.`,
  ],
  pickedTimeout: (who: S, item: S) => `${who} ran out of time: ${item} goes up, and ${who} bids first.`,
  bidsFirstToo: (who: S) => `${who} bids first too.`,
  bidsFirst: [(first: S) => `${first} bids first!`, (first: S) => `${first}, you're first.`, (first: S) => `First bid: ${first}.`],
  pickedLast: (who: S, item: S) => `${who} puts up the last item: ${item}!`,
  picked: [(who: S, item: S) => `${who} puts ${item} up for auction.`, (who: S, item: S) => `${who} goes for ${item}!`, (who: S, item: S) => `${who} picks ${item}. Who wants it?`],
  peekTimeout: (who: S, of: S) => `${who} ran out of time and gets a look at ${of}'s first card.`,
  peekKept: [(who: S, of: S) => `${who} peeks at a card ${of} kept back.`, (who: S, of: S) => `${who} sneaks a look at one of ${of}'s spare cards.`],
  peekBid: [(who: S, of: S, n: number) => `${who} sneaks a look at ${of}'s card number ${f.number(n)}.`, (who: S, of: S, _n: number) => `${who} peeks at one of ${of}'s cards. Poker face, ${of}!`],
  holdTimeout: (who: S) => `${who} ran out of time: nothing held out.`,
  holdNothing: [(who: S) => `${who} holds out nothing at all!`, (who: S) => `${who} keeps every card close.`],
  hold: [(who: S, cards: S) => `${who} holds out ${cards}.`, (who: S, cards: S) => `${who} lays ${cards} face down.`, (who: S, cards: S) => `${who} goes with ${cards}.`],
  /** One bid in the reveal's list: "Ana 8,000". */
  bid: (who: S, money: S) => `${who} ${money}`,
  reveal: [(bids: readonly S[]) => `Cards up! ${f.list(bids)}.`, (bids: readonly S[]) => `Reveal! ${f.list(bids)}.`, (bids: readonly S[]) => `Show your money! ${f.list(bids)}.`],
  binned: (who: S, money: S, item: S) => `${who} bids ${money} but can't pay it all: fame drops to 0 and ${item} goes in the bin!`,
  free: (who: S, item: S) => `${who} gets ${item} for nothing at all!`,
  won: [(who: S, item: S, money: S, fame: S) => `${who} wins ${item} for ${money}: ${fame}.`, (who: S, _item: S, money: S, fame: S) => `Sold to ${who} for ${money}! That's ${fame}.`],
  /** The top bid tied (bids equal to it from `others`): the earlier bidder, from the First Bidder round the table, wins. */
  wonTied: (who: S, item: S, money: S, fame: S, others: readonly S[]) => `Tied on ${money}! ${who} bid before ${f.list(others)}, so ${who} wins ${item}: ${fame}.`,
  /** One fame gain in a list: "Ben +6 fame". */
  gain: (who: S, fame: S) => `${who} ${fame}`,
  gainers: [(gains: readonly S[]) => `${f.list(gains)}. Big spenders get noticed!`, (gains: readonly S[]) => `${f.list(gains)}. Generosity pays!`],
  /** The bottom bidder picks next (the second wording only for a bid of nothing); after the last round, `bottomLast`. */
  bottom: [(who: S) => `${who} spent the least and picks the next item.`, (who: S) => `${who} kept the wallet shut: no fame, but the next pick.`],
  bottomLast: (who: S) => `${who} bid the least and gains no fame.`,
  /** The least bid tied (bids equal to it from `others`): the later bidder ranks lower; `bottomTiedLast` after the last round. */
  bottomTied: (who: S, others: readonly S[]) => `Tied for the least: ${who} bid after ${f.list(others)}, so ${who} picks the next item.`,
  bottomTiedLast: (who: S, others: readonly S[]) => `Tied for the least: ${who} bid after ${f.list(others)}, and gains no fame.`,
  geeksReveal: ['Geeks, reveal yourselves!', 'Time to meet the Geeks...'],
  noWish: (who: S, geek: S) => `${who} was ${geek}. No wish came true this time.`,
  wish: (who: S, geek: S, items: readonly S[], fame: S) => `${who} was ${geek}: ${f.list(items)}, ${fame}!`,
  winsTied: (who: S, fame: number) => `${who} ties on ${f.number(fame)} fame but won more items, and takes the show!`,
  wins: [(who: S, fame: number) => `${who} wins the show with ${f.number(fame)} fame!`, (who: S, fame: number) => `And the winner is... ${who}, on ${f.number(fame)} fame!`],
  shared: (who: readonly S[]) => `A shared first place: ${f.list(who)} tie on fame and items!`,
};

/** The shape of Rubbish Auction's words in every locale. */
export type RubbishTexts = typeof en;
