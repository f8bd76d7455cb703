import { afterEach, describe, expect, it } from 'vitest';
import '../src/platform/components/results-screen.js';
import '../src/platform/components/audience-screen.js';
import type { ResultsScreen } from '../src/platform/components/results-screen.js';
import type { AudienceScreen } from '../src/platform/components/audience-screen.js';
import type { SendDetail } from '../src/platform/components/events.js';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { click, getByRole, minus, mount, queryAllByRole, room, seat, textOf } from './helpers.js';

afterEach(() => document.body.replaceChildren());

function finale(winner = 1) {
  return room({
    phase: 'finale',
    seats: [
      seat({ name: 'Ana', vip: true, cubes: [-10, -11, -30], cubeScore: -40, finalChips: 4, finalScore: -36, place: 2 }),
      seat({ name: 'Ben', cubes: [-5], cubeScore: -5, finalChips: 2, finalScore: -3, place: 1 }),
      seat({ name: 'Cy', cubes: [-20], cubeScore: -20, finalChips: 0, finalScore: -20, place: winner === 1 ? 3 : 1 }),
    ],
    evening: { shows: ['minus-auction'], rows: [{ seat: 's2', name: 'Ben', avatar: 1, games: 2, wins: 2, points: [-9] }, { seat: 's1', name: 'Ana', avatar: 0, games: 2, wins: 0, points: [-70] }] },
  }, { removed: [-12, -33], winner });
}

