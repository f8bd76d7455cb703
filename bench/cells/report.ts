/**
 * The acceptance ledger as a markdown table (docs/BENCHMARKS.md, "The acceptance ledger"): one
 * row a cell with its pooled figures, what it still needs, and a line of totals.
 */
import { CELLS, DEALS_PER_CELL, fairShare, singleOf, type Cell } from './cells.js';
import { pool, type Ledger, type Pooled } from './ledger.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const int = (x: number): string => Math.round(x).toLocaleString('en-US');

/** The cell's line in words: "low end > 14.3%" (alone) or "< 16.3%" (among). */
function lineOf(c: Cell): string {
  return c.side === 'alone' ? `low end > ${pct(fairShare(c))}` : `< ${pct(fairShare(c) + 0.02)}`;
}

/** Core-hours a cell still needs at its own pace (one run a core), or null when it has no paced run yet. */
export function hoursLeft(p: Pooled): number | null {
  if (p.complete) return 0;
  if (p.secondsPerGame === null) return null;
  return ((DEALS_PER_CELL - p.deals) * p.cell.seats * p.secondsPerGame) / 3600;
}

/** The table of every cell and its totals, pooled from `ledger` (`cores`: the machine's, for the pace). */
export function ledgerTable(ledger: Ledger, cores: number): string {
  const rows = CELLS.map((c) => pool(c, ledger, cores));
  const lines = [
    '| preset | seats | cell | deals (of 3,000) | games | the single player\'s wins | win rate (95% interval) | line | met | core-hours left |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((p) => {
      const c = p.cell;
      const who = c.side === 'alone' ? `hard alone among \`${c.challenger}\`` : `one \`${singleOf(c)}\` among hard`;
      const h = hoursLeft(p);
      const figures = p.games > 0 ? `${pct(p.rate)} (${pct(p.ci95[0])}..${pct(p.ci95[1])})` : 'not played';
      const met = p.games === 0 ? '' : p.met ? (p.complete ? '**yes**' : 'yes so far') : '**no**';
      return `| ${c.preset} | ${c.seats} | ${who} | ${int(p.deals)} | ${int(p.games)} | ${p.games > 0 ? Number(p.wins.toFixed(2)) : ''} | ${figures} | ${lineOf(c)} | ${met} | ${h === null ? '?' : h.toFixed(1)} |`;
    }),
  ];
  const complete = rows.filter((p) => p.complete);
  const known = rows.map(hoursLeft);
  const hours = known.reduce<number>((a, h) => a + (h ?? 0), 0);
  const unknown = known.filter((h) => h === null).length;
  lines.push(
    '',
    `Cells with the acceptance's ${int(DEALS_PER_CELL)} deals: ${complete.length} of ${rows.length}, of which met: ${complete.filter((p) => p.met).length}. ` +
      `Core-hours left at each cell's own pace: ${hours.toFixed(1)}${unknown ? `, and ${unknown} cell(s) with no paced run yet ("?")` : ''}.`,
  );
  return lines.join('\n');
}
