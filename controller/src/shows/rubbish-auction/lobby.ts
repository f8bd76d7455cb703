/**
 * Rubbish Auction's part of the lobby: `<rubbish-settings>` (the rules: one preset, the show's,
 * and the decision timer; the VIP edits the timer, everyone else reads a summary) and
 * `<rubbish-bot-picker>` (a level with its one-line description, and "Add bot"; docs/BOTS.md).
 *
 * @fires room-send - `settings` with `{ preset, timerMs }`; `add-bot` with the level's label
 */
import { LitElement, css, html, nothing } from 'lit';
import type { SettingsState } from '@minus/shared/platform/protocol/state';
import { RUBBISH_LOBBY_LABELS } from '@minus/shared/shows/rubbish-auction/bots/labels';
import { tokens } from '../../platform/styles/tokens.js';
import { refusedLine } from '../../platform/styles/refused-line.js';
import { roomSend } from '../../platform/components/events.js';
import { botLevelText, words } from './texts.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import { timerChoices, timerLabel, timerLine, timerText } from '../../platform/timer-choices.js';


export class RubbishSettings extends LitElement {
  static override properties = { settings: { attribute: false }, editable: { type: Boolean }, refused: { attribute: false } };
  declare settings: SettingsState;
  declare editable: boolean;
  /** The room refused the VIP's last change, in words ('' for none). */
  declare refused: string;
  private readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.settings = { timerMs: 30_000 };
    this.editable = false;
    this.refused = '';
  }

  static override styles = [tokens, refusedLine, css`:host { display: block; } select { width: 100%; min-height: 3rem; }`];

  override render() {
    const ms = this.settings.timerMs;
    const t = words().lobby;
    const summary = html`<p class="summary">${t.summary}</p>`;
    if (!this.editable) return html`${summary}<p class="muted">${timerLine(ms)}</p>`;
    const timers = timerChoices(ms);
    return html`${summary}
      <label for="rubbish-timer">${timerLabel()}</label>
      <select id="rubbish-timer" @change=${(e: Event) => {
        const v = Number((e.target as HTMLSelectElement).value);
        this.dispatchEvent(roomSend({ type: 'settings', body: { preset: 'show', timerMs: v > 0 ? v : null, show: rubbishAuctionCard.id } }));
      }}>${timers.map((t) => html`<option value=${t} ?selected=${t === ms}>${timerText(t)}</option>`)}</select>
      ${this.refused ? html`<p class="card refused" role="alert">${this.refused}</p>` : nothing}`;
  }
}

export class RubbishBotPicker extends LitElement {
  static override properties = { full: { type: Boolean }, level: { state: true } };
  declare full: boolean;
  declare level: string;
  private readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.full = false;
    this.level = 'medium';
  }

  static override styles = [tokens, css`
    :host { display: block; }
    select, button { width: 100%; }
    button { margin-top: 0.75rem; }
    .hint { font-size: 1rem; margin: 0.25rem 0 0; }
  `];

  override render() {
    const t = words().lobby;
    return html`<label for="rubbish-level">${t.level}</label>
      <select id="rubbish-level" aria-describedby="rubbish-level-hint" @change=${(e: Event) => (this.level = (e.target as HTMLSelectElement).value)}>
        ${RUBBISH_LOBBY_LABELS.map((l) => html`<option value=${l} ?selected=${l === this.level}>${botLevelText(l).name}</option>`)}
      </select>
      <p id="rubbish-level-hint" class="hint muted">${botLevelText(this.level).description}</p>
      <button ?disabled=${this.full} @click=${() => this.dispatchEvent(roomSend({ type: 'add-bot', body: { label: this.level } }))}>${t.addBot}</button>`;
  }
}

customElements.define('rubbish-settings', RubbishSettings);
customElements.define('rubbish-bot-picker', RubbishBotPicker);
declare global {
  interface HTMLElementTagNameMap { 'rubbish-settings': RubbishSettings; 'rubbish-bot-picker': RubbishBotPicker }
}
