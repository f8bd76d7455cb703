/**
 * `<rubbish-how-to-table>`: one beat of Rubbish Auction's how-to on the phone (the module's
 * script, shared shows/rubbish-auction/how-to/script.ts; the platform's `<how-to-play>` plays it),
 * drawn with the play screen's own pieces: the round card (`<rubbish-round>`: the item, the First
 * Bidder or the Next Auctioneer; at the reveal, the round as it stood before the cards came up) and the table (`<rubbish-seats>`: fame, items, face-up cards,
 * how many cards each holds out, the last bids). Above them, what only the followed player's
 * phone would show: its secret Geek and, once it peeked, the card it saw. A gold frame pulses on
 * what the beat points at; a new beat fades in (none under reduced motion).
 *
 * @prop table - the beat's table
 */
import { LitElement, css, html, nothing } from 'lit';
import { GEEK_BONUS, geekOf, isGeekId } from '@minus/shared/shows/rubbish-auction/geeks';
import type { RubbishHowToTable } from '@minus/shared/shows/rubbish-auction/how-to/script';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import { tokens } from '../../platform/styles/tokens.js';
import { geekText, itemText, moneyText, words } from './texts.js';
import './round-card.js';
import './seats-list.js';

export class RubbishHowToTableElement extends LitElement {
  static override properties = { table: { attribute: false } };
  declare table: RubbishHowToTable | null;

  constructor() {
    super();
    new WatchLocale(this);
    this.table = null;
  }

  static override styles = [tokens, css`
    :host { display: grid; gap: 0.45rem; animation: fade-in 400ms ease-out; }
    .secret { margin: 0; padding: 0.45rem 0.65rem; border-radius: var(--radius); border: 2px solid var(--line); background: var(--surface); font-size: 0.95rem; }
    .secret strong { color: var(--gold); font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.05rem; }
    rubbish-seats { border-radius: var(--radius); border: 2px solid transparent; padding: 0 0.4rem; }
    .spot { border-color: var(--gold) !important; animation: pulse 1s ease-in-out infinite alternate; }
    @keyframes fade-in { from { opacity: 0.4; } }
    @keyframes pulse { from { box-shadow: 0 0 0 0 rgb(245 197 66 / 0.2); } to { box-shadow: 0 0 0 0.3rem rgb(245 197 66 / 0.55); } }
    @media (prefers-reduced-motion: reduce) { :host, * { animation: none !important; } }
  `];

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const me = t.state.seats[t.me];
    if (!me) return nothing;
    const h = words().howTo;
    const geek = isGeekId(me.geek) ? geekOf(me.geek) : null;
    const of = t.state.seats[me.peekOf];
    const spot = t.spot;
    return html`<div role="group" aria-label=${h.table}>
      ${geek ? html`<p class="secret ${spot === 'geek' ? 'spot' : ''}">${h.geek(me.name)} <strong>${geekText(geek.id)}</strong><br>
        ${h.wants(geek.wants.map(itemText).join(', '), GEEK_BONUS)}</p>` : nothing}
      ${of && me.peekedCard ? html`<p class="secret ${spot === 'peek' ? 'spot' : ''}">${h.peeked(me.name, of.name)} <strong>${moneyText(me.peekedCard)}</strong></p>` : nothing}
    </div>
    <rubbish-round .view=${t.before ?? t.state} .offset=${0}></rubbish-round>
    <rubbish-seats class=${spot === 'fame' || spot === 'faceup' ? 'spot' : ''} .view=${t.state} .me=${-1}></rubbish-seats>`;
  }
}

customElements.define('rubbish-how-to-table', RubbishHowToTableElement);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-how-to-table': RubbishHowToTableElement }
}
