/**
 * Which of the director's three screens a room's phase shows (the platform's lobby, the show's game
 * and finale), and the short wait before a state alone takes a game's screen to the finale.
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { stageTexts } from '../i18n/texts/index.js';

export type SceneKind = 'lobby' | 'game' | 'finale';

/** The screen for a room's phase. */
export function kindFor(phase: RoomStateShape['phase']): SceneKind {
  return phase === 'playing' ? 'game' : phase === 'finale' ? 'finale' : 'lobby';
}

/** The lobby's scene name on the page and its description for screen readers (in the stage's language). */
export const LOBBY_SCENE = { name: 'lobby', get description(): string { return stageTexts.now().mirror.lobbyScene; } };

/**
 * How long (ms of frames) a game's screen waits for the game's last events once a state says the
 * finale has come. The room sends the last decision's state and its events (the last reveal, the
 * game over) in one write, but the page may draw a frame between them: going to the finale on
 * the state alone flashed the final results, went back to the game for the last move's
 * animation, then started the finale again. The game-over event changes the scene itself; past
 * this wait (a stage that missed the events), the state does.
 */
export const FINALE_WAIT_MS = 500;

/** Counts the frames' time while a state asks to go from the game to the finale (`FINALE_WAIT_MS`). */
export class FinaleWait {
  private waitedMs = 0;

  /** True while the change from the `from` screen to the `to` one should wait; `dtMs`: this frame's time (ms). */
  holds(from: SceneKind | null, to: SceneKind, dtMs: number): boolean {
    if (from !== 'game' || to !== 'finale') {
      this.waitedMs = 0;
      return false;
    }
    this.waitedMs += dtMs;
    return this.waitedMs < FINALE_WAIT_MS;
  }
}

/**
 * The caption bar's greeting before anything else was said, for the room's phase: the lobby's
 * asks newcomers to scan the code on screen; a page opened (or reloaded) on a game or its results
 * has no code on screen, so it says what is going on instead.
 */
export function welcomeFor(phase: RoomStateShape['phase'] | undefined): string {
  const t = stageTexts.now();
  const kind = kindFor(phase ?? 'lobby');
  return kind === 'game' ? t.welcomeGame : kind === 'finale' ? t.welcomeResults : t.welcome;
}

/** What the first key or click says as it turns the sound on: the lobby's welcome there, else only that sound is on. */
export function soundOnLine(phase: RoomStateShape['phase'] | undefined, muted: boolean): string {
  const t = stageTexts.now().sound;
  return muted ? t.muted : kindFor(phase ?? 'lobby') === 'lobby' ? t.welcome : t.on;
}
