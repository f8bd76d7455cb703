/**
 * `<party-app>`: the controller's root, for every show. Owns the room connection (through
 * `RoomController`) and the wake lock, loads the chosen show's phone part (its own chunk, from the
 * registry), picks the screen from the link and the room phase (join, lobby, play, results,
 * audience), shows the "reconnecting" banner, announces turn changes in a polite live region,
 * vibrates on my turn, and turns screen events into room messages. Below the VIP's game, "Let a bot
 * play a seat" (`<seat-handover>`).
 *
 * At the end of a game seen live, every phone shows "Look at the TV!" (`<finale-hold>`) for the
 * show's `revealMs(view)` after the game-over event while the stage plays its finale, then the
 * results; "Show my results now" ends the hold at once. A phone that (re)connects after the end
 * shows the results at once.
 *
 * @prop client - the colyseus.js client to use (tests pass a fake); default: the page's server
 * @prop search - the page's query string (`?room=CODE` from the QR code); default location.search
 */
import { LitElement, css, html, nothing } from 'lit';
import { Client as ColyseusClient } from 'colyseus.js';
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import type { ShowCard } from '@minus/shared/platform/show-module';
import { PHONE_SHOWS } from '#shows';
import { RoomConnection, type ClientLike, type JoinRequest } from '../net/connection.js';
import { RoomController } from '../net/room-controller.js';
import { WakeLockController } from '../net/wake-lock.js';
import { holdClock } from '../net/clock-hold.js';
import { Buzzer } from '../net/buzz.js';
import { ViewHold, type HeldView } from '../net/view-hold.js';
import { loadAvatar, loadName, saveAvatar, saveName } from '../net/storage.js';
import { AvatarNote } from './avatar-note.js';
import { keepUrlOnRoom, roomInQuery } from './room-url.js';
import { findMySeat } from '../model.js';
import { linkDownText, noticeText, phoneTexts, restoredText } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { facesForNames } from '../i18n/locale.js';
import { textsReady } from '@minus/shared/platform/i18n/texts';
import type { PhoneShow, PhoneShowEntry } from '../show-part.js';
import { tokens } from '../styles/tokens.js';
import type { SendDetail } from './events.js';
import type { SeatAskState, TakeSeatDetail } from './seat-ask-form.js';
import { leaveOffer } from './phone-menu.js';
import { playedShownGame } from '@minus/shared/platform/finale-seats';
import './join-screen.js';
import { loadRoomScreens } from './room-screens-loader.js';
import { coachPanel } from './coach-view.js';
import { downloadJson } from '../net/download.js';

export class PartyApp extends LitElement {
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
  /** The shows this phone knows (the registry; tests may set their own before connecting). */
  shows: readonly PhoneShowEntry[] = PHONE_SHOWS;
  /** Loaded show parts by id. */
  private readonly parts = new Map<string, PhoneShow>();
  private readonly loading = new Set<string>();

  private link: RoomController | undefined;
  private readonly wake = new WakeLockController(this);
  private readonly buzzer = new Buzzer(() => this.requestUpdate());
  private readonly onTap = () => this.buzzer.tapped();
  /** The avatar asked for and, in the lobby, why my seat has another. */
  private readonly avatar = new AvatarNote();
  private lastTurnKey = '';
  private lastPhase = '';
  private lastScreen = '';
  private wantRecord = false;
  private lastRecord: unknown = null;
  /** The game whose finale hold the player ended with "Show my results now" (0: none). */
  private revealedGame = 0;
  /** The hold as of this update (computed once in `willUpdate`, so render and timers agree). */
  private held: { endsAt: number; totalMs: number } | null = null;
  /** The state the screens draw: the room's, or the one before a change the TV is still revealing. */
  private readonly viewHold = new ViewHold(() => this.requestUpdate());
  private drawn: HeldView | null = null;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly onNetwork = () => { this.browserOffline = navigator.onLine === false; };

