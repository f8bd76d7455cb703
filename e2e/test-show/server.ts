/**
 * Count Up on the server (tests only): its schema classes (each seat's secret a StateView field,
 * revealed to everyone only at the end) and its projection. `startServer({ shows })` adds it.
 */
import { GameSchema, SeatSchema, SettingsSchema } from '../../server/src/platform/schema/room-state.js';
import { set } from '../../server/src/platform/schema/assign.js';
import type { ProjectionSource, ProjectionTarget, ServerShow, ShowProjection } from '../../server/src/platform/server-show.js';
import { countUp, type CountRules, type CountState } from './module.js';

export const CountSeatSchema = SeatSchema.extends({
  ups: 'uint8',
  /** The seat's own secret: only its own connection's view holds it. */
  secret: { type: 'int8', view: true },
  /** Every seat's secret and points, once the game is over (0 before). */
  shownSecret: 'uint8',
  points: 'int16',
  place: 'uint8',
}, 'CountUpSeat');

export const CountGameSchema = GameSchema.extends({
  counter: 'uint16',
  current: 'int8',
  turnsLeft: 'uint8',
  winner: 'int8',
}, 'CountUpGame');

export const CountSettingsSchema = SettingsSchema.extends({ rounds: 'uint8' }, 'CountUpSettings');

type Seat = InstanceType<typeof CountSeatSchema>;
type Game = InstanceType<typeof CountGameSchema>;
type Settings = InstanceType<typeof CountSettingsSchema>;

class CountProjection implements ShowProjection {
  update(target: ProjectionTarget, source: ProjectionSource): void {
    const game = source.game as CountState | null;
    const over = game?.finished ?? false;
    const seats = target.seats as readonly Seat[];
    seats.forEach((out, i) => {
      const inGame = game !== null && i < game.players.length;
      set(out, 'ups', inGame ? game.ups[i]! : 0);
      set(out, 'secret', inGame ? game.secrets[i]! : -1);
      set(out, 'shownSecret', inGame && over ? game.secrets[i]! : 0);
      set(out, 'points', inGame && over ? game.secrets[i]! + game.ups[i]! : 0);
      set(out, 'place', 0);
    });
    let winner = -1;
    if (game && over) {
      const standing = countUp.standing(game);
      seats.forEach((out, i) => set(out, 'place', standing.places[i] ?? 0));
      winner = standing.winner ?? -1;
    }
    const g = target.game as Game;
    set(g, 'counter', game?.counter ?? 0);
    set(g, 'current', game && !over ? game.current : -1);
    set(g, 'turnsLeft', game ? countUp.publicView(game).turnsLeft : 0);
    set(g, 'winner', winner);
    set(target.settings as Settings, 'rounds', (source.rules as CountRules).rounds);
  }

  reset(): void {}
}

export const countUpServer: ServerShow = {
  module: countUp,
  schema: { Seat: CountSeatSchema, Game: CountGameSchema, Settings: CountSettingsSchema },
  projection: () => new CountProjection(),
};
