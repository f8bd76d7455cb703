/**
 * Keeps the screen awake during a game (Screen Wake Lock API). The lock is released by the
 * browser whenever the page is hidden, so it is taken again when the page becomes visible.
 * Silently does nothing where the API is missing or refused (low battery, old browsers).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export class WakeLockController implements ReactiveController {
  private wanted = false;
  private sentinel: WakeLockSentinelLike | null = null;
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible' && this.wanted) void this.acquire();
  };

  constructor(host: ReactiveControllerHost, private readonly api: WakeLockLike | undefined = (navigator as { wakeLock?: WakeLockLike }).wakeLock) {
    host.addController(this);
  }

  /** Whether the lock is held now. */
  get held(): boolean {
    return this.sentinel !== null && !this.sentinel.released;
  }

  /** Ask for the screen to stay awake (true) or let it sleep (false). Idempotent. */
  set(active: boolean): void {
    if (active === this.wanted) return;
    this.wanted = active;
    if (active) void this.acquire();
    else void this.drop();
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.onVisible);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.onVisible);
    this.wanted = false;
    void this.drop();
  }

  private async acquire(): Promise<void> {
    if (!this.api || this.held || document.visibilityState !== 'visible') return;
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
