/**
 * A stored game back as its record: the setup (the record before any action) with the stored
 * actions in order. Every show's record lists its actions, in order, as `actions`
 * (shared/src/platform/show-module.ts: a record is "the setup plus the actions applied"), so
 * this needs no show: `module.record.parse(gameRecord(game))` then `module.record.replay`.
 */
import type { StoredGame } from './types.js';

/**
 * `{ ...setup, actions, causes, practice }`: the record of `game` so far (finished or not), as JSON
 * to parse; `causes` says what decided each action and `practice` whether it was a practice game,
 * when given (shared platform/record-extras.ts; the setup has the `bots` and `avatars`). The
 * `practice` comes from the game's row, so a game stored before records said it has it too.
 */
export function gameRecord(game: Pick<StoredGame, 'setup' | 'actions'> & Partial<Pick<StoredGame, 'practice'>>): Record<string, unknown> {
  return {
    ...(game.setup as Record<string, unknown>), actions: game.actions.map((a) => a.action), causes: game.actions.map((a) => a.cause),
    ...(game.practice !== undefined ? { practice: game.practice } : {}),
  };
}
