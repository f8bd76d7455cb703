/**
 * `<evening-table>`: tonight's table, the same columns and order as the TV's (shared
 * platform/evening.ts `eveningView`): Name, Games, Wins, then the points of each show played tonight
 * under its one-word name.
 *
 * @prop evening - the room's evening (state.evening)
 * @prop shows - the show cards this phone knows (for the columns' names)
 */
import { LitElement, css, html, nothing } from 'lit';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { eveningView, NOT_PLAYED } from '@minus/shared/platform/evening';
import type { EveningState } from '@minus/shared/platform/protocol/state';
import type { ShowCard } from '@minus/shared/platform/show-module';
import { signed } from '../model.js';
import { tokens } from '../styles/tokens.js';

export class EveningTable extends LitElement {
  static override properties = { evening: { attribute: false }, shows: { attribute: false } };
  declare evening: EveningState;
  declare shows: readonly ShowCard[];

  constructor() {
    super();
    new WatchLocale(this);
    this.evening = { shows: [], rows: [] };
    this.shows = [];
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .scroll { overflow-x: auto; }
    /* The numbers' columns as narrow as their heads and numbers; the name takes what is left. */
    table { width: 100%; border-collapse: collapse; }
    th, td { text-align: left; padding: 0.4rem 0.2rem; border-bottom: 1px solid var(--line); }
    th:first-child, td:first-child { padding-left: 0; }
    th:last-child, td:last-child { padding-right: 0; }
    /* Column heads never break inside a word ("Game/s"); short words (the phone's texts) keep them narrow. */
    th { font-size: 0.875rem; overflow-wrap: normal; vertical-align: bottom; }
    /* A long name is shortened with an ellipsis (its whole text stays in the cell for a screen
       reader) rather than widening the table past a 320 px phone. */
    td.name { max-width: 0; width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
    td.n { white-space: nowrap; }
  `];

  override render() {
    if (!this.evening.rows.length) return nothing;
    const t = eveningView(this.evening, (id) => this.shows.find((s) => s.id === id)?.short);
    return html`<section aria-labelledby="evening-h">
      <h2 id="evening-h">${phoneTexts.now().evening.title}</h2>
      <div class="scroll"><table>
        <thead><tr><th>${phoneTexts.now().evening.name}</th><th class="n">${phoneTexts.now().evening.games}</th><th class="n">${phoneTexts.now().evening.wins}</th>${t.columns.map((c) => html`<th class="n">${c}</th>`)}</tr></thead>
        <tbody>${t.rows.map((r) => html`<tr><td class="name" title=${r.name}>${r.name}</td><td class="n">${r.games}</td><td class="n">${r.wins}</td>${r.points.map((p) => (p === null ? html`<td class="n" aria-label=${phoneTexts.now().results.notPlayed}>${NOT_PLAYED}</td>` : html`<td class="n">${signed(p)}</td>`))}</tr>`)}</tbody>
      </table></div>
    </section>`;
  }
}

customElements.define('evening-table', EveningTable);
declare global {
  interface HTMLElementTagNameMap { 'evening-table': EveningTable }
}
