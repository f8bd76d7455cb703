/**
 * `<audience-screen>`: what the stage shows, on a phone, for late joiners and watchers: why this
 * phone is watching (the game had started, or the table was full), its guesses and cheers
 * (`<crowd-guess>`), the show's "How to play" (below the game while one is on), and the show's own
 * view of the game (its part's `watch`: the table, whose turn it is; never a secret).
 *
 * @prop view - the room state snapshot (the one before a change the TV is still revealing when `held`)
 * @prop held - the TV is still revealing the last change (net/view-hold.ts)
 * @prop showPart - the show's phone part, or null while it loads
 * @prop offset - clock offset (ms) for the countdown
 * @prop reason - why a player join landed here (the server's `audience` message), or null; the
 *   sentence shown says how the room is now, which may have changed since (audienceReasonText)
 * @prop canSit - offer "Take a seat" (between games, a seat free)
 * @prop ask - the take-seat ask's name, refusal and progress (`<seat-ask-form>`: after a refusal it asks for another name)
 * @prop maxSeats - the chosen show's most seats now (for the "table is full" sentence)
 * @prop crowdScore - my guessing count as of `view` (net/crowd-scores.ts), or null
 * @fires take-seat - CustomEvent<TakeSeatDetail>: the watcher asked for a seat (seat-ask-form.ts)
 */
import { css, html, nothing } from 'lit';
import { ClockedViewElement } from './seat-view.js';
import { phoneTexts } from '../i18n/texts.js';
import type { AudienceMessage } from '@minus/shared/platform/protocol/messages';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { PhoneShow } from '../show-part.js';
import type { CrowdScore } from '../net/crowd-scores.js';
import { tokens } from '../styles/tokens.js';
import type { SeatAskState } from './seat-ask-form.js';
import './crowd-guess.js';
import './how-to-play.js';
import './seat-ask-form.js';

/**
 * Why this phone watches, in plain words, as the room is now; "" when it chose to watch. The
 * server's `reason` says why the join landed in the audience, but the room moves on: the game
 * ends, a seat frees up, the host picks a show with more seats (a full table of a 5-seat show has
 * two free seats in a 7-seat one). So during a game the sentence says the game has started (or
 * the table is full, when it is); between games it says the table is full only while every one
 * of the show's `maxSeats` seats is taken, and otherwise that a seat is free.
 */
export function audienceReasonText(reason: AudienceMessage['reason'] | null, view: Pick<RoomStateShape, 'phase' | 'seats'>, maxSeats: number): string {
  if (reason !== 'game-in-progress' && reason !== 'room-full') return '';
  const t = phoneTexts.now().audience;
  const full = view.seats.length >= maxSeats;
  if (view.phase === 'playing') return reason === 'room-full' && full ? t.full(maxSeats) : t.started;
  return full ? t.full(maxSeats) : t.seatFree;
}

export class AudienceScreen extends ClockedViewElement<RoomStateShape> {
  static override properties = {
    showPart: { attribute: false }, reason: { attribute: false }, canSit: { type: Boolean }, maxSeats: { type: Number }, held: { type: Boolean },
    crowdScore: { attribute: false }, ask: { attribute: false },
  };
  declare ask: SeatAskState;
  declare crowdScore: CrowdScore | null;
  declare held: boolean;
  declare showPart: PhoneShow | null;
  declare reason: AudienceMessage['reason'] | null;
  declare canSit: boolean;
  declare maxSeats: number;

  constructor() {
    super();
    this.showPart = null;
    this.reason = null;
    this.canSit = false;
    this.maxSeats = 0;
    this.held = false;
    this.crowdScore = null;
    this.ask = { name: '', refusal: null, pending: false };
  }

  static override styles = [tokens, css`
    :host { display: block; padding: 0.75rem 1rem 1rem; max-width: 36rem; margin: 0 auto; }
    .top { display: flex; justify-content: space-between; align-items: baseline; gap: 0.5rem; flex-wrap: wrap; }
    .badge { font-size: 1rem; border: 1px solid var(--line); border-radius: 999px; padding: 0.1rem 0.6rem; }
    .why { margin: 0.5rem 0; display: grid; gap: 0.6rem; border-left: 0.35rem solid var(--gold); }
    .why p { margin: 0; }
    .how-to { margin: 0.5rem 0; }
  `];

  override render() {
    const v = this.view;
    const why = audienceReasonText(this.reason, v, this.maxSeats || v.seats.length);
    // During a game the guess and the game come first on a small phone; the lesson waits below them.
    const playing = v.phase === 'playing';
    const howTo = this.showPart?.howTo ? html`<how-to-play class="how-to" .howTo=${this.showPart.howTo(v)}></how-to-play>` : nothing;
    return html`
      <div class="top">
        <h1>${v.phase === 'lobby' ? phoneTexts.now().audience.waiting : phoneTexts.now().audience.watching}</h1>
        <span class="badge">${phoneTexts.now().audience.badge}</span>
      </div>
      ${why || this.canSit ? html`<div class="why card">
        ${why ? html`<p role="status">${why}</p>` : nothing}
        ${this.canSit ? html`<seat-ask-form .label=${phoneTexts.now().audience.takeSeat} .ask=${this.ask}></seat-ask-form>` : nothing}
      </div>` : nothing}
      ${playing ? nothing : howTo}
      <crowd-guess .view=${v} .score=${this.crowdScore} .prompt=${this.showPart?.crowdPrompt?.(v) ?? ''}></crowd-guess>
      ${this.showPart ? this.showPart.watch(v, this.offset, this.reason, this.held) : html`<p class="muted">${phoneTexts.now().app.loadingShow}</p>`}
      ${playing ? howTo : nothing}
    `;
  }
}

customElements.define('audience-screen', AudienceScreen);
declare global {
  interface HTMLElementTagNameMap { 'audience-screen': AudienceScreen }
}
