/**
 * `<seat-avatar>`: a seat's colour disc with its icon, drawn from the shared definition
 * (shared/src/protocol/avatars.ts `AVATAR_ICONS`) that the stage draws too, so a player finds
 * themselves on the TV at a glance. Decorative by default (the name beside it is the text);
 * `label` makes it an image with a name.
 *
 * @attr avatar - avatar index 0..6
 * @attr label - accessible name; when empty the avatar is hidden from assistive technology
 */
import { LitElement, css, html, svg } from 'lit';
import { AVATAR_ICON_BOX, AVATAR_ICON_SCALE, AVATAR_ICONS, avatarOf, type IconShape } from '@minus/shared/platform/protocol/avatars';

export { avatarOf };

/** One shared icon shape as SVG, filled with `ink`, or with the disc's `colour` when cut. */
function shape(s: IconShape, ink: string, colour: string) {
  const fill = s.cut ? colour : ink;
  if (s.kind === 'circle') return svg`<circle cx=${s.x} cy=${s.y} r=${s.r} fill=${fill}></circle>`;
  if (s.kind === 'ellipse') return svg`<ellipse cx=${s.x} cy=${s.y} rx=${s.rx} ry=${s.ry} fill=${fill}></ellipse>`;
  return svg`<polygon points=${s.points.join(' ')} fill=${fill}></polygon>`;
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
    const box = AVATAR_ICON_BOX;
    const at = (box * (1 - AVATAR_ICON_SCALE)) / 2;
    return html`<svg viewBox="0 0 ${box} ${box}" role=${this.label ? 'img' : 'presentation'} aria-label=${this.label || ''}
      aria-hidden=${this.label ? 'false' : 'true'}>
      <circle cx=${box / 2} cy=${box / 2} r=${box / 2} fill=${a.colour}></circle>
      <g transform="translate(${at} ${at}) scale(${AVATAR_ICON_SCALE})">${AVATAR_ICONS[a.icon].map((s) => shape(s, a.ink, a.colour))}</g>
    </svg>`;
  }
}

customElements.define('seat-avatar', SeatAvatar);
declare global {
  interface HTMLElementTagNameMap { 'seat-avatar': SeatAvatar }
}
