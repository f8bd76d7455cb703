/**
 * `<coach-panel>`: the coach in a practice game, on the player's phone. A switch turns the coach
 * on or off for this seat (off by default; the server keeps the choice and the stage shows a
 * "coached" badge). While on, the tip the server sent this phone for the current moment is shown
 * in a polite live region; a tip for an earlier moment (the turn moved on) is not. The tip sits
 * under the Coach switch, so "Coach says:" is for screen readers only (tips have colons of their own).
 *
 * @prop on - this seat's coach is on (the seat's `coached` in the state)
 * @prop tip - the latest tip this phone received, or null
 * @prop version - the game's version now
 * @fires room-send - `coach` { on }
 */
import { LitElement, css, html, nothing } from 'lit';
import { WatchLocale } from '../i18n/watch-locale.js';
import { phoneTexts } from '../i18n/texts/index.js';
import { tokens } from '../styles/tokens.js';
import { roomSend } from './events.js';

/** A coach's tip as the phone words it, for one game version. */
export interface CoachTipText {
  version: number;
  text: string;
}

export class CoachPanel extends LitElement {
  static override properties = { on: { type: Boolean }, tip: { attribute: false }, version: { type: Number } };
  declare on: boolean;
  /** The tip for game version `version`, in the phone's words (the show part's `coachText`). */
  declare tip: CoachTipText | null;
  declare version: number;

  constructor() {
    super();
    new WatchLocale(this);
    this.on = false;
    this.tip = null;
    this.version = 0;
  }

  static override styles = [tokens, css`
    :host { display: block; max-width: 36rem; margin: 0.5rem auto 0; padding: 0 1rem; }
    /* The switch keeps its label inside it (Italian's "Allenatore" ran out of a squeezed pill at 320 px); the hint wraps beside it or below. */
    .row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; }
    .row > .muted { flex: 1 1 9rem; min-width: 0; }
    button[role='switch'] { flex: none; white-space: nowrap; display: inline-flex; align-items: center; gap: 0.6rem; min-height: 2.75rem; min-width: 6.5rem; padding: 0.3rem 0.9rem 0.3rem 0.5rem; border-radius: 999px; font-weight: 700; }
    button[aria-checked='true'] { background: var(--gold); color: #1a1300; border-color: var(--gold); }
    /* A switch's look, not only its colour, says on or off: the knob sits left when off, right when on. */
    .track { position: relative; flex: none; width: 2.6rem; height: 1.5rem; border-radius: 999px; border: 2px solid currentColor; opacity: 0.9; }
    .knob { position: absolute; top: 0.15rem; left: 0.15rem; width: 1rem; height: 1rem; border-radius: 50%; background: currentColor; transition: transform 0.15s; }
    button[aria-checked='true'] .knob { transform: translateX(1.1rem); }
    @media (prefers-reduced-motion: reduce) { .knob { transition: none; } }
    .tip { margin: 0.5rem 0 0; padding: 0.6rem 0.8rem; border: 2px solid var(--gold); border-radius: var(--radius); background: var(--surface2); font-size: 1.05rem; }
    /* A small phone keeps the game's own controls in sight under a tip. */
    @media (max-width: 360px) { .tip { font-size: 1rem; padding: 0.45rem 0.6rem; } }
  `];

  private toggle(): void {
    this.dispatchEvent(roomSend({ type: 'coach', body: { on: !this.on } }));
  }

  override render() {
    const t = phoneTexts.now().coach;
    const tip = this.on && this.tip && this.tip.version === this.version ? this.tip.text : '';
    return html`
      <div class="row">
        <button role="switch" aria-checked=${this.on ? 'true' : 'false'} @click=${() => this.toggle()}><span class="track" aria-hidden="true"><span class="knob"></span></span>${t.coachLabel}</button>
        <span class="muted">${this.on ? (tip ? nothing : t.coachWaiting) : t.coachOffHint}</span>
      </div>
      <p class="tip" role="status" aria-live="polite" ?hidden=${!tip}>${tip ? html`<span class="visually-hidden">${t.coachSays}: </span>${tip}` : nothing}</p>
    `;
  }
}

customElements.define('coach-panel', CoachPanel);
declare global {
  interface HTMLElementTagNameMap { 'coach-panel': CoachPanel }
}
