/** The largest state a room can hold fits the encode buffers the server gives each room (schema/buffers.ts). */
import { ArraySchema, Encoder, StateView } from '@colyseus/schema';
import { describe, expect, it } from 'vitest';
import { NAME_MAX } from '@minus/shared/platform/protocol/index';
import { STATE_BUFFER_BYTES } from '../src/platform/schema/buffers.js';
import { EveningRowSchema, RoomStateSchema } from '../src/platform/schema/room-state.js';
import { MinusGameSchema, MinusSeatSchema, MinusSettingsSchema } from '../src/shows/minus-auction/schema.js';

describe('state encode buffers', () => {
  it('hold the largest state: seven seats, longest names in 4-byte characters, every cube taken, a full evening of two shows', () => {
    const longName = '😀'.repeat(NAME_MAX); // 4 bytes each in UTF-8
    const state = new RoomStateSchema();
    state.code = 'BCDF';
    state.phase = 'finale';
    state.show = 'minus-auction';
    (state.shows as unknown as ArraySchema<string>).push('minus-auction', 'rubbish-auction');
    const settings = new MinusSettingsSchema();
    Object.assign(settings, { preset: 'custom', smallest: 1, largest: 99, removed: 20, chips: 99, seating: 'shuffled', starter: 'youngest', timerMs: 60_000 });
    state.settings = settings;
    const all = Array.from({ length: 99 }, (_, i) => -(i + 1));
    (state.evening.shows as unknown as ArraySchema<string>).push('minus-auction', 'rubbish-auction');
    for (let s = 0; s < 7; s++) {
      const seat = new MinusSeatSchema();
      Object.assign(seat, { id: `seat-${s}-${'x'.repeat(12)}`, name: longName, avatar: s, kind: 'bot', botLabel: 'medium-cautious', connected: true, standIn: true, vip: s === 0, cubeScore: -999, chips: 99, finalChips: 99, finalScore: -999, place: 7 });
      seat.cubes.push(...all.filter((_, i) => i % 7 === s));
      state.seats.push(seat);
      const row = new EveningRowSchema();
      Object.assign(row, { seat: `seat-${s}-${'x'.repeat(12)}`, name: longName, avatar: s, games: 99, wins: 99 });
      row.points.push(-9999, 99999);
      state.evening.rows.push(row);
    }
    const game = new MinusGameSchema();
    Object.assign(game, { number: 99, auction: 99, offer: -99, pot: 99, current: 6, deckLeft: 99, removedCount: 20, deadline: Date.now() + 60_000, version: 9999, winner: -1 });
    (game.refusals as unknown as ArraySchema<number>).push(0, 1, 2, 3, 4, 5, 6);
    (game.removed as unknown as ArraySchema<number>).push(...all.slice(0, 20));
    state.game = game;
    const encoder = new Encoder(state);
    const full = encoder.encodeAll();
    const view = new StateView();
    view.add(state.seats[3]!);
    const withView = encoder.encodeAllView(view, full.byteLength, { offset: full.byteLength });
    expect(full.byteLength).toBeGreaterThan(500);
    expect(withView.byteLength).toBeLessThan(STATE_BUFFER_BYTES * 0.6);
  });
});
