/**
 * A stored game back as its record: the setup (the record before any action) with the stored
 * actions in order. Every show's record lists its actions, in order, as `actions`
 * (shared/src/platform/show-module.ts: a record is "the setup plus the actions applied"), so
 * this needs no show: `module.record.parse(gameRecord(game))` then `module.record.replay`.
 */
import type { StoredGame } from './types.js';

/**
 * `{ ...setup, actions, causes }`: the record of `game` so far (finished or not), as JSON to parse;
 * `causes` says what decided each action (shared platform/record-extras.ts; the setup has the `bots`).
 */
export function gameRecord(game: Pick<StoredGame, 'setup' | 'actions'>): Record<string, unknown> {
  return { ...(game.setup as Record<string, unknown>), actions: game.actions.map((a) => a.action), causes: game.actions.map((a) => a.cause) };
}
