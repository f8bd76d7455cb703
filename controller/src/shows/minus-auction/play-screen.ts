/**
 * `<play-screen>`: a player's phone during a game (docs/STAGE.md, "Controller"). At the top the cube on
 * offer, the pot and the countdown; my chips always visible; whose turn it is and who refused this
 * cube so far; my own cubes in runs (compact) with my score. In the thumb zone the take preview
 * (engine scoring) and two big buttons, Refuse on the left and Take on the right; Refuse is
 * disabled at zero chips with the reason shown. A tap shows its pressed state at once and locks
 * both buttons until the server answers. All of that fits a 390x844 screen without scrolling; on
 * smaller screens the thumb zone stays pinned to the bottom. Below: everyone's cubes (while I wait,
 * the screen is only as tall as it needs, so they and "Guess along" come up within reach).
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index
 * @prop pending - a decision is waiting for the server's answer
 * @prop notice - a refused request as a sentence ("Too late..."), or ""
 * @prop offset - clock offset (ms) for the countdown
 * @prop offline - the link to the room is down (reconnecting): Take and Refuse wait for it
 * @fires act - CustomEvent<'take' | 'refuse'> (the action to send), cancelable: cancelled when it could not be sent
 * @fires room-send - `take-back` when a bot stands in for me
 */
import { css, html, nothing } from 'lit';
import { ClockedViewElement } from '../../platform/components/seat-view.js';
import { minusPhoneTexts } from './texts/index.js';
import { deciderLine } from '../../platform/turn-line.js';
import { decidedNote } from '../../platform/decided-words.js';
import type { MinusRoomState as RoomStateShape } from '@minus/shared/shows/minus-auction/state';
import { score } from '@minus/shared/shows/minus-auction/scoring';
import { previewFor, signed } from './table.js';
import { chipsText } from './texts.js';
import { disclosure } from '../../platform/styles/disclosure.js';
import { tokens } from '../../platform/styles/tokens.js';
import { roomSend } from '../../platform/components/events.js';
import './cube-runs.js';
import './offer-card.js';
import '../../platform/components/seat-avatar.js';
import './table-seats.js';
import { Arming } from '../../platform/components/arming.js';

export type Decision = 'take' | 'refuse';

export class PlayScreen extends ClockedViewElement<RoomStateShape> {
  static override properties = {
    pending: { type: Boolean }, notice: { type: String }, offline: { type: Boolean },
    pressed: { state: true },
  };
  declare pending: boolean;
  declare notice: string;
  declare offline: boolean;
  declare pressed: Decision | null;
  /** A tap meant for the cube before does not decide this one (arming.ts). */
  private readonly arming = new Arming(this);

  constructor() {
    super();
    this.pending = false;
    this.notice = '';
    this.offline = false;
    this.pressed = null;
  }

