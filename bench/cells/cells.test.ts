import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wilson95 } from '@minus/shared/platform/tally';
import { CELLS, CHUNK_DEALS, DEALS_PER_CELL, cellById, chunksLeft, meets, planSeed, seatsOf } from './cells.js';
import { appendEntry, pool, readLedger, type Ledger, type LedgerEntry } from './ledger.js';
import { hoursLeft, ledgerTable } from './report.js';

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  cell: 'classic-7-dmc-alone', seed: 1, games: 840, deals: 120, wins: 140, meanScore: -28, hardMeanMs: 7.5, hardP99Ms: 18,
  challengerMeanMs: 6.3, wallSeconds: 700, atOnce: 2, date: '2026-12-05', machine: 'test', by: 'plan', ...over,
});

describe('the acceptance cells', () => {
  it('are the 48 cells the acceptance names, each with its own seats', () => {
    expect(CELLS).toHaveLength(48);
    expect(new Set(CELLS.map((c) => c.id)).size).toBe(48);
    expect(seatsOf(cellById('classic-7-dmc-alone'))).toEqual(['hard', 'dmc', 'dmc', 'dmc', 'dmc', 'dmc', 'dmc']);
    expect(seatsOf(cellById('show-3-selfplay-among'))).toEqual(['selfplay', 'hard', 'hard']);
    expect(() => cellById('classic-6-dmc-alone')).toThrow(/unknown cell/);
  });

  it('meet their lines: the low end above the fair share alone, under the fair share plus 2 points among', () => {
    const alone = cellById('show-5-ismcts-alone');
    const among = cellById('show-5-ismcts-among');
    expect(meets(alone, 0.25, [0.201, 0.3])).toBe(true);
    expect(meets(alone, 0.25, [0.2, 0.3])).toBe(false);
    expect(meets(among, 0.219, [0.1, 0.3])).toBe(true);
    expect(meets(among, 0.22, [0.1, 0.3])).toBe(false);
  });

  it('plan every chunk on a seed of its own, apart from the seeds used by hand', () => {
    const seeds = CELLS.flatMap((c) => chunksLeft(c, new Set(), 0).map((k) => k.seed));
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(Math.min(...seeds)).toBeGreaterThanOrEqual(100_000);
    expect(() => planSeed(48, 0)).toThrow();
    expect(() => planSeed(0, 100)).toThrow();
  });

  it('plan exactly the deals a cell still needs, skipping chunks played or running', () => {
    const c = cellById('classic-7-ismcts-alone');
    const fresh = chunksLeft(c, new Set(), 0);
    expect(fresh).toHaveLength(DEALS_PER_CELL / CHUNK_DEALS);
    expect(fresh.every((k) => k.deals === CHUNK_DEALS)).toBe(true);
    const rest = chunksLeft(c, new Set([9111]), 560);
    expect(rest.reduce((a, k) => a + k.deals, 0)).toBe(DEALS_PER_CELL - 560);
    expect(rest.at(-1)!.deals).toBe((DEALS_PER_CELL - 560) % CHUNK_DEALS || CHUNK_DEALS);
    const [k0, k1, k2] = fresh.map((k) => k.seed);
    const later = chunksLeft(c, new Set([k1!]), 120, new Map([[k0!, 120]]));
    expect(later[0]!.seed).toBe(k2);
    expect(later.reduce((a, k) => a + k.deals, 0)).toBe(DEALS_PER_CELL - 240);
    expect(chunksLeft(c, new Set(), DEALS_PER_CELL)).toEqual([]);
  });
});

describe('the ledger', () => {
  it('pools a cell over its runs with the Wilson interval, and paces it by runs that had a core each', () => {
    const ledger: Ledger = {
      entries: [entry({ seed: 1 }), entry({ seed: 2, wins: 130.5 }), entry({ seed: 3, atOnce: 4, wallSeconds: 9999 }), entry({ cell: 'classic-7-dmc-among', seed: 1 })],
    };
    const p = pool(cellById('classic-7-dmc-alone'), ledger, 2);
    expect(p.games).toBe(3 * 840);
    expect(p.deals).toBe(360);
    expect(p.wins).toBeCloseTo(410.5, 9);
    expect(p.ci95).toEqual(wilson95(410.5, 2520));
    expect(p.met).toBe(p.ci95[0] > 1 / 7);
    expect(p.secondsPerGame).toBeCloseTo(1400 / 1680, 9);
    expect(hoursLeft(p)).toBeCloseTo(((3000 - 360) * 7 * (1400 / 1680)) / 3600, 9);
  });

  it('refuses a seed counted twice for one cell', () => {
    expect(() => pool(cellById('classic-7-dmc-alone'), { entries: [entry({}), entry({})] }, 2)).toThrow(/counted twice/);
  });

  it('keeps every entry appended, reading the file again each time', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ledger-')), 'ledger.json');
    expect(readLedger(path)).toEqual({ entries: [] });
    appendEntry(path, entry({ seed: 1 }));
    writeFileSync(path, JSON.stringify({ entries: [...readLedger(path).entries, entry({ seed: 7 })] }));
    appendEntry(path, entry({ seed: 2 }));
    expect(readLedger(path).entries.map((e) => e.seed)).toEqual([1, 7, 2]);
    writeFileSync(path, '{"rows": []}');
    expect(() => readLedger(path)).toThrow(/not a ledger/);
  });

  it('as kept in the repository: every entry a known cell, its games its deals at every rotation, its wins possible', () => {
    const ledger = readLedger(new URL('./ledger.json', import.meta.url));
    for (const e of ledger.entries) {
      const c = cellById(e.cell);
      expect(e.games, `${e.cell} seed ${e.seed}`).toBe(e.deals * c.seats);
      expect(e.wins).toBeGreaterThanOrEqual(0);
      expect(e.wins).toBeLessThanOrEqual(e.games);
    }
    for (const c of CELLS) expect(() => pool(c, ledger, 2)).not.toThrow();
    expect(JSON.parse(readFileSync(new URL('./ledger.json', import.meta.url), 'utf8'))).toEqual(ledger);
  });

  it('shows every cell in its table, with how many have their deals', () => {
    const table = ledgerTable({ entries: [entry({ cell: 'show-3-dmc-among', seed: 5, games: 9000, deals: 3000, wins: 2000 })] }, 2);
    expect(table.split('\n').filter((l) => l.startsWith('| show') || l.startsWith('| classic'))).toHaveLength(48);
    expect(table).toContain('| show | 3 | one `dmc` among hard | 3,000 | 9,000 | 2000 | 22.2%');
    expect(table).toContain("Cells with the acceptance's 3,000 deals: 1 of 48, of which met: 1.");
  });
});
