/**
 * `<minus-how-to-table>`: one beat of Minus Auction's how-to on the phone (the module's script,
 * shared shows/minus-auction/how-to/script.ts; the platform's `<how-to-play>` plays it): the
 * vault, the cube on offer and its pot, whose call it is, and the three made-up players with
 * their cubes in runs (`<cube-runs>`) and chips. Plain CSS animations restart with each beat (the
 * element is keyed by it): a cube spins in, a refusal's chip drops onto the pot, a take flashes
 * the taker; a gold frame pulses on what the beat points at. None under reduced motion.
 *
 * @prop table - the beat's table
 */
import { LitElement, css, html, nothing } from 'lit';
import type { MinusHowToTable } from '@minus/shared/shows/minus-auction/how-to/script';
import { minusPhoneTexts } from './texts/index.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import { tokens } from '../../platform/styles/tokens.js';
import '../../platform/components/seat-avatar.js';
import './cube-runs.js';

export class MinusHowToTableElement extends LitElement {
  static override properties = { table: { attribute: false } };
  declare table: MinusHowToTable | null;

  constructor() {
    super();
    new WatchLocale(this);
    this.table = null;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .vault { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; justify-content: center; color: var(--gold); font-size: 0.95rem; padding: 0.3rem 0.6rem; border-radius: var(--radius); border: 2px solid transparent; }
    /* The vault's cubes stay together: on a small phone with many hidden (nine in the classic) they wrap as one group. */
    .boxes { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; }
    .box { width: 1.6rem; height: 1.25rem; border: 2px solid var(--gold); border-radius: 0.35rem; background: var(--surface2); }
    .centre { display: flex; align-items: center; justify-content: center; gap: 1rem; min-height: 5.2rem; }
    .cube { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 2.6rem; line-height: 1; color: var(--cube); background: var(--cube-bg); border: 2px solid var(--cube); border-radius: 0.7rem; padding: 0.55rem 0.7rem; }
    .pot { display: grid; justify-items: center; gap: 0.2rem; color: var(--muted); font-size: 0.9rem; }
    .chips { display: flex; gap: 2px; min-height: 1.2rem; }
    .chip { width: 1.1rem; height: 1.1rem; border-radius: 50%; background: var(--gold); border: 2px solid #8a6510; box-sizing: border-box; }
    .call { text-align: center; margin: 0.2rem 0 0.4rem; font-weight: 700; min-height: 1.35em; }
    ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; }
    li { display: grid; grid-template-columns: auto 1fr auto; align-items: center; gap: 0.3rem 0.5rem; padding: 0.45rem 0.55rem; border-radius: var(--radius); background: var(--surface); border: 2px solid var(--line); }
    li.current { border-color: var(--ink); }
    li .name { font-weight: 700; min-width: 0; overflow-wrap: anywhere; }
    li cube-runs { grid-column: 2 / 3; }
    li .own { grid-row: 1 / 3; grid-column: 3; display: flex; align-items: center; gap: 0.3rem; font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--gold); font-size: 1.2rem; border-radius: 0.6rem; padding: 0.15rem 0.3rem; border: 2px solid transparent; }
    li seat-avatar { grid-row: 1 / 3; }
    .spot { border-color: var(--gold) !important; animation: pulse 1s ease-in-out infinite alternate; }
    .reveal .cube { animation: spin-in 600ms ease-out; }
    .refuse .chips .chip:last-child { animation: drop 450ms ease-in; }
    .take li.mover { animation: flash 700ms ease-out; }
    .refuse li.mover .own { animation: flash 700ms ease-out; }
    @keyframes spin-in { from { transform: scale(0.3) rotate(-180deg); opacity: 0; } to { transform: none; opacity: 1; } }
    @keyframes drop { from { transform: translateY(-2.5rem); opacity: 0; } to { transform: none; opacity: 1; } }
    @keyframes flash { from { background: var(--gold); } }
    @keyframes pulse { from { box-shadow: 0 0 0 0 rgb(245 197 66 / 0.2); } to { box-shadow: 0 0 0 0.3rem rgb(245 197 66 / 0.55); } }
    @media (prefers-reduced-motion: reduce) { * { animation: none !important; } }
  `];

  override render() {
    const t = this.table;
    if (!t) return nothing;
    const words = minusPhoneTexts.now();
    const move = t.move?.kind ?? '';
    const who = t.seats[t.current];
    return html`<div class=${move} role="group" aria-label=${words.howTo.table}>
      <p class="vault ${t.spot === 'vault' ? 'spot' : ''}"><span>${words.howTo.vault(t.removedCount)}</span><span class="boxes" aria-hidden="true">${Array.from({ length: t.removedCount }, () => html`<span class="box"></span>`)}</span></p>
      <div class="centre">
        ${t.offer ? html`<span class="cube" aria-label=${words.offer.label}>${t.offer}</span>
          <span class="pot"><span>${words.offer.pot}: ${t.pot}</span>
            <span class="chips" aria-hidden="true">${Array.from({ length: t.pot }, () => html`<span class="chip"></span>`)}</span></span>` : nothing}
      </div>
      <p class="call">${t.offer && who ? words.howTo.calls(who.name) : ''}</p>
      <ul>${t.seats.map((s, i) => html`<li class="${t.current === i && t.offer ? 'current' : ''} ${t.move?.seat === i ? 'mover' : ''} ${t.spot === 'run' && s.cubes.length > 1 ? 'spot' : ''}"
          aria-label=${words.howTo.seat(s.name, s.chips)}>
        <seat-avatar avatar=${s.avatar}></seat-avatar>
        <span class="name">${s.name}</span>
        <span class="own ${t.spot === 'chips' ? 'spot' : ''}" aria-hidden="true"><span class="chip"></span>${s.chips}</span>
        <cube-runs compact .cubes=${s.cubes}></cube-runs>
      </li>`)}</ul>
    </div>`;
  }
}

customElements.define('minus-how-to-table', MinusHowToTableElement);
declare global {
  interface HTMLElementTagNameMap { 'minus-how-to-table': MinusHowToTableElement }
}
