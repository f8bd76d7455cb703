/**
 * `<results-screen>`: the end of a game (RULES.md, "At the end"): the removed cubes, then every
 * seat's chips, runs, score and place (one `<seat-line>` each), my own breakdown, the evening's
 * table, "play again" and "change the rules" (back to the lobby) for the VIP, and a download of the
 * game record. Also shown to the audience
 * (me = -1), with "Take a seat for the next game" for a watcher who came to play.
 *
 * @prop view - the room state snapshot (phase `finale`)
 * @prop me - my seat index, -1 for the audience
 * @prop canSit - offer "Take a seat for the next game" (a watcher who asked for a seat; a seat is free)
 * @fires room-send - `play-again` or `back-to-lobby` (VIP)
 * @fires download-record - the player asked for the game record file
 * @fires take-seat - the watcher asked for a seat
 */
import { LitElement, css, html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { RoomStateShape, SeatState } from '@minus/shared/platform/protocol/state';
import { countedOf } from '@minus/shared/shows/minus-auction/scoring';
import { signed } from '../../shows/minus-auction/table.js';
import { chipsText } from '../i18n/texts.js';
import { tokens } from '../styles/tokens.js';
import { roomSend, signal } from './events.js';
import '../../shows/minus-auction/seat-line.js';

export class ResultsScreen extends LitElement {
  static override properties = { view: { attribute: false }, me: { type: Number }, canSit: { type: Boolean } };
  declare view: RoomStateShape;
  declare me: number;
  declare canSit: boolean;

  constructor() {
    super();
    this.me = -1;
    this.canSit = false;
  }

  static override styles = [tokens, css`
    :host { display: block; padding: 1rem; max-width: 36rem; margin: 0 auto; }
    section { margin-bottom: 1.25rem; }
    .winner { font-family: var(--display); font-size: 1.5rem; color: var(--gold); }
    .removed { font-family: var(--display); color: var(--cube); font-size: 1.4rem; }
    li.row { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
    .score { font-family: var(--display); font-size: 1.2rem; }
    table { width: 100%; border-collapse: collapse; }
    th, td { text-align: left; padding: 0.4rem 0.3rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
    .actions { display: grid; gap: 0.6rem; }
    .actions button { min-height: 3.75rem; font-size: 1.15rem; }
  `];

  private breakdown(seat: SeatState) {
    const counted = countedOf(seat.cubes);
    const chips = Math.max(0, seat.finalChips);
    return html`<section class="card" aria-labelledby="mine-h">
      <h2 id="mine-h">${msg('Your score')}</h2>
      <p>${counted.length ? msg(str`Counted cubes: ${counted.join(', ')} (${signed(seat.cubeScore)})`) : msg('No cubes: nothing counted against you.')}</p>
      <p>${msg(str`Chips left: ${chipsText(chips)} (+${chips})`)}</p>
      <p class="score">${msg(str`Total: ${signed(seat.finalScore)}, place ${seat.place}`)}</p>
    </section>`;
  }

  override render() {
    const v = this.view;
    const order = v.seats.map((s, i) => ({ s, i })).sort((a, b) => (a.s.place || 99) - (b.s.place || 99) || b.s.finalScore - a.s.finalScore);
    const winner = v.seats[v.game.winner];
    const firsts = v.seats.filter((s) => s.place === 1).map((s) => s.name);
    const me = v.seats[this.me];
    const vip = me?.vip === true;
    return html`
      <h1>${msg('Game over')}</h1>
      <p class="winner" role="status">${winner ? msg(str`${winner.name} wins!`) : firsts.length > 1 ? msg(str`First place is shared: ${firsts.join(', ')}`) : msg('First place is shared!')}</p>
      <section aria-labelledby="removed-h">
        <h2 id="removed-h">${msg('The hidden cubes')}</h2>
        <p class="removed">${v.game.removed.length ? v.game.removed.join(', ') : msg('None were hidden.')}</p>
      </section>
      ${me ? this.breakdown(me) : nothing}
      <section aria-labelledby="standings-h">
        <h2 id="standings-h">${msg('Standings')}</h2>
        <ol class="plain">
          ${order.map(({ s, i }) => html`<li class="row">
            <seat-line .seat=${s} ?you=${i === this.me} .place=${s.place} .chips=${Math.max(0, s.finalChips)}
              .score=${s.finalScore} .scoreLabel=${msg('score')} final></seat-line>
          </li>`)}
        </ol>
      </section>
      ${v.evening.length ? html`<section aria-labelledby="evening-h">
        <h2 id="evening-h">${msg('Tonight’s table')}</h2>
        <table>
          <thead><tr><th>${msg('Name')}</th><th class="n">${msg('Games')}</th><th class="n">${msg('Wins')}</th><th class="n">${msg('Total')}</th></tr></thead>
          <tbody>${v.evening.map((r) => html`<tr><td>${r.name}</td><td class="n">${r.games}</td><td class="n">${r.wins}</td><td class="n">${signed(r.total)}</td></tr>`)}</tbody>
        </table>
      </section>` : nothing}
      <div class="actions">
        ${vip ? html`<button class="primary" @click=${() => this.dispatchEvent(roomSend({ type: 'play-again', body: {} }))}>${msg('Play again')}</button>
          <button @click=${() => this.dispatchEvent(roomSend({ type: 'back-to-lobby', body: {} }))}>${msg('Change the rules or seats')}</button>`
          : me ? html`<p class="card">${msg('The VIP can start another game.')}</p>` : nothing}
        ${!me && this.canSit ? html`<button class="primary" @click=${() => this.dispatchEvent(signal('take-seat'))}>${msg('Take a seat for the next game')}</button>` : nothing}
        <button @click=${() => this.dispatchEvent(signal('download-record'))}>${msg('Download the game record')}</button>
      </div>
    `;
  }
}

customElements.define('results-screen', ResultsScreen);
declare global {
  interface HTMLElementTagNameMap { 'results-screen': ResultsScreen }
}
