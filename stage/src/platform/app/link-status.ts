/**
 * What the stage says about its link to the game server, in a band across the top of the show
 * (#link-status, a `status` live region): nothing while connected; "reconnecting" while it
 * tries again (the room and its game are kept on the server); "restarting" after the server said
 * it is stopping (Ctrl-C, a restart: a new room and code will follow); "lost" once it gave up.
 */

/** The stage link's states (app/connection.ts `onStatus`), plus `restarting` from the server. */
export type LinkStatus = 'connecting' | 'connected' | 'reconnecting' | 'restarting' | 'lost';

/** The sentence for a status, or null when nothing needs saying. */
export function linkStatusText(status: LinkStatus, serverStopping: boolean): string | null {
  switch (status) {
    case 'connecting':
    case 'connected':
      return null;
    case 'restarting':
      return 'The game server is stopping. Waiting for it to come back...';
    case 'reconnecting':
      return serverStopping
        ? 'The game server is stopping. Waiting for it to come back...'
        : 'Lost the game server. Reconnecting... (the game is kept)';
    case 'lost':
      return 'Cannot reach the game server. Check that it is running (npm start), then reload this page.';
  }
}

/** Keeps the band in `el` in step with the link's status. */
export class LinkStatusBand {
  private stopping = false;

  constructor(private readonly el: HTMLElement) {}

  /**
   * A new status; returns the sentence now shown when it changed (for the captions' live log: a
   * region that has just appeared is not read out by every screen reader), else null.
   * `restarting` is remembered until the link is up again, and `connecting` (each
   * attempt) leaves a shown reconnect message as it is.
   */
  set(status: LinkStatus): string | null {
    if (status === 'connecting' && !this.el.hidden) return null;
    if (status === 'restarting') this.stopping = true;
    if (status === 'connected') this.stopping = false;
    const text = linkStatusText(status, this.stopping);
    const changed = (text ?? '') !== this.el.textContent;
    this.el.hidden = text === null;
    this.el.textContent = text ?? '';
    return changed ? text : null;
  }
}
