/**
 * `createBot(label, seed)`: one computer player for one seat. A bot sees only its
 * seat's `PlayerView` (RULES.md, "What each person may know"); the type system keeps the full
 * game state out of its reach. Docs: docs/BOTS.md.
 */
import type { PlayerView } from '../types.js';
import { decisionRng, type Bot } from './bot.js';
import { createChallenger } from './challengers.js';
import { greedyDecide, randomDecide } from './baselines.js';
import { easyDecide } from './easy.js';
import { HARD_PARAMS, hardDecide } from './hard.js';
import { parseArenaLabel, type BotSpec } from './labels.js';
import { mediumDecide } from './medium.js';
import { RivalReader } from './rivals.js';
import { StyleReader } from './styles.js';
import { ChipTracker } from './tracker.js';
import { watcher } from './watch.js';

export type { Bot } from './bot.js';

/**
 * Make a bot from a label (see `parseBotLabel`; the simulate command's challengers too, see
 * `parseArenaLabel`) or a parsed spec and an integer seed. Throws RangeError for a label that
 * does not parse (validate a host's input with `parseBotLabel`).
 */
export function createBot(label: string | BotSpec, seed: number): Bot {
  let spec: BotSpec;
  if (typeof label === 'string') {
    const parsed = parseArenaLabel(label);
    if (!parsed.ok) throw new RangeError(parsed.error.message);
    spec = parsed.value;
  } else spec = label;
  const name = spec.label;
  if (spec.kind === 'challenger') return createChallenger(spec.challenger, seed);
  if (spec.kind === 'baseline') {
    const random = spec.baseline === 'random';
    return {
      label: name,
      decide: (view) => (random ? randomDecide(view, decisionRng(seed, view)) : greedyDecide(view)),
      observe: () => {},
      watches: false,
    };
  }
  const { level, style } = spec;
  if (level === 'easy') {
    return { label: name, decide: (view) => easyDecide(view, style, decisionRng(seed, view)), observe: () => {}, watches: false };
  }
  if (level === 'medium') return { label: name, decide: (view) => mediumDecide(view, style), observe: () => {}, watches: false };
  const tracker = new ChipTracker();
  const rivals = new StyleReader();
  const params = HARD_PARAMS[style];
  const kinds = new RivalReader(params.kindPrior, { tablePrior: params.tablePrior, until: params.worthUntil }, params.eagerSeats, params.sharp3);
  const see = watcher(tracker, rivals, kinds);
  return {
    label: name,
    decide(view) {
      see(view);
      const styles = view.seats.map((s) => rivals.styleOf(s.seat));
      const reads = view.seats.map((s) => kinds.readOf(s.seat));
      return hardDecide(view, tracker.belief(), decisionRng(seed, view), params, styles, reads).action;
    },
    observe: see,
    watches: true,
  };
}
