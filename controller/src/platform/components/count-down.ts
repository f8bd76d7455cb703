/**
 * `<count-down>`: seconds left for the current decision, from the room's deadline (server ms)
 * and the phone's clock offset, rounded as the stage rounds them (shared/src/protocol/clock.ts),
 * so the phone and the TV show the same second. It redraws on each change of the shown second
 * (a timer set to the next whole second), not on a polling tick; shows nothing when the timer is off.
 *
 * The number is in the headline face, its unit ("s", Korean 초) in the text face, so it reads as seconds.
 *
 * It turns red for the last seconds the stage warns about (`urgentSeconds`: 5 s of a long
 * timer, 3 s of a short one), so a 5 s timer is not red from its first second. While the link
 * to the room is down the phone cannot see the room's clock (net/clock-hold.ts), so the countdown
 * says "Offline" (dashed; its name for screen readers says it is reconnecting) instead of a number.
 * Never "Paused": the room's server may run the timer on and decide for the away player. It shows
 * the room's seconds again when the link is back.
 *
 * @prop deadline - server time of the deadline (ms since epoch); 0 = no timer
 * @prop offset - how far the server's clock is ahead of this phone's (ms), from the `time` sync
 * @prop timerMs - the decision timer's length (ms; settings.timerMs); 0 = unknown (5 s warning)
 */
import { LitElement, css, html, nothing } from 'lit';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { msUntilNextSecond, secondsLeft, urgentSeconds } from '@minus/shared/platform/protocol/clock';
import { tokens } from '../styles/tokens.js';
import { clockHeldAt, onClockHold } from '../net/clock-hold.js';

export class CountDown extends LitElement {
  static override properties = { deadline: { type: Number }, offset: { type: Number }, timerMs: { type: Number } };
  declare deadline: number;
  declare offset: number;
  declare timerMs: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unhold: () => void = () => undefined;

  constructor() {
    super();
    new WatchLocale(this);
    this.deadline = 0;
    this.offset = 0;
    this.timerMs = 0;
  }

  static override styles = [tokens, css`
    :host { display: inline-block; }
    [role='timer'] { font-family: var(--display); font-weight: var(--display-weight, inherit); font-size: 1.15rem; font-variant-numeric: tabular-nums; padding: 0.15rem 0.55rem; border-radius: 999px; border: 2px solid var(--line); white-space: nowrap; }
    [role='timer'].low { border-color: var(--cube); color: var(--cube); }
    /* Offline while reconnecting: words, not a frozen number, in the text face; a dashed rim. */
    [role='timer'].offline { font-family: var(--text); font-weight: 700; font-size: 1rem; border-style: dashed; color: var(--muted); }
    /* The unit in the text face: the headline face has capitals only, and "14 S" did not read as seconds. */
    .unit { font-family: var(--text); font-weight: 700; font-size: 1rem; white-space: pre; }
  `];

  override connectedCallback(): void {
    super.connectedCallback();
    this.unhold = onClockHold(() => this.requestUpdate());
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unhold();
    clearTimeout(this.timer);
  }

  /** The room's time now as this phone sees it (held still while the link is down: net/clock-hold.ts). */
  private roomNow(): number {
    return (clockHeldAt() ?? Date.now()) + this.offset;
  }

  /** After each render: wake up when the shown second changes (2 ms late, so the new second shows). */
  protected override updated(): void {
    clearTimeout(this.timer);
    const wait = msUntilNextSecond(this.deadline, this.roomNow());
    if (wait !== null && this.isConnected && clockHeldAt() === null) this.timer = setTimeout(() => this.requestUpdate(), wait + 2);
  }

  override render() {
    const raw = secondsLeft(this.deadline, this.roomNow());
    if (raw === null) return nothing;
    if (clockHeldAt() !== null) {
      const t = phoneTexts.now().countDown;
      return html`<span role="timer" aria-label=${t.offlineLabel} class="offline">${t.offline}</span>`;
    }
    // A deadline with a reveal's time given back shows as the whole timer, not one more second.
    const left = this.timerMs > 0 ? Math.min(raw, Math.ceil(this.timerMs / 1000)) : raw;
    const label = phoneTexts.now().countDown.label(left);
    const { count, unit } = phoneTexts.now().countDown.short(left);
    return html`<span role="timer" aria-label=${label} class=${left <= (this.timerMs > 0 ? urgentSeconds(this.timerMs) : 5) ? 'low' : ''}>${count}<span class="unit">${unit}</span></span>`;
  }
}

customElements.define('count-down', CountDown);
declare global {
  interface HTMLElementTagNameMap { 'count-down': CountDown }
}
