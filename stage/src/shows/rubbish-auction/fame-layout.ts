/**
 * Where the fame track's avatars go (pure, unit-tested; drawn by fame-track.ts): each seat has a
 * pin on the scale at its fame, and its badge sits in one row above the scale, right over its pin
 * when there is room. Badges that would overlap (seats on the same fame, or on fames close
 * together) are fanned out side by side, centred on their pins and kept in the pins' order, so
 * every avatar is wholly visible; a stem from each badge to its pin shows its fame. Sizes in
 * design px.
 */

/** A badge's diameter. */
export const FAME_BADGE = 52;

/** The space between two badges fanned out side by side. */
export const FAME_GAP = 8;

/** The top of the scale's line. */
export const FAME_LINE_Y = 174;

/** The centre line of the badges' row, high enough above the scale for the stems to show. */
export const FAME_ROW_Y = 104;

/** One seat on the track: its badge's centre (`x`, `y`), and the place of its fame on the scale (`pin`). */
export interface FameSpot { x: number; y: number; pin: number }

/** The scale's end for these fames: at least 60, in steps of 20, with room above the highest. */
export function fameScaleMax(fame: readonly number[]): number {
  return Math.max(60, Math.ceil((Math.max(0, ...fame) + 10) / 20) * 20);
}

/** The place of fame `f` on a scale of `max` over a track `w` wide (a badge's radius in from each end). */
export function famePlace(f: number, max: number, w: number): number {
  return FAME_BADGE / 2 + (Math.min(Math.max(0, f), max) / max) * (w - FAME_BADGE);
}

/**
 * Where each seat's badge sits for these fames (per seat) on a scale of `max` over a track `w`
 * wide: badges that would overlap are grouped and spread `FAME_BADGE + FAME_GAP` apart, each group
 * centred on its pins' mean and kept inside the track (closer together only if the track is too
 * narrow for every badge side by side).
 */
export function fameSpots(fame: readonly number[], max: number, w: number): FameSpot[] {
  const pins = fame.map((f) => famePlace(f, max, w));
  const lo = FAME_BADGE / 2;
  const hi = w - FAME_BADGE / 2;
  const step = Math.min(FAME_BADGE + FAME_GAP, fame.length > 1 ? (hi - lo) / (fame.length - 1) : Infinity);
  // Along the scale, ties in seat order: the badges keep the pins' order, so no two stems cross.
  const order = pins.map((_, i) => i).sort((a, b) => pins[a]! - pins[b]! || a - b);
  const groups: { seats: number[]; first: number }[] = [];
  for (const seat of order) {
    groups.push({ seats: [seat], first: pins[seat]! });
    // Merge with the group before while they overlap; a merged group is centred on its pins.
    for (;;) {
      const last = groups[groups.length - 1]!;
      const before = groups[groups.length - 2];
      if (before && before.first + before.seats.length * step <= last.first + 1e-9) break;
      if (before) {
        groups.pop();
        before.seats.push(...last.seats);
      }
      const g = groups[groups.length - 1]!;
      const mean = g.seats.reduce((sum, s) => sum + pins[s]!, 0) / g.seats.length;
      g.first = Math.min(Math.max(mean - ((g.seats.length - 1) * step) / 2, lo), hi - (g.seats.length - 1) * step);
      if (!before) break;
    }
  }
  const spots: FameSpot[] = pins.map((pin) => ({ x: pin, y: FAME_ROW_Y, pin }));
  for (const g of groups) g.seats.forEach((seat, k) => (spots[seat]!.x = g.first + k * step));
  return spots;
}
