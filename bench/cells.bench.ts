/**
 * The acceptance ledger (bench/cells/): the hard level against the challengers, every cell pooled
 * over the runs counted for it. Reads the ledger only; `npm run bench:cells` plays the chunks.
 */
import type { BenchSection } from './section.js';
import { readLedger } from './cells/ledger.js';
import { ledgerTable } from './cells/report.js';

export const cellsBench: BenchSection = {
  id: 'cells',
  title: 'The acceptance ledger',
  async run() {
    return [
      'Every cell of the acceptance (docs/BOTS.md, "Challengers"): hard alone among a challenger (met when the 95% interval\'s',
      'low end is above the fair share) and one challenger among hard (met under the fair share plus 2 points), in `show`',
      'and `classic` at 3, 5 and 7 seats, on 3,000 duplicate deals each. Pooled from bench/cells/ledger.json: runs by hand',
      '(with their sections below) and the planned chunks `npm run bench:cells` plays (120 deals a chunk on seeds fixed',
      'in advance, every chunk counted). The single player\'s wins count a shared first as 1/k; decision budgets are',
      'counted in work, not time, so the figures do not depend on the machine, only the hours do. A cell with none counted',
      'yet may well have been measured by hand ("The acceptance, cell by cell" below) on runs whose exact wins were not',
      'kept; the ledger counts it from its planned chunks.',
      '',
      ledgerTable(readLedger(new URL('./cells/ledger.json', import.meta.url))),
    ].join('\n');
  },
};
