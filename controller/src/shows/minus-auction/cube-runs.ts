/**
 * `<cube-runs>`: a seat's cubes grouped in runs of consecutive values (docs/RULES.md, "Scoring"):
 * the cube closest to zero counts, the others in the run are struck through and announced as
 * "not counted". Runs come from the engine's `runsOf`.
 *
 * @prop cubes - the seat's cubes (negative numbers, any order)
 * @prop final - the game is over: no cubes reads "a clean sheet", not "no cubes yet"
 * @attr compact - smaller tiles, for the play screen's glance
 */
import { LitElement, css, html } from 'lit';
import { minusPhoneTexts } from './texts/index.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import { tokens } from '../../platform/styles/tokens.js';

export class CubeRuns extends LitElement {
  static override properties = { cubes: { attribute: false }, final: { type: Boolean }, compact: { type: Boolean, reflect: true } };
  declare cubes: readonly number[];
  declare final: boolean;
  declare compact: boolean;

  constructor() {
    super();
    new WatchLocale(this);
    this.cubes = [];
    this.final = false;
    this.compact = false;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
    li { display: flex; flex-wrap: wrap; gap: 2px; padding: 2px; border-radius: 0.55rem; background: var(--surface2); max-width: 100%; }
    span.cube {
      font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1rem; min-width: 2.6rem; text-align: center;
      padding: 0.3rem 0.35rem; border-radius: 0.45rem; background: var(--cube-bg); color: var(--cube);
    }
    s.cube { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1rem; min-width: 2.1rem; text-align: center; padding: 0.35rem 0.2rem; text-decoration-thickness: 2px; color: var(--muted); }
    :host([compact]) ul { gap: 0.3rem; }
    :host([compact]) span.cube { font-size: 1rem; min-width: 2.2rem; padding: 0.15rem 0.25rem; }
    :host([compact]) s.cube { font-size: 1rem; min-width: 1.8rem; padding: 0.2rem 0.1rem; }
    .none { color: var(--muted); }
    :host([compact]) .none { margin: 0; }
  `];

  override render() {
    if (this.cubes.length === 0) return html`<p class="none">${this.final ? minusPhoneTexts.now().runs.cleanSheet : minusPhoneTexts.now().runs.none}</p>`;
    return html`<ul aria-label=${minusPhoneTexts.now().runs.label}>
      ${runsOf(this.cubes).map((run) => html`<li>
        ${run.map((c, i) => (i === 0 ? html`<span class="cube">${c}</span>` : html`<s class="cube cube-off"><span class="visually-hidden">${minusPhoneTexts.now().runs.notCounted} </span>${c}</s>`))}
      </li>`)}
    </ul>`;
  }
}

customElements.define('cube-runs', CubeRuns);
declare global {
  interface HTMLElementTagNameMap { 'cube-runs': CubeRuns }
}
