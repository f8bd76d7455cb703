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
import { listText, pick, pointsText, seatName } from '../../platform/captions/format.js';
import type { MinusEvent, MinusShowEvent } from './events.js';
import { chipsText, cubeText } from './wording.js';

type Ev<T extends MinusShowEvent['type']> = Extract<MinusShowEvent, { type: T }>;

/** A cube this bad (or worse) makes the low, sad take sting. */
const BAD_CUBE = -25;

function revealed(e: Ev<'cube-revealed'>, names: readonly string[]): Caption {
  const who = seatName(names, e.seat);
  const cube = cubeText(e.cube);
  if (e.deckLeft === 0) {
    return { text: pick([`The last cube: ${cube}! ${who}, your call.`, `Last one in the deck: ${cube}. Over to ${who}.`], e.variant), sound: 'draw' };
  }
  return {
    text: pick([
      `Here comes ${cube}! ${who}, your call.`,
      `Next up: ${cube}. Over to ${who}.`,
      `Cube number ${e.auction}: ${cube}. ${who} decides first.`,
      `Out of the box: ${cube}. ${who}, what will it be?`,
    ], e.variant),
    sound: 'draw',
  };
}

function refused(e: Ev<'refused'>, names: readonly string[]): Caption {
  const who = seatName(names, e.seat);
  const cube = cubeText(e.cube);
  const pot = e.pot === 1 ? '1 chip rides' : `${chipsText(e.pot)} ride`;
  const sound = pick<SoundId>(['clink-1', 'clink-2', 'clink-3'], e.variant);
  if (e.timeout) {
    return { text: pick([`Time's up for ${who}: a chip goes in. ${pot} on ${cube}.`, `${who} ran out of time, so a chip goes in. ${pot} on ${cube}.`], e.variant), sound };
  }
  return {
    text: pick([
      `${who} says no thanks. ${pot} on ${cube}.`,
      `${who} lets it go. ${pot} on ${cube}.`,
      `${who} pays a chip to pass. ${pot} on ${cube}.`,
      `Not for ${who}! ${pot} on ${cube}.`,
    ], e.variant),
    sound,
  };
}

function taken(e: Ev<'taken'>, names: readonly string[]): Caption {
  const who = seatName(names, e.seat);
  const cube = cubeText(e.cube);
  const pot = chipsText(e.pot);
  const delta = e.after - e.before;
  const opening = e.forced
    ? pick([`${who} is out of chips and must take ${cube}`, `No chips left, so ${who} takes ${cube}`], e.variant)
    : e.timeout
      ? `Time's up: ${who} takes ${cube}`
      : pick([`${who} takes ${cube}`, `${who} grabs ${cube}`, `${who} says yes to ${cube}`], e.variant);
  const withPot = e.pot > 0 ? `${opening} and ${pot}.` : `${opening}, with no chips on it.`;
  // Cube-only score changes (docs/RULES.md, Scoring): joining two runs removes the lower run's head
  // (at least +2); topping a run moves its head one closer to zero (+1); extending it below costs 0.
  if (delta >= 2) {
    return { text: `${withPot} It joins two runs: ${pointsText(delta)} points for ${who}!`, sound: 'take-good' };
  }
  if (delta === 1) {
    return { text: `${withPot} It tops a run: +1 point for ${who}!`, sound: 'take-good' };
  }
  if (delta === 0) {
    return { text: `${withPot} ${pick(['That joins a run: no damage at all.', 'It fits a run, so it costs nothing.'], e.variant)}`, sound: 'take-good' };
  }
  const bad = e.cube <= BAD_CUBE;
  const tail = bad
    ? pick([`That one stings: ${pointsText(delta)}.`, `Brave! ${pointsText(delta)} on the board.`, `Oof, ${pointsText(delta)}. Chin up, ${who}.`], e.variant)
    : pick([`A new run: ${pointsText(delta)}.`, `${pointsText(delta)} on the board.`], e.variant);
  return { text: `${withPot} ${tail}`, sound: bad ? 'take-bad' : 'take' };
}

function gameOver(e: Ev<'game-over'>, names: readonly string[]): Caption[] {
  const removed = e.removed.map(cubeText);
  const vault = removed.length === 0
    ? { text: 'The vault opens... it was empty all along!', sound: 'drumroll' as const }
    : {
        text: removed.length === 1
          ? pick([`The vault opens... the missing cube was ${removed[0]}!`, `Drum roll... the cube nobody saw: ${removed[0]}!`], e.variant)
          : `The vault opens... the missing cubes were ${listText(removed)}!`,
        sound: 'drumroll' as const,
      };
  const chips = { text: pick(['Now the chips come out of hiding...', 'Chips on the table, everyone...'], e.variant), sound: 'reveal' as const };
  const firsts = e.places.map((p, i) => (p === 1 ? i : -1)).filter((i) => i >= 0);
  let end: Caption;
  if (e.winner >= 0) {
    const who = seatName(names, e.winner);
    const pts = e.scores[e.winner];
    end = {
      text: pick([`${who} wins the show with ${pts ?? '?'} points!`, `And the winner is... ${who}, on ${pts ?? '?'} points!`], e.variant),
      sound: 'fanfare',
    };
  } else {
    const who = listText(firsts.map((i) => seatName(names, i)));
    end = { text: `A shared first place: no outright winner! ${who ? `${who} tie at the top.` : ''}`.trim(), sound: 'aww' };
  }
  return [vault, chips, end];
}

/**
 * The captions for one Minus Auction event, in the order the stage shows them: usually one;
 * `game-over` gives three (the vault, the chips, the winner or the shared first place). `names`
 * are seat names by seat index; an unknown seat reads "Seat N". Never throws on a well-typed event.
 */
export function minusCaptions(event: MinusShowEvent, names: readonly string[]): Caption[] {
  switch (event.type) {
    case 'game-started': {
      const vault = event.removedCount === 1 ? '1 cube goes into the vault, face down' : `${event.removedCount} cubes go into the vault, face down`;
      const first = seatName(names, event.first);
      return [{ text: `Game ${event.game}! ${event.removedCount === 0 ? 'Nothing goes into the vault' : vault}. ${first} goes first.`, sound: 'start' }];
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
