/**
 * Players' and watchers' names in Hangul or with emoji on a stage in any language (docs/I18N.md,
 * "Fonts"): a phone in Korean names its player 민준 while the TV speaks English, another player is
 * "Zoë 🦊", and a canvas draws only faces already loaded, so without this the name shows empty
 * boxes. Each new Hangul character in the room's names has its Noto Sans KR slices loaded
 * (korean-font.ts), each new emoji its Noto Color Emoji slices (emoji-font.ts), each in its own
 * chunk fetched the first time a name needs it; then the stage's text is drawn again.
 */
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { HANGUL } from '@minus/shared/platform/i18n/hangul';

/** An emoji (a pictograph or a flag's half); the joiners, selectors and skin tones around it go with it (`EMOJI_PART`). */
export const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
const EMOJI_PART = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}\u200d\ufe0f\u20e3]/u;


/** Every name the stage may draw from `state`: seats, the evening's table, the crowd's predictors. */
export function roomNames(state: RoomStateShape): string[] {
  return [
    ...state.seats.map((s) => s.name),
    ...(state.evening?.rows ?? []).map((r) => r.name),
    ...(state.crowd?.table ?? []).map((r) => r.name),
  ];
}

/** Loads faces for Hangul and emoji in names as they appear; one per stage. */
export class NameFaces {
  private readonly seen = new Set<string>();

  /**
   * `redraw`: draw the stage's text again (after faces came in); `load`: fetch the Hangul faces
   * for the given characters, `loadEmoji` the emoji faces (each resolves when in; defaults:
   * korean-font.ts `loadKoreanFaces`, emoji-font.ts `loadEmojiFaces`).
   */
  constructor(
    private readonly redraw: () => void,
    private readonly load: (chars: string) => Promise<void> = (chars) => import('./korean-font.js').then((m) => m.loadKoreanFaces(chars)),
    private readonly loadEmoji: (chars: string) => Promise<void> = (chars) => import('./emoji-font.js').then((m) => m.loadEmojiFaces(chars)),
  ) {}

  /** The names on the room's screens now: Hangul or emoji not seen before is loaded, then the text redrawn. Never throws. */
  names(names: Iterable<string>): void {
    let hangul = '';
    let emoji = '';
    for (const name of names) {
      const pictured = EMOJI.test(name);
      for (const ch of name) {
        if (this.seen.has(ch)) continue;
        if (HANGUL.test(ch)) hangul += ch;
        else if (pictured && EMOJI_PART.test(ch)) emoji += ch;
        else continue;
        this.seen.add(ch);
      }
    }
    if (hangul) this.load(hangul).then(this.redraw, () => undefined);
    if (emoji) this.loadEmoji(emoji).then(this.redraw, () => undefined);
  }
}
