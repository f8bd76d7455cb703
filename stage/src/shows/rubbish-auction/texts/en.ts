/**
 * Rubbish Auction's words on the stage in English, the source (docs/I18N.md): the centre's labels,
 * the seat cards' notes, the finale's banners, the lobby's rule row and the mirror's table in
 * words. Item and Geek names and money come from the shared catalogue (`itemName`, `geekName`,
 * `moneyText`). Its type is every locale's type.
 */
import { formatsFor } from '@minus/shared/platform/i18n/format';

const f = formatsFor('en');
const cards = (n: number) => f.count(n, { one: '# card', other: '# cards' });

export const en = {
  cards,
  deciding: {
    pick: (who: string) => `${who} chooses an item and its First Bidder`,
    peek: (who: string, of: string) => `${who} peeks at one of ${of}'s cards`,
    holdOut: (who: string) => `${who} chooses a bid`,
  },
  onOffer: 'ON OFFER',
  /** Above the Next Auctioneer's name while the item is picked (the line under it says what they choose). */
  picking: 'NEXT AUCTIONEER',
  round: (n: number, left: number) => `ROUND ${f.number(n)} OF 7 · ${f.count(left, { one: '# ITEM LEFT', other: '# ITEMS LEFT' })}`,
  firstBidder: (who: string) => `First Bidder: ${who}`,
  binned: (item: string) => `${item}: in the bin!`,
  /** The last round's outcome while the next item is picked ("Round 2 · Garden Gnome → Cleo"). */
  recap: (round: number, line: string) => `Round ${f.number(round)} · ${line}`,
  fame: 'FAME',
  seat: {
    noItems: 'No items yet',
    holding: (n: number) => `holds out ${f.number(n)}`,
    peeked: (who: string) => `peeked at ${who}`,
    /** Beside a seat's face-up card in red: it cannot be bid this round. */
    blocked: 'blocked this round',
  },
  finale: {
    geeks: 'THE GEEKS',
    whoWasWho: 'Who was who?',
    wins: (name: string) => `${name.toUpperCase()} WINS!`,
    shared: 'A SHARED FIRST PLACE',
    /** Under a row's sum once its Geek is shown ("32 + 30 = 62"). */
    sum: 'fame + Geek = total',
    secret: (items: number) => `? secret Geek · ${f.count(items, { one: '# item', other: '# items' })}`,
  },
  /** The bot levels' names, for the lobby's Add a bot tile. */
  levels: { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as Record<string, string>,
  scenes: { game: 'Rubbish Auction: the auction is on.', finale: 'Rubbish Auction: the Geeks and the results.' },
  /** The lobby's rows: the timer tile, and the line of the rules under the tiles, led by its heading (`head`). */
  rules: { timer: 'Timer', head: 'Rules', blurb: '7 items, a secret Geek each, money 1, 2, 2, 5, 10 thousand' },
  /** The how-to's panel of what only the followed player's phone shows (how-to.ts). */
  howTo: {
    geek: (who: string) => `${who.toUpperCase()}'S SECRET GEEK`,
    wants: (items: readonly string[], bonus: number) => `wants ${f.list(items)}: +${f.number(bonus)} fame each at the end`,
    peeked: (who: string, of: string) => `${who} peeked at a card of ${of}:`,
  },
  mirror: {
    offer: (round: number, item: string, who: string) => `Round ${f.number(round)}: ${item} is on offer${who ? `, ${who} decides` : ''}.`,
    pick: (round: number, who: string) => `Round ${f.number(round)}: ${who || 'the Next Auctioneer'} picks the item.`,
    seat: (name: string, fame: number, items: readonly string[]) => `${name}: ${f.number(fame)} fame, ${items.length ? f.list(items) : 'no items'}`,
    blocked: (money: string) => `, ${money} blocked`,
    holding: (n: number) => `, holds out ${cards(n)}`,
  },
};

/** The shape of Rubbish Auction's stage words in every locale. */
export type RubbishStageTexts = typeof en;
