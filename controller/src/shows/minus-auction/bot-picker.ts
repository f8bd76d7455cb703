/**
 * `<minus-bot-picker>`: the VIP's computer player for Minus Auction: a level and a style, each
 * with its one-line description, and "Add bot" (docs/BOTS.md).
 *
 * @prop full - no seat left (the button is disabled)
 * @fires room-send - `add-bot` with the label `level-style`
 */
import { LitElement, css, html } from 'lit';
import { minusPhoneTexts } from './texts/index.js';
import { WatchLocale } from '../../platform/i18n/watch-locale.js';
import { BOT_LEVELS, BOT_STYLES, DEFAULT_BOT_STYLE } from '@minus/shared/shows/minus-auction/bots/labels';
import { tokens } from '../../platform/styles/tokens.js';
import { roomSend } from '../../platform/components/events.js';
import { botLevelText, botStyleText } from './texts.js';

export class MinusBotPicker extends LitElement {
  static override properties = { full: { type: Boolean }, level: { state: true }, botStyle: { state: true } };
  declare full: boolean;
  declare level: string;
  declare botStyle: string;

  constructor() {
    super();
    new WatchLocale(this);
    this.full = false;
    this.level = 'medium';
    this.botStyle = DEFAULT_BOT_STYLE;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .bots { display: grid; grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr)); gap: 0 0.75rem; align-items: start; }
    .bots button { grid-column: 1 / -1; margin-top: 0.75rem; }
    .hint { font-size: 1rem; margin: 0.25rem 0 0; }
  `];

  override render() {
    return html`<div class="bots">
      <div>
        <label for="level">${minusPhoneTexts.now().bots.level}</label>
        <select id="level" aria-describedby="level-hint" @change=${(e: Event) => (this.level = (e.target as HTMLSelectElement).value)}>
          ${BOT_LEVELS.map((l) => html`<option value=${l.key} ?selected=${l.key === this.level}>${botLevelText(l.key).name}</option>`)}
        </select>
        <p id="level-hint" class="hint muted">${botLevelText(this.level).description}</p>
      </div>
      <div>
        <label for="style">${minusPhoneTexts.now().bots.style}</label>
        <select id="style" aria-describedby="style-hint" @change=${(e: Event) => (this.botStyle = (e.target as HTMLSelectElement).value)}>
          ${BOT_STYLES.map((s) => html`<option value=${s.key} ?selected=${s.key === this.botStyle}>${botStyleText(s.key).name}</option>`)}
        </select>
        <p id="style-hint" class="hint muted">${botStyleText(this.botStyle).description}</p>
      </div>
      <button ?disabled=${this.full}
        @click=${() => this.dispatchEvent(roomSend({ type: 'add-bot', body: { label: `${this.level}-${this.botStyle}` } }))}>${minusPhoneTexts.now().bots.add}</button>
    </div>`;
  }
}

customElements.define('minus-bot-picker', MinusBotPicker);
declare global {
  interface HTMLElementTagNameMap { 'minus-bot-picker': MinusBotPicker }
}
