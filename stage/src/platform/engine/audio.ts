/**
 * Sound effects on one howler sprite (docs/STAGE.md, "Sound"). Browsers block sound until the first
 * click or key: until `unlock()` every `play` is dropped, never queued, so unlocking never plays a
 * backlog. `M` mutes (the show wires the key); the volume persists in localStorage.
 */
import { Howl, Howler } from 'howler';
import type { SoundId } from '@minus/shared/platform/captions/sounds';

/** Sprite map: id → [offset ms, duration ms], as assets/sfx.json holds it. */
export type SpriteMap = Record<string, [number, number]>;

const VOLUME_KEY = 'party-stage-volume';
const MUTED_KEY = 'party-stage-muted';

export class Sfx {
  private howl: Howl | null = null;
  private unlocked = false;
  private paused = false;
  /** Effects dropped while locked (for the test hooks and the report). */
  dropped = 0;
  played = 0;

  constructor(private readonly src: string | string[], private readonly sprite: SpriteMap, private readonly storage: Storage | null = globalThis.localStorage ?? null) {
    Howler.volume(this.volume);
    Howler.mute(this.muted);
  }

  get isUnlocked(): boolean {
    return this.unlocked;
  }

  get volume(): number {
    const v = Number(this.storage?.getItem(VOLUME_KEY) ?? '0.8');
    return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0.8;
  }

  get muted(): boolean {
    return this.storage?.getItem(MUTED_KEY) === '1';
  }

  /** Unlock on a user gesture (click or key): load the sprite; later plays are heard. */
  unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    this.howl = new Howl({ src: Array.isArray(this.src) ? this.src : [this.src], sprite: this.sprite, preload: true, html5: false });
  }

  /** Play one effect now, or drop it while locked, muted, paused (hidden page) or unknown. */
  play(id: SoundId): void {
    if (!this.unlocked || !this.howl || this.paused || !(id in this.sprite)) {
      this.dropped++;
      return;
    }
    this.played++;
    this.howl.play(id);
  }

  /** Set the volume 0..1 (clamped). */
  setVolume(v: number): void {
    const clamped = Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0.8));
    this.storage?.setItem(VOLUME_KEY, String(clamped));
    Howler.volume(clamped);
  }

  /** Toggle mute; returns the new state. */
  toggleMute(): boolean {
    const next = !this.muted;
    this.storage?.setItem(MUTED_KEY, next ? '1' : '0');
    Howler.mute(next);
    return next;
  }

  /** Pause while the page is hidden (nothing queues meanwhile). */
  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.howl?.stop();
  }
}
