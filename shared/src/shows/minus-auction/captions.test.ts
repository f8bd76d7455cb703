import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PlatformEvent } from '../../platform/protocol/events.js';
import { countdownCaption, platformCaptions, type Caption } from '../../platform/captions/caption.js';
import { pick, seatName } from '../../platform/captions/format.js';
import { SOUND_IDS } from '../../platform/captions/sounds.js';
import { soundDescription } from '../../platform/captions/caption.js';
import { minusCaptions as captionsFor } from './captions.js';
import type { MinusEventBody, MinusShowEvent } from './events.js';
import { chipsText, cubeText } from './wording.js';
import { minusAuction } from './module.js';

type GameEvent = MinusShowEvent;
/** An event as the tests write it: the game number may be left out. */
type Loose = MinusEventBody extends infer E ? (E extends MinusEventBody ? E & { seq: number; variant: number; game?: number } : never) : never;
const captionFor = (e: Loose, names: readonly string[]): Caption | null =>
  captionsFor({ game: 1, ...e } as GameEvent, names)[0] ?? null;

const names = ['Ana', 'Ben', 'Cy'];

describe('captions', () => {
  it('says a refusal as docs/STAGE.md does: name first, pot and cube with its minus sign', () => {
    const c = captionFor({ seq: 1, variant: 0, type: 'refused', auction: 3, seat: 1, cube: -27, pot: 3, timeout: false }, names);
    expect(c).toEqual({ text: 'Ben says no thanks. 3 chips ride on -27.', sound: 'clink-1' });
    const one = captionFor({ seq: 1, variant: 1, type: 'refused', auction: 3, seat: 0, cube: -31, pot: 1, timeout: false }, names);
    expect(one!.text).toBe('Ana lets it go. 1 chip rides on -31.');
    expect(one!.sound).toBe('clink-2');
  });

  it('picks wordings by variant, the same variant reading the same', () => {
    const texts = new Set<string>();
    for (let v = 0; v < 8; v++) {
      const e: GameEvent = { seq: 1, variant: v, game: 1, type: 'cube-revealed', auction: 2, cube: -12, seat: 2, deckLeft: 20 };
      texts.add(captionFor(e, names)!.text);
      expect(captionFor(e, names)).toEqual(captionFor({ ...e }, names));
    }
    expect(texts.size).toBeGreaterThanOrEqual(3);
    for (const t of texts) expect(t).toContain('-12');
  });

  it('tells a take that joins two runs, one that fits, a forced one and a bad one apart', () => {
    const base = { seq: 5, variant: 0, type: 'taken' as const, auction: 4, seat: 1, pot: 6, timeout: false, forced: false };
    const joins = captionFor({ ...base, cube: -11, before: -22, after: -10 }, names)!;
    expect(joins.text).toBe('Ben takes -11 and 6 chips. It joins two runs: +12 points for Ben!');
    expect(joins.sound).toBe('take-good');
    const tops = captionFor({ ...base, cube: -33, before: -34, after: -33 }, names)!;
    expect(tops.text).toBe('Ben takes -33 and 6 chips. It tops a run: +1 point for Ben!');
    const fits = captionFor({ ...base, cube: -18, before: -17, after: -17 }, names)!;
    expect(fits.text).toBe('Ben takes -18 and 6 chips. That joins a run: no damage at all.');
    const forced = captionFor({ ...base, seat: 2, forced: true, pot: 0, cube: -20, before: 0, after: -20 }, names)!;
    expect(forced.text.startsWith('Cy is out of chips and must take -20, with no chips on it.')).toBe(true);
    const bad = captionFor({ ...base, cube: -34, before: -5, after: -39 }, names)!;
    expect(bad.sound).toBe('take-bad');
    expect(bad.text).toContain('-34');
    expect(bad.text).toMatch(/^Ben /);
  });

  it('ends a game with the vault, the chips and the winner or a shared first place (a win too: the fanfare, not an aww)', () => {
    const over: GameEvent = { seq: 9, variant: 0, type: 'game-over', game: 1, removed: [-12], winner: 0, places: [1, 2, 3], scores: [-20, -30, -40], chips: [3, 2, 1] };
    const lines = captionsFor(over, names);
    expect(lines.map((l) => l.sound)).toEqual(['drumroll', 'reveal', 'fanfare']);
    expect(lines[0]!.text).toBe('The vault opens... the missing cube was -12!');
    expect(lines[2]!.text).toBe('Ana wins the show with -20 points!');
    // The points' plural comes from Intl.PluralRules: one point, not "1 points".
    expect(captionsFor({ ...over, variant: 1, scores: [1, -30, -40] }, names)[2]!.text).toBe('And the winner is... Ana, on 1 point!');
    expect(captionsFor({ ...over, scores: [-1, -30, -40] }, names)[2]!.text).toBe('Ana wins the show with -1 point!');
    const shared = captionsFor({ ...over, winner: -1, places: [1, 1, 3], removed: [-4, -9] }, names);
    expect(shared[0]!.text).toBe('The vault opens... the missing cubes were -4 and -9!');
    expect(shared[2]).toEqual({ text: 'A shared first place: no outright winner! Ana and Ben tie at the top.', sound: 'fanfare' });
  });

  it('says an empty vault at once, with no drum roll building up to opening it', () => {
    const over: GameEvent = { seq: 9, variant: 0, type: 'game-over', game: 1, removed: [], winner: 0, places: [1, 2, 3], scores: [-20, -30, -40], chips: [3, 2, 1] };
    const [vault] = captionsFor(over, names);
    expect(vault!.sound).toBeNull();
    expect(vault!.text).not.toMatch(/vault opens/i);
    expect(vault!.text).toMatch(/empty/);
  });

  it('gives the spotlight move no caption and every other event one', () => {
    const platform = (e: PlatformEvent) => platformCaptions(e, names)[0] ?? null;
    expect(platform({ seq: 1, variant: 0, type: 'turn', seats: [0], deadline: 0, version: 0 })).toBeNull();
    expect(platform({ seq: 1, variant: 2, type: 'seat-joined', seat: 5, name: 'Dee' })!.text).toContain('Dee');
    expect(platform({ seq: 1, variant: 2, type: 'seat-joined', seat: 5, name: 'Dee', returning: true })!.text).toBe('Welcome back, Dee! Tonight\'s scores carry on.');
    expect(platform({ seq: 1, variant: 0, type: 'show-chosen', show: 'x', title: 'The Quiz' })!.text).toContain('The Quiz');
    expect(captionFor({ seq: 1, variant: 0, type: 'game-started', game: 2, removedCount: 1, first: 1, drawn: false }, names)!.text)
      .toBe('Game 2! 1 cube goes into the vault, face down. Ben goes first.');
  });

  it('says at the start that the seats were drawn at random, in their drawn order, only when the rules draw them', () => {
    const joined = ['Ada', 'Giulia', 'Nurul', 'Bo'];
    const start = (preset: 'veto' | 'show', seed: number) => {
      const game = minusAuction.createGame({ preset }, joined, seed);
      if (!game.ok) throw new Error(game.error.message);
      const seated = minusAuction.players(game.value);
      const [started] = minusAuction.events.start(game.value).map((e) => ({ ...e, game: 2, seq: 1, variant: 0 }) as GameEvent);
      return { seated, text: captionsFor(started!, seated)[0]!.text };
    };
    // The veto preset draws the seating: some seed gives another order than the join order.
    const veto = Array.from({ length: 8 }, (_, seed) => start('veto', seed)).find((g) => g.seated.join() !== joined.join())!;
    expect(veto.text).toBe(`Game 2! Seats drawn at random: ${veto.seated.slice(0, -1).join(', ')} and ${veto.seated.at(-1)}. 1 cube goes into the vault, face down. ${veto.seated[0]} goes first.`);
    const show = start('show', 3);
    expect(show.text).not.toMatch(/drawn|random/i);
  });

  it('reads an unknown seat as "Seat N" and never prints undefined or NaN', () => {
    expect(seatName(names, 6)).toBe('Seat 7');
    expect(seatName(names, -1)).toBe('Someone');
    const ev = fc.record({
      seq: fc.nat(), variant: fc.integer(), auction: fc.integer({ min: 1, max: 60 }), seat: fc.integer({ min: -2, max: 9 }),
      cube: fc.integer({ min: -60, max: -1 }), pot: fc.integer({ min: 0, max: 60 }), timeout: fc.boolean(), forced: fc.boolean(),
      before: fc.integer({ min: -400, max: 0 }), after: fc.integer({ min: -400, max: 0 }), deckLeft: fc.nat(40),
    });
    fc.assert(fc.property(ev, fc.constantFrom('refused', 'taken', 'cube-revealed'), (e, type) => {
      const event = { ...e, game: 1, type } as unknown as GameEvent;
      for (const c of captionsFor(event, names)) {
        expect(c.text).not.toMatch(/undefined|NaN|null|--/);
        expect(c.text).toContain(cubeText(e.cube));
        if (c.sound) expect(SOUND_IDS).toContain(c.sound);
      }
    }));
  });

  it('formats numbers and counts the way the show says them', () => {
    expect(cubeText(-7)).toBe('-7');
    expect(cubeText(7)).toBe('-7');
    expect(chipsText(0)).toBe('no chips');
    expect(chipsText(1)).toBe('1 chip');
    expect(pick(['a', 'b'], -3)).toBe('b');
    expect(countdownCaption('Ana', 4.2)).toEqual({ text: 'Ana, 5 seconds!', sound: 'tick' });
  });

  it('describes every sound in words', () => {
    for (const id of SOUND_IDS) expect(soundDescription(id).length).toBeGreaterThan(2);
  });
});
