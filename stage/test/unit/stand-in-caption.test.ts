// @vitest-environment happy-dom
/**
 * A bot sitting in for a person is said on the TV in the stage's words: the show part's name for
 * the bot's level ("Medium"), not the room's label for it ("medium-steady"). A director with a
 * show part of screens that draw nothing (director-fixture.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { Container } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { Show } from '../../src/platform/app/show.js';
import { botLevelName } from '../../src/shows/minus-auction/table.js';
import { seatStatus } from '../../src/platform/ui/seat-card.js';
import { CARD, deps, state, until, type Playing } from './director-fixture.js';

vi.mock('../../src/platform/ui/bits.js', async (original) => (await import('./director-fixture.js')).quietBits(original));

describe('a stand-in on the TV', () => {
  it('is captioned with the bot level\'s name, not its label', async () => {
    const said: string[] = [];
    const show = new Show({ ...deps('live', [], [], { botName: botLevelName }), announce: (text) => void said.push(text) });
    await show.load(CARD.id);
    show.build(new Container());
    show.onState(state('playing'));
    show.frame(16);
    show.onEvent({ type: 'stand-in', seat: 1, name: 'Ben', label: 'medium-steady', game: 1, seq: 5, variant: 0 } as unknown as RoomEvent);
    await until(() => said.some((t) => /sits in for Ben/.test(t)), 'the stand-in is said');
    expect(said.find((t) => /sits in for Ben/.test(t))).toBe('A computer player (Medium) sits in for Ben.');
  });

  it('says a person who left on purpose as a leave, not a phone gone quiet, and then who is VIP now', async () => {
    const said: string[] = [];
    const playing: Playing[] = [];
    const show = new Show({ ...deps('live', playing, [], { botName: botLevelName }), announce: (text) => void said.push(text) });
    await show.load(CARD.id);
    show.build(new Container());
    show.onState(state('playing'));
    show.frame(16);
    show.onEvent({ type: 'stand-in', seat: 1, name: 'Ben', label: 'medium-steady', left: true, game: 1, seq: 5, variant: 0 } as unknown as RoomEvent);
    // The VIP who leaves passes the role on: the TV says who has it now, as in the lobby.
    show.onEvent({ type: 'vip-changed', seat: 0, name: 'Ana', game: 1, seq: 6, variant: 0 } as unknown as RoomEvent);
    await until(() => said.some((t) => /Ben/.test(t)) && playing.length > 0, 'the leave is said');
    playing.splice(0).forEach((p) => p.finish());
    await until(() => said.some((t) => /Ana/.test(t)), 'the new VIP is said');
    expect(said.filter((t) => /Ben|Ana/.test(t))).toEqual([
      'Ben left the game: a computer player (Medium) plays their seat.',
      'Ana is the VIP now, and can start the show.',
    ]);
  });

  it('names a bot label\'s level, and leaves what names none as it is', () => {
    expect(botLevelName('medium-steady')).toBe('Medium');
    expect(botLevelName('hard')).toBe('Hard');
    expect(botLevelName('random')).toBe('random');
    // A record file's odd label is shown as it is, never a word of Object's.
    for (const odd of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expect(botLevelName(odd)).toBe(odd);
  });

  it('marks a seat a bot plays as away only when its phone is away', () => {
    const seat = { kind: 'human' as const, standIn: true, coached: false };
    expect(seatStatus({ ...seat, connected: true })).toEqual({ text: 'BOT PLAYS', online: true });
    expect(seatStatus({ ...seat, connected: false })).toEqual({ text: 'AWAY · bot plays', online: false, short: 'BOT PLAYS' });
  });

  it('marks a seat whose person left on purpose as left, not away, in either show\'s table', async () => {
    const { tableFromState: minus } = await import('../../src/shows/minus-auction/table.js');
    const { tableFromState: rubbish } = await import('../../src/shows/rubbish-auction/table.js');
    const base = state('playing');
    const plain = { ...base, seats: base.seats.map((s, i) => (i === 1 ? { ...s, kind: 'human', connected: false, standIn: true, left: true, botLabel: 'medium' } : s)) };
    for (const table of [minus(plain as never), rubbish(plain as never)]) {
      expect(seatStatus(table.seats[1]!)).toEqual({ text: 'LEFT · bot plays', online: false, short: 'BOT PLAYS' });
    }
  });
});
