/**
 * `<phone-menu>`: the phone's menu, folded under a Menu button (a button that looks like one, named
 * "Menu", with its word in sight; `aria-expanded` says whether it is open): its language (`<locale-picker>`), a way to
 * leave the game, and, while the room's game server is restarting (for who knows how long), a way
 * out to another game. Where leaving changes the game for the others (a seat during a game: a
 * computer player takes it), "Leave this game" asks first (`asks`), and only "Yes" leaves.
 * `<party-app>` puts it at the end of the lobby's and the results' scrolling region (those screens
 * are the phone's height, so opening it never scrolls the page under them), elsewhere after the screen.
 * Opened, it scrolls its region so the picker is in sight.
 *
 * @prop away - the game server is away (restarting): offer the way out
 * @prop leavable - offer "Leave this game" (a seat in the lobby or in a game, or a watcher: nobody's game or results are cut)
 * @prop asks - ask before leaving: a computer player will take the seat for the rest of the game
 * @fires leave-room - the player chose another game, or to leave this one
 */
import { LitElement, css, html, nothing } from 'lit';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import { tokens } from '../styles/tokens.js';
import { signal } from './events.js';
import './locale-picker.js';

/**
 * Where the menu offers "Leave this game", for a phone of `role` in a room at `phase`: where it cuts
 * nobody's game or results. A watcher and a seat in the lobby leave at once; a seat in a game, which
 * a computer player takes for the rest of it, is asked first (`asks`). Not a seat that played the
 * game on the results: there the room keeps the seat for a computer player into the next game,
 * which "for the rest of the game" would not say. A `newcomer` seated on the results (a seat with
 * no place in them) leaves at once: the seat goes and the results stay (docs/SERVER.md, "Seats").
 */
export function leaveOffer(role: 'player' | 'audience' | null, phase: string | undefined, newcomer = false): { leavable: boolean; asks: boolean } {
  const seated = role === 'player';
  const between = phase === 'lobby' || phase === 'playing' || (phase === 'finale' && newcomer);
  return { leavable: role === 'audience' || (seated && between), asks: seated && phase === 'playing' };
}

export class PhoneMenu extends LitElement {
  static override properties = { away: { type: Boolean }, leavable: { type: Boolean }, asks: { type: Boolean }, asking: { state: true }, open: { state: true } };
  declare away: boolean;
  declare leavable: boolean;
  declare asks: boolean;
  /** "Leave this game" was tapped and its question waits for "Yes". */
  declare asking: boolean;
  /** The menu is unfolded. */
  declare open: boolean;

  constructor() {
    super();
    new WatchLocale(this);
    this.away = false;
    this.leavable = false;
    this.asks = false;
    this.asking = false;
    this.open = false;
  }

  static override styles = [tokens, css`
    :host { display: block; margin: 0.75rem 1rem 1rem; }
    :host([slot='end']) { margin: 0.75rem 0 0.5rem; }
    .menu { width: 100%; min-height: 2.75rem; display: flex; align-items: center; justify-content: center; gap: 0.5rem; font-size: 1rem; }
    .menu .icon { font-size: 1.2rem; line-height: 1; }
    locale-picker { justify-content: flex-start; margin-top: 0.5rem; }
    .leave { margin-top: 0.75rem; width: 100%; }
    .ask { margin-top: 0.75rem; display: grid; gap: 0.5rem; }
    .ask p { margin: 0; }
  `];

  /** Open or fold the menu; opened, what it unfolded comes into sight (at the end of a scrolling region, it would open below its fold). */
  private readonly toggle = async (): Promise<void> => {
    this.open = !this.open;
    if (!this.open) return;
    await this.updateComplete;
    this.renderRoot.querySelector('.body')?.scrollIntoView?.({ block: 'nearest' });
  };

  /** A question left open is dropped when leaving changes meaning (the game ended, a new one began). */
  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has('asks') || changed.has('leavable')) this.asking = false;
  }

  private readonly leave = (): void => {
    this.asking = false;
    this.dispatchEvent(signal('leave-room'));
  };

  /** The way out: "Join a different game" while the server is away, else "Leave this game", asking first when `asks`. */
  private way() {
    const t = phoneTexts.now().app;
    if (this.away) return html`<button class="leave" @click=${this.leave}>${t.otherGame}</button>`;
    if (!this.leavable) return nothing;
    if (!this.asks) return html`<button class="leave" @click=${this.leave}>${t.leaveGame}</button>`;
    if (!this.asking) return html`<button class="leave" @click=${() => { this.asking = true; }}>${t.leaveGame}</button>`;
    return html`<div class="ask card" role="group" aria-label=${t.leaveGame}>
      <p>${t.leaveAsk}</p>
      <button class="primary" @click=${this.leave}>${t.leaveYes}</button>
      <button @click=${() => { this.asking = false; }}>${t.leaveCancel}</button>
    </div>`;
  }

  override render() {
    // The sign is decoration: the button's name is its word, "Menu".
    return html`<button class="menu" aria-expanded=${this.open ? 'true' : 'false'} aria-controls="menu-body" @click=${() => void this.toggle()}><span class="icon" aria-hidden="true">\u2630</span><span>${phoneTexts.now().app.menu}</span></button>
      <div class="body" id="menu-body" ?hidden=${!this.open}><locale-picker></locale-picker>${this.way()}</div>`;
  }
}

customElements.define('phone-menu', PhoneMenu);
declare global {
  interface HTMLElementTagNameMap { 'phone-menu': PhoneMenu }
}
