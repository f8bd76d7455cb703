/**
 * Rubbish Auction's words on the phone in English, the source (docs/I18N.md): items, Geeks,
 * money, fame, the steps of a round, the lobby, the results. Its type is every locale's type.
 * Item and Geek names follow the one Geek table (shared shows/rubbish-auction/geeks.ts).
 */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');

export const en = {
  items: {
    'rubber-duck': 'Rubber Duck', 'garden-gnome': 'Garden Gnome', 'lava-lamp': 'Lava Lamp', 'disco-ball': 'Disco Ball',
    'cuckoo-clock': 'Cuckoo Clock', 'snow-globe': 'Snow Globe', 'plastic-flamingo': 'Plastic Flamingo',
  } as Record<string, string>,
  geeks: {
    'pond-keeper': 'The Pond Keeper', 'groovy-gardener': 'The Groovy Gardener', 'seventies-throwback': 'The Seventies Throwback',
    'night-owl': 'The Night Owl', 'alpine-tourist': 'The Alpine Tourist', 'souvenir-hunter': 'The Souvenir Hunter', 'bird-fancier': 'The Bird Fancier',
  } as Record<string, string>,
  /** A money card or a bid in thousands: 5 → "5,000"; 0 → "nothing". */
  money: (thousands: number) => (thousands > 0 ? f.number(thousands * 1000) : 'nothing'),
  fame: (points: number) => `${f.number(points)} fame`,
  fameChange: (points: number) => (points === 0 ? 'no change' : `${f.signed(points)} fame`),
  steps: {
    myPick: 'Your pick: choose the item and the First Bidder.',
    myPeek: 'Your peek: look at one card.',
    myBid: 'Your bid: hold out cards.',
    pick: (who: string) => `${who} picks the item…`,
    peek: (who: string) => `${who} is peeking…`,
    bid: (who: string) => `${who} is choosing a bid…`,
    reveal: 'The reveal…',
  },
  notices: {
    'bad-cards': 'You cannot hold out those cards: pick from your hand.',
    'bad-item': 'That item is gone: pick another.',
    'bad-bidder': 'Pick a player as First Bidder.',
    'bad-position': 'Pick one of the face-down cards.',
    'card-face-up': 'That card is face up this round: hold out others.',
    'pick-now': 'Not now: first pick the item and the First Bidder.',
    'peek-now': 'Not yet: look at one card first.',
    'hold-out-now': 'Not now: it is time to hold out cards.',
  } as Record<string, string>,
  bots: {
    easy: { name: 'Easy', description: 'Bids big for what its Geek wants, small for the rest.' },
    medium: { name: 'Medium', description: 'Weighs every bid by what it could win or lose.' },
    hard: { name: 'Hard', description: 'Reads Geeks from past bids and plays to win the show.' },
  } as Record<string, { name: string; description: string }>,
  lobby: {
    summary: 'Seven items, money cards 1, 2, 2, 5 and 10 thousand, 30 fame each to start, a secret Geek each.',
    level: 'Level',
    addBot: 'Add bot',
  },
  hand: {
    group: 'Your money cards',
    blocked: (money: string) => `${money}, face up: blocked this round`,
    /** Under a card's value in thousands, the digits it stands for ("5" over ",000"). */
    thousands: ',000',
    heldOut: (money: string) => `${money}, held out`,
    out: 'out',
    holdOut: (money: string) => `Hold out ${money}`,
    confirm: (n: number, money: string) => `Confirm: hold out ${f.count(n, { one: '# card', other: '# cards' })} (${money})`,
    confirmNothing: 'Confirm: hold out nothing',
    /** `cards`: the values joined with " + "; `n`: how many (one card: no sum). */
    youHold: (cards: string, total: string, n: number) => (n === 1 ? `You hold out ${total}.` : `You hold out ${cards} = ${total}.`),
    youHoldNothing: 'You hold out nothing this round.',
    titleBid: 'Your bid: tap cards to hold out, then Confirm',
    title: 'Your hand',
  },
  pick: {
    item: '1. The item',
    bidder: '2. The First Bidder',
    wanted: '★ your Geek wants it',
    firstBidderYou: 'First Bidder: you',
    firstBidder: (who: string) => `First Bidder: ${who}`,
    you: 'You',
    youLower: 'you',
    confirm: (item: string, who: string) => `Confirm: ${item}, ${who} first`,
    choose: 'Pick an item and a First Bidder',
  },
  peek: {
    ask: (who: string) => `Your peek: tap one of ${who}'s cards to look`,
    kept: (who: string) => `${who} holds out fewer than two cards, so you look at a card ${who} kept.`,
    held: (who: string) => `These are the cards ${who} holds out.`,
    secret: 'Only you will see the card you tap.',
    card: (who: string, n: number, of: number) => `Look at ${who}'s card ${n} of ${of}`,
    seenHeld: (who: string, n: number, money: string) => `${who}'s card ${n} is ${money}. Only you know.`,
    seenKept: (who: string, money: string) => `A card ${who} kept back is ${money}. Only you know.`,
    /** The value my peek showed, repeated in my bid's panel (pinned at the foot, it covered the line above on a small phone). */
    seenHeldBrief: (who: string, n: number, money: string) => `${who}'s card ${n}: ${money}`,
    seenKeptBrief: (who: string, money: string) => `A card ${who} kept back: ${money}`,
  },
  geek: {
    toggle: 'My secret Geek',
    wants: (bonus: number) => `Wants (+${bonus} fame each at the end):`,
    won: '(won!)',
    secret: 'Keep it secret: nobody else knows until the end.',
  },
  round: {
    onTv: 'On the TV:',
    group: 'Item on offer',
    round: (n: number) => `Round ${n} of 7`,
    picking: 'Picking…',
    firstBidder: (who: string) => `First Bidder: ${who}`,
    auctioneer: (who: string) => `Picks the item: ${who}`,
    itemsLeft: (n: number) => f.count(n, { one: '# item left', other: '# items left' }),
    lastWon: (who: string, item: string, money: string) => `Last round: ${who} won the ${item} for ${money}.`,
    lastBinned: (who: string, item: string, money: string) => `Last round: ${who} bid ${money} but could not pay; the ${item} is gone.`,
  },
  play: {
    yourFame: 'Your fame:',
    standIn: 'A bot is playing your seat for now.',
    takeBack: 'Take my seat back',
    offline: 'Your controls come back when the connection does.',
    everyone: 'Everyone’s fame and items',
    /** While the TV reveals a round: the phone waits for it. */
    watchTv: 'Cards up on the TV!',
    /** The audience's question while an item is up (crowd-guess). */
    crowdPrompt: (item: string) => `Who bids highest for the ${item}?`,
  },
  seats: {
    you: (name: string) => `${name} (you)`,
    holding: (n: number) => f.count(n, { one: 'holds out # card', other: 'holds out # cards' }),
    deciding: 'deciding…',
    noItems: 'No items yet',
    blocked: (money: string) => `Blocked card: ${money}`,
    peeked: (who: string) => ` · peeked at one of ${who}’s cards`,
    lastBid: (money: string, change: string) => `Last bid: ${money} (${change})`,
    geek: (geek: string, bonus: number) => `Geek: ${geek} (+${bonus})`,
  },
  results: {
    wins: (who: string) => `${who} wins!`,
    shared: (names: string) => `First place is shared: ${names}`,
    sharedAnon: 'First place is shared!',
    yourScore: 'Your score',
    yourGeek: (geek: string, bonus: number) => `Your Geek: ${geek}, +${bonus} fame.`,
    total: (fame: number, bonus: number, total: number, place: number) => `${fame} + ${bonus} = ${total} fame, place\u00a0${place}`,
    standings: 'Standings',
    fame: (n: number) => `${f.number(n)} fame`,
    geekLine: (geek: string, bonus: number) => `${geek} (+${bonus})`,
    noItems: 'No items',
    items: (list: string) => `Items: ${list}`,
    got: 'won',
    missed: 'not won',
  },
  howTo: {
    table: 'The how-to table',
    geek: (who: string) => `${who}'s secret Geek:`,
    wants: (items: string, bonus: number) => `wants ${items} (+${bonus} fame each at the end)`,
    peeked: (who: string, of: string) => `${who} peeked at a card of ${of}:`,
  },
  watch: {
    before: (n: number) => `Players so far: ${n}. The game starts when the VIP says so.`,
    table: 'The table',
  },
};

export type RubbishPhoneTexts = typeof en;
