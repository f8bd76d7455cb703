/**
 * No name can break a seat (docs/SERVER.md, "Names"). Through the real server and colyseus.js:
 * a name that is not well-formed UTF-16 (an unpaired surrogate made the state encoder write 4
 * bytes and count 3, so every client misread the seat) is refused; look-alike names (another
 * script, variation selectors, tag characters, Mongolian selectors, combining accents) collide
 * with the name they imitate; names of marks or invisible characters only are empty; a bot never
 * takes a name that looks like a person's. Every refusal is one code the phone has a sentence for.
 */
import type { RoomStateShape } from './support/harness.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ask, createStage, joinPlayer, mySeat, record, startHarness, until, type Harness } from './support/harness.js';

let h: Harness;
const errors = vi.spyOn(console, 'error');
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** Join as a player with `name`; the refusal code, or 'seated'. */
async function tryName(code: string, name: string): Promise<string> {
  try {
    const room = await h.client.joinById<RoomStateShape>(code, { role: 'player', name });
    await room.leave();
    return 'seated';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('a name that is not well-formed', () => {
  it('"Bob\\uD800" (an unpaired surrogate) is refused name-invalid; the seats still decode for everyone', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ann = await joinPlayer(h, code, 'Ann');
    for (const bad of ['Bob\uD800', '\uDC00Bob', 'Bo\uDBFFb']) expect(await tryName(code, bad), JSON.stringify(bad)).toBe('name-invalid');
    // A well-formed name with a character outside the BMP decodes the same on every client.
    const dice = await joinPlayer(h, code, 'Bo 🎲');
    await until(() => stage.room.state.seats.length === 2 && ann.room.state.seats.length === 2, 2000, 'two seats everywhere');
    for (const conn of [stage, ann, dice]) {
      expect(conn.room.state.seats.map((s) => s.name)).toEqual(['Ann', 'Bo 🎲']);
      expect(conn.room.state.seats.map((s) => s.id)).toEqual([ann.seat!.id, dice.seat!.id]);
    }
    expect(mySeat(dice)).toBe(1);
    expect(stage.room.state.seats[1]!.connected).toBe(true);
    expect(errors).not.toHaveBeenCalled();
    await Promise.all([stage, ann, dice].map((c) => c.room.leave()));
  });
});

describe('look-alike names', () => {
  it('another script, selectors, tag characters and accents that render like "Ana" are name-taken or name-invalid', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const ana = await joinPlayer(h, code, 'Ana');
    const taken = [
      'ANA', ' ana ', '\u0410na' /* Cyrillic A */, '\u0391na' /* Greek Alpha */, 'An\u0430' /* Cyrillic a */,
      '\uFF21na' /* fullwidth A */, '\u{1D400}na' /* mathematical bold A */,
    ];
    for (const name of taken) expect(await tryName(code, name), JSON.stringify(name)).toBe('name-taken');
    const invalid = [
      'Ana\uFE0F' /* a variation selector after a letter */, 'Ana\u{E0041}\u{E007F}' /* tag characters */,
      'Ana\u180B' /* Mongolian selector */, 'A\u200Bna' /* zero-width space */, 'Ana\u202E' /* right-to-left override */,
      'Ana\u0007' /* a control character */, '\u0301Ana' /* an accent on nothing */, 'Ana\u0301\u0301\u0301\u0301' /* stacked accents */,
      'Ana\uE000' /* private use */,
    ];
    for (const name of invalid) expect(await tryName(code, name), JSON.stringify(name)).toBe('name-invalid');
    // Composed and decomposed accents are one name.
    const jose = await joinPlayer(h, code, 'Jos\u00E9');
    expect(await tryName(code, 'Jose\u0301')).toBe('name-taken');
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(['Ana', 'José']);
    // "Watcher N" is the audience's: a player so named would pass for a watcher in the crowd's table.
    for (const name of ['Watcher 1', 'watcher12', 'W\u0430tcher 3']) expect(await tryName(code, name), name).toBe('name-taken');
    await Promise.all([stage, ana, jose].map((c) => c.room.leave()));
  });

  it('a name with an i or an l collides in any case, as every name does; a bot named alike never sits beside it', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const iris = await joinPlayer(h, code, 'IRIS');
    for (const name of ['Iris', 'iris', 'lris']) expect(await tryName(code, name), name).toBe('name-taken');
    const others = [];
    for (const name of ['KIT', 'FITZ', 'BIX']) others.push(await joinPlayer(h, code, name));
    // Names are picked at random among the free ones: ten tries, each must miss all four.
    for (let i = 0; i < 10; i++) {
      expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
      const bot = stage.room.state.seats.find((s) => s.kind === 'bot')!;
      expect(['iris', 'kit', 'fitz', 'bix']).not.toContain(bot.name.toLowerCase());
      expect((await ask(stage, 'remove-seat', { seat: stage.room.state.seats.indexOf(bot) })).ok).toBe(true);
    }
    await Promise.all([stage, iris, ...others].map((c) => c.room.leave()));
  });

  it('names of marks, blanks or invisible characters only are name-empty', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    for (const name of ['\u0301\u0302', '\u3164', '\u2800\u2800', '\u200B\u200D', ' \u115F ', '\uFE0F']) {
      expect(await tryName(code, name), JSON.stringify(name)).toBe('name-empty');
    }
    expect(stage.room.state.seats).toHaveLength(0);
    await stage.room.leave();
  });

  it('emoji sequences, joiners inside a name and other scripts are welcome; the limit counts what people see', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    const names = ['👩‍👩‍👧 Fam', '❤️ Lu', 'नमस्ते', 'Zoë', 'Ана' /* Cyrillic, no Latin twin at the table */];
    const conns = [];
    for (const name of names) conns.push(await joinPlayer(h, code, name));
    expect(conns.every((c) => c.seat !== undefined)).toBe(true);
    expect(stage.room.state.seats.map((s) => s.name)).toEqual(names);
    // 16 dice are 16 characters on the screen (32 UTF-16 units); four families are four.
    const stage2 = await createStage(h);
    expect(await tryName(stage2.room.state.code, '🎲'.repeat(16))).toBe('seated');
    expect(await tryName(stage2.room.state.code, '👩‍👩‍👧'.repeat(4))).toBe('seated');
    // Sixteen families are 16 characters but 80 code points: past the guard of 64.
    expect(await tryName(stage2.room.state.code, '👩‍👩‍👧'.repeat(16))).toBe('name-too-long');
    expect(await tryName(stage2.room.state.code, 'é'.normalize('NFD').repeat(16))).toBe('seated');
    expect(await tryName(stage2.room.state.code, 'x'.repeat(17))).toBe('name-too-long');
    await Promise.all([stage, stage2, ...conns].map((c) => c.room.leave()));
  });
});

