/**
 * Rubbish Auction's words (docs/I18N.md): host lines, item and Geek names. English bundled, the
 * others fetched when a screen speaks them. Screens name items and Geeks with `itemName` and
 * `geekName` (never `geeks.ts`'s English names).
 */
import { defineTexts } from '../../../platform/i18n/texts.js';
import type { GeekId, ItemId } from '../types.js';
import { en, type RubbishTexts } from './en.js';

export type { RubbishTexts };

/** Rubbish Auction's words in every locale. */
export const rubbishTexts = defineTexts<RubbishTexts>('rubbish-auction', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});

/** An item's name in the realm's locale ("Rubber Duck"); an unknown id reads "an item". */
export function itemName(item: ItemId): string {
  const t = rubbishTexts.now();
  return t.items[item]?.name ?? t.anItem;
}

/** A Geek's name in the realm's locale ("The Night Owl"); an unknown id reads its id. */
export function geekName(geek: GeekId): string {
  return rubbishTexts.now().geeks[geek] ?? geek;
}
