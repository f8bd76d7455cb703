/**
 * The show on a hand-driven clock (no Colyseus): the decision timer's rule at the exact deadline
 * (docs/RULES.md, "The decision timer"), one timer per room across turns, computer players
 * that wait for the stage to show a reveal, and a finished game's record saying if it was practice.
 */
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '@minus/shared/platform/rng';
import type { GameEvent } from './support/harness.js';
import type { GameState } from '@minus/shared/shows/minus-auction/index';
import { DEFAULT_ROOM_CONFIG } from '../src/config.js';
import { EventStream } from '../src/platform/event-stream.js';
import { SeatBook } from '../src/platform/seat-book.js';
import { Show, type Scheduler } from '../src/platform/show.js';
import { revealedRound, revealShowMs } from '@minus/shared/shows/rubbish-auction/reveal-pace';
import type { RoundResult } from '@minus/shared/shows/rubbish-auction/types';
import { SEATS_DRAWN_MS } from '@minus/shared/shows/minus-auction/events-of';

/** A clock that moves only when told; `run()` fires the timers that are due. */
class HandClock implements Scheduler {
  t = 1_000_000;
  timers: { at: number; fn: () => void; live: boolean }[] = [];
  after(ms: number, fn: () => void) {
    const timer = { at: this.t + Math.max(0, ms), fn, live: true };
    this.timers.push(timer);
    return { clear: () => void (timer.live = false) };
  }
  now(): number {
    return this.t;
  }
  /** Move to `t` and fire every live timer due by then, in order. */
  run(t: number): void {
    this.t = t;
    for (;;) {
      const due = this.timers.filter((x) => x.live && x.at <= t).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      due.live = false;
      due.fn();
    }
  }
  get pending(): number {
    return this.timers.filter((x) => x.live).length;
  }
}

function table() {
  const clock = new HandClock();
  const events: GameEvent[] = [];
  const rng = rngFromSeed(7);
  const book = new SeatBook();
  for (const name of ['Ann', 'Bo', 'Cy']) book.addHuman(name, `secret-${name}`, `session-${name}`);
  const show = new Show(book, { ...DEFAULT_ROOM_CONFIG, botDelayMs: [0, 0] }, rng, clock, new EventStream(rng, (e) => events.push(e as GameEvent)), () => undefined);
  show.rules = { preset: 'custom', smallest: 3, largest: 12, removed: 1, chips: 3, seating: 'join', starter: 'first', timerMs: 5000 };
  expect(show.start()).toEqual({ ok: true });
  const game = () => show.game as GameState;
  const seatOnTurn = () => book.seats[game().current]!;
  return { clock, events, book, show, seatOnTurn, game };
}

const decisions = (events: GameEvent[]) => events.filter((e) => e.type === 'refused' || e.type === 'taken');

describe('the decision timer at its deadline', () => {
  it('a tap 1 ms before the deadline is the player\'s own decision', () => {
    const { clock, events, show, seatOnTurn, game } = table();
    clock.run(show.deadline - 1);
    const g = game();
    expect(show.act(seatOnTurn(), 'refuse', g.version)).toEqual({ ok: true });
    expect(decisions(events)).toMatchObject([{ type: 'refused', seat: 0, timeout: false }]);
  });

  it('a tap at the deadline, before the timer has run, is too late: the timer decides, once', () => {
    const { clock, events, show, seatOnTurn, game } = table();
    const g = game();
    clock.t = show.deadline; // the timer's callback has not run yet
    expect(show.act(seatOnTurn(), 'take', g.version)).toEqual({ ok: false, code: 'too-late' });
    expect(decisions(events)).toMatchObject([{ type: 'refused', seat: 0, timeout: true }]);
    expect(game().version).toBe(g.version + 1);
    clock.run(show.deadline - 1); // the old callback finds a later deadline and changes nothing
    expect(decisions(events)).toHaveLength(1);
  });

  it('every turn gets its whole timer, with one timer pending per room', () => {
    const { clock, events, show, seatOnTurn, game } = table();
    clock.run(clock.t + 2000);
    let g = game();
    expect(show.act(seatOnTurn(), 'refuse', g.version)).toEqual({ ok: true });
    expect(clock.pending).toBe(1);
    const bosDeadline = show.deadline;
    expect(bosDeadline).toBe(clock.t + 5000);
    clock.run(bosDeadline - 1);
    expect(decisions(events)).toHaveLength(1);
    clock.run(bosDeadline);
    expect(decisions(events)).toMatchObject([{ seat: 0, timeout: false }, { seat: 1, timeout: true }]);
    g = game();
    expect(g.current).toBe(2);
    expect(clock.pending).toBe(1);
  });

  it('no timer is left once the game is over or the show is closed', () => {
    const { clock, show } = table();
    show.close();
    expect(clock.pending).toBe(0);
  });
});

