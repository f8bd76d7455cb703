/**
 * `<finale-hold>`: "Look at the TV!" while the stage plays its finale (the vault, the chips seat by
 * seat, the winner), so no phone spoils the TV's reveal. Shown by `<party-app>` from the game-over
 * event until the show's `revealMs` (its phone part) have passed; "Show my results now"
 * ends the hold at once for this phone.
 *
 * @prop endsAt - local time (ms since epoch) at which the results show by themselves
 * @prop totalMs - the hold's whole length (ms), for the progress bar
 * @fires reveal - the player asked for the results now
 */
import { LitElement, css, html } from 'lit';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';
import { signal } from './events.js';
import { tvIcon } from './tv-icon.js';

export class FinaleHold extends LitElement {
  static override properties = { endsAt: { type: Number }, totalMs: { type: Number } };
  declare endsAt: number;
  declare totalMs: number;

  constructor() {
    super();
    new WatchLocale(this);
    this.endsAt = 0;
    this.totalMs = 0;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .hold { min-height: 100dvh; display: flex; flex-direction: column; align-items: center; text-align: center; gap: 0.9rem; padding: 2rem 1.25rem max(1rem, env(safe-area-inset-bottom)); max-width: 30rem; margin: 0 auto; }
    .tv { width: 9rem; height: auto; margin-top: auto; }
    h1 { font-size: clamp(1.5rem, 7.6vw, 2.6rem); color: var(--gold); margin: 0; text-wrap: balance; }
    .lead { font-size: 1.2rem; font-weight: 700; margin: 0; }
    .bar { width: 100%; height: 0.5rem; border-radius: 999px; background: var(--surface2); overflow: hidden; margin-top: 0.5rem; }
    .fill { height: 100%; width: 100%; background: var(--gold); transform-origin: left; animation: fill linear forwards; }
    @keyframes fill { from { transform: scaleX(0); } to { transform: scaleX(1); } }
    @media (prefers-reduced-motion: reduce) { .bar { display: none; } }
    button { width: 100%; min-height: 3.75rem; font-size: 1.15rem; margin-top: auto; }
  `];

  override render() {
    const left = Math.max(0, this.endsAt - Date.now());
    const total = Math.max(left, this.totalMs, 1);
    return html`<section class="hold" aria-labelledby="hold-h">
      ${tvIcon}
      <h1 id="hold-h">${phoneTexts.now().hold.title}</h1>
      <p class="lead">${phoneTexts.now().hold.lead}</p>
      <p class="muted">${phoneTexts.now().hold.wait}</p>
      <div class="bar" aria-hidden="true"><div class="fill" style="animation-duration:${total}ms;animation-delay:${left - total}ms"></div></div>
      <button @click=${() => this.dispatchEvent(signal('reveal'))}>${phoneTexts.now().hold.now}</button>
    </section>`;
  }
}

customElements.define('finale-hold', FinaleHold);
declare global {
  interface HTMLElementTagNameMap { 'finale-hold': FinaleHold }
}
