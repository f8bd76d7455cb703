/**
 * Rubbish Auction's projection (platform/server-show.ts): the show's fields of the synchronised
 * state, read from the engine state by the shared `seatFields` and `gameFields` (room-fields.ts;
 * docs/RULES.md, "Rubbish Auction", "What each device may know"). Public: fame, items won, face-up blocked cards, how many cards each seat
 * holds out (never which), whose card each seat looked at and at which position (never the
 * value), the round's item, auctioneer and First Bidder, and every revealed round. A seat's own
 * Geek, held-out cards and peeked value sit in StateView fields that only its own connection's
 * view holds. Geeks reach everyone only once the game is finished (`shownGeek`). No unrevealed
 * bid value and no card key is ever written.
 */
import { EMPTY_SEAT_FIELDS, gameFields, seatFields, seatsContext } from '@minus/shared/shows/rubbish-auction/room-fields';
import type { RubbishRules, RubbishState } from '@minus/shared/shows/rubbish-auction/types';
import { assignFields, set } from '../../platform/schema/assign.js';
import type { ProjectionSource, ProjectionTarget, ShowProjection } from '../../platform/server-show.js';
import type { RubbishGameSchema, RubbishSeatSchema, RubbishSettingsSchema } from './schema.js';

export class RubbishProjection implements ShowProjection {
  update(target: ProjectionTarget, source: ProjectionSource): void {
    const game = source.game as RubbishState | null;
    const seats = target.seats as readonly RubbishSeatSchema[];
    const ctx = game ? seatsContext(game) : null;
    for (let i = 0; i < seats.length; i++) {
      // A seat's own secrets (`geek`, `heldOut`, `peekedCard`) land in StateView fields: only its
      // own connection's view holds this instance (schema.ts).
      assignFields(seats[i]!, game && ctx && i < game.players.length ? seatFields(game, i, ctx) : EMPTY_SEAT_FIELDS);
    }
    set(target.settings as RubbishSettingsSchema, 'preset', (source.rules as RubbishRules).preset);
    assignFields(target.game as RubbishGameSchema, gameFields(game));
  }

  reset(): void {}
}
