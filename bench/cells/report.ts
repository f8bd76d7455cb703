/**
 * The acceptance ledger as a markdown table (docs/BENCHMARKS.md, "The acceptance ledger"): one
 * row a cell with its pooled figures, what it still needs, and a line of totals.
 */
import { CELLS, DEALS_PER_CELL, fairShare, singleOf, type Cell } from './cells.js';
import { pool, type Ledger, type Pooled } from './ledger.js';
import { pct } from '../simulate.js';

const int = (x: number): string => Math.round(x).toLocaleString('en-US');
/** Wins as counted (a shared first counts 1/k): up to two decimals, thousands grouped. */
const wins = (x: number): string => x.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The cell's line in words: "low end > 14.3%" (alone) or "< 16.3%" (among). */
function lineOf(c: Cell): string {
  return c.side === 'alone' ? `low end > ${pct(fairShare(c))}` : `< ${pct(fairShare(c) + 0.02)}`;
}

/** Core-hours a cell still needs at the CPU time its runs took a game, or null when no run of it recorded one yet. */
export function hoursLeft(p: Pooled): number | null {
  if (p.complete) return 0;
  if (p.cpuPerGame === null) return null;
  return ((DEALS_PER_CELL - p.deals) * p.cell.seats * p.cpuPerGame) / 3600;
}

/** The cell's mark: met or not on its deals, "so far" while it has fewer than the acceptance's. */
function mark(p: Pooled): string {
  if (p.games === 0) return '';
  if (p.complete) return p.met ? '**yes**' : '**no**';
  return p.met ? 'yes so far' : 'not so far';
}

/** The table of every cell and its totals, pooled from `ledger` (`cores`: the machine's, for the pace). */
export function ledgerTable(ledger: Ledger): string {
  const rows = CELLS.map((c) => pool(c, ledger));
  const lines = [
    '| preset | seats | cell | deals (of 3,000) | games | the single player\'s wins | win rate (95% interval) | line | met | core-hours left |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((p) => {
      const c = p.cell;
      const who = c.side === 'alone' ? `hard alone among \`${c.challenger}\`` : `one \`${singleOf(c)}\` among hard`;
      const h = hoursLeft(p);
      const figures = p.games > 0 ? `${pct(p.rate)} (${pct(p.ci95[0])}..${pct(p.ci95[1])})` : 'none counted yet';
      return `| ${c.preset} | ${c.seats} | ${who} | ${int(p.deals)} | ${int(p.games)} | ${p.games > 0 ? wins(p.wins) : ''} | ${figures} | ${lineOf(c)} | ${mark(p)} | ${h === null ? '?' : h.toFixed(1)} |`;
    }),
  ];
  const complete = rows.filter((p) => p.complete);
  const left = rows.filter((p) => !p.complete);
  const paced = left.filter((p) => hoursLeft(p) !== null);
  const hours = paced.reduce((a, p) => a + (hoursLeft(p) ?? 0), 0);
  const unpaced = left.length - paced.length;
  lines.push(
    '',
    `Cells with the acceptance's ${int(DEALS_PER_CELL)} deals: ${complete.length} of ${rows.length}, of which met: ${complete.filter((p) => p.met).length}. ` +
      (left.length === 0 ? 'Nothing left to play.' :
        `Still to play: ${left.length} cell(s); ${paced.length ? `${paced.length} of them need ${hours.toFixed(1)} core-hours at the CPU time their runs took a game` : 'none has a run that recorded its CPU time yet'}` +
        `${paced.length && unpaced ? `, the other ${unpaced} are not measured yet ("?")` : ''}.`),
  );
  return lines.join('\n');
}
