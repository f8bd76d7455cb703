// @vitest-environment happy-dom
/**
 * A replay and the live room sharing one design container (app/replay.ts, app/show.ts): the
 * picker names tonight's games as the room lists them (a practice game marked); when the
 * replay ends, the container holds the live director's drawings only, also when it ends while a
 * replay step is still animating and that step finishes afterwards. Two directors with a show
 * part of screens that draw nothing and animate until the test lets them finish; the caption bar
 * is a bare container (no text to measure without a canvas).
 */
import { describe, expect, it, vi } from 'vitest';
import { Container } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { Show } from '../../src/platform/app/show.js';
import { Replay, type ReplayScript } from '../../src/platform/app/replay.js';
import { CARD, deps, state, tick, until, type Playing } from './director-fixture.js';

vi.mock('../../src/platform/ui/bits.js', async (original) => (await import('./director-fixture.js')).quietBits(original));

const event = (seq: number): RoomEvent => ({ type: 'offer', game: 1, seq, variant: 0 }) as unknown as RoomEvent;

/**
 * The live room on its finale (`room`), a replay of game 1 (`script`: two steps by default) started
 * on the same design container; `shown` collects the states the replay's director is given.
 */
async function replaying(
  script: ReplayScript = { show: CARD.id, game: 1, frames: [{ state: state('playing'), events: [event(1)] }, { state: state('playing'), events: [event(2)] }] },
  room = state('finale'),
): Promise<{ design: Container; replay: Replay; live: Show; replayed: Playing[]; shown: RoomStateShape[] }> {
  const design = new Container();
  const live = new Show(deps('live', []));
  await live.load(CARD.id);
  live.onState(room);
  live.build(design);
  const replayed: Playing[] = [];
  const shown: RoomStateShape[] = [];
  const replay = new Replay({
    live,
    makeShow: () => {
      const show = new Show(deps('replay', replayed));
      const onState = show.onState.bind(show);
      show.onState = (s) => {
        shown.push(s);
        onState(s);
      };
      return show;
    },
    design: () => design,
    rebuildLive: (d) => live.build(d),
    announce: () => undefined,
    room: () => ({ code: 'BCFG', join: { url: '', display: '' } }),
    showTitle: (id) => id,
    fetch: async () => new Response(JSON.stringify(script)),
  });
  replay.onLiveState(room);
  expect(replay.key('r')).toBe(true);
  replay.key('Enter');
  await until(() => replay.active, 'the replay starts');
  return { design, replay, live, replayed, shown };
}

const labels = (design: Container) => design.children.map((c) => c.label).filter((l) => l !== 'caption');

/** A live show on game 3's results, built on a fresh design (the picker's page emptied). */
async function liveFinale() {
  document.body.replaceChildren();
  const design = new Container();
  const live = new Show(deps('live', []));
  await live.load(CARD.id);
  const room = { ...state('finale'), game: { number: 3, version: 1 } } as unknown as RoomStateShape;
  live.onState(room);
  live.build(design);
  return { design, live, room };
}

