/**
 * `<seat-handover>`: on the VIP's phone during a game, below the game, "Let a bot play a seat":
 * for a player who had to step away (their phone on the sofa, or gone quiet), a computer player
 * takes their turns so the game goes on (`hand-to-bot`, docs/SERVER.md). Each other person's seat
 * is listed, an away one marked (and named at the top of the screen: `nudge`); a tap asks first ("Let a bot
 * play for Ben? Ben can take the seat back…"), and only "Yes" sends. A seat a bot already plays is
 * listed as such. The player takes the seat back with "Take my seat back" on their phone (the
 * play screens), or by coming back when their phone had gone.
 *
 * Drawn for the VIP playing its own seat (the room refuses hand-to-bot to anyone else), in a game only.
 * With `nudge` (at the top of the VIP's screen) it shows only while a person's phone is away: who
 * is away, that the timer is choosing for them, and the same "Let a bot play" with its question,
 * so the VIP need not find the section below the game.
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index
 * @prop nudge - the top-of-screen prompt for away seats only
 * @fires room-send - `hand-to-bot` with the seat's index
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import type { RoomStateShape, SeatState } from '@minus/shared/platform/protocol/state';
import { SeatViewElement } from './seat-view.js';
import { phoneTexts } from '../i18n/texts.js';
import { tokens } from '../styles/tokens.js';
import { disclosure } from '../styles/disclosure.js';
import { roomSend } from './events.js';
import { askIntoView } from './ask-in-view.js';
import './seat-avatar.js';

/** Whether the phone holding seat `me` may hand seats to bots now: the VIP, playing its own seat, in a game. */
export function mayHandOver(view: RoomStateShape, me: number): boolean {
  const mine = view.seats[me];
  return view.phase === 'playing' && mine?.vip === true && !mine.standIn;
}

export class SeatHandover extends SeatViewElement<RoomStateShape> {
  static override properties = { asking: { state: true }, nudge: { type: Boolean } };
  /** The id of the seat whose hand-over waits for "Yes", or ''. */
  declare asking: string;
  declare nudge: boolean;

  constructor() {
    super();
    this.asking = '';
    this.nudge = false;
  }

  static override styles = [tokens, disclosure, css`
    :host { display: block; padding: 0 1rem 1rem; max-width: 36rem; margin: 0 auto; }
    .seat { display: flex; align-items: center; gap: 0.6rem; padding: 0.45rem 0; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    .who { flex: 1 1 0; min-width: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; }
    .name { font-weight: 700; overflow-wrap: anywhere; }
    .tag { font-size: 1rem; border: 1px solid var(--line); border-radius: 999px; padding: 0.1rem 0.5rem; white-space: nowrap; }
    .seat > button { min-height: 2.75rem; padding: 0.3rem 0.8rem; }
    .ask { flex: 1 1 100%; display: grid; gap: 0.5rem; margin: 0.25rem 0; }
    .ask p { margin: 0; }
    .wide { flex: 1 1 100%; }
    .ask .buttons { display: grid; gap: 0.5rem; }
    :host([nudge]) { padding: 0 1rem; }
    .nudge { margin: 0.5rem 0 0; border-left: 0.35rem solid var(--gold); }
    .nudge p { margin: 0 0 0.25rem; }
    .nudge .seat:last-child { border-bottom: 0; padding-bottom: 0; }
    .nudge .seat > button { flex: 1 1 100%; }
  `];

  /** A question just opened: bring its buttons into sight (ask-in-view.ts). */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('asking') && this.asking) askIntoView(this.renderRoot);
  }

  private hand(seat: SeatState): void {
    this.asking = '';
    const index = this.view.seats.findIndex((s) => s.id === seat.id);
    if (index >= 0) this.dispatchEvent(roomSend({ type: 'hand-to-bot', body: { seat: index, id: seat.id } }));
    // Back to the game at the top: the section folds up under a page scrolled down to it, which
    // left the cube, the pot and the countdown off the screen on the VIP's own turn.
    window.scrollTo({ top: 0 });
  }

  private row(seat: SeatState) {
    const t = phoneTexts.now().handOver;
    const asking = this.asking === seat.id && !seat.standIn;
    // With the decision timer off nothing chooses for them: the game waits.
    const nudge = this.view.settings.timerMs > 0 ? t.awayNudge(seat.name) : t.awayWaits(seat.name);
    return html`<li class="seat">${this.nudge ? html`<p class="wide" role="status">${nudge}</p>` : nothing}
      <seat-avatar avatar=${seat.avatar}></seat-avatar>
      <span class="who">
        <span class="name">${seat.name}</span>
        ${seat.standIn ? html`<span class="tag">${t.botPlays}</span>` : !seat.connected ? html`<span class="tag">${phoneTexts.now().lobby.away}</span>` : nothing}
      </span>
      ${seat.standIn || asking ? nothing : html`<button aria-label=${t.handWho(seat.name)} @click=${() => { this.asking = seat.id; }}>${t.hand}</button>`}
      ${asking ? html`<div class="ask card" role="group" aria-label=${t.handWho(seat.name)}>
        <p>${t.confirm(seat.name)}</p>
        <div class="buttons">
          <button class="primary" @click=${() => this.hand(seat)}>${t.yes}</button>
          <button @click=${() => { this.asking = ''; }}>${t.cancel}</button>
        </div>
      </div>` : nothing}
    </li>`;
  }

  override render() {
    const v = this.view;
    if (!v || !mayHandOver(v, this.me)) return nothing;
    const others = v.seats.filter((s, i) => i !== this.me && s.kind === 'human');
    if (others.length === 0) return nothing;
    const t = phoneTexts.now().handOver;
    const away = others.filter((s) => !s.connected && !s.standIn);
    if (this.nudge) return away.length ? html`<div class="card nudge"><ul class="plain">${away.map((s) => this.row(s))}</ul></div>` : nothing;
    return html`<details>
      <summary>${t.title}</summary>
      <p class="muted">${t.help}</p>
      <ul class="plain">${others.map((s) => this.row(s))}</ul>
    </details>`;
  }
}

customElements.define('seat-handover', SeatHandover);
declare global {
  interface HTMLElementTagNameMap { 'seat-handover': SeatHandover }
}
