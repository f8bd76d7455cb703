/**
 * A game's line in the replay picker, in parts (docs/STAGE.md, "Replay"): "Game 3 · <the show's
 * title> (practice) · Ana won", each winner's name a part of its own. The picker keeps a line on
 * one line by cutting the names with "…" (style.css `#replay-games .name`), never the rest: a
 * 16-character name made such a line wrap onto two lines and a shared first place of two onto three.
 */
import type { ReplayTexts } from '../ui/replay-texts/index.js';

/** A run of a picker line's text; `name`: a winner's name, which may be cut. */
export interface EntryPart {
  text: string;
  name: boolean;
}

/**
 * Game `game`'s line in parts: its number, its show's title (`show`, marked when it was a
 * `practice` game) and who won (`winners`: the names in first place; none: left out), in the
 * words of `t`. The parts joined are the whole line, the button's accessible name.
 */
export function entryParts(t: ReplayTexts, game: number, show: string, winners: readonly string[], practice = false): EntryPart[] {
  const head = [t.game(game), practice ? t.practice(show) : show].join(' · ');
  if (winners.length === 0) return [{ text: head, name: false }];
  const won = t.won(winners);
  const parts: EntryPart[] = [];
  let text = `${head} · `;
  let at = 0;
  for (const name of winners) {
    const i = name ? won.indexOf(name, at) : -1;
    if (i < 0) continue;
    text += won.slice(at, i);
    if (text) parts.push({ text, name: false });
    parts.push({ text: name, name: true });
    text = '';
    at = i + name.length;
  }
  text += won.slice(at);
  if (text) parts.push({ text, name: false });
  return parts;
}
