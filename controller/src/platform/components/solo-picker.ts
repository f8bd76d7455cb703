/**
 * `<solo-picker>`: the VIP plays against the computer: how many players in all (4, 5 or 6 where
 * the show seats them; 5 by default) and one button. The room fills the table with computer
 * players of each style in turn and starts a practice game (server solo.ts).
 *
 * @prop min - the show's fewest seats
 * @prop max - the show's most seats
 * @prop people - people seated now (the choice starts above them)
 * @prop fitsUpTo - the most players the lobby's rules can deal (state `settings.fitsUpTo`; absent: `max`)
 * @fires room-send - `solo`
 */
import { LitElement, css, html, nothing } from 'lit';
import { WatchLocale } from '../i18n/watch-locale.js';
import { phoneTexts } from '../i18n/texts.js';
import { tokens } from '../styles/tokens.js';
import { roomSend } from './events.js';
import { SOLO_DEFAULT, soloSize, soloSizes } from '@minus/shared/platform/solo-sizes';


export class SoloPicker extends LitElement {
  static override properties = { min: { type: Number }, max: { type: Number }, people: { type: Number }, fitsUpTo: { type: Number }, players: { state: true } };
  declare min: number;
  declare max: number;
  declare people: number;
  declare fitsUpTo: number | undefined;
  declare players: number;

  constructor() {
    super();
    new WatchLocale(this);
    this.min = 1;
    this.max = 99;
    this.people = 1;
    this.players = SOLO_DEFAULT;
  }

  static override styles = [tokens, css`
    :host { display: block; margin-bottom: 1.1rem; }
    .row { display: flex; gap: 0.6rem; align-items: end; flex-wrap: wrap; }
    .row label { display: grid; gap: 0.25rem; flex: 1 1 8rem; }
    .row button { flex: 2 1 12rem; min-height: 3.25rem; }
    p { margin: 0.4rem 0 0; }
  `];

  /** The sizes on offer now: 4, 5, 6 within the show's limits, above the people seated, and that the rules can deal. */
  private get sizes(): number[] {
    return soloSizes({ min: this.min, max: this.max }, this.people, this.fitsUpTo);
  }

  override render() {
    const sizes = this.sizes;
    if (sizes.length === 0) return nothing;
    const t = phoneTexts.now().solo;
    const players = soloSize(sizes, this.players);
    return html`<section aria-labelledby="solo-h">
      <h2 id="solo-h">${t.heading}</h2>
      <div class="row">
        <label>${t.players}
          <select @change=${(e: Event) => (this.players = Number((e.target as HTMLSelectElement).value))}>
            ${sizes.map((n) => html`<option value=${n} ?selected=${n === players}>${t.count(n)}</option>`)}
          </select>
        </label>
        <button @click=${() => this.dispatchEvent(roomSend({ type: 'solo', body: { players } }))}>${t.play}</button>
      </div>
      <p class="muted">${t.help}</p>
    </section>`;
  }
}

customElements.define('solo-picker', SoloPicker);
declare global {
  interface HTMLElementTagNameMap { 'solo-picker': SoloPicker }
}