  constructor() {
    super();
    // The live region's last line would stay in the old language: it is cleared, and the next turn is worded anew.
    new WatchLocale(this, () => { this.announcement = ''; });
    this.announcement = '';
    this.browserOffline = false;
  }

  static override styles = [tokens, css`
    :host { display: block; min-height: 100dvh; background: linear-gradient(var(--bg), var(--bg2)); }
    .banner { position: sticky; top: 0; z-index: 2; background: #ffd36b; color: #1a1300; font-weight: 700; padding: 0.6rem 1rem; text-align: center; word-break: keep-all; overflow-wrap: anywhere; }
    .banner.restored { background: #bfeccb; color: #0b2a14; }
    .notice { margin: 0.75rem 1rem 0; }
    lobby-screen > .notice, results-screen > .notice { margin: 0 0 0.75rem; }
    .buzz-note { margin: 0; padding: 0.5rem 1rem; background: var(--surface2); border-bottom: 1px solid var(--line); text-align: center; font-weight: 700; }
    crowd-guess.seated { padding: 0 1rem 1rem; max-width: 36rem; margin: 0 auto; }
    .wait { padding: 2rem 1rem; text-align: center; display: grid; gap: 1rem; max-width: 30rem; margin: 0 auto; }
  `];

  /** The connection (created on first connect). */
  get connection(): RoomConnection {
    if (!this.link) throw new Error('party-app is not connected yet');
    return this.link.connection;
  }

  private get urlCode(): string | null {
    return roomInQuery(this.search ?? location.search);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('online', this.onNetwork);
    window.addEventListener('offline', this.onNetwork);
    window.addEventListener('pointerdown', this.onTap, true);
    this.onNetwork();
    if (!this.link) {
      this.link = new RoomController(this, new RoomConnection(this.client ?? defaultClient()));
      const c = this.link.connection;
      const saved = c.savedSession, code = this.urlCode;
      if (saved && (code === null || code === saved.code)) void c.resume();
    }
  }

  private onJoin(e: CustomEvent<JoinRequest>): void {
    const r = e.detail;
    if (r.role === 'player' || r.name) { // a watcher's too: "Take a seat" joins with them
      saveName(r.name);
      if (r.avatar !== undefined) saveAvatar(r.avatar);
    }
    if (r.role === 'player') this.avatar.asked = this.connection.seatSecretIn(r.code) ? null : r.avatar ?? null; // a seat taken back keeps its avatar
    void this.connection.join(r);
  }

  private onSend(e: CustomEvent<SendDetail>): void {
    const c = this.connection;
    c.notice = null;
    const { type, body } = e.detail;
    if (!c.send(type, body as never)) this.requestUpdate();
  }

  /** The play screen's action: sent with the state version it answers; cancelled when it could not be sent. */
  private onAct(e: CustomEvent<unknown>): void {
    if (!this.connection.act(e.detail)) e.preventDefault();
  }

  /** The show cards this phone knows. */
  private get cards(): ShowCard[] {
    return this.shows.map((s) => s.card);
  }

  /** The chosen show's part, or null (and its load asked for) while it loads. */
  private partFor(id: string | undefined): PhoneShow | null {
    if (!id) return null;
    const part = this.parts.get(id);
    if (part) return part;
    const entry = this.shows.find((s) => s.card.id === id);
    if (entry && !this.loading.has(id)) {
      this.loading.add(id);
      // The part's catalogues are defined when its chunk arrives: fetch them in this phone's language first.
      entry.load().then((p) => textsReady().then(() => p)).then((p) => {
        this.parts.set(id, p);
        this.requestUpdate();
      }, (err: unknown) => {
        console.warn(`the phone part of ${id} did not load`, err);
        this.loading.delete(id);
      });
    }
    return null;
  }

  /** The chosen show's card, known without its part. */
  private cardOf(id: string | undefined): ShowCard | undefined {
    return this.shows.find((s) => s.card.id === id)?.card;
  }

  private onDownload(): void {
    this.wantRecord = true;
    this.connection.send('get-record', {});
  }

  private onReveal(): void {
    this.revealedGame = this.connection.view?.game.number ?? 0;
    this.requestUpdate();
  }

