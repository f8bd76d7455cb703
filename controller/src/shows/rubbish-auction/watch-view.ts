/**
 * `<rubbish-watch>`: Rubbish Auction as the audience watches it on a phone: the round card and
 * whose turn it is during a game, the number of players before it, and always the table as the
 * TV shows it (never a secret: the audience's state has none). A round's outcome waits for the
 * TV's reveal (`held`: "Cards up on the TV!" over the table as it was before; platform net/view-hold.ts).
 *
 * @prop view - the room state snapshot
 * @prop offset - clock offset (ms) for the countdown
 * @prop held - the TV is still revealing a round: `view` is the table before it
 */
import { css, html } from 'lit';
import { ClockedViewElement } from '../../platform/components/seat-view.js';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import './round-card.js';
import './seats-list.js';
import { stepText, words } from './texts.js';
import { deciderLine } from '../../platform/turn-line.js';

export class RubbishWatch extends ClockedViewElement<RubbishRoomState> {
  static override styles = [tokens, css`
    :host { display: block; }
    rubbish-round { margin: 0.5rem 0; }
    .turn { font-size: 1.2rem; font-weight: 700; }
  `];

  static override properties = { held: { type: Boolean } };
  declare held: boolean;

  constructor() {
    super();
    this.held = false;
  }

  override render() {
    const v = this.view;
    const current = v.seats[v.game.current];
    const t = words();
    return html`
      ${v.phase === 'playing' ? html`
        <rubbish-round .view=${v} .offset=${this.offset}></rubbish-round>
        <p class="turn">${this.held ? t.play.watchTv : current ? deciderLine(current, false, v.settings.timerMs) ?? stepText(v.game.step, current.name, false) : t.steps.reveal}</p>` : html`
        <p class="muted">${t.watch.before(v.seats.length)}</p>`}
      <h2>${t.watch.table}</h2>
      <rubbish-seats .view=${v}></rubbish-seats>`;
  }
}

customElements.define('rubbish-watch', RubbishWatch);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-watch': RubbishWatch }
}
