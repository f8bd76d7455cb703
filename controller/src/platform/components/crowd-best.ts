/**
 * `<crowd-best>`: the crowd's best guessers of the game that just ended (state `crowd.table`, the
 * TV's "Best guessers" in full): each name (a "Watcher N" in the phone's language) with its right guesses of those made. For the host (the
 * VIP) each watcher listed by the name it chose has a "Hide name" button, which asks first (a
 * hide cannot be undone tonight): a rude name is then
 * listed by its "Watcher N", here and on the TV, for the rest of the evening (message `hide-name`).
 * Nothing when nobody guessed.
 *
 * @prop table - the predictors' rows (state `crowd.table`, best first)
 * @prop host - true on the VIP's phone: offer "Hide name"
 * @prop mine - my own count (net/crowd-scores.ts), or null: the row listed by my name with my count is marked "you"
 * @fires room-send - `hide-name` (VIP)
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import type { PredictorRow } from '@minus/shared/platform/protocol/state';
import { shownName } from '@minus/shared/platform/protocol/watcher-label';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';
import type { CrowdScore } from '../net/crowd-scores.js';
import { roomSend } from './events.js';
import { askIntoView } from './ask-in-view.js';

export class CrowdBest extends LitElement {
  static override properties = { table: { attribute: false }, host: { type: Boolean }, mine: { attribute: false }, asking: { state: true } };
  declare table: readonly PredictorRow[];
  declare host: boolean;
  declare mine: CrowdScore | null;
  /** The name whose hiding waits for "Yes" (a hide lasts the evening), or ''. */
  declare asking: string;

  constructor() {
    super();
    new WatchLocale(this);
    this.table = [];
    this.host = false;
    this.mine = null;
    this.asking = '';
  }

  static override styles = [tokens, css`
    :host { display: block; margin-bottom: 1.25rem; }
    ol { list-style: none; margin: 0; padding: 0; }
    li.mine { border: 2px solid var(--gold); border-radius: 0.5rem; }
    .you { color: var(--gold); font-weight: 700; }
    li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; padding: 0.35rem 0.25rem; border-bottom: 1px solid var(--line); min-height: 2.75rem; }
    .ask { flex: 1 1 100%; display: grid; gap: 0.5rem; }
    .ask p { margin: 0; }
    .name { flex: 1; overflow-wrap: anywhere; }
    .count { font-variant-numeric: tabular-nums; white-space: nowrap; }
    li button { min-height: 2.75rem; padding: 0 0.75rem; font-size: 0.95rem; }
    .help { margin: 0.5rem 0 0; }
  `];

  /** A question just opened: bring its buttons into sight (ask-in-view.ts). */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('asking') && this.asking) askIntoView(this.renderRoot);
  }

  override render() {
    if (!this.table.length) return nothing;
    const t = phoneTexts.now().crowd;
    const hiding = this.host && this.table.some((r) => r.hideable);
    const m = this.mine;
    const mine = m?.listedAs === undefined ? -1 : this.table.findIndex((r) => r.name === m.listedAs && r.right === m.right && r.made === m.made);
    return html`<section aria-labelledby="best-h">
      <h2 id="best-h">${t.best}</h2>
      <ol>${this.table.map((r, i) => html`<li class=${i === mine ? 'mine' : ''}>
        <span class="name">${shownName(r.name, t.watcher)}${i === mine ? html` <span class="you">${`(${t.you})`}</span>` : nothing}</span>
        <span class="count">${t.bestCount(r.right, r.made)}</span>
        ${this.host && r.hideable && this.asking !== r.name ? html`<button aria-label=${t.hideWho(shownName(r.name, t.watcher))}
          @click=${() => { this.asking = r.name; }}>${t.hide}</button>` : nothing}
        ${this.host && r.hideable && this.asking === r.name ? html`<div class="ask card" role="group" aria-label=${t.hideWho(r.name)}>
          <p>${t.hideAsk(r.name)}</p>
          <button class="primary" @click=${() => { this.asking = ''; this.dispatchEvent(roomSend({ type: 'hide-name', body: { name: r.name } })); }}>${t.hideYes}</button>
          <button @click=${() => { this.asking = ''; }}>${t.hideCancel}</button>
        </div>` : nothing}
      </li>`)}</ol>
      ${hiding ? html`<p class="help muted">${t.hideHelp}</p>` : nothing}
    </section>`;
  }
}

customElements.define('crowd-best', CrowdBest);
declare global {
  interface HTMLElementTagNameMap { 'crowd-best': CrowdBest }
}
