/**
 * `<rubbish-hand>`: my five money cards as big cards (docs/RULES.md, "Rubbish Auction", "A
 * round"). On my bid, tap cards to hold them out (each a toggle button), then Confirm; the face-up
 * blocked card is shown and disabled. After I decided, the cards I hold out are marked. Holding
 * out nothing is allowed: Confirm then says so.
 *
 * @prop seat - my seat (its `blocked` and, on my own connection, `heldOut`)
 * @prop active - it is my bid now
 * @prop locked - a decision is on its way, or the link is down
 * @prop draft - the name my unsent choice is kept under across a reconnect (draft.ts)
 * @fires act - `{ type: 'hold-out', cards }`
 */
import { LitElement, css, html } from 'lit';
import type { RubbishSeatState } from '@minus/shared/shows/rubbish-auction/state';
import type { MoneyCard } from '@minus/shared/shows/rubbish-auction/types';
import { Arming } from '../../platform/components/arming.js';
import { tokens } from '../../platform/styles/tokens.js';
import { sendAct } from './act.js';
import { dropDraft, keepDraft, readDraft } from './draft.js';
import { handOf, heldOutOf } from './table.js';
import { moneyText, words } from './texts.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';

/** The blocked card's mark: a padlock (its button's accessible name says "blocked"). */
const LOCK = html`<svg class="lock" viewBox="0 0 16 16" aria-hidden="true"><path fill="currentColor" d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 0 0-4 0v2z"/></svg>`;

export class RubbishHand extends LitElement {
  static override properties = { seat: { attribute: false }, active: { type: Boolean }, locked: { type: Boolean }, draft: { type: String }, chosen: { state: true } };
  declare seat: RubbishSeatState | undefined;
  declare active: boolean;
  declare locked: boolean;
  /** A late tap meant for the step before does not confirm this bid (arming.ts). */
  private readonly arming = new Arming(this);
  /** The name my bid's choice is kept under across a reconnect (draft.ts); "": not kept. */
  declare draft: string;
  /** Indexes (0..4) of the cards tapped. */
  declare chosen: number[];
  private readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.active = false;
    this.locked = false;
    this.draft = '';
    this.chosen = [];
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .cards { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 0.35rem; }
    .cards button { min-height: 5.5rem; padding: 0.3rem 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.2rem;
      background: var(--surface); border: 3px solid var(--line); font-family: var(--display); font-weight: var(--display-weight, 400); font-size: clamp(1.1rem, 6vw, 1.6rem); }
    .cards button .k { font-family: var(--text); font-size: 0.75rem; max-width: 100%; overflow-wrap: anywhere; font-weight: 700; color: var(--muted); }
    .cards button[aria-pressed='true'] { background: var(--gold); color: var(--gold-ink); border-color: var(--gold); transform: translateY(-0.4rem); }
    .cards button[aria-pressed='true'] .k { color: var(--gold-ink); }
    .cards button.blocked:disabled { border: 3px solid var(--cube); color: var(--cube); background: var(--cube-bg); opacity: 1; }
    /* A padlock, not a word: "bloccata" and "blocked" broke mid-word on a 320 px phone's card (the card's name says it). */
    .cards button .lock { width: 1.1rem; height: 1.1rem; }
    .cards button.held:disabled { border: 3px solid var(--gold); color: var(--gold); opacity: 1; background: transparent; }
    .confirm.arming:disabled { opacity: 1; }
    .confirm { width: 100%; margin-top: 0.6rem; min-height: 4rem; font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.25rem; background: var(--gold); color: var(--gold-ink); border-color: var(--gold); }
    .sum { text-align: center; margin: 0.4rem 0 0; font-weight: 700; }
  `];

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('active') && !this.active) this.chosen = [];
    // Drawn anew (a reconnect) in the middle of my bid: the cards I had tapped come back.
    if (this.active && this.draft && !this.chosen.length) {
      const kept = readDraft<unknown>(this.draft);
      if (Array.isArray(kept) && kept.every((i) => Number.isInteger(i) && i >= 0 && i < handOf(this.seat).length)) this.chosen = [...new Set(kept as number[])];
    }
  }

  private toggle(i: number): void {
    this.chosen = this.chosen.includes(i) ? this.chosen.filter((x) => x !== i) : [...this.chosen, i];
    if (this.draft) keepDraft(this.draft, this.chosen);
  }

  private confirm(cards: MoneyCard[]): void {
    dropDraft();
    sendAct(this, { type: 'hold-out', cards });
  }

  override render() {
    const hand = handOf(this.seat);
    const decided = (this.seat?.holding ?? -1) >= 0;
    const armed = this.arming.armed(this.active && !decided ? this.draft || 'bid' : '');
    const held = heldOutOf(this.seat);
    // Mark my held-out cards once I decided (the same values, first matches first).
    const left = [...held];
    const heldAt = hand.map((c) => {
      const k = !c.blocked ? left.indexOf(c.value) : -1;
      if (k >= 0) left.splice(k, 1);
      return k >= 0;
    });
    const cards = this.chosen.map((i) => hand[i]!.value as MoneyCard).sort((a, b) => a - b);
    const total = cards.reduce((a, b) => a + b, 0);
    const t = words().hand;
    return html`<div class="cards" role="group" aria-label=${t.group}>
        ${hand.map((c, i) => {
          if (c.blocked) {
            return html`<button class="blocked" disabled aria-label=${t.blocked(moneyText(c.value))}>
              ${c.value}${LOCK}</button>`;
          }
          if (decided || !this.active) {
            return html`<button class=${heldAt[i] && decided ? 'held' : ''} disabled
              aria-label=${heldAt[i] && decided ? t.heldOut(moneyText(c.value)) : moneyText(c.value)}>
              ${c.value}<span class="k">${heldAt[i] && decided ? t.out : t.thousands}</span></button>`;
          }
          const on = this.chosen.includes(i);
          return html`<button aria-pressed=${on ? 'true' : 'false'} ?disabled=${this.locked}
            aria-label=${t.holdOut(moneyText(c.value))} @click=${() => this.toggle(i)}>
            ${c.value}<span class="k">${on ? t.out : t.thousands}</span></button>`;
        })}
      </div>
      ${this.active && !decided ? html`
        <button class=${armed || this.locked ? 'confirm' : 'confirm arming'} ?disabled=${this.locked || !armed} @click=${() => this.confirm(cards)}>
          ${cards.length ? t.confirm(cards.length, moneyText(total)) : t.confirmNothing}</button>` : ''}
      ${decided ? html`<p class="sum" role="status">${held.length ? t.youHold(held.map(moneyText).join(' + '), moneyText(held.reduce((a, b) => a + b, 0)), held.length) : t.youHoldNothing}</p>` : ''}`;
  }
}

customElements.define('rubbish-hand', RubbishHand);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-hand': RubbishHand }
}
