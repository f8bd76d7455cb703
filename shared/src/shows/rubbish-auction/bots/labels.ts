/**
 * Computer player labels for Rubbish Auction (docs/BOTS.md, "Rubbish Auction"): three levels a
 * host may pick, weakest first, and a measuring baseline (`random`) that the lobby does not offer.
 */
import type { ShowResult } from '../../../platform/show-module.js';

/** A level a host may pick. */
export type RubbishBotLevel = 'easy' | 'medium' | 'hard';
/** Every label `parse` accepts: the levels and the baseline. */
export type RubbishBotLabel = RubbishBotLevel | 'random';

/** The levels for a lobby's picker, weakest first, each with a one-line description. */
export const RUBBISH_BOT_LEVELS: readonly { key: RubbishBotLevel; name: string; description: string }[] = [
  { key: 'easy', name: 'Easy', description: 'Knows its Geek and its own cards: bids big for what it wants, small for the rest.' },
  { key: 'medium', name: 'Medium', description: 'Weighs every bid by what it could win or lose this round, from the cards it has seen.' },
  {
    key: 'hard',
    name: 'Hard',
    description: 'Reads Geeks from past bids, imagines the hidden cards many times over and plays to win the show.',
  },
];

/** The labels a host may pick, weakest first. */
export const RUBBISH_LOBBY_LABELS: readonly RubbishBotLevel[] = RUBBISH_BOT_LEVELS.map((l) => l.key);
/** The label that stands in for a person who is away. */
export const RUBBISH_STAND_IN: RubbishBotLevel = 'medium';

const ALL: readonly RubbishBotLabel[] = [...RUBBISH_LOBBY_LABELS, 'random'];

/**
 * Parse a label (case and surrounding spaces ignored): `easy`, `medium`, `hard`, or `random`
 * (a uniformly random legal action, for measuring). Errors: `bad-config` listing what is allowed.
 */
export function parseRubbishLabel(label: unknown): ShowResult<RubbishBotLabel> {
  const text = typeof label === 'string' ? label.trim().toLowerCase() : '';
  const found = ALL.find((l) => l === text);
  if (found) return { ok: true, value: found };
  return { ok: false, error: { code: 'bad-config', message: `"${String(label)}" is not a Rubbish Auction bot; use ${ALL.join(', ')}` } };
}