describe('computer players let the stage show a reveal', () => {
  /** An event of any show, as this test reads it. */
  type ShowEvent = { type: string; round?: number; deadline?: number };

  /** A Rubbish Auction game of three bots with pauses of 100 to 200 ms, on the hand-driven clock. */
  function rubbishBots() {
    const clock = new HandClock();
    const events: ShowEvent[] = [];
    const rng = rngFromSeed(11);
    const book = new SeatBook();
    for (const name of ['Ann', 'Bo', 'Cy']) book.addBot('easy', name);
    const show = new Show(book, { ...DEFAULT_ROOM_CONFIG, botDelayMs: [100, 200] }, rng, clock, new EventStream(rng, (e) => events.push(e as ShowEvent)), () => undefined);
    expect(show.choose('rubbish-auction')).toEqual({ ok: true });
    expect(show.start()).toEqual({ ok: true });
    return { clock, events };
  }

  /** How long the stage takes to show this reveal (reveal-pace.ts). */
  const showMs = (reveal: ShowEvent): number => revealShowMs(revealedRound(reveal as unknown as RoundResult));

  it('waits the reveal\'s show time after a reveal before the next pick, and only its own pause otherwise', () => {
    const { clock, events } = rubbishBots();
    const at = new Map<ShowEvent, number>();
    const seen = () => { for (const e of events) if (!at.has(e)) at.set(e, clock.t); };
    for (let t = clock.t; t < clock.t + 60_000 && !events.some((e) => e.type === 'item-picked' && e.round === 2); t += 50) {
      clock.run(t);
      seen();
    }
    const reveal = events.find((e) => e.type === 'revealed')!;
    const nextPick = events.find((e) => e.type === 'item-picked' && e.round === 2)!;
    expect(showMs(reveal)).toBeGreaterThanOrEqual(5000);
    expect(at.get(nextPick)! - at.get(reveal)!).toBeGreaterThanOrEqual(showMs(reveal));
    // Every other decision of the round came within the bots' own pauses.
    const decisions = events.filter((e) => e.type === 'item-picked' || e.type === 'held-out' || e.type === 'peeked');
    const round1 = decisions.filter((e) => at.get(e)! <= at.get(reveal)!);
    for (let i = 1; i < round1.length; i++) expect(at.get(round1[i]!)! - at.get(round1[i - 1]!)!).toBeLessThanOrEqual(250);
  });

  it('the decision after a reveal gets its whole timer after the reveal\'s show time (the phones hold the outcome that long); others the timer alone', () => {
    const { clock, events } = rubbishBots();
    const at = new Map<ShowEvent, number>();
    for (let t = clock.t; t < clock.t + 60_000 && !events.some((e) => e.type === 'item-picked' && e.round === 2); t += 50) {
      clock.run(t);
      for (const e of events) if (!at.has(e)) at.set(e, clock.t);
    }
    const reveal = events.findIndex((e) => e.type === 'revealed');
    const turns = events.map((e, i) => ({ e, i })).filter(({ e }) => e.type === 'turn');
    const afterReveal = turns.find(({ i }) => i > reveal)!.e;
    expect(afterReveal.deadline! - at.get(afterReveal)!).toBe(30_000 + showMs(events[reveal]!));
    for (const { e, i } of turns) if (e !== afterReveal && i < reveal) expect(e.deadline! - at.get(e)!).toBe(30_000);
  });
  it('a bot that sits in for the seat on turn during a reveal still lets the stage finish it', () => {
    const clock = new HandClock();
    const events: ShowEvent[] = [];
    const rng = rngFromSeed(5);
    const book = new SeatBook();
    for (const name of ['Ann', 'Bo', 'Cy']) book.addHuman(name, `secret-${name}`, `session-${name}`);
    const show = new Show(book, { ...DEFAULT_ROOM_CONFIG, botDelayMs: [100, 200] }, rng, clock, new EventStream(rng, (e) => events.push(e as ShowEvent)), () => undefined);
    expect(show.choose('rubbish-auction')).toEqual({ ok: true });
    expect(show.start()).toEqual({ ok: true });
    // Nobody taps: the timer plays round 1 to its reveal.
    for (let t = clock.t; !events.some((e) => e.type === 'revealed'); t += 1000) clock.run(t);
    const reveal = events.findIndex((e) => e.type === 'revealed');
    const revealedAt = clock.t;
    const turn = events.slice(reveal).find((e) => e.type === 'turn') as ShowEvent & { seats: number[] };
    clock.run(clock.t + 100);
    expect(show.standIns.standIn(book.seats[turn.seats[0]!]!, 'easy')).toBe(true);
    const picked = () => events.some((e) => e.type === 'item-picked' && e.round === 2);
    for (let t = clock.t; !picked() && t < revealedAt + 30_000; t += 50) clock.run(t);
    expect(picked()).toBe(true);
    expect(clock.t - revealedAt).toBeGreaterThanOrEqual(showMs(events[reveal]!));
    expect(clock.t - revealedAt).toBeLessThanOrEqual(showMs(events[reveal]!) + 1000);
  });
});

