import { afterEach, describe, expect, it, vi } from 'vitest';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import type { MinusEvent as GameEvent } from '@minus/shared/shows/minus-auction/events';
import { CAPTION_BAR, inside, overlaps, SAFE_AREA } from '../../../src/platform/app/layout.js';
import { FINALE_LEFT_W, FINALE_MIN_FONT, FINALE_ROW, finaleLayout, vaultTiles } from '../../../src/shows/minus-auction/finale-layout.js';
import { finaleStepMs, stepLimitForEvent } from '../../../src/shows/minus-auction/finale-plan.js';
import { AnimationQueue, DEFAULT_STEP_TIMEOUT_MS } from '../../../src/platform/engine/queue.js';

function gameOver(seats: number): GameEvent {
  const z = Array.from({ length: seats }, (_, i) => i);
  return { seq: 1, variant: 0, type: 'game-over', game: 1, removed: [-12], winner: 0, places: z.map((i) => i + 1), scores: z.map(() => -30), chips: z.map(() => 2) };
}

describe('the finale step and the animation queue', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('plans a 7-seat finale longer than the default step limit, and gives its step a limit above the plan', () => {
    expect(finaleStepMs(7)).toBe(7640);
    expect(finaleStepMs(7)).toBeGreaterThan(DEFAULT_STEP_TIMEOUT_MS);
    for (let n = 3; n <= 7; n++) {
      const limit = stepLimitForEvent(gameOver(n))!;
      expect(limit, `${n} seats`).toBeGreaterThanOrEqual(finaleStepMs(n) * 1.25);
    }
    expect(stepLimitForEvent({ seq: 1, variant: 0, type: 'turn', seats: [0], deadline: 0, version: 0 })).toBeUndefined();
  });

  it('lets a 7-seat finale play to its end without timing it out, where the default limit would', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const done: string[] = [];
    const q = new AnimationQueue({ onError: (e) => errors.push(e) });
    const finale = (name: string) => () => new Promise<void>((r) => setTimeout(() => { done.push(name); r(); }, finaleStepMs(7)));
    q.push(finale('own limit'), stepLimitForEvent(gameOver(7)));
    q.push(finale('default limit'));
    q.push(() => { done.push('next step'); });
    await vi.advanceTimersByTimeAsync(finaleStepMs(7) * 2 + 100);
    // The first finale ends before the queue moves on; the second is abandoned at 6 s, so the next
    // step starts (a re-sync on a real stage: the visible jump) before that finale ends.
    expect(done).toEqual(['own limit', 'next step', 'default limit']);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain(`timed out after ${DEFAULT_STEP_TIMEOUT_MS} ms`);
  });
});

/** Seeded deal of the show preset's 32 cubes in play (-3..-35, one in the vault) to `n` seats. */
function deal(n: number, seed: number): number[][] {
  let x = seed * 7919 + 17;
  const next = (m: number): number => { x = (x * 1103515245 + 12345) % 2 ** 31; return x % m; };
  const vault = -(3 + next(33));
  const hands: number[][] = Array.from({ length: n }, () => []);
  for (let v = -3; v >= -35; v--) if (v !== vault) hands[next(n)]!.push(v);
  return hands;
}

/** The crowded shapes: as many separate runs as 32 cubes allow (at most 16 in one hand). */
const WORST: number[][][] = [
  // odds and evens: two hands of 16 separate runs (three lines each)
  [range(-3, -33, 2), range(-4, -34, 2), [], [], [], [], []],
  // four hands of 8 separate runs (two lines each)
  [range(-3, -17, 2), range(-4, -18, 2), range(-19, -33, 2), range(-20, -34, 2), [], [], []],
  // 13 + 7 + 7 separate runs, the rest in one run
  [range(-3, -27, 2), range(-4, -16, 2), range(-18, -30, 2), [-28, -29], [-31, -32, -33, -34], [], []],
  // runs of two in one hand, the singles between them in another
  [[-3, -4, -6, -7, -9, -10, -12, -13, -15, -16, -18, -19, -21, -22, -24, -25, -27, -28, -30, -31, -33, -34], range(-5, -32, 3), [], [], [], [], []],
  // the demo page's crowded table (&cubes=many)
  [[-3, -5, -7, -9, -11, -13, -15], [-4, -6, -8, -10, -12, -14, -16, -17, -18, -19, -20, -21, -22, -23], [-24, -25, -26], [-27, -29], [-28, -30, -31], [-32], [-33, -34]],
];

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v >= to; v -= step) out.push(v);
  return out;
}

