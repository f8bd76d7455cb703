/**
 * The host's voice for what every show has (docs/STAGE.md, "Captions"):
 * people joining, leaving, dropping out and coming back, stand-ins, the VIP, the show chosen,
 * and the countdown's last seconds. Each show's module words its own events
 * (show-module.ts, `captions`). Pure: the stage and the audience view share it.
 */
import type { PlatformEvent } from '../protocol/events.js';
import type { SoundId } from './sounds.js';
import { pick, seatName } from './format.js';

/** One line of the host's voice, and the effect that plays with it (or null for a silent line). */
export interface Caption {
  text: string;
  sound: SoundId | null;
}

/**
 * The captions for one platform event: one line, or none for `turn` (the spotlight moves in
 * silence). `names` are seat names by seat index; an unknown seat reads "Seat N".
 */
export function platformCaptions(event: PlatformEvent, names: readonly string[]): Caption[] {
  switch (event.type) {
    case 'seat-joined': {
      const who = seatName(names, event.seat, event.name);
      return [{ text: pick([`${who} joins the show!`, `Welcome, ${who}!`, `${who} takes a seat.`], event.variant), sound: 'join' }];
    }
    case 'seat-left':
      return [{ text: `${seatName(names, event.seat, event.name)} has left the table.`, sound: 'leave' }];
    case 'seat-away':
      return [{ text: `${seatName(names, event.seat, event.name)}'s phone went quiet. The clock keeps running.`, sound: null }];
    case 'seat-back': {
      const who = seatName(names, event.seat, event.name);
      return [{ text: pick([`${who} is back!`, `Welcome back, ${who}!`], event.variant), sound: 'join' }];
    }
    case 'stand-in':
      return [{ text: `A computer player (${event.label}) sits in for ${seatName(names, event.seat, event.name)}.`, sound: null }];
    case 'vip-changed':
      return [{ text: `${seatName(names, event.seat, event.name)} is the VIP now, and can start the show.`, sound: null }];
    case 'show-chosen':
      return [{ text: pick([`Next up: ${event.title}!`, `Tonight's next show: ${event.title}.`], event.variant), sound: 'start' }];
    case 'turn':
      return [];
  }
}

/** The countdown's caption when its last stretch begins ("Ana, 5 seconds!"; protocol clock.ts `urgentSeconds`), with the tick sound. */
export function countdownCaption(name: string, seconds: number): Caption {
  const s = Math.max(0, Math.ceil(seconds));
  return { text: `${name.trim() || 'Someone'}, ${s === 1 ? '1 second' : `${s} seconds`}!`, sound: 'tick' };
}
