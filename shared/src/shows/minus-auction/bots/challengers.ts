/**
 * The challengers as bots (measurement only; docs/BOTS.md, "Challengers"): the players of other
 * kinds that the hard level is measured against. `createBot` makes them for challenger labels.
 */
import type { PlayerView } from '../types.js';
import { decisionRng, type Bot } from './bot.js';
import { DMC_PARAMS, dmcDecide } from './dmc.js';
import { ISMCTS_PARAMS, ismctsDecide, ismctsSearch } from './ismcts.js';
import type { BotChallenger } from './labels.js';
import { SHARP, sharpTakes } from './policy.js';
import { RivalReader } from './rivals.js';
import { tableFromView } from './table.js';
import { ChipTracker } from './tracker.js';
import { watcher } from './watch.js';

/** One challenger for one seat of one game (a new one per game: the searching ones count chips). */
export function createChallenger(challenger: BotChallenger, seed: number): Bot {
  if (challenger === 'selfplay') {
    return {
      label: challenger,
      decide(view: PlayerView) {
        const t = tableFromView(view);
        t.current = view.seat;
        return view.offer === null || sharpTakes(t, SHARP) ? 'take' : 'refuse';
      },
      observe: () => {},
      watches: false,
    };
  }
  const tracker = new ChipTracker();
  if (challenger === 'ismcts-read') {
    // The tree search with each rival read by kind (by the margin alone), the rest of the
    // time a strong player; the hard level uses the same search only at a table it reads as strong.
    const rivals = new RivalReader();
    const see = watcher(tracker, rivals);
    return {
      label: challenger,
      decide(view: PlayerView) {
        see(view);
        const reads = view.seats.map((s) => rivals.readOf(s.seat));
        return ismctsSearch(view, tracker.belief(), decisionRng(seed, view), ISMCTS_PARAMS, reads).action;
      },
      observe: see,
      watches: true,
    };
  }
  return {
    label: challenger,
    decide(view: PlayerView) {
      tracker.update(view);
      const rng = decisionRng(seed, view);
      return challenger === 'dmc' ? dmcDecide(view, tracker.belief(), rng, DMC_PARAMS) : ismctsDecide(view, tracker.belief(), rng, ISMCTS_PARAMS);
    },
    observe: (view: PlayerView) => tracker.update(view),
    watches: true,
  };
}
