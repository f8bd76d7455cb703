/**
 * Rubbish Auction's words on the stage, read at draw time from its catalogue (texts/,
 * docs/I18N.md) so they follow the stage's language: item and Geek names (the shared catalogue's),
 * money, fame and the centre's lines. The host's captions come from the shared module
 * (`rubbishCaptions`).
 */
import { geekName as sharedGeekName, itemName as sharedItemName } from '@minus/shared/shows/rubbish-auction/texts/index';
import { isGeekId, isItemId } from '@minus/shared/shows/rubbish-auction/geeks';
import { rubbishStageTexts, type RubbishStageTexts } from './texts/index.js';
export { fameText, moneyText } from '@minus/shared/shows/rubbish-auction/captions';

/** The catalogue in the stage's language now. */
export function words(): RubbishStageTexts {
  return rubbishStageTexts.now();
}

/** An item's name ("Rubber Duck"); an unknown id reads "an item". */
export function itemName(id: string): string {
  return sharedItemName(isItemId(id) ? id : ('' as never));
}

/** A Geek's name ("The Pond Keeper"); an unknown id reads as itself. */
export function geekName(id: string): string {
  return isGeekId(id) ? sharedGeekName(id) : id;
}

/** The line under the item: who decides now and what (never a card's value). */
export function decidingLine(step: string, who: string, of: string): string {
  const d = words().deciding;
  if (step === 'pick') return d.pick(who);
  if (step === 'peek') return d.peek(who, of);
  if (step === 'hold-out') return d.holdOut(who);
  return '';
}
