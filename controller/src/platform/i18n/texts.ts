/**
 * Sentences the controller builds from codes: join refusals, request refusals, avatars, through
 * the phone's catalogue (docs/I18N.md). Functions (not constants) so they read the current locale
 * at render time. Every refusal is a sentence a guest understands, never an error code; a show's
 * own refusals get its part's sentence. The server's English `message` is never shown: players
 * with different languages share a room (refusals are worded from their code, reason and numbers).
 */
import type { LinkFailure, Notice } from '../net/connection.js';
import { refusalText } from '@minus/shared/platform/refusals/index';
import { phoneTexts } from './texts/index.js';

export { phoneTexts };

/** A join refusal or a lost seat, as a friendly sentence. */
export function failureText(failure: LinkFailure): string {
  const t = phoneTexts.now().failure;
  // 'room-full' is a refused join: every seat and the whole audience are taken (a full table alone
  // seats the phone in the audience instead). 'room-ended' also follows a crash: the server came
  // back without the room, so the seat and the game are gone.
  return (t as Record<string, string>)[failure] ?? t.other;
}

/**
 * The banner while the link is down: the one place the phone's wording about a lost link is
 * decided. It promises nothing: the server may have crashed and come back without the room (then
 * `room-ended` follows). `away`: the server storing the room is restarting (a cluster said so);
 * `stopping`: the server said it is stopping (Ctrl-C, a restart): the TV's words, so nobody blames their Wi-Fi.
 */
export function linkDownText(away = false, stopping = false): string {
  if (away) return phoneTexts.now().serverAway;
  return stopping ? phoneTexts.now().serverStopping : phoneTexts.now().linkDown;
}

/** The banner after the server restarted and brought this phone's room back (`gameLost`: without its game, in the lobby). */
export function restoredText(gameLost = false): string {
  return gameLost ? phoneTexts.now().restoredGameLost : phoneTexts.now().restored;
}

/** Whether a refusal can be answered by joining as the audience. */
export function offersAudience(failure: LinkFailure | null): boolean {
  return failure === 'game-in-progress';
}

/**
 * A refused request, kindly, in the phone's language: the sentence for its reason (with the
 * server's numbers) or its code (shared platform/refusals/), else a general one.
 */
export function noticeText(notice: Notice): string {
  return refusalText(notice);
}

/** An avatar's accessible name, "orange fox" (colour first, then icon; shared/src/platform/protocol/avatars.ts). */
export function avatarName(id: number): string {
  const names = phoneTexts.now().avatars;
  return names[id] ?? names[0]!;
}
