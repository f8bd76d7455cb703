/**
 * `<lobby-screen>`: the seats filling up before a game. Everyone sees the seats and the rules;
 * the VIP also gets the rules panel, bots to add (level and style), kick / remove per seat, and
 * Start in the thumb zone.
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index (-1 for none)
 * @fires room-send - `add-bot`, `remove-seat`, `kick`, `start` (and `settings` from the panel)
 */
import { LitElement, css, html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { RoomStateShape, SeatState } from '@minus/shared/platform/protocol/state';
import { MAX_SEATS, MIN_SEATS } from '@minus/shared/shows/minus-auction/presets';
import { BOT_LEVELS, BOT_STYLES, DEFAULT_BOT_STYLE } from '@minus/shared/shows/minus-auction/bots/labels';
import { botLevelText, botStyleText } from '../i18n/texts.js';
import { tokens } from '../styles/tokens.js';
import { roomSend } from './events.js';
import '../../shows/minus-auction/lobby-settings.js';
import './seat-avatar.js';

export class LobbyScreen extends LitElement {
  static override properties = { view: { attribute: false }, me: { type: Number }, level: { state: true }, botStyle: { state: true } };
  declare view: RoomStateShape;
  declare me: number;
  declare level: string;
  declare botStyle: string;

  constructor() {
    super();
    this.me = -1;
    this.level = 'medium';
    this.botStyle = DEFAULT_BOT_STYLE;
  }

  static override styles = [tokens, css`
    :host { padding: 1rem 1rem 0; max-width: 36rem; margin: 0 auto; display: flex; flex-direction: column; min-height: 100dvh; }
    .room { font-family: var(--display); letter-spacing: 0.15em; color: var(--gold); }
    section { margin-bottom: 1.1rem; }
    .seat { display: flex; align-items: center; gap: 0.6rem; padding: 0.45rem 0; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    .seat .name { font-weight: 700; flex: 1 1 8rem; min-width: 0; overflow-wrap: anywhere; }
    .tag { font-size: 0.85rem; border: 1px solid var(--line); border-radius: 999px; padding: 0.1rem 0.5rem; white-space: nowrap; }
    .seat button { min-height: 2.75rem; padding: 0.3rem 0.8rem; }
    .bots { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: 0 0.75rem; align-items: start; }
    .bots button { grid-column: 1 / -1; }
    .bots button { margin-top: 0.75rem; }
    .thumb { position: sticky; bottom: 0; margin-top: auto; padding: 0.75rem 0 1rem; background: linear-gradient(transparent, var(--bg2) 1rem); }
    .hint { font-size: 0.9rem; margin: 0.25rem 0 0; }
    .thumb button { width: 100%; min-height: 4rem; font-size: 1.25rem; }
  `];

  private send = (e: CustomEvent) => this.dispatchEvent(e);

  private seatRow(seat: SeatState, i: number, vip: boolean) {
    const mine = i === this.me;
    return html`<li class="seat">
      <seat-avatar avatar=${seat.avatar}></seat-avatar>
      <span class="name">${seat.name}${mine ? html` <span class="muted">${msg('(you)')}</span>` : nothing}</span>
      ${seat.vip ? html`<span class="tag">${msg('VIP')}</span>` : nothing}
      ${seat.kind === 'bot' ? html`<span class="tag">${msg(str`Bot ${seat.botLabel}`)}</span>` : nothing}
      ${seat.kind === 'human' && !seat.connected ? html`<span class="tag">${msg('away')}</span>` : nothing}
      ${vip && !mine
        ? seat.kind === 'bot'
          ? html`<button @click=${() => this.send(roomSend({ type: 'remove-seat', body: { seat: i } }))} aria-label=${msg(str`Remove ${seat.name}`)}>${msg('Remove')}</button>`
          : html`<button @click=${() => this.send(roomSend({ type: 'kick', body: { seat: i } }))} aria-label=${msg(str`Kick ${seat.name}`)}>${msg('Kick')}</button>`
        : nothing}
    </li>`;
  }

  private bots() {
    return html`<section aria-labelledby="bots-h">
      <h2 id="bots-h">${msg('Add a computer player')}</h2>
      <div class="bots">
        <div>
          <label for="level">${msg('Level')}</label>
          <select id="level" aria-describedby="level-hint" @change=${(e: Event) => (this.level = (e.target as HTMLSelectElement).value)}>
            ${BOT_LEVELS.map((l) => html`<option value=${l.key} ?selected=${l.key === this.level}>${botLevelText(l.key).name}</option>`)}
          </select>
          <p id="level-hint" class="hint muted">${botLevelText(this.level).description}</p>
        </div>
        <div>
          <label for="style">${msg('Style')}</label>
          <select id="style" aria-describedby="style-hint" @change=${(e: Event) => (this.botStyle = (e.target as HTMLSelectElement).value)}>
            ${BOT_STYLES.map((s) => html`<option value=${s.key} ?selected=${s.key === this.botStyle}>${botStyleText(s.key).name}</option>`)}
          </select>
          <p id="style-hint" class="hint muted">${botStyleText(this.botStyle).description}</p>
        </div>
        <button ?disabled=${this.view.seats.length >= MAX_SEATS}
          @click=${() => this.send(roomSend({ type: 'add-bot', body: { label: `${this.level}-${this.botStyle}` } }))}>${msg('Add bot')}</button>
      </div>
    </section>`;
  }

  override render() {
    const v = this.view;
    const vip = v.seats[this.me]?.vip === true;
    const missing = Math.max(0, MIN_SEATS - v.seats.length);
    return html`
      <h1>${msg('Lobby')} <span class="room"><span class="visually-hidden">${msg('room')} </span>${v.code}</span></h1>
      <p class="muted" role="status">${missing > 0
        ? msg(str`${v.seats.length} of ${MAX_SEATS} seats taken. ${missing} more needed to start.`)
        : msg(str`${v.seats.length} of ${MAX_SEATS} seats taken.`)}</p>
      <section aria-labelledby="seats-h">
        <h2 id="seats-h" class="visually-hidden">${msg('Seats')}</h2>
        <ul class="plain">${v.seats.map((s, i) => this.seatRow(s, i, vip))}</ul>
      </section>
      ${vip ? this.bots() : nothing}
      <section>
        <lobby-settings .settings=${v.settings} ?editable=${vip}></lobby-settings>
      </section>
      <div class="thumb">
        ${vip
          ? html`<button class="primary" ?disabled=${missing > 0} @click=${() => this.send(roomSend({ type: 'start', body: {} }))}>${msg('Start the game')}</button>
            ${missing > 0 ? html`<p class="muted">${msg('Add a bot or wait for friends to start.')}</p>` : nothing}`
          : html`<p class="card">${msg('Waiting for the VIP to start the game.')}</p>`}
      </div>
    `;
  }
}

customElements.define('lobby-screen', LobbyScreen);
declare global {
  interface HTMLElementTagNameMap { 'lobby-screen': LobbyScreen }
}
