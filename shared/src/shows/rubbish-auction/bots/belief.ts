/**
 * The hard level's reading of the table (docs/BOTS.md, "Rubbish Auction", "Hard"): from the
 * revealed rounds in its own view, how likely each Geek is for each rival, and which rival model
 * (rival-model.ts) fits each rival. A rival whose Geek wants an item tends to bid for it as that
 * model would, and to pick it when it is the Next Auctioneer. Geeks are dealt without repeats,
 * so the reading is over whole assignments of the other Geeks to the rivals.
 */
import { GEEK_IDS, wants } from '../geeks.js';
import type { GeekId, RoundResult, RubbishPlayerView } from '../types.js';
import { setsOf } from './hands.js';
import { RIVAL_MODELS, modelChances, type BidContext } from './rival-model.js';

/** How much likelier a Next Auctioneer is to pick an item its Geek wants than one it does not. */
export const PICK_LIKELIHOOD = 2;

/** One way the rivals' Geeks could be dealt, with its chance (all chances sum to 1). */
export interface Assignment {
  /** Per rival (in `Belief.rivals` order), its Geek. */
  geeks: GeekId[];
  chance: number;
}

/** What the hard level believes about the rivals' Geeks and models. */
export interface Belief {
  /** Rival seats, in seat order. */
  rivals: number[];
  assignments: Assignment[];
  /** `modelChance[r][g][m]`: for rival r with Geek `GEEK_IDS[g]`, the chance of model m. */
  modelChance: Float64Array[][];
}

/** Per past round and rival seat: the chance of the set it held out, per model and stake (m * 2 + wanted). */
type RoundLikelihood = Map<number, Float64Array>;

/** The blocked card of `seat` in round `r` (0-based index into `rounds`). */
function blockedIn(rounds: readonly RoundResult[], r: number, seat: number): RoundResult['blocked'][number] {
  return r === 0 ? null : rounds[r - 1]!.blocked[seat] ?? null;
}

function roundLikelihood(rounds: readonly RoundResult[], r: number, me: number): RoundLikelihood {
  const round = rounds[r]!;
  const out: RoundLikelihood = new Map();
  round.bids.forEach((bid, index) => {
    if (bid.seat === me) return;
    const ctx: BidContext = {
      bidders: round.bids.map((b, j) => ({ blocked: blockedIn(rounds, r, b.seat), count: j < index ? b.cards.length : null })),
      index,
      fame: round.fameAfter[bid.seat]! - round.fame[bid.seat]!,
      last: false,
    };
    const sets = setsOf(blockedIn(rounds, r, bid.seat));
    const key = bid.cards.join(',');
    const at = sets.findIndex((s) => s.cards.join(',') === key);
    const chances = modelChances(ctx);
    const lik = new Float64Array(RIVAL_MODELS.length * 2);
    chances.forEach((byStake, m) => byStake.forEach((p, w) => (lik[m * 2 + w] = at < 0 ? 1 : p[at]!)));
    out.set(bid.seat, lik);
  });
  return out;
}

/**
 * Reads Geeks from a seat's views. Keep one per bot: revealed rounds never change, so each is
 * read once. `belief(view)` works from any view of the same seat and game.
 */
export class GeekReader {
  private readonly rounds: RoundLikelihood[] = [];
  private last: { rounds: number; belief: Belief } | null = null;

  /** The belief after every round revealed in `view` (the same object until another round is revealed). */
  belief(view: RubbishPlayerView): Belief {
    if (this.last?.rounds === view.rounds.length) return this.last.belief;
    const belief = this.read(view);
    this.last = { rounds: view.rounds.length, belief };
    return belief;
  }

  private read(view: RubbishPlayerView): Belief {
    const me = view.seat;
    while (this.rounds.length < view.rounds.length) this.rounds.push(roundLikelihood(view.rounds, this.rounds.length, me));
    const rivals = view.seats.map((s) => s.seat).filter((s) => s !== me);
    const models = RIVAL_MODELS.length;
    const geekFit: number[][] = [];
    const modelChance: Float64Array[][] = rivals.map((seat) =>
      GEEK_IDS.map((geek) => {
        const post = new Float64Array(models).fill(1 / models);
        view.rounds.forEach((round, r) => {
          const lik = this.rounds[r]!.get(seat);
          if (!lik) return;
          const w = wants(geek, round.item) ? 1 : 0;
          for (let m = 0; m < models; m++) post[m]! *= lik[m * 2 + w]!;
        });
        let pick = 1;
        for (const round of view.rounds) if (round.auctioneer === seat && wants(geek, round.item)) pick *= PICK_LIKELIHOOD;
        const total = post.reduce((a, b) => a + b, 0);
        (geekFit[rivals.indexOf(seat)] ??= []).push(total * pick);
        return post.map((p) => (total > 0 ? p / total : 1 / models));
      }),
    );
    const others = GEEK_IDS.map((g, i) => i).filter((i) => GEEK_IDS[i] !== view.geek);
    const assignments: Assignment[] = [];
    const pickGeeks = (r: number, used: number[], chance: number): void => {
      if (r === rivals.length) {
        assignments.push({ geeks: used.map((g) => GEEK_IDS[g]!), chance });
        return;
      }
      for (const g of others) if (!used.includes(g)) pickGeeks(r + 1, [...used, g], chance * geekFit[r]![g]!);
    };
    pickGeeks(0, [], 1);
    const total = assignments.reduce((a, b) => a + b.chance, 0);
    for (const a of assignments) a.chance = total > 0 ? a.chance / total : 1 / assignments.length;
    return { rivals, assignments, modelChance };
  }
}