/** Everything wrong with the finale for `hands` (empty when clean). */
function problems(hands: number[][]): string[] {
  const l = finaleLayout(hands.map((h) => runsOf(h)));
  const out: string[] = [];
  if (!l.fits) out.push('does not fit');
  // Readable from 3 m: numbers >= 34 design px, tiles >= 32 px tall at 1280x720.
  if (l.font < FINALE_MIN_FONT) out.push(`font ${l.font}`);
  if (l.rows[0]!.flow.h * (720 / 1080) < 32) out.push(`tiles ${l.rows[0]!.flow.h} design px tall`);
  const parts = { banner: l.banner, hint: l.hint, ...(l.heads ? { heads: l.heads } : {}), rows: l.rowsArea, vault: l.vault, evening: l.evening, qr: l.joinQr, code: l.joinText };
  const named = Object.entries(parts);
  for (const [i, [name, r]] of named.entries()) {
    if (!inside(r, SAFE_AREA)) out.push(`${name} outside the safe area`);
    if (overlaps(r, CAPTION_BAR)) out.push(`${name} on the caption bar`);
    for (const [other, b] of named.slice(i + 1)) if (overlaps(r, b)) out.push(`${name} overlaps ${other}`);
  }
  l.rows.forEach((row, i) => {
    if (!inside(row.rect, l.rowsArea)) out.push(`row ${i} outside the rows area`);
    for (const other of l.rows.slice(i + 1)) if (overlaps(row.rect, other.rect)) out.push(`row ${i} overlaps another`);
    if (row.flow.tiles.length !== hands[i]!.length) out.push(`row ${i} lost cubes`);
    if (row.cubes.y < 0 || row.cubes.y + row.cubes.h > row.rect.h) out.push(`row ${i} cubes outside the row`);
    const box = { x: 0, y: 0, w: row.cubes.w, h: row.cubes.h };
    for (const t of row.flow.tiles) if (!inside(t.visible, box)) out.push(`row ${i} cube ${t.cube} outside its box`);
  });
  return out;
}

function expectClean(hands: number[][], label: string): void {
  expect(problems(hands), label).toEqual([]);
}

