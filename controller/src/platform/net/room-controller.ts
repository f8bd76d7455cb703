/**
 * A Lit reactive controller that ties a `RoomConnection` to its host element: the host re-renders
 * on every change, and while connected to the page a hidden-then-visible page or a returning
 * network retries the link at once (a phone that was locked comes back by itself).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { RoomConnection } from './connection.js';

export class RoomController implements ReactiveController {
  private unsubscribe: (() => void) | undefined;
  private readonly onVisible = () => {
    if (document.visibilityState === 'visible') this.connection.wake();
  };
  private readonly onOnline = () => this.connection.wake();

  constructor(private readonly host: ReactiveControllerHost, readonly connection: RoomConnection) {
    host.addController(this);
  }

  hostConnected(): void {
    this.unsubscribe = this.connection.subscribe(() => this.host.requestUpdate());
    document.addEventListener('visibilitychange', this.onVisible);
    window.addEventListener('online', this.onOnline);
    window.addEventListener('pageshow', this.onOnline);
  }

  hostDisconnected(): void {
    this.unsubscribe?.();
    document.removeEventListener('visibilitychange', this.onVisible);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('pageshow', this.onOnline);
  }
}
