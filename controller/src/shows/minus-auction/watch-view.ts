/**
 * `<minus-watch>`: Minus Auction as the audience watches it on a phone: during a game the cube on
 * offer, the pot and whose turn it is; before it, how many players there are; always every seat's
 * cubes and cube-only score. Never a chip count (the audience's state has none).
 *
 * @prop view - the room state snapshot (read through `minusView`)
 * @prop offset - clock offset (ms) for the countdown
 */
import { css, html } from 'lit';
import { ClockedViewElement } from '../../platform/components/seat-view.js';
import { minusPhoneTexts } from './texts/index.js';
import { deciderLine } from '../../platform/turn-line.js';
import type { MinusRoomState } from '@minus/shared/shows/minus-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import './offer-card.js';
import './table-seats.js';

export class MinusWatch extends ClockedViewElement<MinusRoomState> {
  static override styles = [tokens, css`
    :host { display: block; }
    offer-card { margin: 0.5rem 0; }
    .turn { font-size: 1.2rem; font-weight: 700; }
  `];

  override render() {
    const v = this.view;
    const current = v.seats[v.game.current];
    return html`
      ${v.phase === 'playing' ? html`
        <offer-card .game=${v.game} .offset=${this.offset} .timerMs=${v.settings.timerMs}></offer-card>
        <p class="turn">${current ? deciderLine(current, false, v.settings.timerMs) ?? minusPhoneTexts.now().play.deciding(current.name) : minusPhoneTexts.now().play.next}</p>` : html`
        <p class="muted">${minusPhoneTexts.now().watch.playersSoFar(v.seats.length)}</p>`}
      <h2>${minusPhoneTexts.now().watch.table}</h2>
      <table-seats .view=${v}></table-seats>
    `;
  }
}

customElements.define('minus-watch', MinusWatch);
declare global {
  interface HTMLElementTagNameMap { 'minus-watch': MinusWatch }
}