  static override styles = [tokens, disclosure, css`
    :host { display: block; max-width: 36rem; margin: 0 auto; }
    .glance { display: flex; flex-direction: column; gap: 0.6rem; padding: 0.75rem 1rem 0; }
    /* On my turn the screen's height, the buttons at its foot; while waiting as tall as it needs, so everyone's cubes and "Guess along" come up. */
    .glance.now { min-height: 100dvh; }
    .me { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
    .me .name { font-weight: 700; flex: 1 1 6rem; min-width: 0; overflow-wrap: anywhere; }
    .mychips { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.3rem; color: var(--gold); white-space: nowrap; }
    .turn { font-size: 1.25rem; font-weight: 700; display: flex; align-items: center; gap: 0.5rem; margin: 0; }
    .turn.mine { color: var(--gold); font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.5rem; }
    .refused { margin: 0; display: flex; align-items: center; gap: 0.4rem; flex-wrap: wrap; }
    .decided { margin: 0.25rem 0 0; font-size: 1rem; }
    .refusers { display: inline-flex; flex-wrap: wrap; gap: 0.15rem; }
    .refusers seat-avatar { width: 1.75rem; height: 1.75rem; }
    .mine { display: grid; gap: 0.35rem; }
    .mine .line { display: flex; align-items: baseline; justify-content: space-between; gap: 0.5rem; flex-wrap: wrap; }
    .mine h2 { font-size: 1rem; margin: 0; }
    .mine .myscore { font-size: 1rem; }
    .standin { display: grid; gap: 0.5rem; }
    .thumb { position: sticky; bottom: 0; margin-top: auto; padding: 0.6rem 0 max(0.9rem, env(safe-area-inset-bottom)); background: linear-gradient(transparent, var(--bg2) 0.5rem); display: grid; gap: 0.5rem; }
    .preview { font-size: 1.15rem; font-weight: 700; margin: 0; text-align: center; }
    .preview .delta { white-space: nowrap; }
    .buttons { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 0.6rem; }
    .buttons button { min-height: 4.5rem; font-family: var(--display); font-weight: var(--display-weight, 400); font-size: 1.45rem; border-width: 3px; padding-inline: 0.5rem; }
    .refuse:enabled { background: var(--refuse); color: var(--refuse-ink); border-color: var(--refuse); }
    .take:enabled { background: var(--take); color: var(--take-ink); border-color: var(--take); }
    /* Just offered (arming.ts): not yet tappable, but shown as it will be in a moment. */
    .refuse.arming:disabled { background: var(--refuse); color: var(--refuse-ink); border-color: var(--refuse); opacity: 1; }
    .take.arming:disabled { background: var(--take); color: var(--take-ink); border-color: var(--take); opacity: 1; }
    .buttons button[aria-pressed='true']:disabled { background: var(--surface2); color: var(--ink); border-style: solid; opacity: 1; }
    .buttons button[aria-pressed='true'] { border-color: var(--ink); box-shadow: inset 0 0 0 0.35rem rgba(0,0,0,0.25); }
    .reason { text-align: center; margin: 0; }
    .more { padding: 1rem; display: grid; gap: 1rem; }
  `];

  override updated(changed: Map<string, unknown>): void {
    if (changed.has('pending') && !this.pending) this.pressed = null;
    if (changed.has('view') && this.pressed && !this.pending && this.view.game.current !== this.me) this.pressed = null;
  }

  private tap(decision: Decision): void {
    if (this.pressed || this.pending) return;
    this.pressed = decision;
    const sent = this.dispatchEvent(new CustomEvent<Decision>('act', { detail: decision, bubbles: true, composed: true, cancelable: true }));
    if (!sent) this.pressed = null; // the app could not send it (no link): unlock at once
  }

  private turnLine(mine: boolean) {
    const v = this.view;
    const seat = v.seats[v.game.current];
    if (mine) return html`<p class="turn mine">${minusPhoneTexts.now().play.yourTurn}</p>`;
    if (!seat) return html`<p class="turn">${minusPhoneTexts.now().play.next}</p>`;
    const who = deciderLine(seat, v.game.current === this.me, v.settings.timerMs) ?? minusPhoneTexts.now().play.deciding(seat.name);
    return html`<p class="turn"><seat-avatar avatar=${seat.avatar}></seat-avatar>${who}</p>`;
  }

  private thumb(mine: boolean, chips: number) {
    const v = this.view;
    // The lobby may turn the take preview off (state settings.hints); a seat a bot plays has nothing to weigh.
    const p = v.settings.hints === false || v.seats[this.me]?.standIn ? null : previewFor(v, v.seats[this.me]);
    const locked = this.pending || this.pressed !== null || !mine || this.offline;
    // A tap meant for the cube before (the taker is offered the next cube at once) lands on a
    // button that has just appeared: it takes no tap for a moment (arming.ts).
    const armed = mine && this.arming.armed(`${v.game.number}.${v.game.version}`);
    const arming = !locked && !armed ? ' arming' : '';
    // Nothing to say or tap (another's turn, the preview off): no thumb zone, no empty band.
    if (!p && !this.notice && !mine) return nothing;
    return html`<div class="thumb">
      ${p ? html`<p class="preview" id="preview">${mine ? minusPhoneTexts.now().play.take : minusPhoneTexts.now().play.ifTook}
          <span class="delta">${signed(p.before)} → ${signed(p.after)}</span>,
          <span class="delta">${minusPhoneTexts.now().play.potGain(p.pot)}</span></p>` : nothing}
      ${this.notice ? html`<p class="error" role="alert">${this.notice}</p>` : nothing}
      ${mine && this.offline ? html`<p class="reason">${minusPhoneTexts.now().play.offline}</p>` : nothing}
      ${mine && chips === 0 ? html`<p class="reason" id="reason">${minusPhoneTexts.now().play.noChips}</p>` : nothing}
      ${mine ? html`<div class="buttons" role="group" aria-label=${minusPhoneTexts.now().play.decision}>
          <button class=${`refuse${chips === 0 ? '' : arming}`} aria-pressed=${this.pressed === 'refuse' ? 'true' : 'false'} aria-describedby=${chips === 0 ? 'reason' : nothing}
            ?disabled=${locked || chips === 0 || !armed} @click=${() => this.tap('refuse')}>${minusPhoneTexts.now().play.refuse}</button>
          <button class=${`take${arming}`} aria-pressed=${this.pressed === 'take' ? 'true' : 'false'} aria-describedby=${p ? 'preview' : nothing}
            ?disabled=${locked || !armed} @click=${() => this.tap('take')}>${minusPhoneTexts.now().play.takeButton}</button>
        </div>` : nothing}
    </div>`;
  }