describe('results screen', () => {
  it('shows the removed cubes, everyone’s chips, runs, scores and places, best first', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
    const t = textOf(el);
    expect(t).toMatch(/Ben wins!/);
    expect(t).toMatch(/-12, -33/);
    expect(t).toMatch(/#1 Ben 2 chips score -3.*#2 Ana \(you\) 4 chips score -36.*#3 Cy 0 chips score -20/);
  });

  it('says an empty vault in one plain line, with no "The vault held" heading over it', async () => {
    const base = finale();
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: { ...base, game: { ...base.game, removed: [] } }, me: 0 });
    expect(queryAllByRole(el, 'heading', /the vault held/i)).toEqual([]);
    expect(textOf(el).match(/Nothing was in the vault\./g)).toHaveLength(1);
    document.body.replaceChildren();
    const full = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
    expect(queryAllByRole(full, 'heading', /the vault held/i)).toHaveLength(1);
  });

  it('says a practice game stays out of tonight\'s table, and only after one', async () => {
    const practice = await mount<ResultsScreen>('results-screen', { ...minus, view: { ...finale(), practice: true }, me: 0 });
    expect(getByRole(practice, 'note').textContent).toMatch(/practice game: it stays out of tonight’s table/);
    document.body.replaceChildren();
    const counted = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
    expect(queryAllByRole(counted, 'note')).toEqual([]);
  });

  it('breaks my score down: counted cubes, chips, total and place', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
    const t = textOf(el);
    expect(t).toMatch(/Counted cubes: -10, -30 \(-40\)/);
    expect(t).toMatch(/Chips left: 4 chips \(\+4\)/);
    expect(t).toMatch(/Total: -36, place 2/);
  });

  it('tells a newcomer seated on the results that the next game is theirs, and leaves them out of the standings', async () => {
    const base = finale();
    const view = { ...base, seats: [...base.seats, seat({ name: 'Neo', place: 0 })] };
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view, me: 3 });
    const t = textOf(el);
    expect(t).toMatch(/You have a seat for the next game\. These are the results of the game before you came\./);
    expect(t).not.toMatch(/Counted cubes/);
    expect(t).toMatch(/#1 Ben 2 chips score -3.*#2 Ana 4 chips score -36.*#3 Cy 0 chips score -20/);
    expect(t).not.toMatch(/#\d Neo/);
    // A newcomer who watched this game from the audience was there for it.
    el.watched = true;
    await el.updateComplete;
    expect(getByRole(el, 'note', /seat for the next game/).textContent).toBe('You have a seat for the next game. You watched this one from the audience: the next one is yours to play.');
    // Those who played it are told nothing of the kind.
    document.body.replaceChildren();
    const ana = await mount<ResultsScreen>('results-screen', { ...minus, view, me: 0, watched: true });
    expect(textOf(ana)).not.toMatch(/seat for the next game|You watched/);
  });

  it('names a lone counted cube once, without repeating it as a sum', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 2 });
    const t = textOf(el);
    expect(t).toMatch(/Counted cube: -20/);
    expect(t).not.toMatch(/-20 \(-20\)/);
  });

  it('says a player who took no cube has a clean sheet (not "no cubes yet")', async () => {
    const v = finale();
    v.seats[1] = { ...v.seats[1]!, cubes: [], cubeScore: 0, finalScore: 2 };
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: v, me: 0 });
    expect(textOf(el)).toMatch(/#1 Ben 2 chips score \+2 No cubes: a clean sheet!/);
    expect(textOf(el)).not.toMatch(/No cubes yet/);
  });

  it('tells me how many of my turns a computer player or the timer decided, and nobody else', async () => {
    const view = finale();
    view.seats[0] = { ...view.seats[0]!, botTurns: 3, timedOut: 1 };
    const ana = await mount<ResultsScreen>('results-screen', { ...minus, view, me: 0 });
    expect(getByRole(ana, 'note', /computer player played 3 of your turns this game.*time ran out on 1 of your turns/i)).toBeTruthy();
    const ben = await mount<ResultsScreen>('results-screen', { ...minus, view, me: 1 });
    expect(textOf(ben)).not.toMatch(/of your turns/);
    await setLocale('it');
    try {
      const it1 = await mount<ResultsScreen>('results-screen', { ...minus, view: { ...view, seats: [{ ...view.seats[0]!, botTurns: 1, timedOut: 0 }, ...view.seats.slice(1)] }, me: 0 });
      expect(textOf(it1)).toMatch(/Il computer ha giocato al posto tuo 1 turno in questa partita\./);
      expect(textOf(it1)).not.toMatch(/Tempo scaduto/);
    } finally {
      await setLocale('en');
    }
  });

  it('says when first place is shared', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(-1), me: 2 });
    expect(textOf(el)).toMatch(/First place is shared: Ben and Cy/);
  });

  it('shows the evening table: name, games, wins and the points of each show, in the table\'s order', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
    expect(textOf(el)).toMatch(/Name Games Wins Minus Ben \d+ 2 -9 Ana \d+ 0 -70/);
  });

  it('heads each show\'s column of the evening table with its short name in the phone\'s language', async () => {
    const heads = async () => {
      const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
      const table = el.shadowRoot!.querySelector('evening-table')!;
      return [...table.shadowRoot!.querySelectorAll('th')].map((th) => th.textContent?.trim()).at(-1);
    };
    try {
      await setLocale('ko');
      expect(await heads()).toBe('큐브');
      document.body.replaceChildren();
      await setLocale('it');
      expect(await heads()).toBe('Minus');
    } finally {
      await setLocale('en');
    }
  });

  it('offers "play again" and "change the show, rules or seats" to the VIP only, and the record download to everyone', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 0 });
    const sent: SendDetail[] = [];
    let downloads = 0;
    el.addEventListener('room-send', (e) => sent.push(e.detail));
    el.addEventListener('download-record', () => downloads++);
    await click(getByRole(el, 'button', /play again/i), el);
    await click(getByRole(el, 'button', /change the show, rules or seats/i), el);
    await click(getByRole(el, 'button', /download/i), el);
    expect(sent).toEqual([{ type: 'play-again', body: {} }, { type: 'back-to-lobby', body: {} }]);
    expect(downloads).toBe(1);
    const ben = await mount<ResultsScreen>('results-screen', { ...minus, view: finale(), me: 1 });
    expect(queryAllByRole(ben, 'button', /play again|change the show/i)).toHaveLength(0);
  });
});

