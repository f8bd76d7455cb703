/**
 * Players' and watchers' names in Hangul on a stage in any language (docs/I18N.md, "Fonts"): a
 * phone in Korean names its player 민준 while the TV speaks English, and a canvas draws only
 * faces already loaded, so without this the name shows as empty boxes. Each new Hangul character
 * in the room's names has its Noto Sans KR slices loaded (korean-font.ts, its own chunk, fetched
 * the first time a name needs it), then the stage's text is drawn again.
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { HANGUL } from '@minus/shared/platform/i18n/hangul';


/** Every name the stage may draw from `state`: seats, the evening's table, the crowd's predictors. */
export function roomNames(state: RoomStateShape): string[] {
  return [
    ...state.seats.map((s) => s.name),
    ...(state.evening?.rows ?? []).map((r) => r.name),
    ...(state.crowd?.table ?? []).map((r) => r.name),
  ];
}

/** Loads faces for Hangul in names as they appear; one per stage. */
export class NameFaces {
  private readonly seen = new Set<string>();

  /**
   * `redraw`: draw the stage's text again (after faces came in); `load`: fetch the faces for the
   * given characters (resolves when in; default: korean-font.ts `loadKoreanFaces`).
   */
  constructor(
    private readonly redraw: () => void,
    private readonly load: (chars: string) => Promise<void> = (chars) => import('./korean-font.js').then((m) => m.loadKoreanFaces(chars)),
  ) {}

  /** The names on the room's screens now: Hangul not seen before is loaded, then the text redrawn. Never throws. */
  names(names: Iterable<string>): void {
    let fresh = '';
    for (const name of names) {
      for (const ch of name) {
        if (HANGUL.test(ch) && !this.seen.has(ch)) {
          this.seen.add(ch);
          fresh += ch;
        }
      }
    }
    if (fresh) this.load(fresh).then(this.redraw, () => undefined);
  }
}
