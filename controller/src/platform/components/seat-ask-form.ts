/**
 * `<seat-ask-form>`: a watcher's "Take a seat" button (the audience screen's, the results' bar), and
 * what follows a refusal while the phone goes on watching (net/connection.ts `takeSeat`): the refusal as a
 * sentence and, when the name was the trouble (someone at the table has it, or one that looks just
 * like it), a name field holding the name refused, so the watcher types another and taps again.
 * Names the rules refuse are caught here before anything is sent (names.ts), as on the join screen.
 *
 * @prop label - the button's words ("Take a seat", "Take a seat for the next game")
 * @prop ask - the name asked with last (or the remembered one), why it was refused (or null) and whether an ask is on its way
 * @fires take-seat - CustomEvent<TakeSeatDetail>: sit down; `name` set when typed in the field
 */
import { LitElement, css, html, nothing } from 'lit';
import { NAME_MAX } from '@minus/shared/platform/protocol/constants';
import { checkName, clipName, NAME_MAX_CODE_POINTS, type NameProblem } from '@minus/shared/platform/protocol/names';
import type { JoinFailure } from '@minus/shared/platform/protocol/join-errors';
import { failureText, phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';

/** What `<seat-ask-form>` draws from (party-app.ts builds it from the connection's `seatAsk`). */
export interface SeatAskState {
  name: string;
  refusal: JoinFailure | null;
  pending: boolean;
}

/** The `take-seat` event's detail: the name typed in the field, when the watcher was asked for one. */
export interface TakeSeatDetail {
  name?: string;
}

/** Refusals another name can answer: the field shows for these. */
const NAME_REFUSALS: readonly JoinFailure[] = ['name-taken', 'name-invalid', 'name-too-long', 'name-empty', 'name-hidden'];

/** A `take-seat` event (bubbles out of shadow roots to `<party-app>`). */
export function takeSeat(detail: TakeSeatDetail = {}): CustomEvent<TakeSeatDetail> {
  return new CustomEvent<TakeSeatDetail>('take-seat', { detail, bubbles: true, composed: true });
}

export class SeatAskForm extends LitElement {
  static override properties = { label: { type: String }, ask: { attribute: false }, problem: { state: true } };
  declare label: string;
  declare ask: SeatAskState;
  /** A name typed here that the rules refuse (never sent). */
  declare problem: NameProblem | null;

  constructor() {
    super();
    new WatchLocale(this);
    this.label = '';
    this.ask = { name: '', refusal: null, pending: false };
    this.problem = null;
  }

  static override styles = [tokens, css`
    :host { display: grid; gap: 0.6rem; }
    form { display: grid; gap: 0.6rem; }
    label { margin: 0; }
    p.error { margin: 0; }
    button { width: 100%; }
    /* In the results' bar: its one big button; asked for a name, the bar keeps to a third of a small phone. */
    :host([bar]) button { min-height: 4rem; font-size: 1.25rem; }
    :host([bar]) form.name { gap: 0.4rem; }
    :host([bar]) form.name p.error { padding: 0.4rem 0.7rem; font-size: 0.95rem; }
    :host([bar]) form.name button { min-height: 3.25rem; font-size: 1.15rem; }
  `];

  override willUpdate(changed: Map<string, unknown>): void {
    // A new answer from the room (another refusal, or none) replaces what was said of the name typed.
    const before = changed.get('ask') as SeatAskState | undefined;
    if (before && (before.refusal !== this.ask.refusal || before.name !== this.ask.name || before.pending !== this.ask.pending)) this.problem = null;
  }

  private get asksName(): boolean {
    return this.ask.refusal !== null && NAME_REFUSALS.includes(this.ask.refusal);
  }

  private submit(e: Event): void {
    e.preventDefault();
    if (this.ask.pending) return;
    if (!this.asksName) {
      this.dispatchEvent(takeSeat());
      return;
    }
    const typed = this.renderRoot.querySelector<HTMLInputElement>('#seat-name')?.value ?? this.ask.name;
    const checked = checkName(typed);
    this.problem = checked.ok ? null : checked.code;
    if (checked.ok) this.dispatchEvent(takeSeat({ name: checked.name }));
  }

  private onNameInput(e: Event): void {
    const input = e.target as HTMLInputElement;
    const clipped = clipName(input.value);
    if (clipped !== input.value) input.value = clipped;
  }

  override render() {
    const refusal = this.problem ?? this.ask.refusal;
    const pending = this.ask.pending;
    return html`<form class=${this.asksName ? 'name' : ''} @submit=${this.submit} novalidate>
      ${refusal ? html`<p class="error" role="alert">${failureText(refusal)}</p>` : nothing}
      ${this.asksName ? html`<label for="seat-name">${phoneTexts.now().join.name}</label>
        <input id="seat-name" name="name" .value=${this.ask.name} maxlength=${NAME_MAX_CODE_POINTS * 2} autocomplete="nickname"
          enterkeyhint="go" aria-describedby="seat-name-help" @input=${this.onNameInput} />
        <p id="seat-name-help" class="visually-hidden">${phoneTexts.now().join.nameHelp(NAME_MAX)}</p>` : nothing}
      <button type="submit" class="primary" ?disabled=${pending} aria-busy=${pending ? 'true' : 'false'}>${pending ? phoneTexts.now().join.joining : this.label}</button>
    </form>`;
  }
}

customElements.define('seat-ask-form', SeatAskForm);
declare global {
  interface HTMLElementTagNameMap { 'seat-ask-form': SeatAskForm }
  interface HTMLElementEventMap { 'take-seat': CustomEvent<TakeSeatDetail> }
}
