/**
 * `<rubbish-pick>`: the Next Auctioneer's screen (docs/RULES.md, "Rubbish Auction", "A round"):
 * pick one of the items left, name the First Bidder (any player, yourself too), Confirm. Items my
 * Geek wants are marked. What I chose is kept across a reconnect until I confirm (draft.ts).
 *
 * It is the phone's height, like the lobby: the choices scroll in their own region, after what the
 * play screen puts in the default slot (my name, the round card, the turn line) and before the
 * `end` slot (the table); Confirm and the seconds left sit in a bar below that region, so the bar
 * never lies over a choice (pinned over a scrolling page, the red seconds sat on the last First
 * Bidder's button).
 *
 * @prop view - the room state (Rubbish Auction's fields)
 * @prop me - my seat index
 * @prop locked - a decision is on its way, or the link is down
 * @prop offset - how far the server's clock is ahead of this phone's (ms): the seconds left sit
 *   beside Confirm, since the round's countdown scrolls away on a small phone
 * @fires act - `{ type: 'pick', item, firstBidder }`
 */
import { css, html } from 'lit';
import { SeatViewElement } from '../../platform/components/seat-view.js';
import { geekOf, isGeekId, type ItemId } from '@minus/shared/shows/rubbish-auction/geeks';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { Arming } from '../../platform/components/arming.js';
import { tokens } from '../../platform/styles/tokens.js';
import { sendAct } from './act.js';
import { draftKey, dropDraft, keepDraft, readDraft } from './draft.js';
import { itemText, words } from './texts.js';
import { tvName, tvNameStyles } from './tv-name.js';
import '../../platform/components/count-down.js';

export class RubbishPick extends SeatViewElement<RubbishRoomState> {
  static override properties = { locked: { type: Boolean }, offset: { type: Number }, item: { state: true }, bidder: { state: true } };
  declare locked: boolean;
  declare offset: number;
  /** A late tap meant for the step before does not confirm this pick (arming.ts). */
  private readonly arming = new Arming(this);
  declare item: string;
  declare bidder: number;

  constructor() {
    super();
    this.locked = false;
    this.offset = 0;
    this.item = '';
    this.bidder = -1;
  }

  static override styles = [tokens, tvNameStyles, css`
    :host { display: flex; flex-direction: column; height: 100dvh; }
    .scroll { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 0.75rem 1rem 0.25rem; scroll-padding-block: 0.5rem; }
    fieldset { border: 0; padding: 0; margin: 0 0 0.6rem; }
    fieldset:first-of-type { margin-top: 0.55rem; }
    legend { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.05rem; margin-bottom: 0.35rem; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr)); gap: 0.4rem; }
    .grid button { min-height: 3.25rem; text-align: left; overflow-wrap: anywhere; }
    .grid button[aria-pressed='true'] { background: var(--gold); color: var(--gold-ink); border-color: var(--gold); }
    .want { font-size: 1rem; display: block; font-weight: 400; }
    .grid .tv-name { font-size: 1rem; margin-top: 0.1rem; }
    .grid button[aria-pressed='true'] .tv-name { color: inherit; }
    .confirm.arming:disabled { opacity: 1; }
    /* Greyed out it still hides the choices scrolling under it: an opaque face, not the see-through one of other disabled buttons. */
    .confirm:disabled:not(.arming) { opacity: 1; background: var(--surface); color: var(--muted); box-shadow: 0 0.25rem 1.25rem 0.5rem var(--bg);
      font-size: 1rem; min-height: 3rem; }
    /* Stays in sight at the screen's foot, below the choices' region (on a 320x640 phone Confirm sat
       below the fold), with the seconds left beside it (the round's countdown has scrolled away). */
    .go { flex: none; display: flex; align-items: center; gap: 0.5rem; padding: 0.6rem 1rem max(0.9rem, env(safe-area-inset-bottom)); border-top: 1px solid var(--line); background: var(--bg2); }
    .go count-down { flex: none; }
    .confirm { box-shadow: 0 0.25rem 1.25rem 0.5rem var(--bg);
      flex: 1 1 auto; min-width: 0; width: 100%; min-height: 4rem; font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.2rem; background: var(--gold); color: var(--gold-ink); border-color: var(--gold); }
    /* A narrow phone: the bar's words on fewer lines, so it hides less of the items scrolling under it. */
    @media (max-width: 22.5rem) { .confirm { font-size: 1.05rem; min-height: 3.5rem; } }
  `];

