/**
 * `<locale-picker>`: the phone's language, as a labelled list of every language in its own name
 * (docs/I18N.md, "Picking a language"). On the join screen and in the lobby's and game's menu.
 * Picking one remembers it and switches every screen at once; if its words cannot be fetched
 * (the network dropped), the list goes back to the language in use.
 */
import { LitElement, css, html } from 'lit';
import { LOCALES, LOCALE_NAMES, isLocale } from '@minus/shared/platform/i18n/locales';
import { currentLocale } from '@minus/shared/platform/i18n/texts';
import { chooseLocale } from '../i18n/locale.js';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';

export class LocalePicker extends LitElement {
  static override properties = { busy: { state: true } };
  declare busy: boolean;

  constructor() {
    super();
    new WatchLocale(this);
    this.busy = false;
  }

  static override styles = [tokens, css`
    :host { display: flex; align-items: center; gap: 0.5rem; justify-content: flex-end; }
    /* One line: the list gives way first ("Bahasa · Language" broke in two on a 320 px phone). */
    label { margin: 0; font-weight: 400; font-size: 1rem; white-space: nowrap; }
    select { flex: 0 1 auto; min-width: 0; min-height: 2.75rem; padding: 0.3rem 0.5rem; border-radius: var(--radius); background: var(--card, transparent); max-width: 11rem; }
  `];

  private async onChange(e: Event): Promise<void> {
    const select = e.target as HTMLSelectElement;
    const wanted = select.value;
    if (!isLocale(wanted)) return;
    this.busy = true;
    try {
      await chooseLocale(wanted);
    } catch {
      select.value = currentLocale();
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const now = currentLocale();
    return html`<label for="lang">${phoneTexts.now().language}</label>
      <select id="lang" aria-busy=${this.busy ? 'true' : 'false'} @change=${this.onChange}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === now}>${LOCALE_NAMES[l]}</option>`)}
      </select>`;
  }
}

customElements.define('locale-picker', LocalePicker);
declare global {
  interface HTMLElementTagNameMap { 'locale-picker': LocalePicker }
}
