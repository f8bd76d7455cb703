/**
 * The bases of the phone's elements that draw the room from one seat's point of view, so each
 * screen does not declare the same properties again.
 *
 * `SeatViewElement`: the room state snapshot `view` (the platform's shape or a show's own) and
 * `me`, the seat the phone holds (-1 for the audience). It draws again when the phone's language
 * changes.
 *
 * `ClockedViewElement`: the same, plus `offset`, the server clock's offset (ms) that its
 * countdown reads (shared/src/platform/protocol/clock.ts).
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index, -1 for the audience
 * @prop offset - (ClockedViewElement) clock offset (ms) for the countdown
 */
import { LitElement, type PropertyDeclarations } from 'lit';
import { WatchLocale } from '../i18n/watch-locale.js';

export class SeatViewElement<View> extends LitElement {
  static override properties: PropertyDeclarations = { view: { attribute: false }, me: { type: Number } };
  declare view: View;
  declare me: number;
  /** Redraws this element when the phone's language changes. */
  protected readonly i18n = new WatchLocale(this);

  constructor() {
    super();
    this.me = -1;
  }
}

export class ClockedViewElement<View> extends SeatViewElement<View> {
  static override properties: PropertyDeclarations = { offset: { type: Number } };
  /** The server clock's offset (ms) for the countdown; 0 until the phone has measured it. */
  declare offset: number;

  constructor() {
    super();
    this.offset = 0;
  }
}
