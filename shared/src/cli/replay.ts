/**
 * `npm run -s replay -- FILE`: replay a `minus-auction/record@1` game record and print its
 * result as one JSON object (see issue 2). Exit 0 on success; exit 2 with one line on stderr
 * naming the problem for an unreadable file, invalid JSON, a bad schema or deck, or an illegal
 * action (with its 0-based index).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseRecord, replayRecord, result } from '../minus/index.js';
import { replayShowRecord } from './show-replay.js';

function die(message: string): never {
  process.stderr.write(`replay: ${message}\n`);
  process.exit(2);
}

let file: string | undefined;
try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) die('usage: npm run -s replay -- FILE (a minus-auction/record@1 JSON file, or - for stdin)');
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
// Another show's record (rubbish-auction/record@1...): its own module replays and summarises it.
const show = replayShowRecord(text);
if (show) {
  if (!show.ok) die(show.message);
  process.stdout.write(JSON.stringify(show.out) + '\n');
  process.exit(0);
}
const record = parseRecord(text);
if (!record.ok) die(record.error.message);
const state = replayRecord(record.value);
if (!state.ok) die(state.error.message);
const r = result(state.value);
const out = {
  finished: r.finished,
  ...(r.finished ? { winner: r.winner ?? null, removed: r.removed } : {}),
  players: r.players.map((p) => ({
    name: p.name, cubes: p.cubes, counted: p.counted, chips: p.chips, score: p.score,
    ...(r.finished ? { place: p.place } : {}),
  })),
  ...(r.finished ? {} : { turn: r.turn }),
};
process.stdout.write(JSON.stringify(out) + '\n');