describe('the crowd\'s best guessers at the finale', () => {
  const crowd = (rows: { name: string; right: number; made: number; hideable: boolean }[]) => ({ key: '', picks: [], lastKey: '1:-20', lastAnswer: 1, cheers: 0, groans: 0, table: rows });
  const withCrowd = () => ({ ...finale(), crowd: crowd([{ name: 'Rude', right: 3, made: 4, hideable: true }, { name: 'Ben', right: 1, made: 2, hideable: false }, { name: 'Watcher 2', right: 0, made: 1, hideable: false }]) });

  it('lists every guesser with their count; the VIP may hide a watcher\'s name, and nobody else sees the button', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: withCrowd(), me: 0 });
    expect(getByRole(el, 'heading', /best guessers/i)).toBeTruthy();
    expect(textOf(el)).toMatch(/Rude 3 of 4 right.*Ben 1 of 2 right.*Watcher 2 0 of 1 right/);
    const sent: SendDetail[] = [];
    el.addEventListener('room-send', (e) => sent.push(e.detail));
    // One button, on the row a watcher is listed by its own name: not a seat's row, not one already hidden.
    expect(queryAllByRole(el, 'button', /^hide the name/i)).toHaveLength(1);
    await click(getByRole(el, 'button', /^hide the name Rude$/i), el);
    // A hide lasts the evening: it asks first, and Cancel sends nothing.
    expect(sent).toEqual([]);
    const best = el.shadowRoot!.querySelector('crowd-best')!;
    expect(textOf(el)).toMatch(/Hide “Rude” for the rest of the evening\? It cannot be undone tonight\./);
    await click(getByRole(best, 'button', /^cancel$/i), best);
    expect(sent).toEqual([]);
    await click(getByRole(el, 'button', /^hide the name Rude$/i), el);
    await click(getByRole(best, 'button', /^yes, hide it$/i), best);
    expect(sent).toEqual([{ type: 'hide-name', body: { name: 'Rude' } }]);
    const ben = await mount<ResultsScreen>('results-screen', { ...minus, view: withCrowd(), me: 1 });
    expect(textOf(ben)).toMatch(/Rude 3 of 4 right/);
    expect(queryAllByRole(ben, 'button', /hide/i)).toHaveLength(0);
  });

  it('words the room\'s "Watcher N" in the phone\'s language', async () => {
    await setLocale('it');
    try {
      const el = await mount<ResultsScreen>('results-screen', { ...minus, view: withCrowd(), me: 0 });
      expect(textOf(el)).toMatch(/Spettatore 2 0 giuste su 1/);
      expect(textOf(el)).toMatch(/Rude 3 giuste su 4/);
    } finally {
      await setLocale('en');
    }
  });

  it('marks my own row, and tells a watcher whose name the VIP hid how the room lists it now', async () => {
    // A watcher (no seat) listed as "Watcher 2" because the VIP hid its name.
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: withCrowd(), me: -1, crowdScore: { right: 0, made: 1, listedAs: 'Watcher 2', hidden: true } });
    expect(textOf(el)).toMatch(/Watcher 2 \(you\) 0 of 1 right/);
    expect(textOf(el)).not.toMatch(/Rude \(you\)/);
    expect(getByRole(el, 'status', /VIP hid the name you chose: you are listed as Watcher 2/)).toBeTruthy();
    // A guesser listed by its own name: its row is marked, and nothing is said of hiding.
    const rude = await mount<ResultsScreen>('results-screen', { ...minus, view: withCrowd(), me: -1, crowdScore: { right: 3, made: 4, listedAs: 'Rude' } });
    expect(textOf(rude)).toMatch(/Rude \(you\) 3 of 4 right/);
    expect(textOf(rude)).not.toMatch(/hid the name/);
  });

  it('shows nothing of the crowd when nobody guessed', async () => {
    const el = await mount<ResultsScreen>('results-screen', { ...minus, view: { ...finale(), crowd: crowd([]) }, me: 0 });
    expect(queryAllByRole(el, 'heading', /best guessers/i)).toHaveLength(0);
  });
});

