/**
 * `npm run -s replay -- FILE`: replay a game record of any show (its `format`, e.g.
 * `minus-auction/record@1`, names the show) and print what that show's module says of the end
 * state as one JSON object (show-module.ts, `record.summary`; docs/ARCHITECTURE.md, "Records").
 * Exit 0 on success; exit 2 with one line on stderr naming the problem for an unreadable file,
 * invalid JSON, an unknown format, a bad schema or setup, or an illegal action (with its 0-based
 * index).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readRecord } from '../platform/records.js';
import { SHOWS } from '../shows/registry.js';

function die(message: string): never {
  process.stderr.write(`replay: ${message}\n`);
  process.exit(2);
}

let file: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) die(`usage: npm run -s replay -- FILE (a game record JSON file: ${SHOWS.map((s) => s.record.format).join(', ')}; or - for stdin)`);
  file = positionals[0];
} catch (e) {
  die(`${(e as Error).message}; usage: npm run -s replay -- FILE`);
}
let text: string;
try {
  text = readFileSync(file === '-' ? 0 : file!, 'utf8');
} catch (e) {
  die(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
}
const replayed = readRecord(text, SHOWS);
if (!replayed.ok) die(replayed.error.message);
process.stdout.write(JSON.stringify(replayed.value.module.record.summary(replayed.value.state)) + '\n');