describe('bots', () => {
  it('a bot never takes a name that looks like a person\'s', async () => {
    const stage = await createStage(h);
    const code = stage.room.state.code;
    // People take every bot name in look-alike letters (Greek, Cyrillic, fullwidth).
    const disguised = ['\u0391da', 'Bi\u0445', 'Cl\u0435o', 'D\u0435x', '\u0395cho', 'Fit\uFF5A'];
    const phones = [];
    for (const name of disguised) phones.push(await joinPlayer(h, code, name));
    // Names are picked at random among the free ones: ten tries, each must miss all six.
    for (let i = 0; i < 10; i++) {
      expect((await ask(stage, 'add-bot', { label: 'easy' })).ok).toBe(true);
      const bot = stage.room.state.seats.find((s) => s.kind === 'bot')!;
      expect(['Ada', 'Bix', 'Cleo', 'Dex', 'Echo', 'Fitz']).not.toContain(bot.name);
      expect((await ask(stage, 'remove-seat', { seat: stage.room.state.seats.indexOf(bot) })).ok).toBe(true);
    }
    await Promise.all([stage, ...phones].map((c) => c.room.leave()));
  });
});

describe('watchers', () => {
  it('the audience name is never shown, and a watcher with any name still watches', async () => {
    const stage = await createStage(h);
    const watcher = record(await h.client.joinById<RoomStateShape>(stage.room.state.code, { role: 'audience', name: 'Eve\uD800' }));
    await until(() => watcher.audience !== undefined);
    expect(JSON.stringify(stage.room.state)).not.toContain('Eve');
    await Promise.all([stage, watcher].map((c) => c.room.leave()));
  });
});
