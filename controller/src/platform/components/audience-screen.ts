/**
 * `<audience-screen>`: what the stage shows, on a phone, for late joiners and watchers: why this
 * phone is watching (the game had started, or the table was full), the seats in the lobby, or the
 * cube on offer, the pot, whose turn it is and every seat's cubes and cube-only score during a
 * game. Never a chip count (the audience's state has none).
 *
 * @prop view - the room state snapshot
 * @prop offset - clock offset (ms) for the countdown
 * @prop reason - why a player join landed here (the server's `audience` message), or null
 * @prop canSit - offer "Take a seat" (a watcher who asked for a seat; between games, a seat free)
 * @fires take-seat - the watcher asked for a seat
 */
import { LitElement, css, html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { AudienceMessage } from '@minus/shared/platform/protocol/messages';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { MAX_SEATS } from '@minus/shared/shows/minus-auction/presets';
import { tokens } from '../styles/tokens.js';
import { signal } from './events.js';
import '../../shows/minus-auction/offer-card.js';
import '../../shows/minus-auction/table-seats.js';

/** Why this phone watches, in plain words; "" when it chose to watch. */
export function audienceReasonText(reason: AudienceMessage['reason'] | null): string {
  if (reason === 'game-in-progress') return msg('The game has started: you’re watching this one. When it ends, you can take a seat for the next game.');
  if (reason === 'room-full') return msg(str`The table is full (${MAX_SEATS} players): you’re watching. If a seat frees up between games, you can take it.`);
  return '';
}

export class AudienceScreen extends LitElement {
  static override properties = { view: { attribute: false }, offset: { type: Number }, reason: { attribute: false }, canSit: { type: Boolean } };
  declare view: RoomStateShape;
  declare offset: number;
  declare reason: AudienceMessage['reason'] | null;
  declare canSit: boolean;

  constructor() {
    super();
    this.offset = 0;
    this.reason = null;
    this.canSit = false;
  }

  static override styles = [tokens, css`
    :host { display: block; padding: 0.75rem 1rem 1rem; max-width: 36rem; margin: 0 auto; }
    .top { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; flex-wrap: wrap; }
    .badge { font-size: 0.9rem; border: 1px solid var(--line); border-radius: 999px; padding: 0.1rem 0.6rem; }
    .why { margin: 0.5rem 0; display: grid; gap: 0.6rem; border-left: 0.35rem solid var(--gold); }
    .why p { margin: 0; }
    offer-card { margin: 0.5rem 0; }
    .turn { font-size: 1.2rem; font-weight: 700; }
  `];

  override render() {
    const v = this.view;
    const current = v.seats[v.game.current];
    const why = audienceReasonText(this.reason);
    return html`
      <div class="top">
        <h1>${v.phase === 'lobby' ? msg('Waiting for the game') : msg('Watching')}</h1>
        <span class="badge">${msg('Audience')}</span>
      </div>
      ${why || this.canSit ? html`<div class="why card">
        ${why ? html`<p role="status">${why}</p>` : nothing}
        ${this.canSit ? html`<button class="primary" @click=${() => this.dispatchEvent(signal('take-seat'))}>${msg('Take a seat')}</button>` : nothing}
      </div>` : nothing}
      ${v.phase === 'playing' ? html`
        <offer-card .game=${v.game} .offset=${this.offset} .timerMs=${v.settings.timerMs}></offer-card>
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
