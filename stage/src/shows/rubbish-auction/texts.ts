/**
 * Rubbish Auction's words on the stage, in one place: item and Geek names (from the one Geek
 * table, shared geeks.ts), money, fame and the centre's lines. The host's captions come from the
 * shared module (`rubbishCaptions`); these are the labels the TV draws.
 */
import { geekOf, isGeekId, isItemId, itemOf } from '@minus/shared/shows/rubbish-auction/geeks';
export { fameText, moneyText } from '@minus/shared/shows/rubbish-auction/captions';

/** An item's name ("Rubber Duck"); an unknown id reads "item". */
export function itemName(id: string): string {
  return isItemId(id) ? itemOf(id).name : 'item';
}

/** A Geek's name ("The Pond Keeper"); an unknown id reads "a Geek". */
export function geekName(id: string): string {
  return isGeekId(id) ? geekOf(id).name : 'a Geek';
}

/** The line under the item: who decides now and what (never a card's value). */
export function decidingLine(step: string, who: string, of: string): string {
  if (step === 'pick') return `${who} picks the next item`;
  if (step === 'peek') return `${who} peeks at one of ${of}'s cards`;
  if (step === 'hold-out') return `${who} chooses a bid`;
  return '';
}

/** "3 cards" / "1 card". */
export function cardsText(n: number): string {
  return n === 1 ? '1 card' : `${n} cards`;
}
