/**
 * `<table-seats>`: every seat as the table may see it (docs/RULES.md, "What each person may know"):
 * avatar, name, who is deciding, who refused this cube (in order), bots and away phones, cubes in
 * runs and the cube-only score, one `<seat-line>` each. Never a chip count before the end.
 *
 * @prop view - the room state snapshot
 * @prop me - my seat index, marked "(you)"; -1 for the audience
 */
import { css, html } from 'lit';
import { minusPhoneTexts } from './texts/index.js';
import { SeatViewElement } from '../../platform/components/seat-view.js';
import type { MinusRoomState as RoomStateShape } from '@minus/shared/shows/minus-auction/state';
import { tokens } from '../../platform/styles/tokens.js';
import type { SeatTag } from './seat-line.js';
import './seat-line.js';

export class TableSeats extends SeatViewElement<RoomStateShape> {

  static override styles = [tokens, css`
    :host { display: block; }
    li { padding: 0.6rem 0; border-bottom: 1px solid var(--line); }
    li.current { border-left: 0.35rem solid var(--gold); padding-left: 0.5rem; }
  `];

  override render() {
    const v = this.view;
    return html`<ul class="plain">
      ${v.seats.map((s, i) => {
        const refusedAt = v.game.refusals.flatMap((r, k) => (r === i ? [k + 1] : []));
        const current = v.phase === 'playing' && v.game.current === i;
        const tags: SeatTag[] = [
          ...(current ? [{ text: minusPhoneTexts.now().seat.deciding, lit: true }] : []),
          ...(refusedAt.length ? [{ text: minusPhoneTexts.now().seat.refusedAt(refusedAt) }] : []),
          ...(s.kind === 'bot' || s.standIn ? [{ text: minusPhoneTexts.now().seat.bot }] : []),
          ...(s.kind === 'human' && !s.connected ? [{ text: minusPhoneTexts.now().seat.away }] : []),
        ];
        return html`<li class=${current ? 'current' : ''}>
          <seat-line .seat=${s} ?you=${i === this.me} .tags=${tags} .score=${s.cubeScore} .scoreLabel=${minusPhoneTexts.now().seat.cubeScore}></seat-line>
        </li>`;
      })}
    </ul>`;
  }
}

customElements.define('table-seats', TableSeats);
declare global {
  interface HTMLElementTagNameMap { 'table-seats': TableSeats }
}