  /**
   * A watcher takes a seat between games (`RoomConnection.takeSeat`): it joins as a player and
   * watches until the room lets it in; refused, it still watches and is asked for another name
   * (`detail.name`, typed on the watching screen).
   */
  private onTakeSeat(e: CustomEvent<TakeSeatDetail | null>): void {
    const name = e.detail?.name ?? loadName();
    void this.connection.takeSeat({ name, avatar: loadAvatar() ?? 0 }).then((sat) => { if (sat) saveName(name); });
  }

  /** What `<seat-ask-form>` draws: the name to ask with (the one refused, else the remembered one), the refusal, an ask on its way. */
  private get ask(): SeatAskState {
    const { refusal, pending } = this.connection.seatAsk;
    return { name: refusal?.name ?? loadName(), refusal: refusal?.failure ?? null, pending };
  }

  /** The finale hold now: when it ends (local ms) and its whole length, or null when the results may show. */
  private hold(): { endsAt: number; totalMs: number } | null {
    const c = this.link?.connection;
    const v = c?.view;
    const over = c?.gameOverAt;
    if (!v || !over || v.phase !== 'finale' || over.game !== v.game.number || this.revealedGame === v.game.number) return null;
    const part = this.partFor(v.show);
    if (!part) return null;
    const totalMs = part.revealMs(v);
    const endsAt = over.at + totalMs;
    return Date.now() < endsAt ? { endsAt, totalMs } : null;
  }

  /** A watcher may take a seat now (between games, a seat free), whether it came to play or chose to watch. */
  private canSit(): boolean {
    const c = this.connection;
    const v = c.view;
    // Whether it came to play or chose to watch: a watcher may change its mind between games.
    return !!v && c.role === 'audience' && v.phase !== 'playing' && v.seats.length < (this.cardOf(v.show)?.seats.max ?? 0);
  }

  /**
   * Announce turn and phase changes, vibrate on my turn, keep the screen awake in a game; the
   * countdowns say "offline" while the link is down (set before the screens draw).
   */
  protected override willUpdate(): void {
    const c = this.link?.connection;
    const raw = c?.view;
    const rule = raw ? this.partFor(raw.show)?.holdMs : undefined;
    this.drawn = raw ? this.viewHold.shown(raw, rule) : null;
    // Turns are announced and buzzed from what the screen shows, not ahead of the TV.
    const v = this.drawn?.view;
    holdClock(c !== undefined && this.linkDown);
    if (v || c?.status === 'joining' || c?.status === 'reconnecting') loadRoomScreens(() => this.requestUpdate());
    const wasHolding = this.held !== null;
    this.held = this.hold();
    this.wake.set(v?.phase === 'playing' && c?.status !== 'idle');
    if (c && this.wantRecord && c.record && c.record !== this.lastRecord) {
      this.lastRecord = c.record;
      this.wantRecord = false;
      downloadJson(recordFileName(v?.code || c.code, c.record.game, c.record.finishedAt || Date.now(), c.record.show || v?.show || 'game'), c.record.record);
    }
    if (!c || !v) return;
    const me = findMySeat(v, c);
    this.avatar.explain(v.seats[me]?.avatar, v.phase);
    const holding = this.held !== null;
    if (wasHolding && !holding && v.phase === 'finale') {
      this.announcement = phoneTexts.now().app.results;
      window.scrollTo?.(0, 0);
    }
    if (v.phase !== this.lastPhase) {
      if (this.lastPhase && v.phase === 'playing') this.announcement = phoneTexts.now().app.started;
      // The lobby clears the line (the results' words stayed for a screen reader to find).
      if (v.phase !== 'playing') this.announcement = v.phase !== 'finale' ? '' : holding ? phoneTexts.now().app.overLook : phoneTexts.now().app.overResults;
      this.lastPhase = v.phase;
    }
    // A new screen starts at its top: a new phase or role, or the first one after the join form (scrolled down to its button).
    const screen = `${c.role}|${v.phase}`;
    if (screen !== this.lastScreen) window.scrollTo?.(0, 0);
    this.lastScreen = screen;
    const turn = v.phase === 'playing' ? this.partFor(v.show)?.turn(v, me) ?? null : null;
    if (turn && turn.key !== this.lastTurnKey) {
      this.lastTurnKey = turn.key;
      if (turn.text) this.announcement = turn.text;
      if (turn.mine && c.role === 'player') this.buzzer.buzz();
      else this.buzzer.turnOver();
    }
  }

