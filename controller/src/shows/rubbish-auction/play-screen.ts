/**
 * `<rubbish-play>`: a player's phone during a Rubbish Auction game (docs/STAGE.md, "Rubbish
 * Auction"). At the top my name and fame, my secret Geek one tap away, the round card (item, First
 * Bidder, countdown) and whose turn it is. Then the step's controls: the auctioneer's pick, the
 * peek ("tap one of Ana's cards to look", the value then shown to me alone), or my five money
 * cards to hold out with Confirm, pinned at the screen's foot, with the value my peek showed in
 * that panel. My hand shows on every step but my pick, in the page's flow when it is not my bid.
 * Below the fold: the table. While the TV reveals a round, the phone shows the table as it was before, with
 * "Cards up on the TV!" instead of the turn and my hand (`held`; platform net/view-hold.ts).
 *
 * @prop view - the room state snapshot (read through `rubbishView`)
 * @prop me - my seat index
 * @prop pending - a decision is waiting for the server's answer
 * @prop notice - a refused request as a sentence, or ""
 * @prop offset - clock offset (ms) for the countdown
 * @prop offline - the link to the room is down: decisions wait for it
 * @prop held - the TV is still revealing a round: `view` is the table before it; no decision
 * @fires act - the decision (a `RubbishAction`), cancelable
 * @fires room-send - `take-back` when a bot stands in for me
 */
import { css, html, nothing } from 'lit';
import { ClockedViewElement } from '../../platform/components/seat-view.js';
import type { RubbishRoomState } from '@minus/shared/shows/rubbish-auction/state';
import { disclosure } from '../../platform/styles/disclosure.js';
import { tokens } from '../../platform/styles/tokens.js';
import { roomSend } from '../../platform/components/events.js';
import '../../platform/components/seat-avatar.js';
import './geek-card.js';
import './hand-picker.js';
import './peek-panel.js';
import './pick-panel.js';
import './round-card.js';
import './seats-list.js';
import { draftKey } from './draft.js';
import { tvIcon } from '../../platform/components/tv-icon.js';
import { fameText, moneyText, stepText, words } from './texts.js';
import { deciderLine } from '../../platform/turn-line.js';
import { decidedNote } from '../../platform/decided-words.js';

export class RubbishPlay extends ClockedViewElement<RubbishRoomState> {
  static override properties = {
    pending: { type: Boolean }, notice: { type: String }, offline: { type: Boolean }, held: { type: Boolean },
  };
  declare held: boolean;
  declare pending: boolean;
  declare notice: string;
  declare offline: boolean;

  constructor() {
    super();
    this.pending = false;
    this.notice = '';
    this.offline = false;
    this.held = false;
  }

