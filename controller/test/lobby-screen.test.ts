import { afterEach, describe, expect, it } from 'vitest';
import '../src/platform/components/lobby-screen.js';
import type { LobbyScreen } from '../src/platform/components/lobby-screen.js';
import type { SendDetail } from '../src/platform/components/events.js';
import { click, getByRole, minus, mount, queryAllByRole, room, seat, settle, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

function sends(el: Element): SendDetail[] {
  const out: SendDetail[] = [];
  el.addEventListener('room-send', (e) => out.push((e as CustomEvent<SendDetail>).detail));
  return out;
}

const two = () => room({ seats: [seat({ name: 'Ana', vip: true }), seat({ name: 'Ben', avatar: 1 })] });

describe('lobby screen', () => {
  it('shows the seats filling up and how many more are needed', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: two(), me: 1 });
    const t = textOf(el);
    expect(t).toMatch(/Ana.*VIP/);
    expect(t).toMatch(/Ben \(you\)/);
    expect(t).toMatch(/2 of 7 seats taken\. 1 more needed/);
    expect(t).toMatch(/Waiting for the VIP/);
    expect(queryAllByRole(el, 'button', /start/i)).toHaveLength(0);
    expect(queryAllByRole(el, 'radio')).toHaveLength(0);
  });

  it('says a preset\'s rules once to the other players (its numbers again only for classic and custom)', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: two(), me: 1 });
    const t = textOf(el);
    expect(t).toMatch(/Show ?: .*-3 to -35/);
    expect(t).toMatch(/Decision timer: 20 seconds\./);
    expect(t).not.toMatch(/Cubes -3 to -35/);
    document.body.replaceChildren();
    const custom = two();
    custom.settings = { ...custom.settings, preset: 'custom', smallest: 5, largest: 20, removed: 2, chips: 6 };
    const el2 = await mount<LobbyScreen>('lobby-screen', { ...minus, view: custom, me: 1 });
    expect(textOf(el2)).toMatch(/Cubes -5 to -20, 2 hidden, 6 chips each\. Decision timer: 20 seconds\./);
  });

  it('shows tonight\'s table once a game has finished (back from the results, the standings stay in sight); none before', async () => {
    const before = await mount<LobbyScreen>('lobby-screen', { ...minus, view: two(), me: 1 });
    expect(queryAllByRole(before, 'table')).toHaveLength(0);
    document.body.replaceChildren();
    const view = { ...two(), evening: { shows: ['minus-auction'], rows: [{ seat: 's2', name: 'Ben', avatar: 1, games: 1, wins: 1, points: [-9] }, { seat: 's1', name: 'Ana', avatar: 0, games: 1, wins: 0, points: [-30] }] } };
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view, me: 1 });
    expect(getByRole(el, 'heading', /tonight/i)).toBeTruthy();
    expect(textOf(el)).toMatch(/Name Games Wins Minus Ben 1 1 -9 Ana 1 0 -30/);
  });

  it('lets the VIP pick a preset, each with a one-line description', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: two(), me: 0 });
    const got = sends(el);
    const radios = queryAllByRole(el, 'radio');
    expect(radios).toHaveLength(5);
    expect(textOf(el)).toMatch(/Veto.*-3 to -25/);
    await click(getByRole(el, 'radio', /genius/i), el);
    // A preset picked takes its own timer: the message leaves the timer out.
    expect(got).toEqual([{ type: 'settings', body: { preset: 'genius', show: 'minus-auction' } }]);
  });

  it('lets the VIP set custom rules and the timer', async () => {
    const v = two();
    v.settings = { ...v.settings, preset: 'custom', chips: 9 };
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: v, me: 0 });
    const got = sends(el);
    const chips = getByRole(el, 'spinbutton', /chips each/i) as HTMLInputElement;
    chips.value = '0';
    chips.dispatchEvent(new Event('change'));
    expect(got[0]).toEqual({ type: 'settings', body: { preset: 'custom', smallest: 3, largest: 35, removed: 1, chips: 0, seating: 'join', starter: 'random', timerMs: 20000, show: 'minus-auction' } });
    const timer = getByRole(el, 'combobox', /decision timer/i) as HTMLSelectElement;
    timer.value = '0';
    timer.dispatchEvent(new Event('change'));
    expect(got[1]?.body).toMatchObject({ preset: 'custom', timerMs: null });
  });

  it('opens custom from classic within custom\'s limits (9 removed cubes become 5), and a refused number goes back to the room\'s', async () => {
    const v = two();
    v.settings = { ...v.settings, preset: 'classic', removed: 9, chips: 11 };
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: v, me: 0 });
    const got = sends(el);
    await click(getByRole(el, 'radio', /custom/i), el);
    expect(got[0]?.body).toMatchObject({ preset: 'custom', removed: 5, chips: 11, smallest: 3, largest: 35 });
    // Custom now; a number typed beyond its limits is sent at the limit.
    const custom = room({ ...v, settings: { ...v.settings, preset: 'custom', removed: 5 } });
    el.view = custom;
    await settle(el);
    const chips = getByRole(el, 'spinbutton', /chips each/i) as HTMLInputElement;
    chips.value = '99';
    chips.dispatchEvent(new Event('change'));
    expect(got[1]?.body).toMatchObject({ chips: 30 });
    // A range too short for the players is said at once, in numbers, and not sent; the field
    // shows the room's value again.
    const largest = getByRole(el, 'spinbutton', /furthest|largest/i) as HTMLInputElement;
    largest.value = '6';
    largest.dispatchEvent(new Event('change'));
    await settle(el);
    expect(got).toHaveLength(2);
    expect(getByRole(el, 'alert', /^4 cubes are too few: 3 players and 5 hidden need 8\. Widen the range or hide fewer\.$/)).toBeTruthy();
    expect(largest.value).toBe('35');
    // A change the room refused (the state did not move): said under the fields, the field back to the room's value.
    largest.value = '10';
    largest.dispatchEvent(new Event('change'));
    expect(got).toHaveLength(3);
    el.view = room({ ...custom });
    el.rulesNotice = 'Those rules deal at most 3 players, and 5 are seated. Try others.';
    await settle(el);
    await new Promise((r) => setTimeout(r, 1300));
    await settle(el);
    expect(largest.value).toBe('35');
    expect(getByRole(el, 'alert', /deal at most 3 players/i)).toBeTruthy();
  });

  it("names each computer player's level and style in the phone's words, not its label", async () => {
    const v = room({ seats: [seat({ name: 'Ana', vip: true }), seat({ name: 'Robo', kind: 'bot', botLabel: 'hard-bold' })] });
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: v, me: 1 });
    expect(textOf(el)).toMatch(/Bot Hard · Bold/);
    expect(textOf(el)).not.toMatch(/hard-bold/);
  });

  it('lets the VIP add a bot by level and style, remove bots and kick people, and start', async () => {
    const v = room({ seats: [seat({ name: 'Ana', vip: true }), seat({ id: 's2', name: 'Ben' }), seat({ id: 's3', name: 'Robo', kind: 'bot', botLabel: 'easy-bold' })] });
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: v, me: 0 });
    const got = sends(el);
    const level = getByRole(el, 'combobox', /level/i) as HTMLSelectElement;
    level.value = 'hard';
    level.dispatchEvent(new Event('change'));
    const style = getByRole(el, 'combobox', /style/i) as HTMLSelectElement;
    style.value = 'cautious';
    style.dispatchEvent(new Event('change'));
    await settle(el);
    await click(getByRole(el, 'button', /add bot/i), el);
    await click(getByRole(el, 'button', /remove robo/i), el);
    await click(getByRole(el, 'button', /kick ben/i), el);
    await click(getByRole(el, 'button', /^yes, kick$/i), el);
    await click(getByRole(el, 'button', /start the game/i), el);
    expect(got).toEqual([
      { type: 'add-bot', body: { label: 'hard-cautious' } },
      // With the seat's id: a seat that moved meanwhile is not taken for it (the server refuses).
      { type: 'remove-seat', body: { seat: 2, id: 's3' } },
      { type: 'kick', body: { seat: 1, id: 's2' } },
      { type: 'start', body: {} },
    ]);
    expect(queryAllByRole(el, 'button', /kick ana/i)).toHaveLength(0);
  });

  it('asks the VIP before a kick, naming the person, as "Hide name" and "Let a bot play" do; only "Yes" kicks', async () => {
    const v = room({ seats: [seat({ name: 'Ana', vip: true }), seat({ id: 's2', name: 'Ben' }), seat({ id: 's3', name: 'Cy' })] });
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: v, me: 0 });
    const got = sends(el);
    await click(getByRole(el, 'button', /^kick ben$/i), el);
    expect(got).toEqual([]);
    const ask = getByRole(el, 'group', /^kick ben$/i);
    expect(textOf(ask)).toMatch(/^Kick Ben\? Ben’s phone leaves the game\. .*Ben can join again, or watch/);
    // Only Ben's row asks: Cy keeps his Kick.
    getByRole(el, 'button', /^kick cy$/i);
    await click(getByRole(ask, 'button', /^cancel$/i), el);
    expect(queryAllByRole(el, 'group', /kick ben/i)).toHaveLength(0);
    expect(got).toEqual([]);
    await click(getByRole(el, 'button', /^kick ben$/i), el);
    await click(getByRole(el, 'button', /^yes, kick$/i), el);
    expect(got).toEqual([{ type: 'kick', body: { seat: 1, id: 's2' } }]);
    expect(queryAllByRole(el, 'group', /kick ben/i)).toHaveLength(0);
  });

  it('lets the VIP turn the take preview off (on by default) and play against the computer: 5 players in all by default', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: two(), me: 0 });
    const got = sends(el);
    const preview = getByRole(el, 'checkbox', /take preview/i) as HTMLInputElement;
    expect(preview.checked).toBe(true);
    await click(preview, el);
    const size = getByRole(el, 'combobox', /players in all/i) as HTMLSelectElement;
    expect(size.value).toBe('5');
    expect([...size.options].map((o) => o.value)).toEqual(['4', '5', '6']);
    await click(getByRole(el, 'button', /^play against the computer$/i), el);
    expect(got).toEqual([{ type: 'hints', body: { on: false } }, { type: 'solo', body: { players: 5 } }]);
    // The others see neither.
    const ben = await mount<LobbyScreen>('lobby-screen', { ...minus, view: room({ ...two(), settings: { ...two().settings, hints: false } }), me: 1 });
    expect(queryAllByRole(ben, 'checkbox', /take preview/i)).toHaveLength(0);
    expect(queryAllByRole(ben, 'button', /play against the computer/i)).toHaveLength(0);
  });

  it('says when the VIP\'s rules cannot deal the players seated, and keeps Start disabled until they can', async () => {
    const seats = [seat({ name: 'Ana', vip: true }), seat({ name: 'Ben', avatar: 1 }), seat({ name: 'Cy', avatar: 2 }), seat({ name: 'Di', avatar: 3 })];
    const misfit = room({ seats });
    misfit.settings = { ...misfit.settings, doesNotFit: true };
    for (const me of [0, 1]) {
      const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: misfit, me });
      // The VIP is told what to do; the others that the VIP can (only the VIP can change the rules or the seats).
      expect(getByRole(el, 'alert', me === 0 ? /these rules cannot deal 4 players: change them, or remove a player/i : /^These rules cannot deal 4 players: the VIP can change them\.$/)).toBeTruthy();
      if (me === 0) expect(getByRole(el, 'button', /start the game/i).hasAttribute('disabled')).toBe(true);
      // Beside Start too, on the VIP's phone, where the VIP changing the rules at the foot of the page sees it.
      expect(textOf(el).match(/These rules cannot deal 4 players/g)).toHaveLength(me === 0 ? 2 : 1);
      // The others wait for new rules, not for a start.
      if (me === 1) expect(textOf(el)).toMatch(/Waiting for the VIP to change the rules/);
      expect(textOf(el)).not.toMatch(/Waiting for the VIP to start/);
    }
    // Two too many: the phones say how many the rules deal and how many must go.
    const seven = room({ seats: [...seats, seat({ name: 'Ed', avatar: 4 }), seat({ name: 'Flo', avatar: 5 }), seat({ name: 'Gus', avatar: 6 })] });
    seven.settings = { ...seven.settings, doesNotFit: true, fitsUpTo: 5 };
    const two2 = await mount<LobbyScreen>('lobby-screen', { ...minus, view: seven, me: 0 });
    expect(getByRole(two2, 'alert', /cannot deal 7 players, only 5: change them, or remove 2 players/i)).toBeTruthy();
    const other = await mount<LobbyScreen>('lobby-screen', { ...minus, view: seven, me: 1 });
    expect(getByRole(other, 'alert', /^These rules cannot deal 7 players, only 5: the VIP can change them\.$/)).toBeTruthy();
    const fits = await mount<LobbyScreen>('lobby-screen', { ...minus, view: room({ seats }), me: 0 });
    expect(queryAllByRole(fits, 'alert')).toHaveLength(0);
    expect(getByRole(fits, 'button', /start the game/i).hasAttribute('disabled')).toBe(false);
  });

  it('offers a solo game of no more players than the VIP\'s rules can deal', async () => {
    const small = two();
    small.settings = { ...small.settings, fitsUpTo: 5 };
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: small, me: 0 });
    const size = getByRole(el, 'combobox', /players in all/i) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(['4', '5']);
    // Rules that deal only 4: the default 5 is not offered, 4 is picked.
    small.settings = { ...small.settings, fitsUpTo: 4 };
    const four = await mount<LobbyScreen>('lobby-screen', { ...minus, view: small, me: 0 });
    const got = sends(four);
    expect([...(getByRole(four, 'combobox', /players in all/i) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['4']);
    await click(getByRole(four, 'button', /^play against the computer$/i), four);
    expect(got).toEqual([{ type: 'solo', body: { players: 4 } }]);
  });

  it('keeps Start disabled below three seats', async () => {
    const el = await mount<LobbyScreen>('lobby-screen', { ...minus, view: two(), me: 0 });
    expect(getByRole(el, 'button', /start the game/i).hasAttribute('disabled')).toBe(true);
  });
});