  /** While the finale hold lasts, wake up when it ends. Keeps the address on the room joined (room-url.ts). */
  protected override updated(): void {
    keepUrlOnRoom(this.link?.connection, this.search);
    facesForNames(this.link?.connection?.view);
    clearTimeout(this.holdTimer);
    const h = this.held;
    if (h) this.holdTimer = setTimeout(() => this.requestUpdate(), h.endsAt - Date.now() + 5);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('online', this.onNetwork);
    window.removeEventListener('offline', this.onNetwork);
    window.removeEventListener('pointerdown', this.onTap, true);
    clearTimeout(this.holdTimer);
  }

  /** In a room, and the link is down: reconnecting, or the phone has no network at all. */
  private get linkDown(): boolean {
    const c = this.connection;
    return c.status === 'reconnecting' || (this.browserOffline && c.view !== null && c.status === 'connected');
  }

  private screen() {
    const c = this.connection;
    const v = c.view ? this.drawn?.view ?? c.view : null;
    const held = this.drawn?.held === true;
    if (!v || c.status === 'idle' || c.status === 'joining') {
      if (c.status === 'reconnecting') {
        return html`<div class="wait card"><p>${phoneTexts.now().app.finding}</p>
          <button @click=${() => void c.leave()}>${phoneTexts.now().app.otherGame}</button></div>`;
      }
      const code = c.failure === 'room-ended' ? '' : this.urlCode ?? c.code;
      return html`<join-screen .code=${code} .shows=${this.cards} .name=${loadName()} .avatar=${loadAvatar() ?? 0}
        .pending=${c.status === 'joining'} .settled=${c.joinsSettled} .failure=${c.failure} @join-request=${this.onJoin}></join-screen>`;
    }
    const me = c.role === 'player' ? findMySeat(v, c) : -1;
    const part = this.partFor(v.show);
    const notice = c.notice ? (c.notice.code && part?.notice(c.notice.code)) || noticeText(c.notice) : '';
    const actNotice = c.notice?.type === 'act', rulesNotice = c.notice?.type === 'settings' && v.phase === 'lobby' ? notice : ''; // the latter beside the rules
    const top = html`${notice && !(actNotice && v.phase === 'playing') && !rulesNotice ? html`<p class="notice error" role="alert">${notice}</p>` : nothing}<seat-standin .view=${v} .me=${me}></seat-standin><seat-handover nudge .view=${v} .me=${me}></seat-handover>`; // a bot's seat offered back between games
    // Before the in-room screens arrive (a slow or failed fetch) or my seat is known, say so, not a blank page or the audience's.
    const wait = !customElements.get('lobby-screen') ? phoneTexts.now().app.loadingShow : c.role === 'player' && me < 0 ? phoneTexts.now().app.finding : '';
    if (wait) return html`${top}<div class="wait card"><p role="status">${wait}</p></div>`;
    const hold = this.held;
    if (hold) return html`${top}<finale-hold .endsAt=${hold.endsAt} .totalMs=${hold.totalMs} @reveal=${this.onReveal}></finale-hold>`;
    const canSit = this.canSit();
    // The results, like the lobby, are the screen's height and scroll inside: their notices go in their scrolling region.
    if (v.phase === 'finale') {
      return html`<results-screen .view=${v} .me=${me} .showPart=${part} .shows=${this.cards} ?canSit=${canSit} ?watched=${c.watchedGame === v.game.number} .ask=${this.ask} .crowdScore=${c.crowdScores.for(v)}
        @download-record=${this.onDownload} @take-seat=${this.onTakeSeat}>${top}${this.menu('end')}</results-screen>`;
    }
    if (c.role === 'audience' || me < 0) {
      return html`${top}<audience-screen .view=${v} ?held=${held} .crowdScore=${c.crowdScores.for(v)} .showPart=${part} .offset=${c.clock.offsetMs} .reason=${c.audienceReason} ?canSit=${canSit} .ask=${this.ask}
        .maxSeats=${this.cardOf(v.show)?.seats.max ?? 0} @take-seat=${this.onTakeSeat}></audience-screen>`;
    }
    // The lobby is the screen's height and scrolls inside: its notices go in its scrolling region.
    if (v.phase === 'lobby') return html`<lobby-screen .view=${v} .me=${me} .shows=${this.cards} .showPart=${part} .rulesNotice=${rulesNotice}>${top}${this.avatar.note ? html`<p class="notice" role="status">${this.avatar.note}</p>` : nothing}${this.menu('end')}</lobby-screen>`;
    if (!part) return html`${top}<div class="wait card"><p>${phoneTexts.now().app.loadingShow}</p></div>`;
    const waiting = part.turn(v, me)?.mine !== true;
    return html`${top}${coachPanel(v, me, part, !waiting ? c.coachTip : null)}<div @act=${this.onAct}>${part.play({
      view: v, me, pending: c.pendingVersion !== null, notice: actNotice ? notice : '', offset: c.clock.offsetMs, offline: this.linkDown, held,
    })}</div>${waiting ? html`<crowd-guess class="seated" .view=${v} .me=${me} .score=${c.crowdScores.for(v)} .prompt=${part.crowdPrompt?.(v) ?? ''} optional></crowd-guess>` : nothing}<seat-handover .view=${v} .me=${me}></seat-handover>`;
  }

