/**
 * `<results-screen>`: the end of a game, for every show: the show's own results (who won, what
 * was hidden, my score, the standings; its part's `results`), tonight's table, "play again" and
 * "change the show, rules or seats" (back to the lobby) for the VIP, and a download of the game
 * record. Also shown to the audience (me = -1), with "Take a seat for the next game" for a watcher
 * who came to play.
 *
 * @prop view - the room state snapshot (phase `finale`)
 * @prop me - my seat index, -1 for the audience
 * @prop showPart - the show's phone part, or null while it loads
 * @prop shows - the show cards this phone knows (tonight's table names its columns with them)
 * @prop canSit - offer "Take a seat for the next game" (a watcher who asked for a seat; a seat is free)
 * @fires room-send - `play-again` or `back-to-lobby` (VIP)
 * @fires download-record - the player asked for the game record file
 * @fires take-seat - the watcher asked for a seat
 */
import { css, html, nothing } from 'lit';
import { SeatViewElement } from './seat-view.js';
import { phoneTexts } from '../i18n/texts.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { ShowCard } from '@minus/shared/platform/show-module';
import type { PhoneShow } from '../show-part.js';
import { tokens } from '../styles/tokens.js';
import { roomSend, signal } from './events.js';
import './evening-table.js';

export class ResultsScreen extends SeatViewElement<RoomStateShape> {
  static override properties = {
    showPart: { attribute: false }, shows: { attribute: false }, canSit: { type: Boolean },
  };
  declare showPart: PhoneShow | null;
  declare shows: readonly ShowCard[];
  declare canSit: boolean;

  constructor() {
    super();
    this.showPart = null;
    this.shows = [];
    this.canSit = false;
  }

  static override styles = [tokens, css`
    :host { display: block; padding: 1rem; max-width: 36rem; margin: 0 auto; }
    evening-table { margin-bottom: 1.25rem; }
    .actions { display: grid; gap: 0.6rem; }
    .actions button { min-height: 3.75rem; font-size: 1.15rem; }
    /* The one thing to do next sits in the thumb zone, as Start does in the lobby, however long the results. */
    .thumb { position: sticky; bottom: 0; z-index: 1; padding: 0.75rem 0 1rem; background: linear-gradient(transparent, var(--bg2) 1rem); }
    .thumb button { width: 100%; min-height: 4rem; font-size: 1.25rem; }
  `];

  override render() {
    const v = this.view;
    const me = v.seats[this.me];
    const vip = me?.vip === true;
    return html`
      <h1>${phoneTexts.now().results.title}</h1>
      ${this.showPart ? this.showPart.results(v, this.me) : html`<p class="muted">${phoneTexts.now().app.loadingResults}</p>`}
      <evening-table .evening=${v.evening} .shows=${this.shows}></evening-table>
      ${vip ? html`<div class="thumb"><button class="primary" @click=${() => this.dispatchEvent(roomSend({ type: 'play-again', body: {} }))}>${phoneTexts.now().results.again}</button></div>`
        : !me && this.canSit ? html`<div class="thumb"><button class="primary" @click=${() => this.dispatchEvent(signal('take-seat'))}>${phoneTexts.now().results.takeSeat}</button></div>` : nothing}
      <div class="actions">
        ${vip ? html`<button @click=${() => this.dispatchEvent(roomSend({ type: 'back-to-lobby', body: {} }))}>${phoneTexts.now().results.change}</button>`
          : me ? html`<p class="card">${phoneTexts.now().results.vipNext}</p>` : nothing}
        <button @click=${() => this.dispatchEvent(signal('download-record'))}>${phoneTexts.now().results.download}</button>
      </div>
    `;
  }
}

customElements.define('results-screen', ResultsScreen);
declare global {
  interface HTMLElementTagNameMap { 'results-screen': ResultsScreen }
}
