/**
 * `<phone-menu>`: the phone's menu, folded under "Menu": its language (`<locale-picker>`), a way to
 * leave the game between games, and, while the room's game server is restarting (for who knows how
 * long), a way out to another game.
 * `<party-app>` puts it at the end of the lobby's and the results' scrolling region (those screens
 * are the phone's height, so opening it never scrolls the page under them), elsewhere after the screen.
 * Opened, it scrolls its region so the picker is in sight.
 *
 * @prop away - the game server is away (restarting): offer the way out
 * @prop leavable - offer "Leave this game" (a seat in the lobby, or a watcher: nobody's game or results are cut)
 * @fires leave-room - the player chose another game, or to leave this one
 */
import { LitElement, css, html, nothing } from 'lit';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';
import { signal } from './events.js';
import './locale-picker.js';

export class PhoneMenu extends LitElement {
  static override properties = { away: { type: Boolean }, leavable: { type: Boolean } };
  declare away: boolean;
  declare leavable: boolean;

  constructor() {
    super();
    new WatchLocale(this);
    this.away = false;
    this.leavable = false;
  }

  static override styles = [tokens, css`
    :host { display: block; margin: 1.5rem 1rem 1rem; }
    :host([slot='end']) { margin: 1rem 0 0.5rem; }
    summary { cursor: pointer; min-height: 2.75rem; display: flex; align-items: center; color: var(--muted, inherit); }
    locale-picker { justify-content: flex-start; margin-top: 0.5rem; }
    .leave { margin-top: 0.75rem; width: 100%; }
  `];

  /** Opened: what it unfolded comes into sight (at the end of a scrolling region, it would open below its fold). */
  private readonly onToggle = (e: Event): void => {
    const details = e.currentTarget as HTMLDetailsElement;
    if (details.open) details.scrollIntoView?.({ block: 'nearest' });
  };

  override render() {
    const t = phoneTexts.now().app;
    return html`<details @toggle=${this.onToggle}><summary>${t.menu}</summary><locale-picker></locale-picker>${
      this.away || this.leavable ? html`<button class="leave" @click=${() => this.dispatchEvent(signal('leave-room'))}>${this.away ? t.otherGame : t.leaveGame}</button>` : nothing}</details>`;
  }
}

customElements.define('phone-menu', PhoneMenu);
declare global {
  interface HTMLElementTagNameMap { 'phone-menu': PhoneMenu }
}
