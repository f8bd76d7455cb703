/**
 * `<how-to-play>`: the "How to play" button of the lobby and audience screens, and the show's
 * how-to it opens (shared platform/how-to.ts, the same script the TV plays): a modal dialog
 * (`<dialog>` shown with `showModal`: the rest of the page is inert, out of reach of a tap, the
 * keyboard and a screen reader, until it closes) with the script's heading, the beat's caption in a polite live region (above the table, so a
 * small phone shows it without scrolling), the show's drawing of each beat's table, and Close
 * (also Escape; the focus goes back to the How to play button). Under the caption: one step back, pause / play on, one step on, so a slow reader
 * on a small phone keeps up (a paused beat stays until played on; a step plays on from there).
 * It ends on its last beat with "Watch again".
 * Nothing is sent to the room: a phone may watch it at any time before a game.
 *
 * @prop howTo - the show part's how-to for the room (script and table drawing), or null: no button
 */
import { LitElement, css, html, nothing } from 'lit';
import { runHowTo, type HowToRun } from '@minus/shared/platform/how-to';
import { phoneTexts } from '../i18n/texts.js';
import { WatchLocale } from '../i18n/watch-locale.js';
import type { PhoneHowTo } from '../show-part.js';
import { tokens } from '../styles/tokens.js';

type HowTo = PhoneHowTo;

/** The step buttons' signs (each button's name is its words); U+FE0E asks for the text form, not an emoji. */
const BACK = '\u25c0\ufe0e\u25c0\ufe0e';
const PLAY = '\u25b6\ufe0e';
const PAUSE = '\u275a\u275a';
const NEXT = '\u25b6\ufe0e\u25b6\ufe0e';

export class HowToPlay extends LitElement {
  static override properties = { howTo: { attribute: false }, open: { state: true }, beat: { state: true }, ended: { state: true }, paused: { state: true } };
  declare howTo: HowTo | null;
  declare open: boolean;
  /** The beat on show (index). */
  declare beat: number;
  /** The last beat has run its time. */
  declare ended: boolean;
  /** Paused: the beat on show stays until played on. */
  declare paused: boolean;
  private run: HowToRun | null = null;

  constructor() {
    super();
    new WatchLocale(this);
    this.howTo = null;
    this.open = false;
    this.beat = 0;
    this.ended = false;
    this.paused = false;
  }