  static override styles = [tokens, disclosure, css`
    :host { display: block; max-width: 36rem; margin: 0 auto; }
    .glance { min-height: 100dvh; display: flex; flex-direction: column; gap: 0.55rem; padding: 0.75rem 1rem 0; }
    .me { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
    .decided { margin: 0; font-size: 1rem; }
    .me .name { font-weight: 700; flex: 1 1 6rem; min-width: 0; overflow-wrap: anywhere; }
    .fame { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.3rem; color: var(--gold); white-space: nowrap; }
    .turn { font-size: 1.2rem; font-weight: 700; display: flex; align-items: center; gap: 0.5rem; margin: 0; }
    .turn.mine { color: var(--gold); font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.35rem; }
    /* On a small phone the display face's capitals took three lines over the items the pick needs in sight. */
    @media (max-width: 360px) { .turn.mine { font-size: 1.1rem; } }
    .seen { margin: 0; padding: 0.5rem 0.75rem; border-radius: var(--radius); border: 2px dashed var(--gold); font-weight: 700; }
    .seen.brief { padding: 0.25rem 0.6rem; color: var(--gold); }
    .thumb { position: sticky; bottom: 0; margin-top: auto; padding: 0.6rem 0 max(0.9rem, env(safe-area-inset-bottom)); background: linear-gradient(transparent, var(--bg2) 0.5rem); display: grid; gap: 0.5rem; }
    .thumb h2 { font-size: 1rem; margin: 0; }
    .thumb h2.mine { color: var(--gold); font-size: 1.1rem; }
    /* The auctioneer's screen, and my peek with my hand under it, are taller than a small phone: they scroll with the page instead.
       So does my hand when it is not my bid (nothing to tap): pinned at the foot of a small phone,
       it covered the turn line and the "timer chose" note, which showed through its fade. */
    .thumb.flow { position: static; }
    /* My peek follows the round card: pushed to the screen's foot, it left about 220 px of nothing
       above "Your peek" on a 390x844 phone, the cards and my hand at the bottom. */
    .thumb.flow.peek { margin-top: 0; }
    /* My pick is the phone's height (pick-panel.ts): the lines above its choices scroll with them, in its region. */
    .top { display: flex; flex-direction: column; gap: 0.55rem; }
    .top > .error { margin: 0; }
    rubbish-pick .more { padding: 1rem 0; }
    .hand-after { display: grid; gap: 0.5rem; padding-bottom: max(0.9rem, env(safe-area-inset-bottom)); }
    .hand-after h2 { font-size: 1rem; margin: 0; }
    .more { padding: 1rem; display: grid; gap: 1rem; }
    .watch { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 0.75rem; margin: 1.5rem 0 0; font-family: var(--display); font-weight: var(--display-weight, inherit); color: var(--gold); font-size: clamp(1.5rem, 7.6vw, 2.2rem); line-height: 1.15; }
    .watch svg.tv { width: 7rem; }
  `];

  /** Whether the last render showed my pick (whose screen is taller than a phone and scrolls). */
  private wasPicking = false;
  /** My step and the hold at the last render: a change to a step of mine or to a hold scrolls up. */
  private lastMoment = '';
  /** The step I am to take now ('pick', 'peek', 'hold-out'), or '' when it is not my turn (or a bot stands in for me). */
  private myStep(): string {
    const v = this.view;
    const me = v.seats[this.me];
    return !this.held && v.phase === 'playing' && v.game.current === this.me && me !== undefined && !me.standIn ? v.game.step : '';
  }

  /**
   * The page goes back to its top, where the round card and the turn are: after my pick, when a
   * step of mine begins (a pick opened while I was scrolled down to the guesses) and when the TV
   * starts a reveal ("Cards up on the TV!" sits up there).
   */
  override updated(): void {
    const step = this.myStep();
    const picking = step === 'pick';
    const moment = `${step}|${this.held}`;
    const began = moment !== this.lastMoment && (step !== '' || this.held);
    if (((this.wasPicking && !picking) || began) && window.scrollY > 0) window.scrollTo({ top: 0 });
    this.wasPicking = picking;
    this.lastMoment = moment;
  }

  private turnLine(mine: boolean) {
    const v = this.view;
    const seat = v.seats[v.game.current];
    if (!seat) return html`<p class="turn">${words().steps.reveal}</p>`;
    if (mine) return html`<p class="turn mine">${stepText(v.game.step, seat.name, true)}</p>`;
    return html`<p class="turn"><seat-avatar avatar=${seat.avatar}></seat-avatar>${deciderLine(seat, seat === v.seats[this.me], v.settings.timerMs) ?? stepText(v.game.step, seat.name, false)}</p>`;
  }

  /**
   * What my peek showed me this round (my own connection's `peekedCard`). `brief`: in my bid's
   * panel, the name and the value only ("Ben's card 2: 5,000"): the panel pinned at the foot
   * covered the full sentence above it on a small phone, the very number the bid needs.
   */
  private seen(brief: boolean) {
    const me = this.view.seats[this.me];
    const of = this.view.seats[me?.peekOf ?? -1];
    if (!me || !of || !me.peekedCard) return nothing;
    // The row a look sees is public: the held-out cards when two or more, else the cards kept.
    const t = words().peek;
    const money = moneyText(me.peekedCard);
    const held = of.holding >= 2;
    const text = brief
      ? held ? t.seenHeldBrief(of.name, me.peekPosition + 1, money) : t.seenKeptBrief(of.name, money)
      : held ? t.seenHeld(of.name, me.peekPosition + 1, money) : t.seenKept(of.name, money);
    return html`<p class=${brief ? 'seen brief' : 'seen'} role="status">${text}</p>`;
  }

