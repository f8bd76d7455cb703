/**
 * `<minus-app>`: the controller's root. Owns the room connection (through `RoomController`) and
 * the wake lock, picks the screen from the link and the room phase (join, lobby, play, results,
 * audience), shows the "reconnecting" banner, announces turn changes in a polite live region,
 * vibrates on my turn, and turns screen events into room messages.
 *
 * At the end of a game seen live, every phone shows "Look at the TV!" (`<finale-hold>`) for
 * `finaleRevealMs(seats)` after the game-over event while the stage plays its finale, then the
 * results; "Show my results now" ends the hold at once. A phone that (re)connects after the end
 * shows the results at once.
 *
 * @prop client - the colyseus.js client to use (tests pass a fake); default: the page's server
 * @prop search - the page's query string (`?room=CODE` from the QR code); default location.search
 */
import { LitElement, css, html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { Client as ColyseusClient } from 'colyseus.js';
import { normalizeRoomCode } from '@minus/shared/protocol/room-code';
import { finaleRevealMs } from '@minus/shared/protocol/finale';
import { recordFileName } from '@minus/shared/protocol/record-file';
import { MAX_SEATS } from '@minus/shared/minus/presets';
import { RoomConnection, type ClientLike, type JoinRequest } from '../net/connection.js';
import { RoomController } from '../net/room-controller.js';
import { WakeLockController } from '../net/wake-lock.js';
import { loadAvatar, loadName, saveAvatar, saveName } from '../net/storage.js';
import { findMySeat } from '../model/table.js';
import { linkDownText, noticeText } from '../i18n/texts.js';
import { tokens } from '../styles/tokens.js';
import type { SendDetail } from './events.js';
import type { Decision } from './play-screen.js';
import './audience-screen.js';
import './finale-hold.js';
import './join-screen.js';
import './lobby-screen.js';
import './play-screen.js';
import './results-screen.js';

export class MinusApp extends LitElement {
  static override properties = { announcement: { state: true }, browserOffline: { state: true } };
  declare announcement: string;
  /**
   * The phone itself says it has no network (`navigator.onLine`). A Wi-Fi stall can leave the
   * websocket open for seconds without passing anything; meanwhile Take and Refuse wait (a tap
   * would be held by the browser and arrive late) and the banner shows, as while reconnecting.
   */
  declare browserOffline: boolean;
  /** Set before the element is connected to use another client (tests). */
  client: ClientLike | undefined;
  search: string | undefined;

  private link: RoomController | undefined;
  private readonly wake = new WakeLockController(this);
  private lastTurnKey = '';
  private lastPhase = '';
  private wantRecord = false;
  private lastRecord: unknown = null;
  /** The game whose finale hold the player ended with "Show my results now" (0: none). */
  private revealedGame = 0;
  /** The hold as of this update (computed once in `willUpdate`, so render and timers agree). */
  private held: { endsAt: number; totalMs: number } | null = null;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;

  private readonly onNetwork = () => {
    this.browserOffline = navigator.onLine === false;
  };

  constructor() {
    super();
    this.announcement = '';
    this.browserOffline = false;
  }

  static override styles = [tokens, css`
    :host { display: block; min-height: 100dvh; background: linear-gradient(var(--bg), var(--bg2)); }
    .banner { position: sticky; top: 0; z-index: 2; background: var(--warn); color: #1a1300; font-weight: 700; padding: 0.6rem 1rem; text-align: center; }
    .notice { margin: 0.75rem 1rem 0; }
    .wait { padding: 2rem 1rem; text-align: center; display: grid; gap: 1rem; max-width: 30rem; margin: 0 auto; }
  `];

  /** The connection (created on first connect). */
  get connection(): RoomConnection {
    if (!this.link) throw new Error('minus-app is not connected yet');
    return this.link.connection;
  }

  private get urlCode(): string | null {
    const params = new URLSearchParams(this.search ?? location.search);
    const room = params.get('room');
    return room ? normalizeRoomCode(room) : null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('online', this.onNetwork);
    window.addEventListener('offline', this.onNetwork);
    this.onNetwork();
    if (!this.link) {
      this.link = new RoomController(this, new RoomConnection(this.client ?? defaultClient()));
      const c = this.link.connection;
      const saved = c.savedSession;
      const code = this.urlCode;
      if (saved && (code === null || code === saved.code)) void c.resume();
    }
  }

  private onJoin(e: CustomEvent<JoinRequest>): void {
    const r = e.detail;
    if (r.role === 'player') {
      saveName(r.name);
      if (r.avatar !== undefined) saveAvatar(r.avatar);
    }
    void this.connection.join(r);
  }

  private onSend(e: CustomEvent<SendDetail>): void {
    const c = this.connection;
    c.notice = null;
    const { type, body } = e.detail;
    if (!c.send(type, body as never)) this.requestUpdate();
  }

  private onDecide(e: CustomEvent<Decision>): void {
    if (!this.connection.decide(e.detail)) e.preventDefault();
  }

  private onDownload(): void {
    this.wantRecord = true;
    this.connection.send('get-record', {});
  }

  private onReveal(): void {
    this.revealedGame = this.connection.view?.game.number ?? 0;
    this.requestUpdate();
  }

  /** A watcher who came to play takes a seat between games: leave the audience, join as a player. */
  private async onTakeSeat(): Promise<void> {
    const c = this.connection;
    const code = c.code;
    await c.leave();
    void c.join({ code, role: 'player', name: loadName(), avatar: loadAvatar() ?? 0 });
  }

  /** The finale hold now: when it ends (local ms) and its whole length, or null when the results may show. */
  private hold(): { endsAt: number; totalMs: number } | null {
    const c = this.link?.connection;
    const v = c?.view;
    const over = c?.gameOverAt;
    if (!v || !over || v.phase !== 'finale' || over.game !== v.game.number || this.revealedGame === v.game.number) return null;
    const totalMs = finaleRevealMs(v.seats.length);
    const endsAt = over.at + totalMs;
    return Date.now() < endsAt ? { endsAt, totalMs } : null;
  }

  /** A watcher who asked for a seat may take one now (between games, a seat free). */
  private canSit(): boolean {
    const c = this.connection;
    const v = c.view;
    return !!v && c.role === 'audience' && (c.audienceReason === 'game-in-progress' || c.audienceReason === 'room-full')
      && v.phase !== 'playing' && v.seats.length < MAX_SEATS;
  }

  /** Announce turn and phase changes, vibrate on my turn, keep the screen awake in a game. */
  protected override willUpdate(): void {
    const c = this.link?.connection;
    const v = c?.view;
    const wasHolding = this.held !== null;
    this.held = this.hold();
    this.wake.set(v?.phase === 'playing' && c?.status !== 'idle');
    if (c && this.wantRecord && c.record && c.record !== this.lastRecord) {
      this.lastRecord = c.record;
      this.wantRecord = false;
      downloadJson(recordFileName(v?.code || c.code, c.record.game, c.record.finishedAt || Date.now()), c.record.record);
    }
    if (!c || !v) return;
    const me = findMySeat(v, c);
    const holding = this.held !== null;
    if (wasHolding && !holding && v.phase === 'finale') {
      this.announcement = msg('Here are the results.');
      window.scrollTo?.(0, 0);
    }
    if (v.phase !== this.lastPhase) {
      if (this.lastPhase && v.phase === 'playing') this.announcement = msg('The game has started.');
      if (v.phase === 'finale') this.announcement = holding ? msg('Game over! Look at the TV.') : msg('Game over. Here are the results.');
      // A new screen starts at its top (after "play again" the long results page was scrolled down).
      if (this.lastPhase) window.scrollTo?.(0, 0);
      this.lastPhase = v.phase;
    }
    const key = v.phase === 'playing' ? `${v.game.auction}:${v.game.current}` : '';
    if (key && key !== this.lastTurnKey) {
      this.lastTurnKey = key;
      const seat = v.seats[v.game.current];
      if (v.game.current === me && c.role === 'player') {
        this.announcement = msg(str`Your turn: cube ${v.game.offer}, pot ${v.game.pot}.`);
        navigator.vibrate?.([90, 60, 90]);
      } else if (seat) {
        this.announcement = msg(str`${seat.name}'s turn: cube ${v.game.offer}, pot ${v.game.pot}.`);
      }
    }
  }

  /** While the finale hold lasts, wake up when it ends. Keeps the address on the room joined. */
  protected override updated(): void {
    this.keepUrlOnRoom();
    clearTimeout(this.holdTimer);
    const h = this.held;
    if (h) this.holdTimer = setTimeout(() => this.requestUpdate(), h.endsAt - Date.now() + 5);
  }

  /**
   * Once in a room, the page's address names it (`?room=CODE`): a reload or a bookmark then comes
   * back to this seat, not to a room whose code was typed over (an old QR code's link).
   * Untouched when the query string was given as a property (tests).
   */
  private keepUrlOnRoom(): void {
    const c = this.link?.connection;
    if (this.search !== undefined || !c?.view || c.status !== 'connected' || !c.code || this.urlCode === c.code) return;
    const url = new URL(location.href);
    url.searchParams.set('room', c.code);
    history.replaceState(history.state, '', url);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('online', this.onNetwork);
    window.removeEventListener('offline', this.onNetwork);
    clearTimeout(this.holdTimer);
  }

  /** In a room, and the link is down: reconnecting, or the phone has no network at all. */
  private get linkDown(): boolean {
    const c = this.connection;
    return c.status === 'reconnecting' || (this.browserOffline && c.view !== null && c.status === 'connected');
  }

  private screen() {
    const c = this.connection;
    const v = c.view;
    if (!v || c.status === 'idle' || c.status === 'joining') {
      if (c.status === 'reconnecting') {
        return html`<div class="wait card"><p>${msg('Finding your seat…')}</p>
          <button @click=${() => void c.leave()}>${msg('Join a different game')}</button></div>`;
      }
      const code = c.failure === 'room-ended' ? '' : this.urlCode ?? c.code;
      return html`<join-screen .code=${code} .name=${loadName()} .avatar=${loadAvatar() ?? 0}
        .pending=${c.status === 'joining'} .settled=${c.joinsSettled} .failure=${c.failure} @join-request=${this.onJoin}></join-screen>`;
    }
    const me = c.role === 'player' ? findMySeat(v, c) : -1;
    const notice = c.notice ? noticeText(c.notice) : '';
    const decideNotice = c.notice?.type === 'decide';
    const top = notice && !(decideNotice && v.phase === 'playing') ? html`<p class="notice error" role="alert">${notice}</p>` : nothing;
    const hold = this.held;
    if (hold) return html`${top}<finale-hold .endsAt=${hold.endsAt} .totalMs=${hold.totalMs} @reveal=${this.onReveal}></finale-hold>`;
    const canSit = this.canSit();
    if (v.phase === 'finale') {
      return html`${top}<results-screen .view=${v} .me=${me} ?canSit=${canSit} @download-record=${this.onDownload} @take-seat=${this.onTakeSeat}></results-screen>`;
    }
    if (c.role === 'audience' || me < 0) {
      return html`${top}<audience-screen .view=${v} .offset=${c.clock.offsetMs} .reason=${c.audienceReason} ?canSit=${canSit}
        @take-seat=${this.onTakeSeat}></audience-screen>`;
    }
    if (v.phase === 'lobby') return html`${top}<lobby-screen .view=${v} .me=${me}></lobby-screen>`;
    return html`${top}<play-screen .view=${v} .me=${me} .pending=${c.pendingAuction !== null}
      .notice=${decideNotice ? notice : ''} .offset=${c.clock.offsetMs} ?offline=${this.linkDown} @decide=${this.onDecide}></play-screen>`;
  }

  override render() {
    const c = this.connection;
    return html`
      ${this.linkDown ? html`<div class="banner" role="status">${linkDownText()}</div>` : nothing}
      <main @room-send=${this.onSend}>${this.screen()}</main>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }
}

/** The colyseus.js client for the server that served this page (same host and port). */
function defaultClient(): ClientLike {
  return new ColyseusClient(location.origin) as unknown as ClientLike;
}

/** Save `data` as a pretty JSON file through a temporary link. */
function downloadJson(filename: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

customElements.define('minus-app', MinusApp);
declare global {
  interface HTMLElementTagNameMap { 'minus-app': MinusApp }
}
