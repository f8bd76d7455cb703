/**
 * What the stage says about its link to the game server, in a band over the caption bar of the show
 * (#link-status, a `status` live region), and the one place its wording is decided: nothing
 * while connected; "reconnecting" while it tries again (no promise that the game is kept: a
 * server that crashed comes back without its rooms); "restarting" after the server said it is
 * stopping (Ctrl-C, a restart); "replaced" when the room this TV showed (or the browser's last TV
 * room, for a tab opened again) had closed and the stage opened a new one (its code named, until
 * someone joins it); "lost" after about 90 s of
 * trying (it goes on trying every 5 s, so the sentence asks for the server to be started, not for
 * a reload, which a TV with only a remote could not do).
 * "restored" when the server restarted and brought this room back (it stores its rooms: the
 * game, the seats and the evening's table are back), for a few seconds; "restored-without-game" when
 * it came back without its last game (its stored moves do not replay), in its lobby. "away" while the game
 * server that stores this room is down and another one says so (a cluster): it comes back with it.
 */
import { stageTexts } from '../i18n/texts/index.js';

/** The stage link's states (app/connection.ts `onStatus`), plus `restarting` from the server. */
export type LinkStatus = 'connecting' | 'connected' | 'reconnecting' | 'restarting' | 'away' | 'replaced' | 'restored' | 'restored-without-game' | 'lost';

/** The sentence for a status, or null when nothing needs saying. `code`: the room's code now. */
export function linkStatusText(status: LinkStatus, serverStopping: boolean, code = ''): string | null {
  switch (status) {
    case 'connecting':
    case 'connected':
      return null;
    case 'restored':
      return stageTexts.now().link.restored;
    case 'restored-without-game':
      return stageTexts.now().link.restoredGameLost;
    case 'replaced':
      return stageTexts.now().link.replaced(code);
    case 'restarting':
      return stageTexts.now().link.stopping;
    case 'away':
      return stageTexts.now().link.away(code);
    case 'reconnecting':
      return serverStopping
        ? stageTexts.now().link.stopping
        : stageTexts.now().link.lost;
    case 'lost':
      return stageTexts.now().link.unreachable;
  }
}

/**
 * Keeps the band in `el` in step with the link's status and, while the link is up, with the
 * room's storage (state `storageWait`: a decision the server could not save, the game waits).
 */
export class LinkStatusBand {
  private stopping = false;
  private replaced = false;
  private status: LinkStatus = 'connecting';
  private code = '';
  private storageWait = false;

  constructor(private readonly el: HTMLElement) {}

  /**
   * A new status; returns the sentence now shown when it changed (for the captions' live log: a
   * region that has just appeared is not read out by every screen reader), else null.
   * `restarting` is remembered until the link is up again, and `connecting` (each
   * attempt) leaves a shown reconnect message as it is.
   */
  set(status: LinkStatus, code = ''): string | null {
    if (status === 'connecting' && !this.el.hidden) return null;
    if (status === 'restarting') this.stopping = true;
    if (status === 'connected' || status === 'replaced') this.stopping = false;
    this.replaced = status === 'replaced';
    this.status = status;
    this.code = code;
    return this.show();
  }

  /** The room's `storageWait` (room state): the band says the game waits while it is true; returns as `set` does. */
  storage(waiting: boolean): string | null {
    if (waiting === this.storageWait) return null;
    this.storageWait = waiting;
    return this.show();
  }

  /** Draw the sentence for the link's status, else the storage's; the sentence when it changed. */
  private show(): string | null {
    const text = linkStatusText(this.status, this.stopping, this.code) ?? (this.storageWait ? stageTexts.now().link.storageWait : null);
    const changed = (text ?? '') !== this.el.textContent;
    this.el.hidden = text === null;
    // Good news is green, the rest yellow (style.css, #link-status).
    if (this.el.dataset) this.el.dataset.tone = this.status === 'restored' ? 'good' : 'warn';
    this.el.textContent = text ?? '';
    return changed ? text : null;
  }

  /** Someone joined the new room: the "room has closed" notice has done its work. */
  roomInUse(): void {
    if (this.replaced) this.set('connected');
  }
}
