/**
 * `<results-screen>`: the end of a game, for every show: the show's own results (who won, what
 * was hidden, my score, the standings; its part's `results`), the crowd's best guessers (the VIP
 * may hide a watcher's rude name there), tonight's table, "play again" and
 * "change the show, rules or seats" (back to the lobby) for the VIP, and a download of the game
 * record. Also shown to the audience (me = -1), with "Take a seat for the next game" for a watcher
 * who came to play. A newcomer seated on the results (a seat with no place in them) is told the
 * next game is theirs: for one who watched the game shown, that they watched it (`watched`); for
 * one who came after it, that these are the results of the game before they came.
 *
 * The screen is the phone's height, as the lobby is: the results scroll in their own region above
 * a bar at the bottom holding the one thing to do next ("Play again" for the VIP, "Take a seat"
 * for that watcher), so the bar stays in reach and never lies over the results (docs/STAGE.md,
 * "Controller"). Everyone else has no bar: the region is the whole screen.
 *
 * @prop view - the room state snapshot (phase `finale`)
 * @prop me - my seat index, -1 for the audience
 * @prop showPart - the show's phone part, or null while it loads
 * @prop shows - the show cards this phone knows (tonight's table names its columns with them)
 * @prop canSit - offer "Take a seat for the next game" (a watcher who asked for a seat; a seat is free)
 * @prop watched - this phone watched the game shown from the audience (net/link-view.ts `watchedGame`)
 * @prop ask - the take-seat ask's name, refusal and progress (`<seat-ask-form>`: after a refusal it asks for another name)
 * @prop crowdScore - my guessing count this game (net/crowd-scores.ts), or null: with the last
 *   question's verdict, under the show's results (`<crowd-guess>` at the finale)
 * @slot - notices shown at the top of the scrolling region (a refusal)
 * @slot end - at the end of the scrolling region (the phone's menu)
 * @fires room-send - `play-again`, `back-to-lobby` or `hide-name` (VIP)
 * @fires download-record - the player asked for the game record file
 * @fires take-seat - CustomEvent<TakeSeatDetail>: the watcher asked for a seat (seat-ask-form.ts)
 */
import { css, html, nothing } from 'lit';
import { seatedForNextGame } from '@minus/shared/platform/finale-seats';
import { SeatViewElement } from './seat-view.js';
import { decidedForMe } from '../decided-words.js';
import { phoneTexts } from '../i18n/texts.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { ShowCard } from '@minus/shared/platform/show-module';
import type { PhoneShow } from '../show-part.js';
import { tokens } from '../styles/tokens.js';
import { thumbBar } from '../styles/thumb-bar.js';
import { roomSend, signal } from './events.js';
import type { SeatAskState } from './seat-ask-form.js';
import './seat-ask-form.js';
import './crowd-guess.js';
import './evening-table.js';
import './crowd-best.js';
import type { CrowdScore } from '../net/crowd-scores.js';

export class ResultsScreen extends SeatViewElement<RoomStateShape> {
  static override properties = {
    showPart: { attribute: false }, shows: { attribute: false }, canSit: { type: Boolean }, watched: { type: Boolean }, crowdScore: { attribute: false }, ask: { attribute: false },
  };
  declare ask: SeatAskState;
  declare crowdScore: CrowdScore | null;
  declare showPart: PhoneShow | null;
  declare shows: readonly ShowCard[];
  declare canSit: boolean;
  declare watched: boolean;

  constructor() {
    super();
    this.showPart = null;
    this.shows = [];
    this.canSit = false;
    this.watched = false;
    this.crowdScore = null;
    this.ask = { name: '', refusal: null, pending: false };
  }

  static override styles = [tokens, thumbBar, css`
    evening-table { margin-bottom: 1.25rem; }
    .actions { display: grid; gap: 0.6rem; margin-bottom: 0.75rem; }
    .actions button { min-height: 3.75rem; font-size: 1.15rem; }
  `];

  /** My turns this game that a computer player standing in, or the timer, decided (decided-words.ts). */
  private decidedForMe(me: RoomStateShape['seats'][number] | undefined) {
    const line = decidedForMe(me);
    return line ? html`<p class="card" role="note">${line}</p>` : nothing;
  }

  /**
   * A newcomer seated on the results (a show's seat with no place in them, finale-seats.ts): the
   * next game is theirs, and whether they watched this one.
   */
  private seatNext(me: RoomStateShape['seats'][number] | undefined) {
    if (!me || !seatedForNextGame(this.view.phase, me)) return nothing;
    const t = phoneTexts.now().results;
    return html`<p class="card" role="note">${this.watched ? t.seatNextWatched : t.seatNext}</p>`;
  }

  override render() {
    const v = this.view;
    const me = v.seats[this.me];
    const vip = me?.vip === true;
    return html`
      <div class="scroll">
        <slot></slot>
        <h1>${phoneTexts.now().results.title}</h1>
        ${this.decidedForMe(me)}
        ${this.seatNext(me)}
        ${this.showPart ? this.showPart.results(v, this.me) : html`<p class="muted">${phoneTexts.now().app.loadingResults}</p>`}
        <crowd-guess .view=${v} .score=${this.crowdScore}></crowd-guess>
        ${v.practice ? html`<p class="card" role="note">${phoneTexts.now().results.practiceGame}</p>` : nothing}
        <crowd-best .table=${v.crowd?.table ?? []} ?host=${vip} .mine=${this.crowdScore}></crowd-best>
        <evening-table .evening=${v.evening} .shows=${this.shows}></evening-table>
        <div class="actions">
          ${vip ? html`<button @click=${() => this.dispatchEvent(roomSend({ type: 'back-to-lobby', body: {} }))}>${phoneTexts.now().results.change}</button>`
            : me ? html`<p class="card">${phoneTexts.now().results.vipNext}</p>` : nothing}
          <button @click=${() => this.dispatchEvent(signal('download-record'))}>${phoneTexts.now().results.download}</button>
        </div>
        <slot name="end"></slot>
      </div>
      ${vip ? html`<div class="thumb"><button class="primary" @click=${() => this.dispatchEvent(roomSend({ type: 'play-again', body: {} }))}>${phoneTexts.now().results.again}</button></div>`
        : !me && this.canSit ? html`<div class="thumb"><seat-ask-form bar .label=${phoneTexts.now().results.takeSeat} .ask=${this.ask}></seat-ask-form></div>` : nothing}
    `;
  }
}

customElements.define('results-screen', ResultsScreen);
declare global {
  interface HTMLElementTagNameMap { 'results-screen': ResultsScreen }
}
