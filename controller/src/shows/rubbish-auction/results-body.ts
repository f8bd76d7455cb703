/**
 * `<rubbish-results>`: Rubbish Auction's part of the results page (docs/RULES.md, "Rubbish
 * Auction", "Scoring"): who won (or the shared first place), my Geek and its bonus, and every
 * seat's Geek with the items it wants marked won or not (as the TV's finale shows them), its items,
 * fame, bonus and place, best first. The platform's results screen puts
 * tonight's table and the actions under it, and tells a newcomer seated on the results (no place
 * in them, no score here) that the next game is theirs.
 *
 * @prop view - the room state snapshot (phase `finale`)
 * @prop me - my seat index, -1 for the audience
 */
import { css, html, nothing } from 'lit';
import { playedShownGame } from '@minus/shared/platform/finale-seats';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { geekOf, isGeekId, type ItemId } from '@minus/shared/shows/rubbish-auction/geeks';
import { tokens } from '../../platform/styles/tokens.js';
import { geekText, itemText, words } from './texts.js';
import { SeatViewElement } from '../../platform/components/seat-view.js';

export class RubbishResults extends SeatViewElement<RubbishRoomState> {

  static override styles = [tokens, css`
    :host { display: block; }
    section { margin-bottom: 1.25rem; }
    .winner { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.5rem; color: var(--gold); }
    li.row { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
    .want { white-space: nowrap; margin-right: 0.4rem; }
    .total { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.2rem; color: var(--gold); }
  `];

  /** One item the seat's Geek wants, marked as on the TV (✓ won, ✗ not), the mark said in words to a screen reader. */
  private want(id: ItemId, won: boolean) {
    const t = words().results;
    return html`<span class="want"><span aria-hidden="true">${won ? '✓' : '✗'}</span><span class="visually-hidden">${won ? t.got : t.missed}:</span> ${itemText(id)}</span> `;
  }

  override render() {
    const v = this.view;
    const order = v.seats.map((s, i) => ({ s, i })).filter(({ s }) => playedShownGame(v.phase, s)).sort((a, b) => (a.s.place || 99) - (b.s.place || 99) || b.s.total - a.s.total);
    const winner = v.seats[v.game.winner];
    const firsts = v.seats.filter((s) => s.place === 1).map((s) => s.name);
    const me = v.seats[this.me];
    const t = words().results;
    return html`
      <p class="winner" role="status">${winner ? t.wins(winner.name) : firsts.length > 1 ? t.shared(firsts.join(', ')) : t.sharedAnon}</p>
      ${me && playedShownGame(v.phase, me) && me.shownGeek ? html`<section class="card" aria-labelledby="mine-h">
        <h2 id="mine-h">${t.yourScore}</h2>
        <p>${t.yourGeek(geekText(me.shownGeek), me.bonus)}</p>
        <p class="total">${t.total(me.fame, me.bonus, me.total, me.place)}</p>
      </section>` : nothing}
      <section aria-labelledby="standings-h">
        <h2 id="standings-h">${t.standings}</h2>
        <ol class="plain">${order.map(({ s, i }) => html`<li class="row">
          <strong>${s.place}. ${i === this.me ? words().seats.you(s.name) : s.name}</strong>: <span class="total">${t.fame(s.total)}</span><br>
          ${isGeekId(s.shownGeek) ? html`${t.geekLine(geekText(s.shownGeek), s.bonus)}: ${geekOf(s.shownGeek).wants.map((id) => this.want(id, s.items.includes(id)))}<br>` : nothing}
          ${s.items.length ? t.items(s.items.map(itemText).join(', ')) : t.noItems}
        </li>`)}</ol>
      </section>`;
  }
}

customElements.define('rubbish-results', RubbishResults);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-results': RubbishResults }
}
