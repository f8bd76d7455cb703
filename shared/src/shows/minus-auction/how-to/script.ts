/**
 * Minus Auction's 30-second "how to play" (platform/how-to.ts): one script of timed beats that
 * the stage and the phones both play, each with its own pieces. Three players at a small table:
 * a cube goes up, Ana and Ben refuse (a chip each onto the cube), Cleo takes it with the pot and
 * a run forms (-23, -24 count -23 only) and she starts the next auction; then chips as points
 * and the cubes removed into the vault: as many as the room's rules hide (`minusHowToFor`), one
 * in the default preset (`minusHowTo`).
 * Rule source: docs/RULES.md ("The auction", "Scoring"). The players are made up: their chips
 * are shown, as no real game's are before its end.
 */
import type { HowToBeat, HowToScript } from '../../../platform/how-to.js';
import { minusHowToTexts, type MinusHowToTexts } from './texts/index.js';

/** One made-up player at the how-to's table: cubes closest to zero first, chips in hand. */
export interface HowToSeat {
  name: string;
  /** Avatar index (platform/protocol/avatars.ts). */
  avatar: number;
  cubes: number[];
  chips: number;
}

/** What a beat's table shows (the stage and the phone draw it with their own pieces). */
export interface MinusHowToTable {
  seats: HowToSeat[];
  /** The cube on offer (negative), 0 for none. */
  offer: number;
  /** Chips on the cube on offer. */
  pot: number;
  /** Whose call it is, -1 for nobody's. */
  current: number;
  /** Seats that refused the cube on offer, in order. */
  refusals: number[];
  /** Cubes removed face down at the start (the vault). */
  removedCount: number;
  /** What just happened at the start of this beat, for the animation; null for nothing. */
  move: { kind: 'reveal' | 'refuse' | 'take'; seat: number } | null;
  /** What the beat points at: the vault, a run on a seat, every seat's chips, or nothing. */
  spot: null | 'vault' | 'run' | 'chips';
}

type Key = Exclude<keyof MinusHowToTexts, 'title'>;

/** The captions as the platform's runner reads them: every line a string, the vault's for `removed` cubes. */
export type MinusHowToWords = Omit<MinusHowToTexts, 'vault'> & { vault: string };

const START: MinusHowToTable = {
  seats: [
    { name: 'Ana', avatar: 0, cubes: [-9], chips: 3 },
    { name: 'Ben', avatar: 1, cubes: [-30], chips: 3 },
    { name: 'Cleo', avatar: 2, cubes: [-23], chips: 3 },
  ],
  offer: 0,
  pot: 0,
  current: -1,
  refusals: [],
  removedCount: 1,
  move: null,
  spot: null,
};

/** The table after `seat` refuses: a chip from the seat onto the cube, the call moves on (docs/RULES.md, "The auction"). */
function refuse(t: MinusHowToTable, seat: number): MinusHowToTable {
  return {
    ...t,
    seats: t.seats.map((s, i) => (i === seat ? { ...s, chips: s.chips - 1 } : s)),
    pot: t.pot + 1,
    refusals: [...t.refusals, seat],
    current: (seat + 1) % t.seats.length,
    move: { kind: 'refuse', seat },
    spot: null,
  };
}

/** The table after `seat` takes: the cube and every chip on it are the seat's. */
function take(t: MinusHowToTable, seat: number): MinusHowToTable {
  return {
    ...t,
    seats: t.seats.map((s, i) => (i === seat ? { ...s, cubes: [...s.cubes, t.offer].sort((a, b) => b - a), chips: s.chips + t.pot } : s)),
    offer: 0,
    pot: 0,
    refusals: [],
    current: -1,
    move: { kind: 'take', seat },
    spot: null,
  };
}

function beats(removed: number): HowToBeat<MinusHowToTable>[] {
  const out: HowToBeat<MinusHowToTable>[] = [];
  const add = (ms: number, caption: Key, table: MinusHowToTable): MinusHowToTable => {
    out.push({ ms, caption, table });
    return table;
  };
  let t = add(3500, 'welcome', { ...START, removedCount: removed });
  t = add(3000, 'reveal', { ...t, offer: -24, current: 0, move: { kind: 'reveal', seat: 0 } });
  t = add(3000, 'refuse', refuse(t, 0));
  t = add(2500, 'refuseAgain', refuse(t, 1));
  t = add(3500, 'take', take(t, 2));
  // The taker starts the next auction (docs/RULES.md, "The auction"): a new cube for Cleo.
  t = add(4000, 'run', { ...t, offer: -15, current: 2, move: { kind: 'reveal', seat: 2 }, spot: 'run' });
  t = add(3500, 'chips', { ...t, move: null, spot: 'chips' });
  t = add(4000, 'vault', { ...t, move: null, spot: 'vault' });
  add(3000, 'end', { ...t, move: null, spot: null });
  return out;
}

/** The scripts made so far, by the count of cubes hidden. */
const scripts = new Map<number, HowToScript<MinusHowToTable>>();

/**
 * The script for a room whose rules hide `removed` cubes (docs/RULES.md, "Presets": one in `show`
 * and `veto`, two in `genius`, nine in `classic`, 0 to 5 in `custom`): 9 beats, 30 s in all; the
 * vault shows that many cubes and its line says so. Its words are the how-to catalogue in the
 * current locale. Made once per count.
 */
export function minusHowToFor(removed: number): HowToScript<MinusHowToTable> {
  const n = Math.max(0, Math.trunc(removed));
  let script = scripts.get(n);
  if (!script) {
    script = {
      beats: beats(n),
      words: (): MinusHowToWords => {
        const w = minusHowToTexts.now();
        return { ...w, vault: w.vault(n) };
      },
    };
    scripts.set(n, script);
  }
  return script;
}

/** The script for the default preset (`show`: one cube in the vault), as the TV and the show module play it. */
export const minusHowTo: HowToScript<MinusHowToTable> = minusHowToFor(1);
