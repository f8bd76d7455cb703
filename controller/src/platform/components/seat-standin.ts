/**
 * `<seat-standin>`: between games (the lobby, the results), on the phone of a person whose seat a
 * bot plays (the VIP handed it over, or the phone was away too long): "A bot is playing your
 * seat: it plays the next game too…" and "Take my seat back" (`take-back`, docs/SERVER.md). In a
 * game the show's play screen says the same beside the game.
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index (-1: draws nothing)
 * @fires room-send - `take-back`
 */
import { css, html, nothing } from 'lit';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { SeatViewElement } from './seat-view.js';
import { phoneTexts } from '../i18n/texts.js';
import { tokens } from '../styles/tokens.js';
import { roomSend } from './events.js';

/** Whether the phone holding seat `me` is offered its seat back between games: a bot plays it, and no game is on. */
export function offersSeatBack(view: RoomStateShape, me: number): boolean {
  return view.phase !== 'playing' && view.seats[me]?.standIn === true;
}

export class SeatStandIn extends SeatViewElement<RoomStateShape> {
  static override styles = [tokens, css`
    :host { display: block; }
    .card { display: grid; gap: 0.6rem; margin: 0 0 0.75rem; }
    p { margin: 0; }
    button { min-height: 2.75rem; }
  `];

  override render() {
    const v = this.view;
    if (!v || !offersSeatBack(v, this.me)) return nothing;
    const t = phoneTexts.now().handOver;
    return html`<div class="card" role="group" aria-label=${t.takeBack}>
      <p>${t.botNext}</p>
      <button class="primary" @click=${() => this.dispatchEvent(roomSend({ type: 'take-back', body: {} }))}>${t.takeBack}</button>
    </div>`;
  }
}

customElements.define('seat-standin', SeatStandIn);
declare global {
  interface HTMLElementTagNameMap { 'seat-standin': SeatStandIn }
}