describe('finaleLayout', () => {
  it('keeps a row\'s parts apart: place, avatar, name, cubes, chips, score', () => {
    const r = FINALE_ROW;
    // Widths measured in the show's fonts: "2ND" 86 (40 px), "+10" 82 (40 px), "-212" 110 (48 px).
    expect(r.placeX + 86 / 2).toBeLessThan(r.avatarX - r.avatarSize / 2);
    expect(r.avatarX + r.avatarSize / 2).toBeLessThan(r.nameX);
    expect(r.nameX + r.nameW).toBeLessThan(r.cubesX);
    expect(r.cubesX + r.cubesW).toBeLessThan(r.chipsRight - 82);
    expect(r.chipsRight).toBeLessThan(r.scoreRight - 110);
    expect(r.scoreRight).toBeLessThanOrEqual(FINALE_LEFT_W);
  });

  it('fits 3 to 7 seats of any deal of the show preset with cubes at least 32 px tall at 1280x720', () => {
    for (let n = 3; n <= 7; n++) for (let seed = 0; seed < 300; seed++) expectClean(deal(n, seed), `${n} seats, seed ${seed}`);
  });

  it('wraps crowded rows onto more lines instead of shrinking their cubes', () => {
    WORST.forEach((hands, i) => expectClean(hands, `crowded table ${i}`));
    const odds = finaleLayout(WORST[0]!.map((h) => runsOf(h)));
    expect(new Set(odds.rows[0]!.flow.tiles.map((t) => t.y)).size).toBe(3);
    expect(odds.rows[0]!.rect.h).toBeGreaterThan(odds.rows[2]!.rect.h);
    // So crowded a table keeps its numbers' size: the column heads give their line to the rows.
    expect(odds.heads).toBeNull();
  });

  it('heads the chips and score columns over an ordinary table, clear of the hint and the rows', () => {
    for (let n = 3; n <= 7; n++) {
      const l = finaleLayout(deal(n, 1).map((h) => runsOf(h)));
      expect(l.heads, `${n} seats`).not.toBeNull();
      expect(l.heads!.y).toBeGreaterThanOrEqual(l.hint.y + l.hint.h);
      expect(l.rowsArea.y).toBeGreaterThanOrEqual(l.heads!.y + l.heads!.h);
    }
  });

  it('never breaks a run across two lines: a long run is stacked behind its head instead', () => {
    for (const hands of [...WORST, ...Array.from({ length: 100 }, (_, seed) => deal(7, seed))]) {
      const l = finaleLayout(hands.map((h) => runsOf(h)));
      l.rows.forEach((row, i) => {
        const y = new Map(row.flow.tiles.map((t) => [t.cube, t.y]));
        for (const run of runsOf(hands[i]!)) expect(y.get(run[0]!)).toBe(y.get(run.at(-1)!));
      });
    }
    const many = finaleLayout(WORST[4]!.map((h) => runsOf(h)));
    expect(many.rows[1]!.flow.compact).toBe(true);
    expect(many.font).toBeGreaterThanOrEqual(40);
  });

  it('stacks only the row whose run is too long for a line: the other rows show every struck cube in full', () => {
    // The demo's crowded table: the second seat's run -16..-23 is longer than a line at any full
    // size; the others' runs (-24 -25 -26, -28 -30 -31, -33 -34) have the room.
    for (let n = 3; n <= 7; n++) {
      const hands = WORST[4]!.slice(0, n);
      const l = finaleLayout(hands.map((h) => runsOf(h)));
      expect(l.compact, `${n} seats`).toBe(false);
      expect(l.font, `${n} seats`).toBeGreaterThanOrEqual(FINALE_MIN_FONT);
      l.rows.forEach((row, i) => {
        expect(row.flow.compact, `${n} seats, row ${i}`).toBe(i === 1);
        if (i === 1) return;
        // Full tiles side by side: each shows whole and none covers another.
        for (const [k, t] of row.flow.tiles.entries()) {
          expect(t.stacked).toBe(false);
          expect(t.visible.w).toBe(row.flow.w);
          for (const u of row.flow.tiles.slice(k + 1)) expect(overlaps(t.visible, u.visible), `${n} seats, ${t.cube} and ${u.cube}`).toBe(false);
        }
      });
      expectClean(hands, `${n} seats`);
    }
  });

  it('shows every cube of a run of six or seven in full, at a smaller readable size, rather than stacking it', () => {
    // A table seen on a TV: -17..-22 stacked behind -17 showed as "-17", slivers, "-22".
    for (const last of [-22, -23]) {
      const hands = [[-4, -10, -13, ...range(-17, last, 1)], [-3, -8, -9, -11, -14, -15], [-5, -6, -7, -12, -16, -24, -25]];
      const l = finaleLayout(hands.map((h) => runsOf(h)));
      expect(l.font, `run to ${last}`).toBeGreaterThanOrEqual(FINALE_MIN_FONT);
      l.rows.forEach((row, i) => {
        expect(row.flow.compact, `run to ${last}, row ${i}`).toBe(false);
        for (const t of row.flow.tiles) expect(t.visible.w, `run to ${last}, cube ${t.cube}`).toBe(row.flow.w);
      });
      expectClean(hands, `run to ${last}`);
    }
  });

  it('shows a run of 8 or 12 as its two ends in full with its count between them, never as slivers', () => {
    // A seen TV: -16..-23 stacked as "-16", three slivers, "-23" (thin slivers read as noise from the sofa).
    for (const length of [8, 12]) {
      const run = range(-16, -15 - length, 1);
      const singles = [-4, -6, -8, -10, -12, -14];
      // Three seats; three seats, the run alone; the demo's crowded seven with this run in the second hand.
      const tables = [[[...singles, ...run], [-3], [-5]], [run, [-3, -5, -7], [-33, -34]], WORST[4]!.map((h, i) => (i === 1 ? [...singles, ...run] : h))];
      for (const hands of tables) {
        const label = `run of ${length}, ${hands.length} seats`;
        const l = finaleLayout(hands.map((h) => runsOf(h)));
        const row = l.rows[hands.findIndex((h) => h.includes(run[0]!))]!;
        const f = row.flow;
        expect(l.font, label).toBeGreaterThanOrEqual(FINALE_MIN_FONT);
        // Every cube shows whole (its number readable) or not at all: no sliver.
        for (const t of f.tiles) expect([0, f.w], `${label}, cube ${t.cube}`).toContain(t.visible.w);
        const shown = f.tiles.filter((t) => t.visible.w > 0);
        const head = shown.find((t) => t.cube === run[0]);
        const last = shown.find((t) => t.cube === run.at(-1));
        expect(head && last, label).toBeTruthy();
        // Between them, the count of the whole run; nothing shown overlaps anything else.
        const bridge = f.bridges.find((b) => b.count === length)!;
        expect(bridge, label).toBeDefined();
        expect(bridge.x).toBeGreaterThanOrEqual(head!.x + f.w);
        expect(bridge.x + bridge.w).toBeLessThanOrEqual(last!.x);
        expect(bridge.y).toBe(head!.y);
        const rects = [...shown.map((t) => t.visible), ...f.bridges];
        for (const [i, a] of rects.entries()) for (const b of rects.slice(i + 1)) expect(overlaps(a, b), label).toBe(false);
        for (const r of rects) expect(inside(r, { x: 0, y: 0, w: row.cubes.w, h: row.cubes.h }), label).toBe(true);
        expectClean(hands, label);
      }
    }
  });

  it('keeps the vault\'s numbers at least 32 px, on two lines for the classic preset\'s nine', () => {
    const l = finaleLayout([[], [], []]);
    for (let n = 0; n <= 10; n++) {
      const v = vaultTiles(n, l.vault.w);
      expect(v.at).toHaveLength(n);
      if (n > 0) expect(v.font, `${n} cubes`).toBeGreaterThanOrEqual(32);
      const tiles = v.at.map((p) => ({ x: l.vault.x + p.x, y: l.vault.y + p.y, w: v.w, h: v.h }));
      for (const [i, t] of tiles.entries()) {
        expect(inside(t, l.vault), `${n} cubes`).toBe(true);
        for (const u of tiles.slice(i + 1)) expect(overlaps(t, u)).toBe(false);
      }
    }
    expect(new Set(vaultTiles(1, l.vault.w).at.map((p) => p.y)).size).toBe(1);
    expect(new Set(vaultTiles(9, l.vault.w).at.map((p) => p.y)).size).toBe(2);
  });

  it('gives a small table taller rows and bigger numbers', () => {
    const small = finaleLayout([[[-3]], [[-10, -11]], [[-20]]]);
    expect(small.font).toBe(44);
    expect(small.rows.every((r) => r.rect.h === 92)).toBe(true);
  });
});
