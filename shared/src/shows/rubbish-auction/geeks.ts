/**
 * The Geek table of Rubbish Auction (docs/RULES.md, "Rubbish Auction", "The Geek table"): the 7
 * items and the 7 Geeks, each Geek wanting 2 items and each item wanted by exactly 2 Geeks. This
 * file is the one place the table lives; the help, the screens and the bots read it from here.
 *
 * The table is a single ring: Geek k wants item k and item k + 1 (the last Geek wants the last
 * item and the first), so every item sits between the two Geeks that want it.
 */

/** An item's id, as records and actions spell it. */
export type ItemId =
  | 'rubber-duck'
  | 'garden-gnome'
  | 'lava-lamp'
  | 'disco-ball'
  | 'cuckoo-clock'
  | 'snow-globe'
  | 'plastic-flamingo';

/** A Geek's id, as records spell it. */
export type GeekId =
  | 'pond-keeper'
  | 'groovy-gardener'
  | 'seventies-throwback'
  | 'night-owl'
  | 'alpine-tourist'
  | 'souvenir-hunter'
  | 'bird-fancier';

/** One item card: its id and the name the TV and the phones show. */
export interface Item {
  readonly id: ItemId;
  readonly name: string;
}

/** One Geek card: its id, the name the TV and the phones show, and the 2 items it wants. */
export interface Geek {
  readonly id: GeekId;
  readonly name: string;
  readonly wants: readonly [ItemId, ItemId];
}

/** The 7 items, in table order (the order the help lists them and the timer picks from). */
export const ITEMS: readonly Item[] = [
  { id: 'rubber-duck', name: 'Rubber Duck' },
  { id: 'garden-gnome', name: 'Garden Gnome' },
  { id: 'lava-lamp', name: 'Lava Lamp' },
  { id: 'disco-ball', name: 'Disco Ball' },
  { id: 'cuckoo-clock', name: 'Cuckoo Clock' },
  { id: 'snow-globe', name: 'Snow Globe' },
  { id: 'plastic-flamingo', name: 'Plastic Flamingo' },
];

/** The 7 Geeks, in table order. */
export const GEEKS: readonly Geek[] = [
  { id: 'pond-keeper', name: 'The Pond Keeper', wants: ['rubber-duck', 'garden-gnome'] },
  { id: 'groovy-gardener', name: 'The Groovy Gardener', wants: ['garden-gnome', 'lava-lamp'] },
  { id: 'seventies-throwback', name: 'The Seventies Throwback', wants: ['lava-lamp', 'disco-ball'] },
  { id: 'night-owl', name: 'The Night Owl', wants: ['disco-ball', 'cuckoo-clock'] },
  { id: 'alpine-tourist', name: 'The Alpine Tourist', wants: ['cuckoo-clock', 'snow-globe'] },
  { id: 'souvenir-hunter', name: 'The Souvenir Hunter', wants: ['snow-globe', 'plastic-flamingo'] },
  { id: 'bird-fancier', name: 'The Bird Fancier', wants: ['plastic-flamingo', 'rubber-duck'] },
];

/** Every item id, in table order. */
export const ITEM_IDS: readonly ItemId[] = ITEMS.map((i) => i.id);
/** Every Geek id, in table order. */
export const GEEK_IDS: readonly GeekId[] = GEEKS.map((g) => g.id);

/** Fame a player gains at the end for each won item their Geek wants (docs/RULES.md, "Scoring"). */
export const GEEK_BONUS = 30;

const ITEM_BY_ID = new Map<string, Item>(ITEMS.map((i) => [i.id, i]));
const GEEK_BY_ID = new Map<string, Geek>(GEEKS.map((g) => [g.id, g]));

/** True for a string that names an item. */
export function isItemId(value: unknown): value is ItemId {
  return typeof value === 'string' && ITEM_BY_ID.has(value);
}

/** True for a string that names a Geek. */
export function isGeekId(value: unknown): value is GeekId {
  return typeof value === 'string' && GEEK_BY_ID.has(value);
}

/** The item card of an id. Throws RangeError for an unknown id (a programming error: check with `isItemId`). */
export function itemOf(id: ItemId): Item {
  const item = ITEM_BY_ID.get(id);
  if (!item) throw new RangeError(`no item "${String(id)}"`);
  return item;
}

/** The Geek card of an id. Throws RangeError for an unknown id (check with `isGeekId`). */
export function geekOf(id: GeekId): Geek {
  const geek = GEEK_BY_ID.get(id);
  if (!geek) throw new RangeError(`no Geek "${String(id)}"`);
  return geek;
}

/** True when `geek` wants `item`. */
export function wants(geek: GeekId, item: ItemId): boolean {
  const g = geekOf(geek);
  return g.wants[0] === item || g.wants[1] === item;
}

/** The 2 Geeks that want `item`, in table order. */
export function geeksWanting(item: ItemId): GeekId[] {
  return GEEKS.filter((g) => g.wants.includes(item)).map((g) => g.id);
}
