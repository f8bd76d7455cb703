/**
 * `<rubbish-round>`: the glance at the top of the play and audience screens: the round, the item
 * on offer (or "the auctioneer is picking"), the First Bidder and the countdown; under it, the
 * last revealed round in one line (who won what for how much). When the TV speaks another
 * language, the item's name as the TV says it too ("On the TV: …").
 *
 * @prop view - the room state (Rubbish Auction's fields)
 * @prop me - my seat index (-1 for the audience): "Ana (you)" as First Bidder or Next Auctioneer
 * @prop offset - clock offset (ms) for the countdown
 */
import { css, html, nothing } from 'lit';
import { ClockedViewElement } from '../../platform/components/seat-view.js';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import '../../platform/components/count-down.js';
import { itemText, moneyText, words } from './texts.js';
import { tvName, tvNameStyles } from './tv-name.js';

export class RubbishRound extends ClockedViewElement<RubbishRoomState> {
  static override styles = [tokens, tvNameStyles, css`
    :host { display: block; }
    .card { display: grid; grid-template-columns: 1fr auto; gap: 0.2rem 0.75rem; align-items: start; border: 2px solid var(--gold); border-radius: var(--radius); padding: 0.6rem 0.8rem; background: var(--surface); }
    .label { font-size: 1rem; color: var(--muted); margin: 0; }
    .item { font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--gold); font-size: clamp(1.4rem, 8vw, 2.2rem); line-height: 1.1; margin: 0; overflow-wrap: anywhere; }
    .foot { grid-column: 1 / -1; display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
    .last { font-size: 1rem; margin: 0.35rem 0 0; }
    .tv-name { margin-top: 0.15rem; }
  `];

  private lastLine() {
    const g = this.view.game;
    if (g.lastRound === 0 || g.lastRound === g.round && this.view.phase === 'playing' && g.item) return nothing;
    const winner = this.view.seats[g.lastWinner];
    if (!winner) return nothing;
    const paid = winner.bid.reduce((a, b) => a + b, 0);
    const t = words().round;
    return html`<p class="last muted">${g.lastDiscarded
      ? t.lastBinned(winner.name, itemText(g.lastItem), moneyText(paid))
      : t.lastWon(winner.name, itemText(g.lastItem), moneyText(paid))}</p>`;
  }

  /** Seat `i`'s name, "(you)" after it on my own phone. */
  private named(i: number): string {
    const name = this.view.seats[i]?.name ?? '';
    return i === this.me ? words().seats.you(name) : name;
  }

  override render() {
    const v = this.view;
    const g = v.game;
    const auctioneer = v.seats[g.auctioneer];
    const first = v.seats[g.firstBidder];
    const t = words().round;
    return html`<div class="card" role="group" aria-label=${t.group}>
        <div>
          <p class="label">${t.round(g.round)}</p>
          <p class="item">${g.item ? itemText(g.item) : t.picking}</p>
          ${g.item ? tvName(g.item, v.stageLocale, this, true) : nothing}
        </div>
        <count-down .deadline=${g.deadline} .offset=${this.offset} .timerMs=${v.settings.timerMs}></count-down>
        <div class="foot">
          <span>${first ? t.firstBidder(this.named(g.firstBidder)) : auctioneer ? t.auctioneer(this.named(g.auctioneer)) : ''}</span>
          <span class="muted">${t.itemsLeft(g.itemsLeft.length)}</span>
        </div>
      </div>${this.lastLine()}`;
  }
}

customElements.define('rubbish-round', RubbishRound);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-round': RubbishRound }
}
