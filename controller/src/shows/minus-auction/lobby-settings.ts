/**
 * `<lobby-settings>`: the VIP's rules panel in the lobby: the preset (each with a one-line
 * description), the custom rules (cube range, hidden cubes, chips, seating, who starts) and the
 * decision timer. Every change sends one complete `settings` message, its numbers within the
 * custom limits (classic's 9 removed cubes become custom's 5); the server checks it and the room
 * state shows the result (a refused change comes back as a notice beside the rules, and the
 * fields go back to the room's values).
 *
 * @prop settings - the room's current settings (state.settings)
 * @prop editable - true for the VIP; otherwise a read-only summary
 * @prop seated - the players seated (a range too short for them is said before anything is sent: custom-check.ts)
 * @fires room-send - `settings` messages
 */
import { LitElement, css, html, noChange, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { minusPhoneTexts } from './texts/index.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import type { SettingsMessage } from '@minus/shared/shows/minus-auction/lobby-rules';
import type { MinusSettingsState as SettingsState } from '@minus/shared/shows/minus-auction/state';
import { CUSTOM_LIMITS, PRESET_NAMES } from '@minus/shared/shows/minus-auction/presets';
import { presetText } from './texts.js';
import { tokens } from '../../platform/styles/tokens.js';
import { refusedLine } from '../../platform/styles/refused-line.js';
import { choiceCards } from '../../platform/styles/choices.js';
import { roomSend } from '../../platform/components/events.js';
import { minusAuctionCard } from '@minus/shared/shows/minus-auction/card';
import { customProblem } from './custom-check.js';
import { judgedPlayers } from '@minus/shared/platform/rules-judged';
import { timerChoices, timerLabel, timerLine, timerText } from '../../platform/timer-choices.js';


type NumberField = 'smallest' | 'largest' | 'removed' | 'chips';

/** How long after a change the form shows the room's values again, answered or not (ms). */
const ANSWER_WAIT_MS = 1200;

/** `value` within the custom limits of `field` (shared presets.ts `CUSTOM_LIMITS`). */
function clampField(field: NumberField, value: number): number {
  return Math.min(CUSTOM_LIMITS[field].max, Math.max(CUSTOM_LIMITS[field].min, value));
}

export class LobbySettings extends LitElement {
  static override properties = { settings: { attribute: false }, editable: { type: Boolean }, refused: { attribute: false }, seated: { type: Number }, problem: { state: true } };
  declare settings: SettingsState;
  declare editable: boolean;
  /** The room refused the VIP's last change, in words ('' for none): said under the fields. */
  declare refused: string;
  declare seated: number;
  /** The custom range the phone did not send, and why ('' for none). */
  declare problem: string;

  constructor() {
    super();
    new WatchLocale(this);
    this.editable = false;
    this.refused = '';
    this.seated = 0;
    this.problem = '';
    this.settings = { preset: 'show', smallest: 3, largest: 35, removed: 1, chips: 9, seating: 'join', starter: 'random', timerMs: 20_000 };
  }

  static override styles = [tokens, choiceCards, refusedLine, css`
    :host { display: block; }
    .grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr)); gap: 0 0.75rem; }
    /* A drop-down shows its chosen words whole: it takes the row (Italian's and Malay's are long). */
    .grid > .wide { grid-column: 1 / -1; }
    .summary { margin: 0; }
  `];

  private send(patch: Partial<SettingsMessage>): void {
    const s = this.settings;
    const preset = (patch.preset ?? s.preset) as SettingsMessage['preset'];
    const timerMs = patch.timerMs !== undefined ? patch.timerMs : s.timerMs > 0 ? s.timerMs : null;
    const within = (field: NumberField) => clampField(field, s[field]);
    const body: SettingsMessage = preset === 'custom'
      ? {
          preset, smallest: within('smallest'), largest: within('largest'), removed: within('removed'), chips: within('chips'),
          seating: s.seating === 'shuffled' ? 'shuffled' : 'join', starter: s.starter === 'first' ? 'first' : 'random',
          timerMs, ...patch,
        }
      // Picking a preset takes its own timer (the room's), so no timer is sent with it; a timer change
      // over a preset keeps the preset.
      : patch.timerMs !== undefined ? { preset, timerMs } : { preset };
    // A range that cannot deal the players is said at once, in numbers, and not sent.
    const ranged = 'smallest' in patch || 'largest' in patch || 'removed' in patch;
    this.problem = ranged ? customProblem(body, judgedPlayers(this.seated, minusAuctionCard.seats, s.fitsUpTo)) : '';
    if (this.problem) return void this.requestUpdate();
    this.dispatchEvent(roomSend({ type: 'settings', body: { ...body, show: minusAuctionCard.id } }));
    // A refused change leaves the state as it was, so nothing redraws the form: draw it again
    // once the answer is in, and every field shows the room's value (live() bindings).
    clearTimeout(this.redraw);
    this.redraw = setTimeout(() => {
      this.requestUpdate();
      void this.updateComplete.then(() => this.showRefusal());
    }, ANSWER_WAIT_MS);
  }

  /** The redraw after a change (`send`). */
  private redraw: ReturnType<typeof setTimeout> | undefined;

  /**
   * The number field the VIP is typing in and has not yet left (no `change` yet): every redraw
   * (the room's answer to an earlier field, or `send`'s redraw) leaves its text alone, so a value
   * typed while the previous one was still on its way is never put back to the room's old value.
   */
  private typing: NumberField | undefined;

  /** A refusal comes into sight (the same words again too): the VIP is at the fields, the line is under them. */
  override updated(changed: Map<string, unknown>): void {
    if (changed.has('refused') || changed.has('problem')) this.showRefusal();
  }

  private showRefusal(): void {
    if (this.refused || this.problem) this.renderRoot.querySelector<HTMLElement>('.refused')?.scrollIntoView?.({ block: 'nearest' });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.redraw);
  }

  private number(field: NumberField, e: Event): void {
    this.typing = undefined;
    const v = Number((e.target as HTMLInputElement).value);
    if (Number.isInteger(v)) this.send({ [field]: clampField(field, v) });
  }

  private summary() {
    const s = this.settings;
    const p = presetText(s.preset);
    const r = minusPhoneTexts.now().rules;
    // A preset whose description gives its numbers (show, veto, genius) is not said twice: only its timer follows.
    // Classic's chips depend on the seats and custom's rules are the VIP's: their numbers follow in full.
    const numbers = s.preset === 'classic' || s.preset === 'custom';
    return html`<p class="summary"><b>${p.name}</b>: ${p.description}</p>
      <p class="summary muted">${numbers ? `${r.summary(s.smallest, s.largest, s.removed, s.chips)} ${timerLine(s.timerMs)}` : timerLine(s.timerMs)}</p>`;
  }

  private custom() {
    const s = this.settings;
    // live(): a refused change puts the room's value back in the field (the state did not change);
    // the field being typed in keeps its text (noChange) until the VIP leaves it.
    const field = (id: NumberField, label: string, value: number) => html`<div>
      <label for=${id}>${label}</label>
      <input id=${id} type="number" inputmode="numeric" min=${CUSTOM_LIMITS[id].min} max=${CUSTOM_LIMITS[id].max}
        .value=${this.typing === id ? noChange : live(String(value))}
        @input=${() => (this.typing = id)} @blur=${() => { if (this.typing === id) this.typing = undefined; }}
        @change=${(e: Event) => this.number(id, e)} />
    </div>`;
    return html`<div class="grid">
      ${field('smallest', minusPhoneTexts.now().rules.smallest, s.smallest)}
      ${field('largest', minusPhoneTexts.now().rules.largest, s.largest)}
      ${field('removed', minusPhoneTexts.now().rules.removed, s.removed)}
      ${field('chips', minusPhoneTexts.now().rules.chipsEach, s.chips)}
      <div class="wide">
        <label for="seating">${minusPhoneTexts.now().rules.seating}</label>
        <select id="seating" @change=${(e: Event) => this.send({ seating: (e.target as HTMLSelectElement).value as 'join' | 'shuffled' })}>
          <option value="join" ?selected=${s.seating !== 'shuffled'}>${minusPhoneTexts.now().rules.joinOrder}</option>
          <option value="shuffled" ?selected=${s.seating === 'shuffled'}>${minusPhoneTexts.now().rules.shuffled}</option>
        </select>
      </div>
      <div class="wide">
        <label for="starter">${minusPhoneTexts.now().rules.starter}</label>
        <select id="starter" @change=${(e: Event) => this.send({ starter: (e.target as HTMLSelectElement).value as 'random' | 'first' })}>
          <option value="random" ?selected=${s.starter !== 'first'}>${minusPhoneTexts.now().rules.randomSeat}</option>
          <option value="first" ?selected=${s.starter === 'first'}>${minusPhoneTexts.now().rules.seatOne}</option>
        </select>
      </div>
    </div>`;
  }

  override render() {
    if (!this.editable) return this.summary();
    const s = this.settings;
    const timers = timerChoices(s.timerMs);
    return html`
      <fieldset>
        <legend>${minusPhoneTexts.now().rules.legend}</legend>
        ${PRESET_NAMES.map((name) => {
          const p = presetText(name);
          return html`<label class="choice">
            <input type="radio" name="preset" value=${name} .checked=${s.preset === name} @change=${() => this.send({ preset: name })} />
            <span><b>${p.name}</b><span class="muted">${p.description}</span></span>
          </label>`;
        })}
      </fieldset>
      ${s.preset === 'custom' ? this.custom() : nothing}
      ${this.problem || this.refused ? html`<p class="card refused" role="alert">${this.problem || this.refused}</p>` : nothing}
      <label for="timer">${timerLabel()}</label>
      <select id="timer" @change=${(e: Event) => { const v = Number((e.target as HTMLSelectElement).value); this.send({ timerMs: v > 0 ? v : null }); }}>
        ${timers.map((ms) => html`<option value=${ms} ?selected=${ms === s.timerMs}>${timerText(ms)}</option>`)}
      </select>
    `;
  }
}

customElements.define('lobby-settings', LobbySettings);
declare global {
  interface HTMLElementTagNameMap { 'lobby-settings': LobbySettings }
}
