/**
 * The shows' stage parts as the director (show.ts) loads them: each show's part is a chunk of its
 * own (the registry's `import()`, docs/STAGE.md, "Bundle"), fetched once when a room first names
 * the show, with its words in the stage's language, and kept for the evening.
 */
import type { ShowCard } from '@minus/shared/platform/show-module';
import { textsReady } from '@minus/shared/platform/i18n/texts';
import type { StageShow, StageShowEntry } from '../show-part.js';

export class ShowParts {
  private readonly parts = new Map<string, StageShow>();
  private readonly loading = new Map<string, Promise<StageShow | null>>();

  /**
   * `shows`: the shows this stage knows (the registry). `loaded(id)` is called once a part has
   * arrived (the director draws with it).
   */
  constructor(private readonly shows: readonly StageShowEntry[], private readonly loaded: (id: string) => void) {}

  /** The card of a show this stage knows, or null. */
  card(id: string): ShowCard | null {
    return this.shows.find((s) => s.card.id === id)?.card ?? null;
  }

  /** A loaded part, or undefined (no load is started). */
  get(id: string): StageShow | undefined {
    return this.parts.get(id);
  }

  /** A loaded part; when it is not loaded yet, its load starts and this answers null. */
  want(id: string): StageShow | null {
    const part = this.parts.get(id);
    if (!part) void this.load(id);
    return part ?? null;
  }

  /** Load a show's part once. Resolves with null for a show this stage does not know, or a chunk that failed (a later call tries again). */
  load(id: string): Promise<StageShow | null> {
    const known = this.parts.get(id);
    if (known) return Promise.resolve(known);
    let pending = this.loading.get(id);
    if (!pending) {
      const entry = this.shows.find((s) => s.card.id === id);
      pending = entry
        // The part's catalogues are defined when its chunk arrives: fetch them in the stage's language first.
        ? entry.load().then((p) => textsReady().then(() => p)).then((p) => {
            this.parts.set(id, p);
            this.loaded(id);
            return p;
          }, (e: unknown) => {
            console.warn(`the stage part of ${id} did not load`, e);
            this.loading.delete(id);
            return null;
          })
        : Promise.resolve(null);
      this.loading.set(id, pending);
    }
    return pending;
  }
}