describe('the start of a game whose seats are drawn at random', () => {
  /** Three Minus Auction bots (pauses of 100 to 200 ms) on the `preset`: when does the first decision come, and its turn's deadline? */
  function firstDecision(preset: 'veto' | 'show') {
    const clock = new HandClock();
    const events: GameEvent[] = [];
    const rng = rngFromSeed(3);
    const book = new SeatBook();
    for (const name of ['Ann', 'Bo', 'Cy']) book.addBot('easy', name);
    const show = new Show(book, { ...DEFAULT_ROOM_CONFIG, botDelayMs: [100, 200] }, rng, clock, new EventStream(rng, (e) => events.push(e as GameEvent)), () => undefined);
    show.rules = { preset, timerMs: 20_000 };
    const t0 = clock.t;
    expect(show.start()).toEqual({ ok: true });
    const deadline = show.deadline - t0;
    for (let t = t0; decisions(events).length === 0 && t < t0 + 10_000; t += 50) clock.run(t);
    return { after: clock.t - t0, deadline, started: events.find((e) => e.type === 'game-started') };
  }

  it('gives the stage time to say so before the first decision (veto); a game in join order starts at once', () => {
    const veto = firstDecision('veto');
    expect(veto.started).toMatchObject({ drawn: true });
    expect(veto.after).toBeGreaterThanOrEqual(SEATS_DRAWN_MS);
    expect(veto.after).toBeLessThanOrEqual(SEATS_DRAWN_MS + 300);
    // The timer gives that time back.
    expect(veto.deadline).toBe(20_000 + SEATS_DRAWN_MS);
    const joined = firstDecision('show');
    expect(joined.started).toMatchObject({ drawn: false });
    expect(joined.after).toBeLessThanOrEqual(300);
    expect(joined.deadline).toBe(20_000);
  });
});

describe('a game seated in join order after one whose seats were drawn', () => {
  it('seats the players in the order they joined again, not in the drawn order', () => {
    const clock = new HandClock();
    const rng = rngFromSeed(3);
    const book = new SeatBook();
    const names = ['Ann', 'Bo', 'Cy', 'Dee', 'Eve'];
    for (const name of names) book.addBot('easy', name);
    const show = new Show(book, { ...DEFAULT_ROOM_CONFIG, botDelayMs: [100, 200] }, rng, clock, new EventStream(rng, () => undefined), () => undefined);
    const finish = () => { for (let i = 0; i < 5000 && show.phase === 'playing'; i++) clock.run(clock.t + 1000); };
    show.rules = { preset: 'veto' };
    expect(show.start()).toEqual({ ok: true });
    const drawn = book.seats.map((s) => s.name);
    expect(drawn).not.toEqual(names);
    finish();
    expect(show.phase).toBe('finale');
    show.rules = { preset: 'classic' };
    expect(show.start()).toEqual({ ok: true });
    expect(book.seats.map((s) => s.name)).toEqual(names);
    expect((show.game as GameState).players).toEqual(names);
  });
});

describe('a finished game\'s record', () => {
  it('says whether it was a practice game (read by the download, the history\'s export and the TV\'s replay picker)', () => {
    const { clock, show } = table();
    // Nobody taps: the decision timer plays every turn to the end.
    const finish = () => { for (let i = 0; i < 1000 && show.phase === 'playing'; i++) clock.run(clock.t + 5000); };
    finish();
    expect(show.phase).toBe('finale');
    expect(show.records.get(1)!.record).toMatchObject({ practice: false });
    expect(show.start(true)).toEqual({ ok: true });
    finish();
    expect(show.records.get(2)!.record).toMatchObject({ practice: true });
  });
});