describe('audience screen', () => {
  it('shows what the stage shows during a game, and no chip counts', async () => {
    const v = room({ phase: 'playing', seats: [seat({ name: 'Ana', cubes: [-8], cubeScore: -8 }), seat({ name: 'Ben', chips: -1 }), seat({ name: 'Cy' })] },
      { auction: 2, offer: -21, pot: 5, current: 1, refusals: [0], deckLeft: 30 });
    const el = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: v });
    const t = textOf(el);
    expect(t).toMatch(/-21/);
    expect(t).toMatch(/Pot 5/);
    expect(t).toMatch(/Ben is deciding/);
    expect(t).toMatch(/Ana.*refused #1/);
    expect(t).not.toMatch(/your chips/i);
    expect(queryAllByRole(el, 'button', /take|refuse/i)).toHaveLength(0);
  });

  it('tells a late joiner why they watch, in plain words', async () => {
    const v = room({ phase: 'playing', seats: [seat({ name: 'Ana' }), seat({ name: 'Ben' }), seat({ name: 'Cy' })] }, { auction: 2, offer: -21, current: 1 });
    const started = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: v, reason: 'game-in-progress' });
    expect(getByRole(started, 'status').textContent).toMatch(/The game has started: you’re watching this one\. When it ends, you can take a seat/);
    const seven = room({ phase: 'playing', seats: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus'].map((name) => seat({ name })) }, { auction: 2, offer: -21, current: 1 });
    const full = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: seven, reason: 'room-full' });
    expect(getByRole(full, 'status').textContent).toMatch(/The table is full \(7 players\)/);
    const chose = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: v, reason: 'by-choice' });
    expect(queryAllByRole(chose, 'status')).toHaveLength(0);
    expect(queryAllByRole(full, 'button', /take a seat/i)).toHaveLength(0);
  });

  it('words the room as it is now, not as it was when the phone came to watch', async () => {
    // Five seats were all Rubbish Auction had; the host then picked Minus Auction, which seats seven.
    const five = room({ seats: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli'].map((name) => seat({ name })) });
    const lobby = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: five, reason: 'room-full', canSit: true });
    expect(getByRole(lobby, 'status').textContent).toBe('A seat is free now: take it to play in the next game.');
    expect(textOf(lobby)).not.toMatch(/full/i);
    getByRole(lobby, 'button', /^take a seat$/i);
    // Back from a game this phone arrived during: the game is over, a seat is free.
    const after = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: five, reason: 'game-in-progress', canSit: true });
    expect(getByRole(after, 'status').textContent).toMatch(/A seat is free now/);
    // A game on five seats of seven: it has started, the table is not full.
    const playing = room({ phase: 'playing', seats: five.seats }, { auction: 2, offer: -21, current: 1 });
    const game = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: playing, reason: 'room-full' });
    expect(getByRole(game, 'status').textContent).toMatch(/The game has started/);
    // Every seat taken again: full.
    const back = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 5, view: five, reason: 'room-full' });
    expect(getByRole(back, 'status').textContent).toMatch(/The table is full \(5 players\)/);
  });

  it('offers a seat between games to a watcher who came to play', async () => {
    const el = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: room({ seats: [seat({ name: 'Ana' })] }), reason: 'room-full', canSit: true });
    let asked = 0;
    el.addEventListener('take-seat', () => asked++);
    await click(getByRole(el, 'button', /^take a seat$/i), el);
    expect(asked).toBe(1);
  });

  it('puts How to play first in the lobby, and below the game while one is on', async () => {
    const order = (el: Element) => {
      const root = el.shadowRoot!;
      const how = root.querySelector('how-to-play');
      const game = root.querySelector('crowd-guess');
      return how && game ? (how.compareDocumentPosition(game) & Node.DOCUMENT_POSITION_FOLLOWING ? 'lesson first' : 'game first') : 'missing';
    };
    const lobby = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: room({ seats: [seat({ name: 'Ana' })] }) });
    expect(order(lobby)).toBe('lesson first');
    const playing = room({ phase: 'playing', seats: [seat({ name: 'Ana' }), seat({ name: 'Ben' }), seat({ name: 'Cy' })] }, { auction: 2, offer: -21, current: 1 });
    const game = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: playing });
    expect(order(game)).toBe('game first');
  });

  it('shows the seats filling up in the lobby', async () => {
    const el = await mount<AudienceScreen>('audience-screen', { ...minus, maxSeats: 7, view: room({ seats: [seat({ name: 'Ana' })] }) });
    expect(textOf(el)).toMatch(/Players so far: 1\./);
  });
});
