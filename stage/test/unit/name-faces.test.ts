// Names in Hangul on a stage in any language: their faces are loaded as they appear, then the text is drawn again.
import { describe, expect, it, vi } from 'vitest';
import { NameFaces, roomNames } from '../../src/platform/i18n/name-faces.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';

describe('NameFaces', () => {
  it('loads each new Hangul character of the names once, then redraws; Latin names load nothing', async () => {
    const loaded: string[] = [];
    const redraw = vi.fn();
    const faces = new NameFaces(redraw, async (chars) => { loaded.push(chars); });
    faces.names(['Ana', 'Ben']);
    expect(loaded).toEqual([]);
    faces.names(['Ana', '민준', 'ㅋㅋ']);
    await vi.waitFor(() => expect(redraw).toHaveBeenCalledTimes(1));
    expect(loaded).toEqual(['민준ㅋ']);
    faces.names(['민준', '준호']);
    await vi.waitFor(() => expect(redraw).toHaveBeenCalledTimes(2));
    expect(loaded).toEqual(['민준ㅋ', '호']);
    faces.names(['민준', '준호']);
    await Promise.resolve();
    expect(loaded).toHaveLength(2);
  });

  it('loads the emoji of the names (with their joiners and selectors) once, apart from Hangul; nothing for plain names', async () => {
    const hangul: string[] = [];
    const emoji: string[] = [];
    const redraw = vi.fn();
    const faces = new NameFaces(redraw, async (chars) => { hangul.push(chars); }, async (chars) => { emoji.push(chars); });
    faces.names(['Ana', 'Zoë', '1+1=2']);
    await Promise.resolve();
    expect(emoji).toEqual([]);
    faces.names(['Zoë 🦊', 'Kai 🏳️‍🌈', '민준 🦊']);
    await vi.waitFor(() => expect(redraw).toHaveBeenCalledTimes(2));
    expect(emoji).toEqual(['🦊🏳️‍🌈']);
    expect(hangul).toEqual(['민준']);
    faces.names(['Zoë 🦊', 'Bo 👍🏽']);
    await vi.waitFor(() => expect(redraw).toHaveBeenCalledTimes(3));
    expect(emoji).toEqual(['🦊🏳️‍🌈', '👍🏽']);
  });

  it('a failed load redraws nothing and throws nothing', async () => {
    const redraw = vi.fn();
    const faces = new NameFaces(redraw, () => Promise.reject(new Error('offline')));
    expect(() => faces.names(['민준'])).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(redraw).not.toHaveBeenCalled();
  });

  it('reads the names of the seats, the evening table and the crowd\'s predictors', () => {
    const state = {
      seats: [{ name: 'Ana' }], evening: { shows: [], rows: [{ name: '민준' }] }, crowd: { table: [{ name: '서연' }] },
    } as unknown as RoomStateShape;
    expect(roomNames(state)).toEqual(['Ana', '민준', '서연']);
  });
});
