/**
 * `<offer-card>`: the glance at the top of the play and audience screens: the cube on offer
 * (large, cold red, with its minus sign), the chips in the pot, the countdown and the cubes left.
 *
 * @prop game - state.game
 * @prop offset - clock offset (ms) for the countdown
 * @prop timerMs - the decision timer's length (ms; settings.timerMs), for when the countdown warns
 */
import { LitElement, css, html } from 'lit';
import { minusPhoneTexts } from './texts/index.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import type { MinusGameState } from '@minus/shared/shows/minus-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import '../../platform/components/count-down.js';

export class OfferCard extends LitElement {
  static override properties = { game: { attribute: false }, offset: { type: Number }, timerMs: { type: Number } };
  declare game: MinusGameState;
  declare offset: number;
  declare timerMs: number;

  constructor() {
    super();
    new WatchLocale(this);
    this.offset = 0;
    this.timerMs = 0;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .card { display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 0.75rem; align-items: start; background: var(--cube-bg); border-color: var(--cube); }
    .label { font-size: 1rem; color: var(--muted); margin: 0; }
    .cube { font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--cube); font-size: clamp(3.2rem, 22vw, 6rem); line-height: 1; margin: 0; }
    .pot { text-align: right; }
    .pot .n { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 2.2rem; color: var(--gold); display: block; line-height: 1.1; }
    .foot { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
  `];

  override render() {
    const g = this.game;
    return html`<div class="card" role="group" aria-label=${minusPhoneTexts.now().offer.group}>
      <div>
        <p class="label">${minusPhoneTexts.now().offer.label}</p>
        <p class="cube">${g.offer || '–'}</p>
      </div>
      <div class="pot">
        <p class="label">${minusPhoneTexts.now().offer.pot}</p>
        <span class="n" aria-hidden="true">${g.pot}</span><span class="visually-hidden">${minusPhoneTexts.now().offer.potSpoken(g.pot)}</span>
      </div>
      <div class="foot">
        <span class="muted">${minusPhoneTexts.now().offer.left(g.deckLeft)}</span>
        <count-down .deadline=${g.deadline} .offset=${this.offset} .timerMs=${this.timerMs}></count-down>
      </div>
    </div>`;
  }
}

customElements.define('offer-card', OfferCard);
declare global {
  interface HTMLElementTagNameMap { 'offer-card': OfferCard }
}
