/**
 * Rubbish Auction's question for the audience (show-module.ts `CrowdHooks`): once the Next
 * Auctioneer has put an item up, "who bids highest for it?", answered by any seat, open until the
 * reveal. The key names the round and its item (`"3:lava-lamp"`), both public once picked; the
 * answer is that round's top bidder (who wins the item, or loses all fame and sees it binned when
 * the bid cannot be paid), public from the reveal on (docs/RULES.md, "Rubbish Auction", "What
 * each device may know"). Nothing hidden (held-out cards, peeks, Geeks) is read.
 */
import type { CrowdHooks, CrowdQuestion } from '../../platform/show-module.js';
import type { RubbishState } from './types.js';

/** The round and item a question's key names, or null for a key this show did not make. */
export function roundOfKey(key: string): { round: number; item: string } | null {
  const m = /^(\d+):([a-z-]+)$/.exec(key);
  return m ? { round: Number(m[1]), item: m[2]! } : null;
}

export const rubbishCrowd: CrowdHooks<RubbishState> = {
  question(state): CrowdQuestion | null {
    if (state.finished || state.item === null) return null;
    return { key: `${state.round}:${state.item}`, seats: state.players.map((_, i) => i) };
  },
  answer(state, key) {
    const asked = roundOfKey(key);
    if (!asked) return null;
    const round = state.rounds.find((r) => r.round === asked.round && r.item === asked.item);
    return round ? round.winner : null;
  },
};
