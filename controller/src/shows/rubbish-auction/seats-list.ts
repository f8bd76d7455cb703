/**
 * `<rubbish-seats>`: every seat as the table sees it (never a secret): fame, items won, the face-up
 * blocked card, how many cards it holds out this round (never which), whose card it looked at,
 * its bid in the last revealed round, and at the end its Geek, bonus and place.
 *
 * @prop view - the room state (Rubbish Auction's fields)
 * @prop me - my seat index, -1 for the audience
 */
import { css, html, nothing } from 'lit';
import type { RubbishRoomState, RubbishSeatState } from '@minus/shared/shows/rubbish-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import '../../platform/components/seat-avatar.js';
import { fameChangeText, fameText, geekText, itemText, moneyText, words } from './texts.js';
import { SeatViewElement } from '../../platform/components/seat-view.js';

export class RubbishSeats extends SeatViewElement<RubbishRoomState> {

  static override styles = [tokens, css`
    :host { display: block; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { padding: 0.5rem 0; border-bottom: 1px solid var(--line); display: grid; grid-template-columns: auto 1fr auto; gap: 0.1rem 0.5rem; align-items: center; }
    .name { font-weight: 700; overflow-wrap: anywhere; }
    .fame { font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--gold); white-space: nowrap; }
    .line { grid-column: 2 / -1; font-size: 1rem; }
  `];

  private doing(s: RubbishSeatState, i: number): string {
    const g = this.view.game;
    if (this.view.phase !== 'playing') return '';
    if (s.holding >= 0) return words().seats.holding(s.holding);
    if (g.current === i) return words().seats.deciding;
    return '';
  }

  override render() {
    const v = this.view;
    const t = words().seats;
    // Before a game the seats have no fame yet (each starts on 30): names only.
    const lobby = v.phase === 'lobby';
    return html`<ul>${v.seats.map((s, i) => {
      const doing = this.doing(s, i);
      const peekOf = v.seats[s.peekOf];
      return html`<li>
        <seat-avatar avatar=${s.avatar}></seat-avatar>
        <span class="name">${i === this.me ? t.you(s.name) : s.name}</span>
        ${lobby ? nothing : html`<span class="fame">${fameText(s.place ? s.total : s.fame)}</span>
        <span class="line">${s.items.length ? s.items.map(itemText).join(', ') : t.noItems}</span>`}
        ${s.blocked ? html`<span class="line">${t.blocked(moneyText(s.blocked))}</span>` : nothing}
        ${doing ? html`<span class="line"><strong>${doing}</strong>${peekOf ? t.peeked(peekOf.name) : ''}</span>` : nothing}
        ${v.game.lastRound > 0 && v.phase === 'playing' ? html`<span class="line muted">${t.lastBid(moneyText(s.bid.reduce((a, b) => a + b, 0)), fameChangeText(s.fameChange))}</span>` : nothing}
        ${s.shownGeek ? html`<span class="line">${t.geek(geekText(s.shownGeek), s.bonus)}</span>` : nothing}
      </li>`;
    })}</ul>`;
  }
}

customElements.define('rubbish-seats', RubbishSeats);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-seats': RubbishSeats }
}
