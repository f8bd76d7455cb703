import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wilson95 } from '@minus/shared/platform/tally';
import { CELLS, CHUNK_DEALS, DEALS_PER_CELL, cellById, chunksLeft, meets, planSeed, seatsOf } from './cells.js';
import { appendEntry, lockLedger, pool, readLedger, type Ledger, type LedgerEntry } from './ledger.js';
import { hoursLeft, ledgerTable } from './report.js';

/** classic-7-dmc-alone's planned seed k (its index in CELLS is 40). */
const dmc7 = (k: number): number => planSeed(CELLS.findIndex((c) => c.id === 'classic-7-dmc-alone'), k);
const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  cell: 'classic-7-dmc-alone', seed: dmc7(0), games: 840, deals: 120, wins: 140, meanScore: -28, hardMeanMs: 7.5, hardP99Ms: 18,
  challengerMeanMs: 6.3, wallSeconds: 700, cpuSeconds: 690, date: '2026-12-05', machine: 'test', by: 'plan', ...over,
});
const scratch = (): string => join(mkdtempSync(join(tmpdir(), 'ledger-')), 'ledger.json');

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
  it('pools a cell over its runs with the Wilson interval, and reckons the hours left by the CPU time its runs took', () => {
    const ledger: Ledger = {
      entries: [entry({}), entry({ seed: dmc7(1), wins: 130.5 }), entry({ seed: 9101, by: 'hand', cpuSeconds: null, wallSeconds: null }), entry({ cell: 'classic-7-dmc-among', seed: 1, by: 'hand' })],
    };
    const p = pool(cellById('classic-7-dmc-alone'), ledger);
    expect(p.games).toBe(3 * 840);
    expect(p.deals).toBe(360);
    expect(p.wins).toBeCloseTo(410.5, 9);
    expect(p.ci95).toEqual(wilson95(410.5, 2520));
    expect(p.met).toBe(p.ci95[0] > 1 / 7);
    expect(p.cpuPerGame).toBeCloseTo(1380 / 1680, 9);
    expect(hoursLeft(p)).toBeCloseTo(((3000 - 360) * 7 * (1380 / 1680)) / 3600, 9);
  });

  it('keeps every entry appended, reading the file again each time, even where the path needs escaping in a URL', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'a ledger é-')), 'ledger.json');
    const url = pathToFileURL(path);
    expect(readLedger(url)).toEqual({ entries: [] });
    appendEntry(url, entry({}));
    writeFileSync(path, JSON.stringify({ entries: [...readLedger(path).entries, entry({ seed: dmc7(7) })] }));
    appendEntry(path, entry({ seed: dmc7(2) }));
    expect(readLedger(url).entries.map((e) => e.seed)).toEqual([dmc7(0), dmc7(7), dmc7(2)]);
  });

  it('refuses, naming the file and the problem, a ledger that a hand edit broke, and an entry that would break it', () => {
    const path = scratch();
    const broken = (text: string, problem: RegExp) => {
      writeFileSync(path, text);
      expect(() => readLedger(path)).toThrow(problem);
      expect(() => readLedger(path)).toThrow(path);
    };
    broken('', /not JSON/);
    broken('null', /not a good ledger/);
    broken('{"rows": []}', /not a good ledger/);
    broken(JSON.stringify({ entries: [{ ...entry({}), wins: '140' }] }), /entries\.0\.wins/);
    broken(JSON.stringify({ entries: [entry({ cell: 'classic-7-dmc-Alone' })] }), /not a cell id/);
    broken(JSON.stringify({ entries: [entry({ games: 841 })] }), /841 games are not 120 deals at 7 seats/);
    broken(JSON.stringify({ entries: [entry({}), entry({})] }), /seed \d+ counted twice/);
    broken(JSON.stringify({ entries: [entry({ seed: 5 })] }), /not one of classic-7-dmc-alone's planned seeds/);
    broken(JSON.stringify({ entries: [entry({ by: 'hand' })] }), /below 100,000/);
    writeFileSync(path, JSON.stringify({ entries: [entry({})] }));
    expect(() => appendEntry(path, entry({}))).toThrow(/counted twice/);
    expect(readLedger(path).entries).toHaveLength(1);
  });

  it('lets one run at a time play into a ledger, and takes over a lock its process left behind', () => {
    const path = scratch();
    const release = lockLedger(path);
    expect(() => lockLedger(path)).toThrow(new RegExp(`process ${process.pid}`));
    release();
    lockLedger(path)();
    writeFileSync(`${path}.lock`, '999999999');
    const again = lockLedger(path);
    expect(readFileSync(`${path}.lock`, 'utf8')).toBe(String(process.pid));
    again();
  });

  it('as kept in the repository: every entry a known cell, its games its deals at every rotation, its wins possible', () => {
    const ledger = readLedger(new URL('./ledger.json', import.meta.url));
    for (const e of ledger.entries) {
      const c = cellById(e.cell);
      expect(e.games, `${e.cell} seed ${e.seed}`).toBe(e.deals * c.seats);
      expect(e.wins).toBeGreaterThanOrEqual(0);
      expect(e.wins).toBeLessThanOrEqual(e.games);
    }
    expect(JSON.parse(readFileSync(new URL('./ledger.json', import.meta.url), 'utf8'))).toEqual(ledger);
  });

  it('shows every cell in its table, with how many have their deals', () => {
    const table = ledgerTable({ entries: [entry({ cell: 'show-3-dmc-among', seed: 5, games: 9000, deals: 3000, wins: 2000, by: 'hand' }), entry({ wins: 100.5 })] });
    expect(table.split('\n').filter((l) => l.startsWith('| show') || l.startsWith('| classic'))).toHaveLength(48);
    expect(table).toContain('| show | 3 | one `dmc` among hard | 3,000 | 9,000 | 2,000 | 22.2% (21.4%..23.1%) | < 35.3% | **yes** | 0.0 |');
    expect(table).toContain('| classic | 7 | hard alone among `dmc` | 120 | 840 | 100.5 | 12.0% (9.9%..14.3%) | low end > 14.3% | not so far | 4.6 |');
    expect(table).toContain("Cells with the acceptance's 3,000 deals: 1 of 48, of which met: 1. Still to play: 47 cell(s); 1 of them need 4.6 core-hours");
    expect(table).toContain('the other 46 are not measured yet');
  });
});
