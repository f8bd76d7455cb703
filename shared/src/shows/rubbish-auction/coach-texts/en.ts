/**
 * The Rubbish Auction coach's words in English, the source (docs/I18N.md, docs/BOTS.md "The
 * coach"): one verb phrase per step, one clause per reason kind (`RubbishCoachReason`,
 * bots/coach.ts) and how a sentence is put together, e.g. "Hold out 2,000 + 5,000 (7,000): your Geek wants the
 * Lava Lamp (+30 fame if you win it); you saw a 5,000 in Ana's cards." Item names, money and seat
 * names come worded (the show's catalogue, texts/); `you` says whether a seat is the reader's.
 */
import { formatsFor } from '../../../platform/i18n/format.js';

const f = formatsFor('en');
type S = string;

export const en = {
  /** The pick: `item` with its article ("the Lava Lamp"), `first` the First Bidder's name or null for the reader. */
  pick: (item: S, first: S | null) => `Put up ${item}, with ${first ?? 'yourself'} as First Bidder`,
  /** The item a pick puts up, in its reasons (the verb names it). */
  thisItem: 'this item',
  peek: 'Look at any card',
  /** `money`: the sum held out, worded, or null for nothing; `cards`: each card worded, when more than one. */
  holdOut: (money: S | null, cards: readonly S[]) => (money ? `Hold out ${cards.length > 1 ? `${cards.join(' + ')} (${money})` : money}` : 'Hold out nothing'),
  sentence: (verb: S, clauses: readonly S[]) => (clauses.length ? `${verb}: ${clauses.join('; ')}.` : `${verb}.`),
  reasons: {
    /** `item`: the item with its article. */
    wanted: (item: S, bonus: number) => `your Geek wants ${item} (${f.signed(bonus)} fame if you win it)`,
    'not-wanted': (item: S) => `your Geek does not want ${item}, so let the others pay for it`,
    'middle-gain': (fame: number) => `if you are neither top nor bottom bidder, you gain ${f.number(fame)} fame`,
    'pick-next': 'the bottom bidder picks the next item',
    /** `card`: the card worded ("5,000"); `of`: whose cards. */
    saw: (card: S, of: S) => `you saw a ${card} in ${of}'s cards`,
    'last-round': 'it is the last item, so only the final fame counts',
    'any-card': 'the cards lie in a secret order, so no position tells you more than another',
  },
};

/** The shape of the coach's words in every locale. */
export type RubbishCoachTexts = typeof en;
