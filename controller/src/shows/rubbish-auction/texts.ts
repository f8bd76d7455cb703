/**
 * Rubbish Auction's sentences on the phone: item and Geek names, money and fame, steps, bot
 * levels, its own refusals. Functions (not constants) so `msg()` runs at render time in the
 * active locale. Names follow shared shows/rubbish-auction/geeks.ts (the one Geek table).
 */
import { msg, str } from '@lit/localize';

/** An item's name by id (geeks.ts `ITEMS`); an unknown id reads as itself. */
export function itemText(id: string): string {
  switch (id) {
    case 'rubber-duck': return msg('Rubber Duck');
    case 'garden-gnome': return msg('Garden Gnome');
    case 'lava-lamp': return msg('Lava Lamp');
    case 'disco-ball': return msg('Disco Ball');
    case 'cuckoo-clock': return msg('Cuckoo Clock');
    case 'snow-globe': return msg('Snow Globe');
    case 'plastic-flamingo': return msg('Plastic Flamingo');
    default: return id;
  }
}

/** A Geek's name by id (geeks.ts `GEEKS`). */
export function geekText(id: string): string {
  switch (id) {
    case 'pond-keeper': return msg('The Pond Keeper');
    case 'groovy-gardener': return msg('The Groovy Gardener');
    case 'seventies-throwback': return msg('The Seventies Throwback');
    case 'night-owl': return msg('The Night Owl');
    case 'alpine-tourist': return msg('The Alpine Tourist');
    case 'souvenir-hunter': return msg('The Souvenir Hunter');
    case 'bird-fancier': return msg('The Bird Fancier');
    default: return id;
  }
}

/** A money card or a bid in thousands, as the show says it: 5 → "5,000", 0 → "nothing". */
export function moneyText(thousands: number): string {
  return thousands > 0 ? msg(str`${thousands},000`) : msg('nothing');
}

/** Fame with its unit: "32 fame". */
export function fameText(points: number): string {
  return msg(str`${points} fame`);
}

/** A fame change with its sign: "+8 fame", "-15 fame", "no change". */
export function fameChangeText(points: number): string {
  return points === 0 ? msg('no change') : points > 0 ? msg(str`+${points} fame`) : msg(str`${points} fame`);
}

/** A bot level's name and one-line description (shared bots/labels.ts keys). */
export function botLevelText(level: string): { name: string; description: string } {
  switch (level) {
    case 'easy': return { name: msg('Easy'), description: msg('Bids big for what its Geek wants, small for the rest.') };
    case 'medium': return { name: msg('Medium'), description: msg('Weighs every bid by what it could win or lose.') };
    case 'hard': return { name: msg('Hard'), description: msg('Reads Geeks from past bids and plays to win the show.') };
    default: return { name: level, description: '' };
  }
}

/** The decision timer in words. */
export function timerText(ms: number): string {
  return ms > 0 ? msg(str`${Math.round(ms / 1000)} seconds`) : msg('Off');
}

/** What a seat is doing now, for the turn line: `who` is a name. */
export function stepText(step: string, who: string, mine: boolean): string {
  if (mine) {
    if (step === 'pick') return msg('Your pick: choose the item and the First Bidder.');
    if (step === 'peek') return msg('Your peek: look at one card.');
    return msg('Your bid: hold out cards.');
  }
  if (step === 'pick') return msg(str`${who} picks the item…`);
  if (step === 'peek') return msg(str`${who} is peeking…`);
  return msg(str`${who} is choosing a bid…`);
}

/** The phone's sentence for one of Rubbish Auction's own refusal codes, or null for the server's. */
export function rubbishNotice(code: string): string | null {
  switch (code) {
    case 'bad-cards': return msg('You cannot hold out those cards: pick from your hand.');
    case 'bad-item': return msg('That item is gone: pick another.');
    case 'bad-bidder': return msg('Pick a player as First Bidder.');
    case 'bad-position': return msg('Pick one of the face-down cards.');
    default: return null;
  }
}
