/**
 * The crowd in the accessible mirror (beside mirror.ts, in the same `#mirror` aside): the crowd's
 * guesses for the open question in words ("The crowd says Ana: 2 of 3 guesses"), and the best
 * guessers at the finale. Screen readers and browser tests follow the crowd here.
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { shownName } from '@minus/shared/platform/protocol/watcher-label';
import { crowdTexts } from '../ui/crowd-texts/index.js';

export class CrowdMirror {
  private readonly pick: HTMLElement;
  private readonly best: HTMLElement;
  private readonly noise: HTMLElement;
  private last = '';
  private readonly section: HTMLElement;

  constructor(doc: Document = document) {
    const root = doc.getElementById('mirror') ?? doc.body;
    const section = doc.createElement('section');
    section.innerHTML = '<h2></h2><p id="crowd-pick"></p><p id="crowd-noise"></p><ol id="crowd-best"></ol>';
    root.append(section);
    this.section = section;
    this.pick = section.querySelector('#crowd-pick')!;
    this.best = section.querySelector('#crowd-best')!;
    this.noise = section.querySelector('#crowd-noise')!;
    this.relabel();
  }

  /** The section's own words in the stage's language (its words for another language arrive after it). */
  private relabel(): void {
    const t = crowdTexts.now();
    if (this.section.getAttribute('aria-label') === t.region) return;
    this.section.setAttribute('aria-label', t.region);
    this.section.querySelector('h2')!.textContent = t.region;
    this.best.setAttribute('aria-label', t.bestHead);
  }

  /** Describe the crowd of `state` (nothing when the room sends none). */
  onState(state: RoomStateShape): void {
    this.relabel();
    const c = state.crowd;
    if (!c) return;
    const total = c.picks.reduce((a, b) => a + b, 0);
    const top = Math.max(0, ...c.picks);
    const lead = top > 0 ? c.picks.indexOf(top) : -1;
    const pick = state.phase === 'playing' && c.key && lead >= 0 ? crowdTexts.now().says(state.seats[lead]?.name ?? '?', top, total) : '';
    const rows = state.phase === 'finale' ? c.table.map((r) => crowdTexts.now().bestRow(shownName(r.name, crowdTexts.now().watcher), r.right, r.made)) : [];
    const noise = c.cheers + c.groans > 0 ? crowdTexts.now().noise(c.cheers, c.groans) : '';
    const key = `${pick}|${noise}|${rows.join('|')}`;
    if (key === this.last) return;
    this.last = key;
    this.pick.textContent = pick;
    this.noise.textContent = noise;
    this.best.replaceChildren(...rows.map((r) => {
      const li = this.best.ownerDocument.createElement('li');
      li.textContent = r;
      return li;
    }));
  }
}