describe('leaving a replay', () => {
  it('offers only the games the room has a record of (a game set aside after a restart has none)', async () => {
    const { design, live, room } = await liveFinale();
    const replay = new Replay({
      live, makeShow: () => new Show(deps('replay', [])), design: () => design, rebuildLive: (d) => live.build(d), announce: () => undefined,
      room: () => ({ code: 'BCFG', join: { url: '', display: '' } }), showTitle: () => 'Minus Auction',
      fetch: async () => new Response(JSON.stringify({ games: [{ game: 3, show: CARD.id, winners: ['Ana'] }, { game: 1, show: CARD.id, winners: ['Ben'] }] })),
    });
    replay.onLiveState(room);
    expect(replay.key('r')).toBe(true);
    const games = () => [...document.querySelectorAll<HTMLButtonElement>('#replay-picker button[data-game]')].map((b) => b.dataset.game);
    await until(() => games().length === 2, 'the picker without game 2');
    expect(games()).toEqual(['3', '1']);
    expect(document.querySelector('#replay-picker button[data-game="1"]')!.textContent).toBe('Game 1 · Minus Auction · Ben won');
  });

  it('says the server is busy when it is preparing another replay (429 busy), not that the connection failed', async () => {
    const { design, live, room } = await liveFinale();
    const said: string[] = [];
    const replay = new Replay({
      live, makeShow: () => new Show(deps('replay', [])), design: () => design, rebuildLive: (d) => live.build(d), announce: (line) => said.push(line),
      room: () => ({ code: 'BCFG', join: { url: '', display: '' } }), showTitle: () => 'Minus Auction',
      fetch: async (url) => String(url).includes('/replay/')
        ? new Response(JSON.stringify({ error: 'busy', message: 'Too many replays asked for at once' }), { status: 429 })
        : new Response(JSON.stringify({ games: [{ game: 1, show: CARD.id, winners: ['Ben'] }] })),
    });
    replay.onLiveState(room);
    expect(replay.key('r')).toBe(true);
    await until(() => document.querySelectorAll('#replay-picker button[data-game]').length === 1, 'the picker lists game 1');
    replay.key('Enter');
    await until(() => said.length > 0, 'the TV says why');
    expect(said).toEqual(['The server is preparing another replay. Try again in a few seconds.']);
    expect(replay.active).toBe(false);
  });

  it('marks a practice game in the picker, as the room lists it (it stayed out of tonight\'s table)', async () => {
    const { design, live, room } = await liveFinale();
    const games = [{ game: 3, show: CARD.id, winners: ['Iris'], practice: true }, { game: 2, show: CARD.id, winners: ['Ben'], practice: false }, { game: 1, show: CARD.id, winners: ['Ana'] }];
    const replay = new Replay({
      live, makeShow: () => new Show(deps('replay', [])), design: () => design, rebuildLive: (d) => live.build(d), announce: () => undefined,
      room: () => ({ code: 'BCFG', join: { url: '', display: '' } }), showTitle: () => 'Minus Auction',
      fetch: async () => new Response(JSON.stringify({ games })),
    });
    replay.onLiveState(room);
    expect(replay.key('r')).toBe(true);
    const named = () => [...document.querySelectorAll<HTMLButtonElement>('#replay-picker button[data-game]')].map((b) => b.textContent);
    await until(() => named()[2] === 'Game 1 · Minus Auction · Ana won', 'the games named');
    // A record without the field (an older room's) counts as a game that counted.
    expect(named()).toEqual(['Game 3 · Minus Auction (practice) · Iris won', 'Game 2 · Minus Auction · Ben won', 'Game 1 · Minus Auction · Ana won']);
  });

  it('gives the design container back to the live director alone', async () => {
    const { design, replay, replayed } = await replaying();
    await until(() => replayed.length === 1, 'the first step plays');
    replayed[0]!.finish();
    await tick();
    replay.key('Escape');
    expect(replay.active).toBe(false);
    await tick();
    expect(labels(design)).toEqual(['live-finale']);
  });

  it('keeps the replay off the container when its step mid-animation finishes after the replay ended', async () => {
    const { design, replay, replayed } = await replaying();
    await until(() => replayed.length === 1, 'the first step plays');
    expect(labels(design)).toEqual(['replay-game']);
    // Leave while the step animates, then let it finish: the queue goes idle and re-syncs its director.
    replay.key('Escape');
    expect(labels(design)).toEqual(['live-finale']);
    replayed[0]!.finish();
    for (let i = 0; i < 5; i++) await tick();
    expect(labels(design)).toEqual(['live-finale']);
    expect(replayed).toHaveLength(1);
  });
});

/** A finale state whose seats are `seats` (name and avatar), as the room or a replay's frame has them. */
function seated(phase: RoomStateShape['phase'], seats: [string, number][]): RoomStateShape {
  const base = state(phase);
  return { ...base, seats: seats.map(([name, avatar]) => ({ ...base.seats[0]!, id: name, name, avatar })) };
}

describe('the seats of a replay', () => {
  // Tonight's room now: Ana and Ben in other avatars than in the game replayed, and a new computer player.
  const room = seated('finale', [['Ana', 0], ['Ben', 1], ['Rex', 2]]);
  const avatars = (s: RoomStateShape | undefined) => s?.seats.map((x) => x.avatar);

  it('wear the avatars the record kept, whoever sits in the room now (the computer players who left too)', async () => {
    const frame = seated('playing', [['Bix', 3], ['Juno', 4], ['Ana', 5], ['Ben', 6]]);
    const { replay, shown } = await replaying({ show: CARD.id, game: 3, avatarsKnown: true, frames: [{ state: frame, events: [event(1)] }] }, room);
    await until(() => shown.length > 0, 'the first frame');
    expect(avatars(shown[0])).toEqual([3, 4, 5, 6]);
    replay.key('Escape');
  });

  it('of an older record (avatars in seat order) keep what the room knows of each name and never look alike', async () => {
    const frame = seated('playing', [['Bix', 0], ['Juno', 1], ['Ana', 2], ['Ben', 3]]);
    const { replay, shown } = await replaying({ show: CARD.id, game: 3, frames: [{ state: frame, events: [event(1)] }] }, room);
    await until(() => shown.length > 0, 'the first frame');
    const worn = avatars(shown[0])!;
    expect(worn.slice(2)).toEqual([0, 1]);
    expect(new Set(worn).size).toBe(4);
    replay.key('Escape');
  });
});
