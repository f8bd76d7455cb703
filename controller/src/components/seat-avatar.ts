/**
 * `<seat-avatar>`: a seat's colour disc with its icon (shared/src/protocol/avatars.ts), the same
 * colour and icon the stage shows, so a player finds themselves on the TV at a glance.
 * Decorative by default (the name beside it is the text); `label` makes it an image with a name.
 *
 * @attr avatar - avatar index 0..6
 * @attr label - accessible name; when empty the avatar is hidden from assistive technology
 */
import { LitElement, css, html, svg, type SVGTemplateResult } from 'lit';
import { AVATARS, type Avatar } from '@minus/shared/protocol/avatars';

const ICONS: Record<Avatar['icon'], SVGTemplateResult> = {
  fox: svg`<path d="M4 5l5 5h6l5-5-1 9-7 6-7-6z"/>`,
  owl: svg`<path d="M6 4l2 3h8l2-3v10a6 6 0 01-12 0z"/><circle cx="9.5" cy="11" r="1.8" style="fill:var(--bg-disc)"/><circle cx="14.5" cy="11" r="1.8" style="fill:var(--bg-disc)"/>`,
  frog: svg`<circle cx="7.5" cy="8" r="3"/><circle cx="16.5" cy="8" r="3"/><path d="M3 15c0-3 4-5 9-5s9 2 9 5-4 5-9 5-9-2-9-5z"/>`,
  star: svg`<path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6L2.5 9.4l6.6-.8z"/>`,
  whale: svg`<path d="M2 13c0-4 4-6 9-6 5 0 8 2 9 5l2-3v7l-2-2c-1 3-5 5-9 5-5 0-9-2-9-6z"/>`,
  flame: svg`<path d="M12 2c1 4 6 6 6 12a6 6 0 01-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4 0-6 1-9z"/>`,
  flower: svg`<circle cx="12" cy="6.5" r="3.5"/><circle cx="17.5" cy="12" r="3.5"/><circle cx="12" cy="17.5" r="3.5"/><circle cx="6.5" cy="12" r="3.5"/>`,
};

/** The avatar for an index, clamped to the seven. */
export function avatarOf(index: number): Avatar {
  return AVATARS[Math.min(AVATARS.length - 1, Math.max(0, Math.trunc(index) || 0))]!;
}

export class SeatAvatar extends LitElement {
  static override properties = { avatar: { type: Number }, label: { type: String } };
  declare avatar: number;
  declare label: string;

  constructor() {
    super();
    this.avatar = 0;
    this.label = '';
  }

  static override styles = css`
    :host { display: inline-block; width: 2.25rem; height: 2.25rem; flex: none; vertical-align: middle; }
    svg { width: 100%; height: 100%; display: block; }
  `;

  override render() {
    const a = avatarOf(this.avatar);
    return html`<svg viewBox="0 0 24 24" role=${this.label ? 'img' : 'presentation'} aria-label=${this.label || ''}
      aria-hidden=${this.label ? 'false' : 'true'} style="--bg-disc:${a.colour}">
      <circle cx="12" cy="12" r="12" fill=${a.colour}></circle>
      <g transform="translate(4.2 4.2) scale(0.65)" fill=${a.ink}>${ICONS[a.icon]}</g>
    </svg>`;
  }
}

customElements.define('seat-avatar', SeatAvatar);
declare global {
  interface HTMLElementTagNameMap { 'seat-avatar': SeatAvatar }
}
