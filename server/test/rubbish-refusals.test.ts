/**
 * Rubbish Auction's wrong steps, as a phone sends them: the answer names what is wrong (the step
 * asked for now, a card shown face up last round) with the show's own refusal code, which the
 * phone words in its language, instead of the generic "did not understand".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, createStage, joinPlayer, mySeat, startHarness, until, type Conn, type Harness } from './support/harness.js';
import { rubbishStateOf as stateOf } from './support/rubbish-play.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

/** Send `action` from `conn` at the game's version now. */
const act = (conn: Conn, action: unknown) => ask(conn, 'act', { action, version: stateOf(conn).game.version });

describe('Rubbish Auction: a wrong step', () => {
  it('is refused with what to do now: pick-now, peek-now, hold-out-now; a face-up card is card-face-up', async () => {
    const stage = await createStage(h);
    const code = stateOf(stage).code;
    expect((await ask(stage, 'show', { show: 'rubbish-auction' })).ok).toBe(true);
    const phones = [await joinPlayer(h, code, 'Ana'), await joinPlayer(h, code, 'Ben'), await joinPlayer(h, code, 'Cy')];
    expect((await ask(stage, 'start')).ok).toBe(true);
    await until(() => stateOf(stage).phase === 'playing' && stateOf(stage).game.step === 'pick', 5000, 'the first pick');
    const onTurn = () => phones.find((p) => mySeat(p) === stateOf(p).game.current)!;

    // The Next Auctioneer picks: a hold-out or a peek now is refused with "pick first".
    const auctioneer = onTurn();
    expect(await act(auctioneer, { type: 'hold-out', cards: [1] })).toMatchObject({ ok: false, code: 'pick-now' });
    expect(await act(auctioneer, { type: 'peek', position: 0 })).toMatchObject({ ok: false, code: 'pick-now' });
    // Someone else's turn stays the platform's refusal.
    const other = phones.find((p) => p !== auctioneer)!;
    expect(await act(other, { type: 'pick', item: stateOf(other).game.itemsLeft[0], firstBidder: 0 })).toMatchObject({ ok: false, code: 'not-your-turn' });
    const first = mySeat(auctioneer);
    expect((await act(auctioneer, { type: 'pick', item: stateOf(auctioneer).game.itemsLeft[0], firstBidder: first })).ok).toBe(true);

    // The First Bidder (the auctioneer here) holds out its 10,000; the next bidder must look first, then hold out.
    await until(() => stateOf(auctioneer).game.step === 'hold-out' && stateOf(auctioneer).game.current === first, 5000, 'the first bid');
    expect((await act(auctioneer, { type: 'hold-out', cards: [10] })).ok).toBe(true);
    await until(() => stateOf(stage).game.step === 'peek', 5000, 'the first peek');
    const second = onTurn();
    expect(await act(second, { type: 'hold-out', cards: [] })).toMatchObject({ ok: false, code: 'peek-now' });
    expect((await act(second, { type: 'peek', position: 0 })).ok).toBe(true);
    await until(() => stateOf(second).game.step === 'hold-out', 5000, 'the second bid');
    expect(await act(second, { type: 'peek', position: 0 })).toMatchObject({ ok: false, code: 'hold-out-now' });
    expect((await act(second, { type: 'hold-out', cards: [] })).ok).toBe(true);
    await until(() => stateOf(stage).game.step === 'peek', 5000, 'the third peek');
    const third = onTurn();
    expect((await act(third, { type: 'peek', position: 0 })).ok).toBe(true);
    await until(() => stateOf(third).game.step === 'hold-out', 5000, 'the third bid');
    expect((await act(third, { type: 'hold-out', cards: [] })).ok).toBe(true);

    // The round is settled: the auctioneer's 10,000 is face up, blocked in the next round.
    await until(() => stateOf(stage).game.round === 2 && stateOf(stage).game.step === 'pick', 20000, 'round 2');
    await until(() => stateOf(auctioneer).seats[first]!.blocked === 10, 5000, 'the face-up 10,000');
    let picker = onTurn();
    expect((await act(picker, { type: 'pick', item: stateOf(picker).game.itemsLeft[0], firstBidder: first })).ok).toBe(true);
    await until(() => stateOf(auctioneer).game.step === 'hold-out' && stateOf(auctioneer).game.current === first, 5000, 'the first bid of round 2');
    expect(await act(auctioneer, { type: 'hold-out', cards: [10] })).toMatchObject({ ok: false, code: 'card-face-up' });
    // A card it never had (a third 2,000) is still bad-cards.
    expect(await act(auctioneer, { type: 'hold-out', cards: [2, 2, 2] })).toMatchObject({ ok: false, code: 'bad-cards' });
    picker = auctioneer;
    expect((await act(picker, { type: 'hold-out', cards: [1] })).ok).toBe(true);
    await Promise.all([stage, ...phones].map((c) => c.room.leave()));
  });
});