  /**
   * Who refused the cube on offer: an avatar per refusal, in order (each put a chip in the pot); in
   * words, each seat once with how many times, so a screen reader hears every refusal the avatars show.
   */
  private refused(refusers: { name: string; avatar: number }[]) {
    if (refusers.length === 0) return html`<p class="refused">${minusPhoneTexts.now().play.nobody}</p>`;
    const times = new Map<string, number>();
    for (const r of refusers) times.set(r.name, (times.get(r.name) ?? 0) + 1);
    const who = [...times].map(([name, n]) => ({ name, times: n }));
    return html`<p class="refused"><span class="visually-hidden">${minusPhoneTexts.now().play.refused(who)}</span>
      <span aria-hidden="true">${minusPhoneTexts.now().play.refusedLabel}</span>
      <span class="refusers" aria-hidden="true">${refusers.map((r) => html`<seat-avatar avatar=${r.avatar}></seat-avatar>`)}</span></p>`;
  }

  override render() {
    const v = this.view;
    const me = v.seats[this.me];
    const mine = v.phase === 'playing' && v.game.current === this.me && me !== undefined && !me.standIn;
    const chips = me?.chips ?? -1;
    const refusers = v.game.refusals.map((i) => ({ name: v.seats[i]?.name ?? '?', avatar: v.seats[i]?.avatar ?? 0 }));
    return html`
      <div class="glance ${mine ? 'now' : ''}">
        <div class="me">
          ${me ? html`<seat-avatar avatar=${me.avatar}></seat-avatar><span class="name">${me.name}</span>` : nothing}
          <span class="mychips"><span class="visually-hidden">${minusPhoneTexts.now().play.myChips} </span><span aria-hidden="true">● </span>${chips >= 0 ? chips : '?'}</span>
        </div>
        <offer-card .game=${v.game} .offset=${this.offset} .timerMs=${v.settings.timerMs}></offer-card>
        ${this.turnLine(mine)}
        ${this.refused(refusers)}
        ${decidedNote(me, mine)}
        ${me?.standIn ? html`<div class="standin card">
            <p>${minusPhoneTexts.now().play.botSeat}</p>
            <button class="primary" @click=${() => this.dispatchEvent(roomSend({ type: 'take-back', body: {} }))}>${minusPhoneTexts.now().play.takeBack}</button>
          </div>` : nothing}
        <section class="mine" aria-labelledby="mine-h">
          <div class="line">
            <h2 id="mine-h">${minusPhoneTexts.now().play.myCubes}</h2>
            ${me && chips >= 0 ? html`<span class="myscore muted">${minusPhoneTexts.now().play.score(score(me.cubes, chips), me.cubeScore, chips)}</span>` : nothing}
          </div>
          <cube-runs compact .cubes=${me?.cubes ?? []}></cube-runs>
        </section>
        ${this.thumb(mine, chips)}
      </div>
      <div class="more">
        <details>
          <summary>${minusPhoneTexts.now().play.everyone}</summary>
          <table-seats .view=${v} .me=${this.me}></table-seats>
        </details>
      </div>
    `;
  }
}

customElements.define('play-screen', PlayScreen);
declare global {
  interface HTMLElementTagNameMap { 'play-screen': PlayScreen }
}
