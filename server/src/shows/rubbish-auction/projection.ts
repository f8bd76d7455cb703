/**
 * Rubbish Auction's projection (platform/server-show.ts): the show's fields of the synchronised
 * state, read from the engine state field by field (docs/RULES.md, "Rubbish Auction", "What each
 * device may know"). Public: fame, items won, face-up blocked cards, how many cards each seat
 * holds out (never which), whose card each seat looked at and at which position (never the
 * value), the round's item, auctioneer and First Bidder, and every revealed round. A seat's own
 * Geek, held-out cards and peeked value sit in StateView fields that only its own connection's
 * view holds. Geeks reach everyone only once the game is finished (`shownGeek`). No unrevealed
 * bid value and no card key is ever written.
 */
import { peekTarget, turnOf } from '@minus/shared/shows/rubbish-auction/turn';
import { finalScores, standing } from '@minus/shared/shows/rubbish-auction/standing';
import type { RubbishRules, RubbishState } from '@minus/shared/shows/rubbish-auction/types';
import { EMPTY, set, setArray } from '../../platform/schema/assign.js';
import type { ProjectionSource, ProjectionTarget, ShowProjection } from '../../platform/server-show.js';
import type { RubbishGameSchema, RubbishSeatSchema, RubbishSettingsSchema } from './schema.js';

export class RubbishProjection implements ShowProjection {
  update(target: ProjectionTarget, source: ProjectionSource): void {
    const game = source.game as RubbishState | null;
    const seats = target.seats as readonly RubbishSeatSchema[];
    const end = game?.finished ? finalScores(game) : null;
    const last = game && game.rounds.length > 0 ? game.rounds[game.rounds.length - 1]! : null;
    for (let i = 0; i < seats.length; i++) {
      const out = seats[i]!;
      const inGame = game !== null && i < game.players.length;
      if (!inGame) {
        this.emptySeat(out);
        continue;
      }
      const held = game.held[i] ?? null;
      const peek = game.peeks[i] ?? null;
      set(out, 'fame', game.fame[i]!);
      setArray(out.items, game.won[i]!);
      set(out, 'blocked', game.blocked[i] ?? 0);
      set(out, 'holding', held ? held.length : -1);
      set(out, 'peekOf', peek ? peek.of : -1);
      set(out, 'peekPosition', peek ? peek.position : -1);
      // The seat's own secrets (StateView fields: only its own connection's view holds this instance).
      set(out, 'geek', game.geeks[i]!);
      set(out, 'heldOut', held ? held.join(',') : '');
      set(out, 'peekedCard', peek ? peek.card : 0);
      // The last revealed round is public as a whole.
      const bid = last?.bids.find((b) => b.seat === i);
      setArray(out.bid, bid ? bid.cards : EMPTY);
      set(out, 'fameChange', last ? last.fame[i] ?? 0 : 0);
      set(out, 'shownGeek', end ? game.geeks[i]! : '');
      set(out, 'bonus', end ? end.bonus[i]! : 0);
      set(out, 'total', end ? end.totals[i]! : 0);
      set(out, 'place', end ? end.places[i]! : 0);
    }
    set(target.settings as RubbishSettingsSchema, 'preset', (source.rules as RubbishRules).preset);
    this.game(target.game as RubbishGameSchema, game);
  }

  reset(): void {}

  private emptySeat(out: RubbishSeatSchema): void {
    set(out, 'fame', 0); setArray(out.items, EMPTY); set(out, 'blocked', 0); set(out, 'holding', -1);
    set(out, 'peekOf', -1); set(out, 'peekPosition', -1); set(out, 'geek', ''); set(out, 'heldOut', '');
    set(out, 'peekedCard', 0); setArray(out.bid, EMPTY); set(out, 'fameChange', 0); set(out, 'shownGeek', '');
    set(out, 'bonus', 0); set(out, 'total', 0); set(out, 'place', 0);
  }

  /** The round's public fields (`game` is null in the lobby). */
  private game(out: RubbishGameSchema, game: RubbishState | null): void {
    const turn = game ? turnOf(game) : null;
    const target = game ? peekTarget(game) : null;
    const last = game && game.rounds.length > 0 ? game.rounds[game.rounds.length - 1]! : null;
    set(out, 'round', game?.round ?? 0);
    set(out, 'auctioneer', game ? game.auctioneer : -1);
    set(out, 'item', game?.item ?? '');
    set(out, 'firstBidder', game?.firstBidder ?? -1);
    set(out, 'current', turn ? turn.seat : -1);
    set(out, 'step', turn ? turn.step : '');
    set(out, 'peekOf', target ? target.of : -1);
    set(out, 'peekRow', target ? target.row : '');
    set(out, 'peekSize', target ? target.size : 0);
    setArray(out.itemsLeft, game ? game.itemsLeft : EMPTY);
    setArray(out.discarded, game ? game.discarded : EMPTY);
    set(out, 'lastRound', last ? last.round : 0);
    set(out, 'lastItem', last ? last.item : '');
    set(out, 'lastWinner', last ? last.winner : -1);
    set(out, 'lastDiscarded', last ? last.discarded : false);
    set(out, 'lastBottom', last ? last.bottom : -1);
    set(out, 'winner', game?.finished ? standing(game).winner ?? -1 : -1);
  }
}
