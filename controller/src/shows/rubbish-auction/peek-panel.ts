/**
 * `<rubbish-peek>`: my look at one card of the previous bidder (docs/RULES.md, "Rubbish Auction",
 * "Peeking: what a position is"): "Tap one of Ana's cards to look", one face-down card button
 * per position. The value comes back to my phone alone (my seat's `peekedCard`) and is shown by
 * the play screen; the TV only says that I looked.
 *
 * @prop view - the room state (Rubbish Auction's fields)
 * @prop locked - a decision is on its way, or the link is down
 * @fires act - `{ type: 'peek', position }`
 */
import { LitElement, css, html } from 'lit';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import { sendAct } from './act.js';
import { words } from './texts.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';

export class RubbishPeek extends LitElement {
  static override properties = { view: { attribute: false }, locked: { type: Boolean } };
  declare view: RubbishRoomState;
  declare locked: boolean;
  private readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.locked = false;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .ask { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.2rem; margin: 0 0 0.5rem; color: var(--gold); }
    /* One row of up to five, as wide as my hand's cards below: two rows covered the round card on a small phone. */
    .cards { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 0.35rem; }
    .cards button { min-height: 5.5rem; padding: 0; border: 3px solid var(--gold);
      background: repeating-linear-gradient(45deg, var(--surface2), var(--surface2) 0.4rem, var(--surface) 0.4rem, var(--surface) 0.8rem);
      font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.6rem; color: var(--gold); }
  `];

  /**
   * My look begins: on a small phone (a coach's tip and a long item name above it) the cards can
   * start below the fold; the panel comes into sight, its cards at the screen's foot at most.
   */
  override firstUpdated(): void {
    const calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    this.scrollIntoView?.({ block: 'nearest', behavior: calm ? 'auto' : 'smooth' });
  }

  override render() {
    const g = this.view.game;
    const who = this.view.seats[g.peekOf]?.name ?? '?';
    const t = words().peek;
    const row = g.peekRow === 'kept' ? t.kept(who) : t.held(who);
    return html`<p class="ask" id="peek-ask">${t.ask(who)}</p>
      <p class="muted">${row} ${t.secret}</p>
      <div class="cards" role="group" aria-labelledby="peek-ask">
        ${Array.from({ length: g.peekSize }, (_, i) => html`<button ?disabled=${this.locked}
          aria-label=${t.card(who, i + 1, g.peekSize)} @click=${() => sendAct(this, { type: 'peek', position: i })}>?</button>`)}
      </div>`;
  }
}

customElements.define('rubbish-peek', RubbishPeek);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-peek': RubbishPeek }
}
