/**
 * `<rubbish-geek>`: my secret Geek and the two items it wants, one tap away (a disclosure button
 * at the top of the play screen), each item marked when I won it. The Geek reaches only my own
 * phone (my seat's `geek`, a StateView field).
 *
 * @prop geek - my Geek's id ("" when not known yet)
 * @prop items - the items I won
 * @prop stageLocale - the TV's language (state `stageLocale`): each item also as the TV names it
 */
import { LitElement, css, html, nothing } from 'lit';
import { GEEK_BONUS, geekOf, isGeekId } from '@minus/shared/shows/rubbish-auction/geeks';
import { tokens } from '../../platform/styles/tokens.js';
import { geekText, itemText, words } from './texts.js';
import { tvName, tvNameStyles } from './tv-name.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';

export class RubbishGeek extends LitElement {
  static override properties = { geek: { type: String }, items: { attribute: false }, stageLocale: { type: String }, open: { state: true } };
  declare geek: string;
  declare items: string[];
  declare stageLocale: string;
  declare open: boolean;
  private readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.geek = '';
    this.items = [];
    this.stageLocale = '';
    this.open = false;
  }

  static override styles = [tokens, tvNameStyles, css`
    :host { display: block; }
    .toggle { width: 100%; min-height: 3rem; text-align: left; display: flex; justify-content: space-between; gap: 0.5rem; }
    .panel { margin-top: 0.4rem; padding: 0.6rem 0.8rem; border: 2px solid var(--gold); border-radius: var(--radius); background: var(--surface); }
    .name { font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--gold); font-size: 1.2rem; margin: 0 0 0.3rem; }
    ul { margin: 0.3rem 0; padding-left: 1.2rem; }
  `];

  override render() {
    if (!isGeekId(this.geek)) return nothing;
    const g = geekOf(this.geek);
    const t = words().geek;
    return html`<button class="toggle" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="geek-panel" @click=${() => (this.open = !this.open)}>
        <span>${t.toggle}</span><span aria-hidden="true">${this.open ? '▲' : '▼'}</span></button>
      ${this.open ? html`<div class="panel" id="geek-panel">
        <p class="name">${geekText(g.id)}</p>
        <p>${t.wants(GEEK_BONUS)}</p>
        <ul>${g.wants.map((id) => html`<li>${itemText(id)}${this.items.includes(id) ? html` <strong>${t.won}</strong>` : nothing}${tvName(id, this.stageLocale, this)}</li>`)}</ul>
        <p class="muted">${t.secret}</p>
      </div>` : nothing}`;
  }
}

customElements.define('rubbish-geek', RubbishGeek);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-geek': RubbishGeek }
}
