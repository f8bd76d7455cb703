/**
 * Keeps the phone's screen on, so it does not lock between turns.
 *
 * - Where the Screen Wake Lock API exists (a secure context: https://, or localhost), the lock is
 *   held during a game. The browser releases it whenever the page is hidden, so it is taken again
 *   when the page becomes visible.
 * - Where it is missing (a plain `http://` LAN address, the usual living-room set-up, or an older
 *   browser), `nosleep.js` keeps the screen on by playing a tiny silent video. Browsers only let
 *   a page start a video from a tap, so it starts with the player's first tap (the Join button,
 *   usually) and runs through the lobby and the game; it is released when the game ends (and when
 *   the phone leaves), and started again by the next tap. The library is fetched (its own small
 *   file, no-sleep.ts) as soon as the page finds the API missing, so it is there by that tap.
 * Refusals (low battery, a browser that blocks the video) are silent: the phone may sleep, and its
 * seat survives that anyway.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ScreenKeeper } from './no-sleep.js';

export type { ScreenKeeper };

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
/** The part of `navigator.wakeLock` used here. */
export interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/** Fetch nosleep.js and make its keeper (a separate file of the build). */
const loadNoSleep = (): Promise<ScreenKeeper> => import('./no-sleep.js').then((m) => m.makeNoSleep());

/** The document events the controller listens to (the page's `document` outside tests). */
export type PageEvents = Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;

/** Events that count as the player's tap (a user activation, which starting a video needs). */
const TAP_EVENTS = ['click', 'touchend', 'keydown'] as const;

export class WakeLockController implements ReactiveController {
  private wanted = false;
  private sentinel: WakeLockSentinelLike | null = null;
  /** The fallback (loaded at once, only where the API is missing). */
  private keeper: ScreenKeeper | null = null;
  /** Whether the fallback should run: from a tap until the end of a game. */
  private armed = false;
  private readonly onVisible = () => {
    if (this.doc.visibilityState !== 'visible') return;
    if (this.api && this.wanted) void this.acquire();
    // A hidden page may have paused the video: start it again (outside a tap this may be refused).
    if (!this.api && this.armed) this.start();
  };
  /** Each tap starts the fallback if it is not running (the first one, or after a refusal or a release). */
  private readonly onTap = () => {
    if (this.api || this.keeper?.isEnabled) return;
    this.armed = true;
    this.start();
  };

  constructor(
    host: ReactiveControllerHost,
    private readonly api: WakeLockLike | undefined = (navigator as { wakeLock?: WakeLockLike }).wakeLock,
    loadKeeper: () => Promise<ScreenKeeper> = loadNoSleep,
    private readonly doc: PageEvents = document,
  ) {
    host.addController(this);
    if (!api) {
      loadKeeper().then((keeper) => {
        this.keeper = keeper;
        // Tapped before it arrived: try now (the browser may want another tap).
        if (this.armed) this.start();
      }, () => undefined /* not loaded (offline): the phone may sleep */);
    }
  }

  /** Whether the screen is kept on now (the lock held, or the fallback running). */
  get held(): boolean {
    if (!this.api) return this.armed && !!this.keeper?.isEnabled;
    return this.sentinel !== null && !this.sentinel.released;
  }

  /**
   * A game is on (true) or not (false). Idempotent. With the API the lock follows it; with the
   * fallback, the end of a game (true then false) releases the screen until the next tap.
   */
  set(active: boolean): void {
    if (active === this.wanted) return;
    this.wanted = active;
    if (this.api) {
      if (active) void this.acquire();
      else void this.drop();
    } else if (!active) this.release();
  }

  hostConnected(): void {
    this.doc.addEventListener('visibilitychange', this.onVisible);
    if (!this.api) for (const e of TAP_EVENTS) this.doc.addEventListener(e, this.onTap, { capture: true });
  }

  hostDisconnected(): void {
    this.doc.removeEventListener('visibilitychange', this.onVisible);
    for (const e of TAP_EVENTS) this.doc.removeEventListener(e, this.onTap, { capture: true });
    this.wanted = false;
    void this.drop();
    this.release();
  }

  /** Start the fallback; a refusal (thrown or rejected) leaves it off until the next tap. */
  private start(): void {
    try {
      this.keeper?.enable().catch(() => undefined);
    } catch {
      /* no video support: the phone may sleep */
    }
  }

  /** Stop the fallback until the next tap. */
  private release(): void {
    this.armed = false;
    if (this.keeper?.isEnabled) this.keeper.disable();
  }

  private async acquire(): Promise<void> {
    if (!this.api || this.held || this.doc.visibilityState !== 'visible') return;
    try {
      const s = await this.api.request('screen');
      if (this.wanted) this.sentinel = s;
      else await s.release();
    } catch {
      /* refused or unsupported: the phone may sleep, the seat survives anyway */
    }
  }

  private async drop(): Promise<void> {
    const s = this.sentinel;
    this.sentinel = null;
    try {
      await s?.release();
    } catch {
      /* already released */
    }
  }
}
