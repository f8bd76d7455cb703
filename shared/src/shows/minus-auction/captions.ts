/**
 * The host's voice for Minus Auction's events (events.ts), in the tone of docs/STAGE.md,
 * "Captions": short, warm, a little cheeky, the name first, numbers with the minus sign, never
 * mocking a person. Several wordings per event; the event's `variant` (the room's own generator)
 * picks one, so replays read the same. Pure: the stage and the audience view share it. The
 * platform's events (seats, turns) have their captions in platform/captions/caption.ts.
 */
import { platformCaptions, type Caption } from '../../platform/captions/caption.js';
import { isPlatformEvent } from '../../platform/protocol/events.js';
import type { SoundId } from '../../platform/captions/sounds.js';
import { pick, seatName } from '../../platform/captions/format.js';
import { formatsFor } from '../../platform/i18n/format.js';
import { currentLocale } from '../../platform/i18n/texts.js';
import type { MinusEvent, MinusShowEvent } from './events.js';
import { minusCaptionTexts } from './texts/index.js';
import { cubeText } from './wording.js';

type Ev<T extends MinusShowEvent['type']> = Extract<MinusShowEvent, { type: T }>;

/** A cube this bad (or worse) makes the low, sad take sting. */
const BAD_CUBE = -25;

function revealed(e: Ev<'cube-revealed'>, names: readonly string[]): Caption {
  const t = minusCaptionTexts.now();
  const who = seatName(names, e.seat);
  const cube = cubeText(e.cube);
  if (e.deckLeft === 0) return { text: pick(t.revealedLast, e.variant)(cube, who), sound: 'draw' };
  return { text: pick(t.revealed, e.variant)(cube, who, e.auction), sound: 'draw' };
}

function refused(e: Ev<'refused'>, names: readonly string[]): Caption {
  const t = minusCaptionTexts.now();
  const who = seatName(names, e.seat);
  const cube = cubeText(e.cube);
  const pot = t.pot(e.pot);
  const sound = pick<SoundId>(['clink-1', 'clink-2', 'clink-3'], e.variant);
  return { text: pick(e.timeout ? t.refusedTimeout : t.refused, e.variant)(who, pot, cube), sound };
}

function taken(e: Ev<'taken'>, names: readonly string[]): Caption {
  const t = minusCaptionTexts.now();
  const who = seatName(names, e.seat);
  const cube = cubeText(e.cube);
  const delta = e.after - e.before;
  const opening = e.forced
    ? pick(t.forced, e.variant)(who, cube)
    : e.timeout
      ? t.timeoutTake(who, cube)
      : pick(t.take, e.variant)(who, cube);
  const withPot = e.pot > 0 ? t.withPot(opening, e.pot) : t.noPot(opening);
  // Cube-only score changes (docs/RULES.md, Scoring): joining two runs removes the lower run's head
  // (at least +2); topping a run moves its head one closer to zero (+1); extending it below costs 0.
  if (delta >= 2) return { text: `${withPot} ${t.joinsRuns(delta, who)}`, sound: 'take-good' };
  if (delta === 1) return { text: `${withPot} ${t.topsRun(who)}`, sound: 'take-good' };
  if (delta === 0) return { text: `${withPot} ${pick(t.fits, e.variant)}`, sound: 'take-good' };
  const bad = e.cube <= BAD_CUBE;
  const tail = bad ? pick(t.stings, e.variant)(delta, who) : pick(t.newRun, e.variant)(delta);
  return { text: `${withPot} ${tail}`, sound: bad ? 'take-bad' : 'take' };
}

function gameOver(e: Ev<'game-over'>, names: readonly string[]): Caption[] {
  const t = minusCaptionTexts.now();
  const removed = e.removed.map(cubeText);
  const vault = {
    text: removed.length === 0 ? t.vaultEmpty : removed.length === 1 ? pick(t.vaultOne, e.variant)(removed[0]!) : t.vaultMany(removed),
    // An empty vault is said at once, without the drum roll that builds up to opening it.
    sound: removed.length === 0 ? null : ('drumroll' as const),
  };
  const chips = { text: pick(t.chipsOut, e.variant), sound: 'reveal' as const };
  const firsts = e.places.map((p, i) => (p === 1 ? i : -1)).filter((i) => i >= 0);
  let end: Caption;
  if (e.winner >= 0) {
    end = { text: pick(t.wins, e.variant)(seatName(names, e.winner), e.scores[e.winner] ?? 0), sound: 'fanfare' };
  } else {
    // A shared first place is still a win: the same fanfare as an outright winner's.
    end = { text: t.shared(firsts.map((i) => seatName(names, i))), sound: 'fanfare' };
  }
  return [vault, chips, end];
}

/**
 * The captions for one Minus Auction event, in the order the stage shows them: usually one;
 * `game-over` gives three (the vault, the chips, the winner or the shared first place). `names`
 * are seat names by seat index; an unknown seat reads "Seat N". Words in the realm's locale
 * (texts/, docs/I18N.md). Never throws on a well-typed event.
 */
export function minusCaptions(event: MinusShowEvent, names: readonly string[]): Caption[] {
  switch (event.type) {
    case 'game-started': {
      // Seats drawn at random (the veto preset's seating) are named in their new order, so the table knows why the cards moved.
      const drawn = event.drawn ? names.map((_, i) => seatName(names, i)) : [];
      return [{ text: minusCaptionTexts.now().gameStarted(event.game, event.removedCount, seatName(names, event.first), drawn), sound: 'start' }];
    }
    case 'cube-revealed':
      return [revealed(event, names)];
    case 'refused':
      return [refused(event, names)];
    case 'taken':
      return [taken(event, names)];
    case 'game-over':
      return gameOver(event, names);
  }
}

/**
 * The captions of any event a Minus Auction stage receives, the platform's (seats, turns) and the
 * show's, as the stage shows them (the audience view and the tests read the stream with it).
 */
export function captionsFor(event: MinusEvent, names: readonly string[]): Caption[] {
  return isPlatformEvent(event) ? platformCaptions(event, names) : minusCaptions(event, names);
}
