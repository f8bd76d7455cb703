/**
 * What the TV says when the room refuses a request the stage sent from its remote (docs/STAGE.md,
 * "The remote"): the room answers `{ ok: false, type, code }` and, without this, a key press the
 * room refused did nothing a player could see.
 */
import { stageTexts } from '../i18n/texts/index.js';

/**
 * The caption for a refusal of the stage's request `type` with refusal `code` (the platform's
 * codes, docs/SERVER.md "Bad input"), in the stage's language; null for one the screen already
 * shows (a start short of players: the start tile says how many are needed) or that a key cannot cause.
 */
export function refusalCaption(type: string, code: string): string | null {
  const lobby = stageTexts.now().lobby;
  if ((type === 'start' || type === 'solo') && code === 'bad-settings') return lobby.rulesDontFit;
  if (type === 'add-bot' && code === 'room-full') return lobby.tableFull;
  if (type === 'solo' && code === 'too-few-seats') return lobby.soloFromSeat;
  if (type === 'solo' && code === 'too-many-seats') return lobby.soloTooMany;
  return null;
}