  private controls(step: string, locked: boolean) {
    const v = this.view;
    if (step === 'peek') return html`<rubbish-peek .view=${v} ?locked=${locked}></rubbish-peek>`;
    return nothing;
  }

  override render() {
    const v = this.view;
    const me = v.seats[this.me];
    const step = this.myStep();
    const mine = step !== '';
    const locked = this.pending || this.offline;
    const bidding = step === 'hold-out';
    // My pick: the item and First Bidder choice is the whole screen (my hand does not matter yet).
    const picking = step === 'pick';
    // My bid and my peek: the thumb zone's own heading is the turn cue (one line less to cover).
    const peeking = step === 'peek';
    const t = words();
    // What the timer or a stand-in decided for me: between my turns, and on my turn when it is news (decided-words.ts).
    const decided = decidedNote(me, mine);
    // My hand: under my bid; while I peek, below the peek zone, in the page's flow (pinned at the
    // foot, the two together covered the round and the last round's line on a small phone).
    const hand = html`<h2 class=${bidding ? 'mine' : ''}>${bidding ? t.hand.titleBid : t.hand.title}</h2>
      ${bidding ? this.seen(true) : nothing}
      <rubbish-hand .seat=${me} ?active=${bidding} ?locked=${locked} draft=${draftKey(v, this.me)}></rubbish-hand>`;
    const head = html`<div class="me">
          ${me ? html`<seat-avatar avatar=${me.avatar}></seat-avatar><span class="name">${me.name}</span>` : nothing}
          <span class="fame"><span class="visually-hidden">${t.play.yourFame} </span>★ ${fameText(me?.fame ?? 0)}</span>
        </div>
        <rubbish-geek .geek=${me?.geek ?? ''} .items=${me?.items ?? []} .stageLocale=${v.stageLocale ?? ''}></rubbish-geek>
        <rubbish-round .view=${v} .me=${this.me} .offset=${this.offset}></rubbish-round>`;
    const table = html`<details>
          <summary>${t.play.everyone}</summary>
          <rubbish-seats .view=${v} .me=${this.me}></rubbish-seats>
        </details>`;
    // My pick: the phone's height, its choices and these lines in one region above Confirm's bar.
    if (picking) {
      return html`<rubbish-pick .view=${v} .me=${this.me} .offset=${this.offset} ?locked=${locked}>
        <div class="top">${head}${this.seen(false)}${this.turnLine(true)}${decided}
          ${this.notice ? html`<p class="error" role="alert">${this.notice}</p>` : nothing}
          ${this.offline ? html`<p>${t.play.offline}</p>` : nothing}</div>
        <div class="more" slot="end">${table}</div>
      </rubbish-pick>`;
    }
    return html`
      <div class="glance">
        ${head}
        ${bidding ? nothing : this.seen(false)}
        ${this.held ? html`<p class="watch" role="status">${tvIcon}<span>${t.play.watchTv}</span></p>` : bidding || peeking ? nothing : this.turnLine(mine)}
        ${decided}
        ${me?.standIn ? html`<div class="card">
            <p>${t.play.standIn}</p>
            <button class="primary" @click=${() => this.dispatchEvent(roomSend({ type: 'take-back', body: {} }))}>${t.play.takeBack}</button>
          </div>` : nothing}
        <div class=${bidding ? 'thumb' : peeking ? 'thumb flow peek' : 'thumb flow'}>
          ${this.notice ? html`<p class="error" role="alert">${this.notice}</p>` : nothing}
          ${mine && this.offline ? html`<p>${t.play.offline}</p>` : nothing}
          ${this.controls(step, locked)}
          ${this.held || peeking ? nothing : hand}
        </div>
        ${peeking && !this.held ? html`<div class="hand-after">${hand}</div>` : nothing}
      </div>
      <div class="more">${table}</div>
    `;
  }
}

customElements.define('rubbish-play', RubbishPlay);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-play': RubbishPlay }
}
