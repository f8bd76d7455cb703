/**
 * `<table-seats>`: every seat as the table may see it (RULES.md, "What each person may know"):
 * avatar, name, who is deciding, who refused this cube (in order), bots and away phones, cubes in
 * runs and the cube-only score. Never a chip count before the end.
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index, marked "(you)"; -1 for the audience
 */
import { LitElement, css, html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { RoomStateShape } from '@minus/shared/protocol/state';
import { signed } from '../model/table.js';
import { tokens } from '../styles/tokens.js';
import './cube-runs.js';
import './seat-avatar.js';

export class TableSeats extends LitElement {
  static override properties = { view: { attribute: false }, me: { type: Number } };
  declare view: RoomStateShape;
  declare me: number;

  constructor() {
    super();
    this.me = -1;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    li { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
    li.current { border-left: 0.35rem solid var(--gold); padding-left: 0.5rem; }
    .head { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; margin-bottom: 0.35rem; }
    .name { font-weight: 700; overflow-wrap: anywhere; }
    .score { margin-left: auto; font-family: var(--display); }
    .tag { font-size: 0.85rem; border: 1px solid var(--line); border-radius: 999px; padding: 0 0.5rem; white-space: nowrap; }
    .deciding { background: var(--gold); color: var(--gold-ink); border-color: transparent; }
  `];

  override render() {
    const v = this.view;
    return html`<ul class="plain">
      ${v.seats.map((s, i) => {
        const refusedAt = v.game.refusals.flatMap((r, k) => (r === i ? [k + 1] : []));
        const current = v.phase === 'playing' && v.game.current === i;
        return html`<li class=${current ? 'current' : ''}>
          <div class="head">
            <seat-avatar avatar=${s.avatar}></seat-avatar>
            <span class="name">${s.name}${i === this.me ? html` <span class="muted">${msg('(you)')}</span>` : nothing}</span>
            ${current ? html`<span class="tag deciding">${msg('deciding')}</span>` : nothing}
            ${refusedAt.length ? html`<span class="tag">${msg(str`refused #${refusedAt.join(', #')}`)}</span>` : nothing}
            ${s.kind === 'bot' || s.standIn ? html`<span class="tag">${msg('bot')}</span>` : nothing}
            ${s.kind === 'human' && !s.connected ? html`<span class="tag">${msg('away')}</span>` : nothing}
            <span class="score"><span class="visually-hidden">${msg('cube score')} </span>${signed(s.cubeScore)}</span>
          </div>
          <cube-runs .cubes=${s.cubes}></cube-runs>
        </li>`;
      })}
    </ul>`;
  }
}

customElements.define('table-seats', TableSeats);
declare global {
  interface HTMLElementTagNameMap { 'table-seats': TableSeats }
}
