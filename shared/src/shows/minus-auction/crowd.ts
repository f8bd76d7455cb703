/**
 * Minus Auction's question for the audience (show-module.ts `CrowdHooks`): while a cube is on
 * offer, "who takes it?", answered by any seat. The key names the auction and its cube
 * (`"7:-23"`), both public while the cube is on offer; the answer is the seat whose taken cubes
 * hold that cube, public once it is taken (docs/RULES.md, "What each person may know").
 */
import type { CrowdHooks, CrowdQuestion } from '../../platform/show-module.js';
import type { GameState } from './types.js';

/** The cube a question's key names, or null for a key this show did not make. */
export function cubeOfKey(key: string): number | null {
  const m = /^\d+:(-\d+)$/.exec(key);
  return m ? Number(m[1]) : null;
}

export const minusCrowd: CrowdHooks<GameState> = {
  question(state): CrowdQuestion | null {
    if (state.finished || state.offer === null) return null;
    return { key: `${state.auction}:${state.offer}`, seats: state.players.map((_, i) => i) };
  },
  answer(state, key) {
    const cube = cubeOfKey(key);
    if (cube === null) return null;
    const seat = state.cubes.findIndex((taken) => taken.includes(cube));
    return seat >= 0 ? seat : null;
  },
};