  /** Drawn anew (a reconnect) in the middle of my pick: the item and First Bidder I had chosen come back. */
  override willUpdate(): void {
    if (this.item || this.bidder >= 0) return;
    const kept = readDraft<{ item?: unknown; bidder?: unknown }>(draftKey(this.view, this.me));
    if (typeof kept?.item === 'string' && Number.isInteger(kept.bidder)) {
      ({ item: this.item, bidder: this.bidder } = kept as { item: string; bidder: number });
      // Back with an item and no First Bidder yet: the page opens at its top, the next step below.
      if (this.item && this.bidder < 0) this.bringBidders();
    }
  }

  /** My pick begins: on a small phone the items start below the region's fold; the first row comes into sight. */
  override firstUpdated(): void {
    if (!(this.item && this.bidder < 0)) this.bring('.grid button');
  }

  private choose(item: string, bidder: number): void {
    this.item = item;
    this.bidder = bidder;
    keepDraft(draftKey(this.view, this.me), { item, bidder });
    if (item !== '') this.bringBidders();
  }

  /**
   * Once drawn, scroll the First Bidder buttons into sight in the choices' region: on a small
   * phone (or in a longer language) they sit below its fold.
   */
  private bringBidders(): void {
    this.bring('.bidders');
  }

  /** Scroll the first element `selector` finds into sight in the choices' region. */
  private bring(selector: string): void {
    void this.updateComplete.then(() => {
      const target = this.renderRoot.querySelector<HTMLElement>(selector);
      if (!target) return;
      target.scrollIntoView?.({ block: 'nearest', behavior: calm() ? 'auto' : 'smooth' });
    });
  }

  override render() {
    const v = this.view;
    const geek = v.seats[this.me]?.geek ?? '';
    const wanted: readonly ItemId[] = isGeekId(geek) ? geekOf(geek).wants : [];
    const t = words().pick;
    const armed = this.arming.armed(draftKey(v, this.me));
    const ready = this.item !== '' && v.game.itemsLeft.includes(this.item) && this.bidder >= 0 && this.bidder < v.seats.length;
    return html`<div class="scroll"><slot></slot>
      <fieldset><legend>${t.item}</legend>
        <div class="grid">${v.game.itemsLeft.map((id) => html`
          <button aria-pressed=${this.item === id ? 'true' : 'false'} ?disabled=${this.locked} @click=${() => this.choose(id, this.bidder)}>
            ${itemText(id)}${tvName(id, v.stageLocale, this)}${wanted.includes(id as ItemId) ? html`<span class="want">${t.wanted}</span>` : ''}</button>`)}
        </div>
      </fieldset>
      <fieldset class="bidders"><legend>${t.bidder}</legend>
        <div class="grid">${v.seats.map((s, i) => html`
          <button aria-pressed=${this.bidder === i ? 'true' : 'false'} ?disabled=${this.locked}
            aria-label=${i === this.me ? t.firstBidderYou : t.firstBidder(s.name)} @click=${() => this.choose(this.item, i)}>
            ${i === this.me ? t.you : s.name}</button>`)}
        </div>
      </fieldset><slot name="end"></slot></div>
      <div class="go"><count-down .deadline=${v.game.deadline} .offset=${this.offset} .timerMs=${v.settings.timerMs}></count-down>
        <button class=${armed || this.locked || !ready ? 'confirm' : 'confirm arming'} ?disabled=${this.locked || !ready || !armed}
          @click=${() => ready && (dropDraft(), sendAct(this, { type: 'pick', item: this.item as ItemId, firstBidder: this.bidder }))}>
          ${ready ? t.confirm(itemText(this.item), this.bidder === this.me ? t.youLower : v.seats[this.bidder]!.name) : t.choose}</button></div>`;
  }
}

/** The phone asks for less motion: scroll at once. */
function calm(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

customElements.define('rubbish-pick', RubbishPick);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-pick': RubbishPick }
}
