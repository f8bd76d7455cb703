/**
 * `<lobby-screen>`: the seats filling up before a game. Everyone sees the show chosen, the seats
 * and the rules; the VIP also picks the show (each with its pitch), the rules (the show's own
 * panel), adds computer players (the show's picker) or plays against the computer (`<solo-picker>`),
 * kicks people (a tap asks first, naming them: "Kick Ben? Ben's phone leaves the game…", and only
 * "Yes" sends) or removes bots, and has Start in the thumb zone. Everyone can open the show's "How to
 * play". Seat limits are the chosen show's. The VIP's computer players come right after the seats,
 * before the show picker: a VIP alone, told "add a bot or wait for friends" by the bar, finds Add
 * bot on the first screen.
 *
 * The screen is the phone's height: the lobby scrolls in its own region above a bar at the bottom
 * (Start for the VIP, "waiting for the VIP" for everyone else), so the bar stays in reach and
 * never lies over a control (docs/STAGE.md, "Controller").
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index (-1 for none)
 * @prop shows - the shows this phone knows (their cards), to list those the room offers
 * @prop showPart - the chosen show's phone part, or null while it loads
 * @prop rulesNotice - a refused change of the rules in words, said in the show's rules editor (where the VIP changed them); '' for none
 * @slot end - at the end of the scrolling region (the phone's menu)
 * @slot - notices shown at the top of the scrolling region (a refusal, the avatar given instead)
 * @fires room-send - `show`, `add-bot`, `remove-seat`, `kick`, `start`, `solo`, `hints`, `practice` (and `settings` from the rules panel)
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { SeatViewElement } from './seat-view.js';
import { phoneTexts } from '../i18n/texts.js';
import type { RoomStateShape, SeatState } from '@minus/shared/platform/protocol/state';
import type { ShowCard } from '@minus/shared/platform/show-module';
import type { PhoneShow } from '../show-part.js';
import { tokens } from '../styles/tokens.js';
import { choiceCards } from '../styles/choices.js';
import { thumbBar } from '../styles/thumb-bar.js';
import { roomSend } from './events.js';
import { askIntoView } from './ask-in-view.js';
import './evening-table.js';
import './seat-avatar.js';
import './solo-picker.js';

export class LobbyScreen extends SeatViewElement<RoomStateShape> {
  static override properties = { shows: { attribute: false }, showPart: { attribute: false }, rulesNotice: { attribute: false }, asking: { state: true } };
  declare shows: readonly ShowCard[];
  declare showPart: PhoneShow | null;
  declare rulesNotice: string;
  /** The id of the seat whose kick waits for "Yes" (a mis-tap must not remove a player), or ''. */
  declare asking: string;

  constructor() {
    super();
    this.shows = [];
    this.showPart = null;
    this.rulesNotice = '';
    this.asking = '';
  }

  static override styles = [tokens, choiceCards, thumbBar, css`
    .room { font-family: var(--display); font-weight: var(--display-weight, inherit); letter-spacing: 0.15em; color: var(--gold); }
    .show { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.2rem; margin: 0 0 0.25rem; }
    section { margin-bottom: 1.1rem; }
    .seat { display: flex; align-items: center; gap: 0.6rem; padding: 0.45rem 0; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    /* The name and its tags share the room between the avatar and the button: the tags go under the
       name when they do not fit beside it, so Kick and Remove stay on the seat's line. */
    .seat .who { flex: 1 1 0; min-width: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.5rem; }
    .seat .name { font-weight: 700; flex: 0 1 auto; min-width: 0; overflow-wrap: anywhere; }
    /* At 16 px a long tag ("Bot Medium · Steady") wraps inside its pill rather than run under Remove on a 320 px phone. */
    .tag { font-size: 1rem; border: 1px solid var(--line); border-radius: 0.9rem; padding: 0.1rem 0.5rem; max-width: 100%; overflow-wrap: anywhere; }
    .seat button { min-height: 2.75rem; padding: 0.3rem 0.8rem; }
    .ask { flex: 1 1 100%; display: grid; gap: 0.5rem; margin: 0.25rem 0; }
    .ask p { margin: 0; }
    .switch { display: flex; gap: 0.6rem; align-items: flex-start; cursor: pointer; font-weight: 400; }
    .switch input { width: 1.4rem; height: 1.4rem; min-height: 0; margin: 0.1rem 0 0; flex: none; accent-color: var(--gold); }
    .thumb p { margin: 0.5rem 0 0; }
    .thumb p.card { margin: 0; }
  `];

  /** A question just opened: bring its buttons into sight (ask-in-view.ts). */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (changed.has('asking') && this.asking) askIntoView(this.renderRoot);
  }

  private send = (e: CustomEvent) => this.dispatchEvent(e);

  /** The chosen show's card: the part's, else the one this phone knows. */
  private get card(): ShowCard | undefined {
    return this.showPart?.card ?? this.shows.find((s) => s.id === this.view.show);
  }

  private seatRow(seat: SeatState, i: number, vip: boolean) {
    const mine = i === this.me;
    return html`<li class="seat">
      <seat-avatar avatar=${seat.avatar}></seat-avatar>
      <span class="who">
        <span class="name">${seat.name}${mine ? html` <span class="muted">${phoneTexts.now().lobby.you}</span>` : nothing}</span>
        ${seat.vip ? html`<span class="tag">${phoneTexts.now().lobby.vip}</span>` : nothing}
        ${seat.kind === 'bot' ? html`<span class="tag">${phoneTexts.now().lobby.bot(this.showPart?.botName?.(seat.botLabel) ?? seat.botLabel)}</span>` : nothing}
        ${seat.kind === 'human' && !seat.connected ? html`<span class="tag">${phoneTexts.now().lobby.away}</span>` : nothing}
        ${seat.kind === 'human' && seat.standIn ? html`<span class="tag">${phoneTexts.now().handOver.botPlays}</span>` : nothing}
      </span>
      ${vip && !mine
        ? seat.kind === 'bot'
          ? html`<button @click=${() => this.send(roomSend({ type: 'remove-seat', body: { seat: i, id: seat.id } }))} aria-label=${phoneTexts.now().lobby.removeWho(seat.name)}>${phoneTexts.now().lobby.remove}</button>`
          : this.kick(seat, i)
        : nothing}
    </li>`;
  }

  /** The VIP's Kick for a person's seat: a tap asks first, naming them; "Yes" sends `kick` (with the seat's id). */
  private kick(seat: SeatState, i: number) {
    const t = phoneTexts.now().lobby;
    if (this.asking !== seat.id) return html`<button @click=${() => { this.asking = seat.id; }} aria-label=${t.kickWho(seat.name)}>${t.kick}</button>`;
    return html`<div class="ask card" role="group" aria-label=${t.kickWho(seat.name)}>
      <p>${t.kickAsk(seat.name)}</p>
      <button class="primary" @click=${() => { this.asking = ''; this.send(roomSend({ type: 'kick', body: { seat: i, id: seat.id } })); }}>${t.kickYes}</button>
      <button @click=${() => { this.asking = ''; }}>${t.kickCancel}</button>
    </div>`;
  }

  /** The VIP's show picker: every show the room offers that this phone knows, with its pitch. */
  private showPicker() {
    const offered = this.view.shows.flatMap((id) => this.shows.filter((s) => s.id === id));
    if (offered.length < 2) return nothing;
    return html`<section><fieldset>
      <legend>${phoneTexts.now().lobby.show}</legend>
      ${offered.map((s) => html`<label class="choice">
        <input type="radio" name="show" value=${s.id} .checked=${this.view.show === s.id}
          @change=${() => this.send(roomSend({ type: 'show', body: { show: s.id } }))} />
        <span><b>${s.title}</b><span class="muted">${s.tagline} ${phoneTexts.now().lobby.players(s.seats.min, s.seats.max)}</span></span>
      </label>`)}
    </fieldset></section>`;
  }

  /**
   * The VIP's practice switch; everyone else is told when the game is practice. The words promise
   * a coach only for a show that has one (its part's `coachText`); else what practice means there.
   */
  private practice(vip: boolean) {
    const on = this.view.practice === true;
    const t = phoneTexts.now().coach;
    const coached = !!this.showPart?.coachText;
    if (!vip) return on ? html`<p class="card">${coached ? t.practiceOn : t.practiceOnNoCoach}</p>` : nothing;
    return html`<section><label class="choice">
      <input type="checkbox" .checked=${on} @change=${(e: Event) => this.send(roomSend({ type: 'practice', body: { on: (e.target as HTMLInputElement).checked } }))} />
      <span><b>${t.practiceLabel}</b><span class="muted">${coached ? t.practiceHint : t.practiceHintNoCoach}</span></span>
    </label></section>`;
  }

  /** The VIP's switch for the show's hints (on by default). */
  private hintsSwitch(h: { label: string; help: string }) {
    return html`<section><label class="switch"><input type="checkbox" .checked=${this.view.settings.hints !== false}
      @change=${(e: Event) => this.send(roomSend({ type: 'hints', body: { on: (e.target as HTMLInputElement).checked } }))} />
      <span><b>${h.label}</b><span class="muted"> ${h.help}</span></span></label></section>`;
  }

  override render() {
    const v = this.view;
    const vip = v.seats[this.me]?.vip === true;
    const card = this.card;
    const min = card?.seats.min ?? 1;
    const max = card?.seats.max ?? v.seats.length;
    const missing = Math.max(0, min - v.seats.length);
    const over = Math.max(0, v.seats.length - max);
    // The VIP's rules cannot deal this many players (said at the top, and beside Start on the VIP's phone).
    const misfit = v.settings.doesNotFit === true && over === 0;
    const part = this.showPart;
    return html`
      <div class="scroll">
        <slot></slot>
        <h1>${phoneTexts.now().lobby.title} <span class="room"><span class="visually-hidden">${phoneTexts.now().lobby.room} </span>${v.code}</span></h1>
        ${card ? html`<p class="show">${card.title}</p>` : nothing}
        ${part?.howTo ? html`<section><how-to-play .howTo=${part.howTo(v)}></how-to-play></section>` : nothing}
        <p class="muted" role="status">${over > 0
          ? phoneTexts.now().lobby.over(v.seats.length, card?.title ?? '', max, over)
          : missing > 0
            ? phoneTexts.now().lobby.missing(v.seats.length, max, missing)
            : phoneTexts.now().lobby.taken(v.seats.length, max)}</p>
        ${misfit ? html`<p class="card" role="alert">${(vip ? phoneTexts.now().lobby.doesNotFit : phoneTexts.now().lobby.doesNotFitOthers)(v.seats.length, v.settings.fitsUpTo)}</p>` : nothing}
        <section aria-labelledby="seats-h">
          <h2 id="seats-h" class="visually-hidden">${phoneTexts.now().lobby.seats}</h2>
          <ul class="plain">${v.seats.map((s, i) => this.seatRow(s, i, vip))}</ul>
        </section>
        ${vip && part ? html`<section aria-labelledby="bots-h"><h2 id="bots-h">${phoneTexts.now().lobby.addBot}</h2>${part.bots(v.seats.length >= max)}</section>` : nothing}
        ${vip ? this.showPicker() : nothing}
        ${vip && part?.hints ? this.hintsSwitch(part.hints()) : nothing}
        ${vip ? html`<solo-picker min=${min} max=${max} .fitsUpTo=${v.settings.fitsUpTo} people=${v.seats.filter((s) => s.kind === 'human').length}></solo-picker>` : nothing}
        <section>${part ? part.rules(v, vip, this.rulesNotice) : html`<p class="muted">${phoneTexts.now().app.loadingShow}</p>`}</section>
        ${this.practice(vip)}
        <evening-table .evening=${v.evening} .shows=${this.shows}></evening-table>
        <slot name="end"></slot>
      </div>
      <div class="thumb">
        ${vip
          ? html`<button class="primary" ?disabled=${missing > 0 || over > 0 || misfit} @click=${() => this.send(roomSend({ type: 'start', body: {} }))}>${phoneTexts.now().lobby.start}</button>
            ${missing > 0 ? html`<p class="muted">${phoneTexts.now().lobby.startHelp}</p>` : misfit ? html`<p class="muted">${phoneTexts.now().lobby.doesNotFit(v.seats.length, v.settings.fitsUpTo)}</p>` : nothing}`
          : html`<p class="card">${misfit ? phoneTexts.now().lobby.waitRules : phoneTexts.now().lobby.waitVip}</p>`}
      </div>
    `;
  }
}

customElements.define('lobby-screen', LobbyScreen);
declare global {
  interface HTMLElementTagNameMap { 'lobby-screen': LobbyScreen }
}
