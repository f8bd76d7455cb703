/**
 * Minus Auction's sentences on the phone: presets, computer players' levels and styles, chips,
 * its own refusals. Functions (not constants) so `msg()` runs at render time in the active locale.
 */
import { msg, str } from '@lit/localize';

/** One line per preset (docs/RULES.md, "Presets"). */
export function presetText(preset: string): { name: string; description: string } {
  switch (preset) {
    case 'show': return { name: msg('Show'), description: msg('The TV show: -3 to -35, one cube hidden, 9 chips each.') };
    case 'veto': return { name: msg('Veto'), description: msg('Shorter: -3 to -25, one cube hidden, 7 chips, seats drawn at random.') };
    case 'genius': return { name: msg('Genius'), description: msg('-3 to -35 with two cubes hidden, 9 chips, seat 1 starts.') };
    case 'classic': return { name: msg('Classic'), description: msg('The board game: nine cubes hidden, 7 to 11 chips by table size.') };
    case 'custom': return { name: msg('Custom'), description: msg('Your own range, hidden cubes, chips and seating.') };
    default: return { name: preset, description: '' };
  }
}

/** A bot level's name and one-line description, for the lobby picker (shared shows/minus-auction/bots/labels.ts keys). */
export function botLevelText(level: string): { name: string; description: string } {
  switch (level) {
    case 'easy': return { name: msg('Easy'), description: msg('Judges a cube by its value and the chips on it.') };
    case 'medium': return { name: msg('Medium'), description: msg('Plays to its runs and keeps chips in reserve.') };
    case 'hard': return { name: msg('Hard'), description: msg('Counts the unseen cubes and reads the table.') };
    default: return { name: level, description: '' };
  }
}

/** A bot style's name and one-line description. */
export function botStyleText(style: string): { name: string; description: string } {
  switch (style) {
    case 'bold': return { name: msg('Bold'), description: msg('Refuses longer to collect chips.') };
    case 'steady': return { name: msg('Steady'), description: msg('Neither greedy nor shy.') };
    case 'cautious': return { name: msg('Cautious'), description: msg('Takes early rather than pay chips.') };
    default: return { name: style, description: '' };
  }
}

/** "3 chips" / "1 chip". */
export function chipsText(n: number): string {
  return n === 1 ? msg('1 chip') : msg(str`${n} chips`);
}

/** The phone's sentence for one of Minus Auction's own refusal codes, or null for the server's. */
export function minusNotice(code: string): string | null {
  return code === 'no-chips' ? msg('You have no chips left, so you must take it.') : null;
}
