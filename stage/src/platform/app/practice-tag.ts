/**
 * The PRACTICE tag at the top of the TV while a practice game plays (a solo game against the
 * computer, or the host's practice switch: docs/STAGE.md, "Practice games"), so the sofa knows
 * this game stays out of tonight's table. A DOM element placed in design px over the letterboxed
 * show (style.css `#practice-tag`), in its box in the top right corner of the safe area
 * (layout.ts `PRACTICE_TAG`, which the seat columns keep clear of); hidden in the lobby, at the
 * finale (the results' hint says it there) and during a replay (the REPLAY badge says what it is).
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { stageTexts } from '../i18n/texts/index.js';
import { PRACTICE_TAG } from './layout.js';

export class PracticeTag {
  private readonly el: HTMLElement;
  private readonly what: HTMLElement;
  private readonly note: HTMLElement;

  constructor(doc: Document = document) {
    this.el = doc.body.appendChild(doc.createElement('div'));
    this.el.id = 'practice-tag';
    this.el.setAttribute('role', 'status');
    this.el.hidden = true;
    for (const [k, v] of Object.entries(PRACTICE_TAG)) this.el.style.setProperty(`--tag-${k}`, String(v));
    this.what = this.el.appendChild(doc.createElement('strong'));
    this.note = this.el.appendChild(doc.createElement('small'));
  }

  /** Show or hide the tag for the live room's `state`; `replaying`: a replay is on the TV. */
  onState(state: Pick<RoomStateShape, 'practice' | 'phase'>, replaying: boolean): void {
    const on = state.practice === true && state.phase === 'playing' && !replaying;
    if (on) {
      const [what, note] = stageTexts.now().results.practiceTag;
      this.what.textContent = what ?? '';
      this.note.textContent = note ?? '';
    }
    this.el.hidden = !on;
  }
}
