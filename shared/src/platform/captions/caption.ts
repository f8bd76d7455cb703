/**
 * The host's voice for what every show has (docs/STAGE.md, "Captions"):
 * people joining, leaving, dropping out and coming back, stand-ins, the VIP, the show chosen,
 * and the countdown's last seconds. Each show's module words its own events
 * (show-module.ts, `captions`). Pure but for the realm's locale (docs/I18N.md): the stage and the
 * audience view share it.
 */
import type { PlatformEvent } from '../protocol/events.js';
import type { SoundId } from './sounds.js';
import { pick, seatName } from './format.js';
import { captionTexts } from './texts/index.js';

/** One line of the host's voice, and the effect that plays with it (or null for a silent line). */
export interface Caption {
  text: string;
  sound: SoundId | null;
}

/** What the room is doing when a platform event comes, for the words that depend on it. */
export interface CaptionContext {
  /** A decision's clock is running (a game with its timer on): an away player's time runs out. */
  clock?: boolean;
}

/**
 * The captions for one platform event: one line, or none for `turn` (the spotlight moves in
 * silence). `names` are seat names by seat index; an unknown seat reads "Seat N".
 */
export function platformCaptions(event: PlatformEvent, names: readonly string[], context: CaptionContext = {}): Caption[] {
  const t = captionTexts.now();
  const who = (): string => seatName(names, (event as { seat: number }).seat, (event as { name?: string }).name);
  switch (event.type) {
    case 'seat-joined': return [{ text: event.returning ? t.seatRejoined(who()) : pick(t.seatJoined, event.variant)(who()), sound: 'join' }];
    case 'seat-left': return [{ text: t.seatLeft(who()), sound: 'leave' }];
    case 'seat-away': return [{ text: t.seatAway(who(), !!context.clock), sound: null }];
    case 'seat-back': return [{ text: pick(t.seatBack, event.variant)(who()), sound: 'join' }];
    case 'stand-in': return [{ text: (event.left ? t.standInLeft : t.standIn)(event.label, who()), sound: event.left ? 'leave' : null }];
    case 'vip-changed': return [{ text: event.seat < 0 ? t.vipNone : t.vipChanged(who()), sound: null }];
    case 'show-chosen': return [{ text: pick(t.showChosen, event.variant)(event.title), sound: 'start' }];
    case 'turn': return [];
  }
}

/** The countdown's caption when its last stretch begins ("Ana, 5 seconds!"; protocol clock.ts `urgentSeconds`), with the tick sound. */
export function countdownCaption(name: string, seconds: number): Caption {
  const t = captionTexts.now();
  const s = Math.max(0, Math.ceil(seconds));
  return { text: t.countdown(name.trim() || t.someone, s), sound: 'tick' };
}

/** What a sound is, in the realm's words (`[chip clink]` beside a caption for people who cannot hear it). */
export function soundDescription(id: SoundId): string {
  return captionTexts.now().sounds[id];
}
