/**
 * The base of a show's phone part that draws the room from one seat's point of view: the room
 * state snapshot `view` (the show's own shape) and `me`, the seat the phone holds (-1 for the
 * audience). It draws again when the phone's language changes.
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index, -1 for the audience
 */
import { LitElement } from 'lit';
import { WatchLocale } from '../i18n/watch-locale.js';

export class SeatViewElement<View> extends LitElement {
  static override properties = { view: { attribute: false }, me: { type: Number } };
  declare view: View;
  declare me: number;
  /** Redraws this element when the phone's language changes. */
  protected readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.me = -1;
  }
}
