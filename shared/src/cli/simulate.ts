/**
 * `npm run -s simulate -- [--game ID] ...`: bot-against-bot games of one show, printed as one JSON
 * object. `--game` names the show (default: the registry's first, `DEFAULT_SHOW`); every other
 * argument goes to that show's own simulate command when it has one (shows/<id>/cli/simulate.ts,
 * registered in `SIMULATORS`), else to the generic one (show-simulate.ts: the arena through the
 * show's module). Each says its flags in its usage line. An unknown show: exit 2.
 */
import { DEFAULT_SHOW, SIMULATORS } from '../shows/registry.js';
import { simulateShow } from './show-simulate.js';

/** `--game ID` or `--game=ID` out of `argv`: the show id (or null) and the other arguments. */
export function takeGame(argv: readonly string[]): { game: string | null; rest: string[] } {
  const rest: string[] = [];
  let game: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--game') game = argv[++i] ?? '';
    else if (a.startsWith('--game=')) game = a.slice('--game='.length);
    else rest.push(a);
  }
  return { game, rest };
}

const { game, rest } = takeGame(process.argv.slice(2));
const id = game ?? DEFAULT_SHOW;
const load = SIMULATORS[id];
const run = load ? load().then((own) => own(rest)) : simulateShow(id, rest);
run.catch((e: unknown) => {
  process.stderr.write(`simulate: ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
