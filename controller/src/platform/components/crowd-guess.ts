/**
 * `<crowd-guess>`: the audience plays along. While the show has a question open (state `crowd`),
 * one tap on a seat guesses who answers it ("Who takes the −23?"; a line above the seats says a tap guesses); the crowd's tally shows beside
 * each seat as it forms, and once the question closes the phone says whether the guess came true.
 * Cheer and Groan buttons send a burst to the TV. Seated players who are waiting see it only when
 * they switch "Guess along" on (`optional`); the choice is remembered on this phone, and my
 * guesses in the tab (a reload still shows my pick and its verdict). Its state is
 * the one the phone draws (net/view-hold.ts): a verdict waits for the TV's reveal with the rest.
 *
 * @prop view - the room state snapshot
 * @prop prompt - the question in words (the show's `crowdPrompt`), or "" for a generic one
 * @prop optional - a seated player's phone: behind the "Guess along" switch
 * @prop canGuess - false while this phone's seat is deciding (the server refuses its guesses)
 * @prop me - a seated player's seat index (not offered: a guess on yourself you could make come true), or -1
 * @prop score - my count this game as of the drawn view (net/crowd-scores.ts), or null
 *
 * At the finale it shows only how my guessing went: the last question's verdict and my count
 * (nothing when I made no guess).
 * @fires room-send - `predict`, `cheer`
 */
import { LitElement, css, html, nothing } from 'lit';
import type { CrowdState, RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { CrowdScore } from '../net/crowd-scores.js';
import { readTab, writeTab } from '../net/tab-storage.js';
import { nameLength } from '@minus/shared/platform/protocol/names';
import { shownName } from '@minus/shared/platform/protocol/watcher-label';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';
import { roomSend } from './events.js';
import { Arming } from './arming.js';
import './seat-avatar.js';

const GUESS_KEY = 'party.guessAlong';

/** Whether a seated player switched "Guess along" on, on this phone. */
function loadGuessAlong(): boolean {
  try {
    return localStorage.getItem(GUESS_KEY) === '1';
  } catch {
    return false;
  }
}

function saveGuessAlong(on: boolean): void {
  try {
    localStorage.setItem(GUESS_KEY, on ? '1' : '0');
  } catch {
    /* private mode: the switch lasts this page */
  }
}

const MINE_KEY = 'party.guesses';

/**
 * A name longer than this (characters as seen, `nameLength`) would break mid-word in a half-width button on a small
 * phone beside its avatar and the guess count ("Benede / tta" at 360 px): the seats then line up one to a row.
 */
const LONG_NAME = 7;
/** How long after my tap the room's count of guesses may still lack mine (ms): a patch on its way. */
const LOST_AFTER_MS = 5000;

/** My guesses in room `code` (question key → seat) from this tab's storage: a reload keeps them. */
function loadMine(code: string): Map<string, number> {
  const saved = readTab(MINE_KEY) as { code?: unknown; mine?: unknown } | null;
  if (saved?.code !== code || !Array.isArray(saved.mine)) return new Map();
  return new Map(saved.mine.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && Number.isInteger(e[1])));
}

function saveMine(code: string, mine: Map<string, number>): void {
  writeTab(MINE_KEY, { code, mine: [...mine].slice(-12) }); // without storage, the guesses last this page
}

export class CrowdGuess extends LitElement {
  static override properties = {
    view: { attribute: false }, prompt: { type: String }, optional: { type: Boolean }, canGuess: { type: Boolean }, on: { state: true },
    score: { attribute: false }, me: { type: Number },
  };
  declare view: RoomStateShape;
  declare prompt: string;
  declare optional: boolean;
  declare canGuess: boolean;
  declare me: number;
  declare on: boolean;
  declare score: CrowdScore | null;
  /** My guesses by question key, for the room `mineFor` (kept in the tab's storage). */
  private mine = new Map<string, number>();
  private mineFor = '';
  /** When I made each guess on this page (ms since epoch); guesses read back after a reload have none. */
  private madeAt = new Map<string, number>();
  /** A new question's seats take no tap at first: one meant for the question before lands on nothing (arming.ts). */
  private readonly arming = new Arming(this);

  constructor() {
    super();
    new WatchLocale(this);
    this.prompt = '';
    this.optional = false;
    this.canGuess = true;
    this.me = -1;
    this.score = null;
    this.on = loadGuessAlong();
  }

  static override styles = [tokens, css`
    :host { display: block; margin: 0.75rem 0; }
    .box { display: grid; gap: 0.6rem; }
    h2 { margin: 0; font-size: 1.15rem; }
    .seats { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: 0.5rem; }
    .seats button { display: flex; align-items: center; gap: 0.45rem; min-height: 3.25rem; padding: 0.35rem 0.6rem; text-align: left; }
    .seats button[aria-pressed='true'] { border-color: var(--gold); background: var(--surface2); box-shadow: inset 0 0 0 2px var(--gold); }
    .seats.long { grid-template-columns: 1fr; }
    .seats.arming button:disabled { opacity: 1; cursor: default; }
    .seats .name { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; font-weight: 700; line-height: 1.15; }
    .seats .count { font-variant-numeric: tabular-nums; color: var(--gold); font-weight: 700; }
    .noise { display: flex; gap: 0.5rem; }
    .noise button { flex: 1; min-height: 3rem; }
    .switch { display: flex; align-items: center; gap: 0.6rem; font-weight: 700; cursor: pointer; }
    .switch input { width: 1.4rem; height: 1.4rem; accent-color: var(--gold); }
    p { margin: 0; }
    .hint { color: var(--muted); }
    .score { color: var(--gold); font-weight: 700; font-variant-numeric: tabular-nums; }
  `];

