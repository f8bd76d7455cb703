/**
 * `<join-screen>`: the first screen. The room code (filled in from `/play?room=CODE`, the QR
 * code's URL; typed codes forgive case, spaces and look-alikes), a name (remembered), and an
 * avatar from the seven colour-blind-safe ones. Join is disabled while a request is pending, so
 * a triple tap joins once (`settled` changing says the request was answered). Refusals are shown as sentences; a full or started game offers the
 * audience instead. The language picker sits at the top (docs/I18N.md). Avatars already at the
 * table of the room code typed or scanned are greyed out, disabled and named "taken" (asked of the
 * server now and every few seconds, net/taken-avatars.ts), and a free one is picked; the join asks
 * for exactly the avatar picked, so one taken meanwhile is refused (`avatar-taken`) and the
 * screen says so, marks it and lets the player pick again.
 *
 * @prop shows - the shows this phone plays (id and name): the title names the typed room's show once
 *   the server names it (or the one show a phone plays); while the show is unknown (no code yet, a
 *   wrong code) the screen's one heading is "Join the game", no show named
 * @fires join-request - CustomEvent<JoinRequest>: join as a player or as the audience
 */
import { LitElement, css, html, nothing } from 'lit';
import { AVATARS } from '@minus/shared/platform/protocol/avatars';
import { NAME_MAX } from '@minus/shared/platform/protocol/constants';
import { checkName, clipName, nameLength, NAME_MAX_CODE_POINTS, type NameProblem } from '@minus/shared/platform/protocol/names';
import { normalizeRoomCode, roomCodeMistake, roomCodeTooLong } from '@minus/shared/platform/protocol/room-code';
import type { JoinRequest, LinkFailure } from '../net/connection.js';
import { fetchTakenAvatars, type RoomLanding } from '../net/taken-avatars.js';
import { avatarName, failureText, offersAudience, phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';
import './locale-picker.js';
import './seat-avatar.js';

/** What the phone can tell before sending: a code that cannot be one, or a name the rules refuse (names.ts). */
type LocalProblem = 'bad-code' | 'bad-code-letters' | NameProblem | null;

export class JoinScreen extends LitElement {
  static override properties = {
    code: { type: String },
    name: { type: String },
    avatar: { type: Number },
    pending: { type: Boolean },
    settled: { type: Number },
    failure: { attribute: false },
    shows: { attribute: false },
    roomShow: { state: true },
    roomLanding: { state: true },
    problem: { state: true },
    sent: { state: true },
    nameFull: { state: true },
    codeLong: { state: true },
    taken: { state: true },
    picked: { state: true },
    unknownRoom: { state: true },
  };
  declare code: string;
  declare name: string;
  declare avatar: number;
  declare pending: boolean;
  /** Finished join requests so far (from the connection): a change unlocks the buttons. */
  declare settled: number;
  /** A join was asked for and is not answered yet. */
  declare sent: boolean;
  declare failure: LinkFailure | null;
  declare shows: readonly { id: string; title: string }[];
  /** The show the typed room plays (as the server last said), '' before it answers. */
  declare roomShow: string;
  /** Where a newcomer asking for a seat in the typed room would land (as the server last said), '' before it answers. */
  declare roomLanding: RoomLanding;
  declare problem: LocalProblem;
  /** The name field holds as many characters as a name may (it stops there as you type). */
  declare nameFull: boolean;
  /** More letters typed in the code's box than a code has (said under it as they type). */
  declare codeLong: boolean;
  /** Avatars taken in the room of the code in the field (as the server last said). */
  declare taken: readonly number[];
  /** The avatar picked now. */
  declare picked: number;
  /** What the server says of the code in the field when it has no live room: none with it, or its game server is restarting. */
  declare unknownRoom: 'no-such-room' | 'room-paused' | false;
  /** The code the taken avatars were last asked for, and the timer asking again. */
  private askedFor = '';
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor() {
    super();
    new WatchLocale(this);
    this.code = '';
    this.name = '';
    this.avatar = 0;
    this.pending = false;
    this.settled = 0;
    this.sent = false;
    this.failure = null;
    this.shows = [];
    this.roomShow = '';
    this.roomLanding = '';
    this.problem = null;
    this.nameFull = false;
    this.codeLong = false;
    this.taken = [];
    this.picked = 0;
    this.unknownRoom = false;
  }

  /** How often the taken avatars are asked again while this screen shows (ms). */
  static readonly POLL_MS = 4000;

  override connectedCallback(): void {
    super.connectedCallback();
    this.poll = setInterval(() => void this.refreshTaken(), JoinScreen.POLL_MS);
    void this.updateComplete.then(() => this.refreshTaken());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.poll);
  }

  /** The room code in the field now, normalised, or null. */
  private typedCode(): string | null {
    const input = this.renderRoot?.querySelector<HTMLInputElement>('#code');
    return normalizeRoomCode(input?.value ?? this.code);
  }

  /** The code the server last answered about (what the screen shows of a room is that code's). */
  private answeredFor = '';

  /** Show nothing of a room: no avatars taken, no show, no landing, no "no such room". */
  private forgetRoom(): void {
    this.taken = [];
    this.unknownRoom = false;
    this.roomShow = '';
    this.roomLanding = '';
  }

  /** Ask which avatars the typed room has taken; mark them, and pick a free one if mine is taken. */
  private async refreshTaken(): Promise<void> {
    const code = this.typedCode();
    if (!code) {
      this.askedFor = '';
      this.forgetRoom();
      return;
    }
    this.askedFor = code;
    const got = await fetchTakenAvatars(code);
    if (this.askedFor !== code) return;
    // No answer (the network, or the server busy): what was learnt of this code stands; what was
    // learnt of another code (a mistyped one said "no such room") is not this code's.
    if (got.kind === 'unknown') {
      if (this.answeredFor !== code) this.forgetRoom();
      return;
    }
    this.answeredFor = code;
    // "Greyed-out avatars are already at the table" may come above the refusal just scrolled to.
    if (this.refusalToShow) void this.updateComplete.then(() => this.showRefusal());
    this.refusalToShow = false;
    this.unknownRoom = got.kind === 'no-such-room' || got.kind === 'room-paused' ? got.kind : false;
    this.taken = got.kind === 'taken' ? got.taken : [];
    this.roomShow = got.kind === 'taken' ? got.show : '';
    this.roomLanding = got.kind === 'taken' ? got.landing : '';
    if (this.taken.includes(this.picked)) this.picked = AVATARS.find((a) => !this.taken.includes(a.id))?.id ?? this.picked;
  }

  /**
   * Typing the code: the room's avatars and show are asked for once it is a code, and more letters
   * than a code has (a name typed into the wrong box) are said at once under the box, where the
   * player is looking (the line at Join sat over the avatars); a Join's complaint about the code
   * goes once it is edited.
   */
  private onCodeInput(e: Event): void {
    this.codeLong = roomCodeTooLong((e.target as HTMLInputElement).value);
    if (this.problem === 'bad-code' || this.problem === 'bad-code-letters') this.problem = null;
    void this.refreshTaken();
  }

  /** Typing or pasting: the name stops at `NAME_MAX` characters as people count them (names.ts), never later at Join. */
  private onNameInput(e: Event): void {
    const input = e.target as HTMLInputElement;
    const clipped = clipName(input.value);
    if (clipped !== input.value) input.value = clipped;
    this.nameFull = nameLength(clipped) >= NAME_MAX;
  }

  static override styles = [tokens, css`
    :host { padding: 1rem; max-width: 32rem; margin: 0 auto; }
    .title { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.9rem; line-height: 1.05; margin: 0.5rem 0 0.25rem; }
    .title span { color: var(--cube); }
    .code { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.6rem; letter-spacing: 0.3em; text-transform: uppercase; text-align: center; }
    fieldset { border: 0; padding: 0; margin: 0.75rem 0 0; }
    legend { font-weight: 700; padding: 0; margin-bottom: 0.35rem; }
    .avatars { display: grid; grid-template-columns: repeat(auto-fill, minmax(3.1rem, 1fr)); gap: 0.4rem; }
    .avatars label { margin: 0; display: grid; place-items: center; padding: 0.3rem; border-radius: var(--radius); border: 2px solid transparent; cursor: pointer; }
    .avatars input { position: absolute; opacity: 0; width: 1px; height: 1px; }
    .avatars input:checked + seat-avatar { outline: 3px solid var(--ink); outline-offset: 3px; border-radius: 50%; }
    .avatars input:focus-visible + seat-avatar { outline: 3px solid var(--focus); outline-offset: 3px; border-radius: 50%; }
    .avatars label.taken { cursor: not-allowed; position: relative; }
    .avatars label.taken seat-avatar { opacity: 0.3; filter: grayscale(1); }
    .avatars label.taken::after { content: ''; position: absolute; left: 18%; right: 18%; top: 50%; border-top: 3px solid var(--muted); transform: rotate(-35deg); }
    .actions { display: grid; gap: 0.6rem; margin-bottom: 1rem; }
    .bar button, .actions button { min-height: 3.5rem; font-size: 1.15rem; width: 100%; }
    /* The first button stays at the bottom of the screen while the form
       is longer than the phone: a 320x640 phone sees Join without scrolling. */
    .bar { position: sticky; bottom: 0; z-index: 1; display: grid; gap: 0.5rem; margin-top: 0.6rem; padding: 0.6rem 0 max(0.6rem, env(safe-area-inset-bottom));
      background: linear-gradient(transparent, var(--bg2) 0.6rem); }
    /* A refusal takes its own room right above the bar, pushing nothing under it: in the bar, a long
       one (five lines in Malay at 320 px) lay over the avatars. Scrolled to, it stops above the bar. */
    .refusal { margin: 0.6rem 0 0; padding: 0.5rem 0.7rem; background: var(--surface); border-radius: 0.5rem; scroll-margin-bottom: 6rem; }
    /* Not a code (too many letters), said under its box in the cube's red with a bar like a note's. */
    .warn { margin: 0.35rem 0 0; padding: 0.35rem 0.6rem; border-left: 0.3rem solid var(--cube); background: var(--surface); border-radius: 0.4rem; }
    .note { margin: 0.5rem 0 0; padding: 0.6rem 0.8rem; border-left: 0.4rem solid var(--gold); background: var(--surface); border-radius: 0.5rem; }
  `];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('settled') && changed.get('settled') !== undefined) this.sent = false;
    if (changed.has('avatar')) this.picked = this.avatar;
    // Another phone took my pick meanwhile: ask again, so it shows taken and a free one is picked.
    if (changed.has('failure') && this.failure === 'avatar-taken') void this.refreshTaken();
  }

  /**
   * A refusal that answers a Join (the server's, or the phone's own check at Join), or the reason a
   * seat was lost, scrolls into sight above the bar; "no such room" said while the code is typed
   * does not move the page from the code's box.
   */
  override updated(changed: Map<string, unknown>): void {
    const answered = (changed.has('failure') && this.failure !== null) || (changed.has('problem') && this.problem !== null)
      || (changed.has('settled') && changed.get('settled') !== undefined);
    if (!answered || !this.renderRoot.querySelector('.refusal')) return;
    this.refusalToShow = true;
    this.showRefusal();
  }

  /** A refusal was scrolled to and the room's taken avatars (a line above it) are not in yet. */
  private refusalToShow = false;

  /** Scroll the refusal into sight above the bar, once the frame has its layout. */
  private showRefusal(): void {
    requestAnimationFrame(() => this.renderRoot.querySelector('.refusal')?.scrollIntoView?.({ block: 'end' }));
  }

  private get locked(): boolean {
    return this.pending || this.sent;
  }

  private submit(role: 'player' | 'audience', e?: Event): void {
    e?.preventDefault();
    if (this.locked) return;
    const form = this.renderRoot.querySelector('form');
    const data = form ? new FormData(form) : null;
    const code = normalizeRoomCode(String(data?.get('code') ?? this.code));
    const typed = String(data?.get('name') ?? this.name);
    const avatar = Number(data?.get('avatar') ?? this.picked);
    // The server's own name rules (it still checks, and alone knows the other names at the table).
    const checked = checkName(typed);
    const name = checked.ok ? checked.name : typed.trim();
    this.problem = code === null ? (roomCodeMistake(String(data?.get('code') ?? this.code)) === 'letters' ? 'bad-code-letters' : 'bad-code') : role === 'player' && !checked.ok ? checked.code : null;
    if (code === null || this.problem) return;
    this.sent = true; // locks the buttons until the join is answered
    const detail: JoinRequest = { code, role, name, avatar: Number.isInteger(avatar) ? avatar : 0, ...(role === 'player' ? { exactAvatar: true } : {}) };
    this.dispatchEvent(new CustomEvent<JoinRequest>('join-request', { detail, bubbles: true, composed: true }));
  }

  private problemText(): string | null {
    if (this.problem === 'bad-code') return phoneTexts.now().join.badCode;
    if (this.problem === 'bad-code-letters') return phoneTexts.now().join.badCodeLetters;
    if (this.problem) return failureText(this.problem);
    if (this.failure) return failureText(this.failure);
    return this.unknownRoom ? failureText(this.unknownRoom) : null;
  }

  /**
   * The show named above the heading: the typed room's once the server names it (or the one show
   * this phone plays); null while it is unknown, as every show's name stacked over "Join the game"
   * read as several headings and pushed the form down under the refusal at Join.
   */
  private showTitle(): string | null {
    const mine = this.shows.find((s) => s.id === this.roomShow);
    return mine?.title ?? (this.shows.length === 1 ? this.shows[0]!.title : null);
  }

  /**
   * Join, Just watch, and after a refusal that offers it Watch instead: the first (the one to
   * press) in the bar at the bottom of the screen, with the refusal right above the bar.
   */
  private buttons(problem: string | null) {
    const t = phoneTexts.now().join;
    const watchFirst = offersAudience(this.failure);
    const join = html`<button type="submit" class=${watchFirst ? '' : 'primary'} ?disabled=${this.locked}
      aria-busy=${this.locked ? 'true' : 'false'}>${this.locked ? t.joining : t.join}</button>`;
    const watch = (label: string, primary: boolean) => html`<button type="button" class=${primary ? 'primary' : ''} ?disabled=${this.locked}
      @click=${() => this.submit('audience')}>${label}</button>`;
    const second = watchFirst ? join : this.failure === 'room-full' ? null : watch(t.justWatch, false);
    return html`${problem ? html`<p class="error refusal" role="alert">${problem}</p>` : nothing}
      <div class="bar">${watchFirst ? watch(t.watchAsAudience, true) : join}</div>
      ${second ? html`<div class="actions">${second}</div>` : nothing}`;
  }

  override render() {
    const problem = this.problemText();
    const t = phoneTexts.now().join;
    const show = this.showTitle();
    // The show's name as the title, its last word in the cube colour.
    const cut = show?.lastIndexOf(' ') ?? -1;
    return html`
      <locale-picker></locale-picker>
      ${show === null ? nothing : html`<p class="title" aria-hidden="true">${cut > 0 ? html`${show.slice(0, cut)} <span>${show.slice(cut + 1)}</span>` : show}</p>`}
      <h1>${t.title}</h1>
      ${!problem && this.roomLanding === 'game-in-progress' ? html`<p class="note" role="status">${t.gameOn}</p>`
        : !problem && this.roomLanding === 'room-full' ? html`<p class="note" role="status">${t.tableFull}</p>` : nothing}
      <form @submit=${(e: Event) => this.submit('player', e)} novalidate>
        <label for="code">${t.code}</label>
        <input id="code" name="code" class="code" .value=${this.code} autocomplete="off" autocapitalize="characters"
          spellcheck="false" maxlength="9" inputmode="text" aria-describedby="code-help" @input=${(e: Event) => this.onCodeInput(e)} />
        <p id="code-help" class=${this.codeLong ? 'warn' : 'muted'} aria-live="polite">${this.codeLong ? t.badCode : t.codeHelp}</p>
        <label for="name">${t.name}</label>
        <input id="name" name="name" .value=${this.name} maxlength=${NAME_MAX_CODE_POINTS * 2} autocomplete="nickname" enterkeyhint="go"
          aria-describedby="name-help" @input=${this.onNameInput} />
        <p id="name-help" class="muted" aria-live="polite">${this.nameFull ? t.nameFull(NAME_MAX) : t.nameHelp(NAME_MAX)}</p>
        <fieldset>
          <legend>${t.avatar}</legend>
          ${this.taken.length ? html`<p class="muted">${t.avatarsTaken}</p>` : nothing}
          <div class="avatars">
            ${AVATARS.map((a) => {
              const taken = this.taken.includes(a.id);
              return html`<label class=${taken ? 'taken' : ''}>
                <input type="radio" name="avatar" value=${a.id} .checked=${a.id === this.picked} ?disabled=${taken}
                  aria-label=${taken ? t.avatarTaken(avatarName(a.id)) : avatarName(a.id)} @change=${() => { this.picked = a.id; }} />
                <seat-avatar avatar=${a.id}></seat-avatar>
              </label>`;
            })}
          </div>
        </fieldset>
        ${this.buttons(problem)}
      </form>
    `;
  }
}

customElements.define('join-screen', JoinScreen);
declare global {
  interface HTMLElementTagNameMap { 'join-screen': JoinScreen }
}
