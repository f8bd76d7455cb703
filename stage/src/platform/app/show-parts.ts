/**
 * The shows' stage parts as the director (show.ts) loads them: each show's part is a chunk of its
 * own (the registry's `import()`, docs/STAGE.md, "Bundle"), fetched once when a room first names
 * the show, with its words in the stage's language, and kept for the evening; and what the
 * lobby's menu offers with the chosen show's part.
 */
import { soloSizes } from '@minus/shared/platform/solo-sizes';
import type { ShowCard } from '@minus/shared/platform/show-module';
import { textsReady } from '@minus/shared/platform/i18n/texts';
import { howToSeconds } from '@minus/shared/platform/how-to';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { StageShow, StageShowEntry } from '../show-part.js';
import { replayGames, type MenuContext } from './lobby-menu.js';

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

/**
 * What the lobby's menu offers for `state` with the chosen show's `part` (null while it loads):
 * the shows by name, the part's rule rows, bots and how-to, and the Replay tile when `replay`
 * (a live room's director) and a game of tonight can be replayed.
 */
export function menuContextFor(state: RoomStateShape | null, part: StageShow | null, parts: ShowParts, replay: boolean): MenuContext {
  return {
    shows: (state?.shows ?? []).flatMap((id) => {
      const card = parts.card(id);
      return card ? [{ id, title: card.title }] : [];
    }),
    show: state?.show ?? '',
    rules: part?.rules ?? [],
    bots: part?.bots ?? [],
    botName: part?.botName ? (label: string) => part.botName!(label) : undefined,
    settings: (state?.settings ?? {}) as unknown as Record<string, unknown>,
    howTo: !!part?.howTo,
    howToSeconds: part?.howTo ? howToSeconds(part.howTo.script) : undefined,
    replay: replay && state ? replayGames(state) : 0,
    soloSizes: ((card) => (card ? soloSizes(card.seats, (state?.seats ?? []).filter((seat) => seat.kind === 'human').length, state?.settings.fitsUpTo) : undefined))(state ? parts.card(state.show) : undefined),
  };
}