  /** Whether this render put the menu inside the screen (`menu('end')`: the lobby and the results, the phone's height). */
  private menuInside = false;

  /** The phone's menu (phone-menu.ts), at the end of the screen's scrolling region (`slot` "end") or after the screen. */
  private menu(slot?: 'end') {
    if (slot) this.menuInside = true;
    const c = this.connection, v = c.view, place = v && c.role === 'player' ? (v.seats[findMySeat(v, c)] as { place?: unknown } | undefined)?.place : undefined;
    const leave = leaveOffer(c.role, v?.phase, v !== null && v !== undefined && typeof place === 'number' && !playedShownGame(v.phase, { place }));
    return html`<phone-menu slot=${slot ?? nothing} ?away=${c.away} ?leavable=${leave.leavable} ?asks=${leave.asks} @leave-room=${() => void c.leave()}></phone-menu>`;
  }

  override render() {
    const c = this.connection;
    this.menuInside = false;
    const screen = this.screen();
    return html`
      ${this.linkDown ? html`<div class="banner" role="status">${linkDownText(this.connection.away, this.connection.stopping)}</div>` : nothing}
      ${!this.linkDown && this.connection.restored ? html`<div class=${this.connection.restored === 'game-lost' ? 'banner' : 'banner restored'} role="status">${restoredText(this.connection.restored === 'game-lost')}</div>` : nothing}
      ${!this.linkDown && this.connection.view?.storageWait ? html`<div class="banner" role="status">${phoneTexts.now().storageWait}</div>` : nothing}
      ${this.buzzer.note ? html`<p class="buzz-note" role="status">${phoneTexts.now().buzzBlocked}</p>` : nothing}
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">${this.announcement}</div>
      <main @room-send=${this.onSend}>${screen}</main>
      ${c.view && !this.menuInside ? this.menu() : nothing}
    `;
  }
}

/** The colyseus.js client for the server that served this page (same host and port). */
function defaultClient(): ClientLike {
  return new ColyseusClient(location.origin) as unknown as ClientLike;
}

customElements.define('party-app', PartyApp);
declare global {
  interface HTMLElementTagNameMap { 'party-app': PartyApp }
  interface HTMLElementEventMap { act: CustomEvent<unknown> }
}