  static override styles = [tokens, css`
    :host { display: block; }
    .open { width: 100%; min-height: 2.75rem; }
    /* The dialog fills the screen and scrolls; the box inside it is the how-to's card. */
    dialog { position: fixed; inset: 0; width: 100%; max-width: none; height: 100%; max-height: none; margin: 0; border: 0; box-sizing: border-box; background: transparent; color: inherit; overflow-y: auto; padding: max(0.5rem, env(safe-area-inset-top)) 0.5rem 0.5rem; }
    dialog[open] { display: flex; align-items: flex-start; justify-content: center; }
    dialog::backdrop { background: rgb(5 8 22 / 0.86); }
    .box { width: 100%; max-width: 34rem; background: var(--bg2); border: 2px solid var(--gold); border-radius: var(--radius); padding: 0.75rem; display: grid; gap: 0.6rem; }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
    h2 { font-family: var(--display); font-size: 1.2rem; color: var(--gold); margin: 0; flex: 1; overflow-wrap: normal; word-break: keep-all; }
    .step { color: var(--muted); font-size: 1rem; white-space: nowrap; }
    header button { min-height: 2.75rem; padding: 0.3rem 0.9rem; }
    .caption { margin: 0; font-size: 1.1rem; font-weight: 700; min-height: 4.4em; }
    .again { min-height: 2.75rem; }
    .words { display: grid; gap: 0.6rem; }
    .steps { display: flex; gap: 0.5rem; }
    .steps button { flex: 1; min-height: 2.75rem; font-size: 1.2rem; }
    /* A phone on its side: the caption beside the table, so both fit its short screen. */
    @media (orientation: landscape) and (max-height: 540px) {
      .box { max-width: 60rem; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); align-items: start; column-gap: 1rem; }
      header, .again { grid-column: 1 / -1; }
      .caption { min-height: 0; }
      .words { position: sticky; top: 0.5rem; }
    }
  `];

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stop();
    document.removeEventListener('keydown', this.onTab);
  }

  private stop(): void {
    this.run?.stop();
    this.run = null;
  }

  /** Play from beat `from` (the first by default); paused, only show that beat. */
  private play(from = 0): void {
    const howTo = this.howTo;
    if (!howTo) return;
    this.stop();
    const last = howTo.script.beats.length - 1;
    const at = Math.max(0, Math.min(last, from));
    this.ended = false;
    this.beat = at;
    if (this.paused) return;
    this.run = runHowTo(howTo.script, { beat: (i) => { this.beat = i; }, end: () => { this.ended = true; } }, { timers: globalThis, from: at });
  }

  /** One step back or on (-1 / +1), playing on from there unless paused. */
  private step(by: number): void {
    this.play(Math.min(this.beat, (this.howTo?.script.beats.length ?? 1) - 1) + by);
  }

  /** Pause on the beat on show, or play on from it. */
  private togglePause(): void {
    this.paused = !this.paused;
    if (this.paused) this.stop();
    else this.play(this.beat);
  }

  private async show(): Promise<void> {
    this.open = true;
    this.paused = false;
    this.play();
    await this.updateComplete;
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
    document.addEventListener('keydown', this.onTab);
    this.renderRoot.querySelector<HTMLButtonElement>('header button')?.focus();
  }

  private async close(): Promise<void> {
    this.stop();
    const dialog = this.renderRoot.querySelector('dialog');
    if (dialog?.open) dialog.close();
    document.removeEventListener('keydown', this.onTab);
    this.open = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>('.open')?.focus();
  }

  /**
   * While open, Tab / Shift+Tab cycle through the dialog's own buttons only (wherever the focus
   * went, a tap on the backdrop included), never out to the browser's own controls.
   */
  private onTab = (e: KeyboardEvent): void => {
    if (!this.open || e.key !== 'Tab') return;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('dialog button:not([disabled])')];
    if (buttons.length === 0) return;
    e.preventDefault();
    const at = buttons.indexOf((this.renderRoot as ShadowRoot).activeElement as HTMLButtonElement);
    const next = at < 0 ? (e.shiftKey ? buttons.length - 1 : 0) : (at + (e.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
    buttons[next]!.focus();
  };

  /** Escape (the dialog's `cancel`): close it as Close does, the focus back on the opener. */
  private onCancel = (e: Event): void => {
    e.preventDefault();
    void this.close();
  };

  override render() {
    const howTo = this.howTo;
    if (!howTo) return nothing;
    const t = phoneTexts.now().howTo;
    const words = howTo.script.words();
    const beats = howTo.script.beats;
    const i = Math.min(this.beat, beats.length - 1);
    const beat = beats[i]!;
    return html`<button class="open" aria-haspopup="dialog" @click=${() => void this.show()}>${t.open}</button>
      ${this.open ? html`<dialog aria-labelledby="how-to-title" @cancel=${this.onCancel}>
        <section class="box">
          <header>
            <h2 id="how-to-title">${words.title ?? t.open}</h2>
            <span class="step">${t.step(i + 1, beats.length)}</span>
            <button aria-label=${t.closeLabel} @click=${() => void this.close()}>${t.close}</button>
          </header>
          <div class="words">
          <p class="caption" aria-live="polite">${words[beat.caption] ?? ''}</p>
          <div class="steps">
            <button aria-label=${t.back} ?disabled=${i === 0} @click=${() => this.step(-1)}>${BACK}</button>
            <button aria-label=${this.paused ? t.resume : t.pause} @click=${() => this.togglePause()}>${this.paused ? PLAY : PAUSE}</button>
            <button aria-label=${t.next} ?disabled=${i === beats.length - 1} @click=${() => this.step(1)}>${NEXT}</button>
          </div>
          </div>
          ${howTo.table(beat.table, i)}
          ${this.ended ? html`<button class="again" @click=${() => { this.paused = false; this.play(); }}>${t.again}</button>` : nothing}
        </section>
      </dialog>` : nothing}`;
  }
}

customElements.define('how-to-play', HowToPlay);
declare global {
  interface HTMLElementTagNameMap { 'how-to-play': HowToPlay }
}
