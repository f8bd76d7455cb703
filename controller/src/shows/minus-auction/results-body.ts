/**
 * `<minus-results>`: Minus Auction's part of the results page (docs/RULES.md, "At the end"): who
 * won (or the shared first place), the removed cubes, my own breakdown (counted cubes, chips,
 * total, place), and every seat's chips, runs, score and place, best first (one `<seat-line>`
 * each). The platform's results screen puts tonight's table and the actions under it, and tells a
 * newcomer seated on the results (no place in them, no breakdown here) that the next game is theirs.
 *
 * @prop view - the room state snapshot (phase `finale`, read through `minusView`)
 * @prop me - my seat index, -1 for the audience
 */
import { css, html, nothing } from 'lit';
import { playedShownGame } from '@minus/shared/platform/finale-seats';
import { minusPhoneTexts } from './texts/index.js';
import { SeatViewElement } from '../../platform/components/seat-view.js';
import { countedOf } from '@minus/shared/shows/minus-auction/scoring';
import type { MinusRoomState, MinusSeatState } from '@minus/shared/shows/minus-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import { signed } from './table.js';
import { chipsText } from './texts.js';
import './seat-line.js';

export class MinusResults extends SeatViewElement<MinusRoomState> {

  static override styles = [tokens, css`
    :host { display: block; }
    section { margin-bottom: 1.25rem; }
    .winner { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.5rem; color: var(--gold); }
    .novault { margin: 0; font-weight: 700; }
    .removed { font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--cube); font-size: 1.4rem; }
    li.row { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
    .score { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.2rem; }
  `];

  private breakdown(seat: MinusSeatState) {
    const counted = countedOf(seat.cubes);
    const chips = Math.max(0, seat.finalChips);
    return html`<section class="card" aria-labelledby="mine-h">
      <h2 id="mine-h">${minusPhoneTexts.now().results.yours}</h2>
      <p>${counted.length ? minusPhoneTexts.now().results.counted(counted, seat.cubeScore) : minusPhoneTexts.now().results.noCubes}</p>
      <p>${minusPhoneTexts.now().results.chipsLeft(chips)}</p>
      <p class="score">${minusPhoneTexts.now().results.total(seat.finalScore, seat.place)}</p>
    </section>`;
  }

  override render() {
    const v = this.view;
    const order = v.seats.map((s, i) => ({ s, i })).filter(({ s }) => playedShownGame(v.phase, s)).sort((a, b) => (a.s.place || 99) - (b.s.place || 99) || b.s.finalScore - a.s.finalScore);
    const winner = v.seats[v.game.winner];
    const firsts = v.seats.filter((s) => s.place === 1).map((s) => s.name);
    const me = v.seats[this.me];
    return html`
      <p class="winner" role="status">${winner ? minusPhoneTexts.now().results.wins(winner.name) : firsts.length > 1 ? minusPhoneTexts.now().results.shared(firsts) : minusPhoneTexts.now().results.sharedBare}</p>
      ${v.game.removed.length ? html`<section aria-labelledby="removed-h">
          <h2 id="removed-h">${minusPhoneTexts.now().results.hidden}</h2>
          <p class="removed">${v.game.removed.join(', ')}</p>
        </section>`
        // An empty vault is one plain line, not a heading over a sentence in the cubes' big type.
        : html`<section><p class="novault">${minusPhoneTexts.now().results.noneHidden}</p></section>`}
      ${me && playedShownGame(v.phase, me) ? this.breakdown(me) : nothing}
      <section aria-labelledby="standings-h">
        <h2 id="standings-h">${minusPhoneTexts.now().results.standings}</h2>
        <ol class="plain">
          ${order.map(({ s, i }) => html`<li class="row">
            <seat-line .seat=${s} ?you=${i === this.me} .place=${s.place} .chips=${Math.max(0, s.finalChips)}
              .score=${s.finalScore} .scoreLabel=${minusPhoneTexts.now().results.scoreLabel} final></seat-line>
          </li>`)}
        </ol>
      </section>
    `;
  }
}

customElements.define('minus-results', MinusResults);
declare global {
  interface HTMLElementTagNameMap { 'minus-results': MinusResults }
}
