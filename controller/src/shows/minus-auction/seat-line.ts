/**
 * `<seat-line>`: one seat as a row of the table, the same on the play screen's "everyone's cubes",
 * the audience's table and the results' standings: the place (at the end), the avatar, the name
 * ("(you)" on my own row), tags (deciding, refused, bot, away), the chips (at the end only,
 * docs/RULES.md "What each person may know"), the score, and the seat's cubes in runs.
 *
 * @prop seat - the seat (state.seats[i])
 * @prop you - this is my seat
 * @prop place - the seat's place, shown as "#1"; 0 shows none
 * @prop chips - chips to show ("3 chips"); -1 shows none (every chip count but the end's)
 * @prop score - the score to show (points)
 * @prop scoreLabel - what the score is, for screen readers ("score", "cube score")
 * @prop tags - short labels after the name; `lit` marks the one to see first (deciding)
 * @prop final - the game is over (no cubes reads as a clean sheet)
 */
import { LitElement, css, html, nothing } from 'lit';
import { minusPhoneTexts } from './texts/index.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import type { MinusSeatState as SeatState } from '@minus/shared/shows/minus-auction/state';
import { signed } from './table.js';
import { chipsText } from './texts.js';
import { tokens } from '../../platform/styles/tokens.js';
import './cube-runs.js';
import '../../platform/components/seat-avatar.js';

/** A label after a seat's name; `lit` draws it in gold. */
export interface SeatTag { text: string; lit?: boolean }

export class SeatLine extends LitElement {
  static override properties = {
    seat: { attribute: false }, you: { type: Boolean }, place: { type: Number }, chips: { type: Number },
    score: { type: Number }, scoreLabel: { type: String }, tags: { attribute: false }, final: { type: Boolean },
  };
  declare seat: SeatState;
  declare you: boolean;
  declare place: number;
  declare chips: number;
  declare score: number;
  declare scoreLabel: string;
  declare tags: readonly SeatTag[];
  declare final: boolean;

  constructor() {
    super();
    new WatchLocale(this);
    this.you = false;
    this.place = 0;
    this.chips = -1;
    this.score = 0;
    this.scoreLabel = '';
    this.tags = [];
    this.final = false;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .head { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin-bottom: 0.35rem; }
    .place { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.3rem; min-width: 2.2rem; }
    .name { font-weight: 700; flex: 1 1 6rem; min-width: 0; overflow-wrap: anywhere; }
    .end { margin-left: auto; display: flex; gap: 0.5rem; align-items: center; white-space: nowrap; }
    .score { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.1rem; }
    .tag { font-size: 1rem; border: 1px solid var(--line); border-radius: 999px; padding: 0 0.5rem; white-space: nowrap; }
    .tag.lit { background: var(--gold); color: var(--gold-ink); border-color: transparent; }
  `];

  override render() {
    const s = this.seat;
    return html`<div class="head">
        ${this.place > 0 ? html`<span class="place">${minusPhoneTexts.now().seat.place(this.place)}</span>` : nothing}
        <seat-avatar avatar=${s.avatar}></seat-avatar>
        <span class="name">${s.name}${this.you ? html` <span class="muted">${minusPhoneTexts.now().seat.you}</span>` : nothing}</span>
        ${this.tags.map((t) => html`<span class=${t.lit ? 'tag lit' : 'tag'}>${t.text}</span>`)}
        <span class="end">
          ${this.chips >= 0 ? html`<span class="chips">${chipsText(this.chips)}</span>` : nothing}
          <span class="score">${this.scoreLabel ? html`<span class="visually-hidden">${this.scoreLabel} </span>` : nothing}${signed(this.score)}</span>
        </span>
      </div>
      <cube-runs .cubes=${s.cubes} ?final=${this.final}></cube-runs>`;
  }
}

customElements.define('seat-line', SeatLine);
declare global {
  interface HTMLElementTagNameMap { 'seat-line': SeatLine }
}
