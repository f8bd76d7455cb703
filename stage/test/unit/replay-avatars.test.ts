/**
 * The avatars an older record's replay wears (app/replay-avatars.ts): what tonight's room knows of
 * each name, when nothing contradicts it, else one no seat of the replay wears; never two alike.
 */
import { describe, expect, it } from 'vitest';
import type { EveningRow, SeatState } from '@minus/shared/platform/protocol/state';
import { guessAvatars, type RoomAvatars } from '../../src/platform/app/replay-avatars.js';

/** A room with `seats` seated now and `rows` in the evening's table (name and avatar each). */
function room(seats: [string, number][], rows: [string, number][] = []): RoomAvatars {
  return {
    seats: seats.map(([name, avatar]) => ({ id: name, name, avatar }) as SeatState),
    evening: { shows: ['minus-auction'], rows: rows.map(([name, avatar], i) => ({ seat: `s${i}`, name, avatar }) as EveningRow) },
  };
}

const distinct = (a: number[]) => new Set(a).size === a.length;

describe('the avatars of an older record', () => {
  it("are the room's for people still seated and the evening's for seats that left", () => {
    // Juno and Bix played, then left for Rex (who took Juno's avatar): the table still knows them.
    const r = room([['Ana', 0], ['Ben', 1], ['Rex', 2]], [['Ana', 0], ['Ben', 1], ['Juno', 2], ['Bix', 3]]);
    expect(guessAvatars(['Bix', 'Juno', 'Ana', 'Ben'], r)).toEqual([3, 2, 0, 1]);
  });

  it("give a seat whose avatar is in doubt one that nobody has worn tonight, never another seat's", () => {
    // A restart wrote the departed seats' rows with avatar 0 (Ana's): they cannot have it.
    const restored = guessAvatars(['Bix', 'Juno', 'Ana', 'Ben'], room([['Ana', 0], ['Ben', 1], ['Rex', 2]], [['Ana', 0], ['Ben', 1], ['Juno', 0], ['Bix', 0]]));
    expect(restored.slice(2)).toEqual([0, 1]);
    expect(restored.slice(0, 2).every((a) => a > 2)).toBe(true);
    expect(distinct(restored)).toBe(true);
    // A new seat under an old name, in another avatar: that name is in doubt.
    const renamed = guessAvatars(['Juno', 'Ana'], room([['Ana', 0], ['Juno', 2]], [['Ana', 0], ['Juno', 4]]));
    expect(renamed[1]).toBe(0);
    expect([0, 2, 4]).not.toContain(renamed[0]);
    // Two seats that left, both last seen in one avatar: neither takes it.
    const twice = guessAvatars(['Cy', 'Dee', 'Ana'], room([['Ana', 0]], [['Cy', 5], ['Dee', 5]]));
    expect(twice[2]).toBe(0);
    expect(twice.slice(0, 2)).not.toContain(5);
    expect(distinct(twice)).toBe(true);
  });

  it('are distinct in seat order when the room knows none of the names (a file from another evening, or no room yet)', () => {
    expect(guessAvatars(['P1', 'P2', 'P3'], null)).toEqual([0, 1, 2]);
    // Avatars worn tonight come last.
    expect(guessAvatars(['P1', 'P2', 'P3'], room([['Ana', 0], ['Ben', 1]]))).toEqual([2, 3, 4]);
    const seven = guessAvatars(['A', 'B', 'C', 'D', 'E', 'F', 'G'], room([['Ana', 0], ['Ben', 1]]));
    expect(distinct(seven)).toBe(true);
  });
});
