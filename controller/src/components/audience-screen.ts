/**
 * `<audience-screen>`: what the stage shows, on a phone, for late joiners and watchers: the
 * seats in the lobby, or the cube on offer, the pot, whose turn it is and every seat's cubes and
 * cube-only score during a game. Never a chip count (the audience's state has none).
 *
 * @prop view - the room state snapshot
 * @prop offset - clock offset (ms) for the countdown
 */
import { LitElement, css, html } from 'lit';
import { msg, str } from '@lit/localize';
import type { RoomStateShape } from '@minus/shared/protocol/state';
import { tokens } from '../styles/tokens.js';
import './offer-card.js';
import './table-seats.js';

export class AudienceScreen extends LitElement {
  static override properties = { view: { attribute: false }, offset: { type: Number } };
  declare view: RoomStateShape;
  declare offset: number;

  constructor() {
    super();
    this.offset = 0;
  }

  static override styles = [tokens, css`
    :host { display: block; padding: 0.75rem 1rem 1rem; max-width: 36rem; margin: 0 auto; }
    .top { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; flex-wrap: wrap; }
    .badge { font-size: 0.9rem; border: 1px solid var(--line); border-radius: 999px; padding: 0.1rem 0.6rem; }
    offer-card { margin: 0.5rem 0; }
    .turn { font-size: 1.2rem; font-weight: 700; }
  `];

  override render() {
    const v = this.view;
    const current = v.seats[v.game.current];
    return html`
      <div class="top">
        <h1>${v.phase === 'lobby' ? msg('Waiting for the game') : msg('Watching')}</h1>
        <span class="badge">${msg('Audience')}</span>
      </div>
      ${v.phase === 'playing' ? html`
        <offer-card .game=${v.game} .offset=${this.offset}></offer-card>
        <p class="turn">${current ? msg(str`${current.name} is deciding…`) : msg('Next cube coming up…')}</p>` : html`
        <p class="muted">${msg(str`Players so far: ${v.seats.length}. The game starts when the VIP says so.`)}</p>`}
      <h2>${msg('The table')}</h2>
      <table-seats .view=${v}></table-seats>
    `;
  }
}

customElements.define('audience-screen', AudienceScreen);
declare global {
  interface HTMLElementTagNameMap { 'audience-screen': AudienceScreen }
}