  private guess(key: string, seat: number): void {
    this.mine.delete(key);
    this.mine.set(key, seat);
    this.madeAt.set(key, Date.now());
    saveMine(this.mineFor, this.mine);
    this.dispatchEvent(roomSend({ type: 'predict', body: { key, seat } }));
    this.requestUpdate();
  }

  private noise(kind: 'cheer' | 'groan'): void {
    this.dispatchEvent(roomSend({ type: 'cheer', body: { kind } }));
  }

  /** How my last settled guess went, or "" when I made none on it. */
  private verdict(c: CrowdState): string {
    const mine = this.mine.get(c.lastKey);
    if (!c.lastKey || mine === undefined) return '';
    const t = phoneTexts.now().crowd;
    if (mine === c.lastAnswer) return t.calledIt;
    const who = this.view.seats[c.lastAnswer]?.name;
    return who ? t.missed(who) : t.missedNobody;
  }

  private toggle(e: Event): void {
    this.on = (e.target as HTMLInputElement).checked;
    saveGuessAlong(this.on);
  }

  override willUpdate(): void {
    if (this.view && this.view.code !== this.mineFor) {
      this.mineFor = this.view.code;
      this.mine = loadMine(this.mineFor);
    }
    this.forgetLost();
  }

  /**
   * A guess the room no longer has: the open question counts nobody on the seat I picked, past
   * `LOST_AFTER_MS` after my tap (a guess read back after a reload, at once). A server that crashed
   * loses the open question's guesses; the phone then shows no pick, and no verdict on it.
   */
  private forgetLost(): void {
    const c = this.view?.crowd;
    const seat = c?.key ? this.mine.get(c.key) : undefined;
    if (!c || seat === undefined || (c.picks[seat] ?? 0) > 0 || Date.now() - (this.madeAt.get(c.key) ?? 0) < LOST_AFTER_MS) return;
    this.mine.delete(c.key);
    saveMine(this.mineFor, this.mine);
  }

  /**
   * My count this game, or nothing before my first guess has closed; with, when the host hid the
   * name I chose, how the room lists me now ("Watcher 3").
   */
  private scoreLine() {
    if (!this.score) return nothing;
    const t = phoneTexts.now().crowd;
    const { right, made, hidden, listedAs } = this.score;
    return html`<p class="score">${t.score(right, made)}</p>
      ${hidden && listedAs ? html`<p class="muted" role="status">${t.hiddenYou(shownName(listedAs, t.watcher))}</p>` : nothing}`;
  }

  /** The finale: how my guessing went this game, or nothing when I made no guess. */
  private summary(c: CrowdState) {
    const verdict = this.verdict(c);
    if (!verdict && !this.score) return nothing;
    const t = phoneTexts.now().crowd;
    return html`<section class="box card" aria-label=${t.yourGuesses}>
      ${verdict ? html`<p>${verdict}</p>` : nothing}
      ${this.scoreLine()}
    </section>`;
  }

  override render() {
    const c = this.view.crowd;
    if (c && this.view.phase === 'finale') return this.summary(c);
    if (!c || this.view.phase !== 'playing') return nothing;
    const t = phoneTexts.now().crowd;
    const switchRow = this.optional
      ? html`<label class="switch"><input type="checkbox" .checked=${this.on} @change=${this.toggle} />${t.guessAlong}</label>`
      : nothing;
    if (this.optional && !this.on) return html`<div class="box">${switchRow}</div>`;
    const verdict = this.verdict(c);
    const picked = this.mine.get(c.key);
    const open = c.key !== '' && this.canGuess;
    const armed = open && this.arming.armed(c.key);
    return html`<section class="box card" aria-labelledby="guess-h">
      ${switchRow}
      <h2 id="guess-h">${c.key ? this.prompt || t.generic : t.between}</h2>
      ${verdict ? html`<p role="status">${verdict}</p>` : nothing}
      ${this.scoreLine()}
      ${open ? html`<p class="hint" id="guess-hint">${t.tapHint}</p>` : nothing}
      ${open ? html`<div class=${`seats${this.view.seats.some((s) => nameLength(s.name) > LONG_NAME) ? ' long' : ''}${armed ? '' : ' arming'}`}>${this.view.seats.map((s, i) => {
        if (i === this.me) return nothing;
        const n = c.picks[i] ?? 0;
        return html`<button aria-pressed=${picked === i ? 'true' : 'false'} ?disabled=${!armed} @click=${() => this.guess(c.key, i)} aria-describedby="guess-hint"
          aria-label=${t.guess(s.name) + (n > 0 ? ` (${t.guesses(n)})` : '')}>
          <seat-avatar avatar=${s.avatar}></seat-avatar><span class="name">${s.name}</span>${n > 0 ? html`<span class="count" aria-hidden="true">${n}</span>` : nothing}
        </button>`;
      })}</div>` : c.key ? html`<p class="muted">${t.yourDecision}</p>` : nothing}
      ${this.optional ? nothing : html`<div class="noise">
        <button @click=${() => this.noise('cheer')}>${t.cheer}</button>
        <button @click=${() => this.noise('groan')}>${t.groan}</button>
      </div>`}
    </section>`;
  }
}

customElements.define('crowd-guess', CrowdGuess);
declare global {
  interface HTMLElementTagNameMap { 'crowd-guess': CrowdGuess }
}
