/**
 * Count Up on the stage (tests only): a game screen (the seats round the table on the platform's
 * seat cards, the counter in the middle inside the platform's countdown ring) and a results
 * screen in the platform's results frame. Enough to prove that the stage draws a show it only
 * knows through its registry.
 */
import { Container, type Text } from 'pixi.js';
import { isPlatformEvent, type RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { StreamedEvent } from '@minus/shared/platform/show-module';
import { SAFE_AREA, tableLayout } from '../../stage/src/platform/app/layout.js';
import { countdown, urgentSeconds } from '../../stage/src/platform/app/clock.js';
import { release } from '../../stage/src/platform/engine/release.js';
import type { Screen, ShowContext, View } from '../../stage/src/platform/screens/screen.js';
import type { StageShow } from '../../stage/src/platform/show-part.js';
import { backdrop, CountdownRing } from '../../stage/src/platform/ui/bits.js';
import { ResultsFrame } from '../../stage/src/platform/ui/results-frame.js';
import { SeatCard } from '../../stage/src/platform/ui/seat-card.js';
import { bodyText, COLOURS, displayText, fitWidth } from '../../stage/src/platform/ui/theme.js';
import { countUp, countUpCard, type CountEvent } from './module.js';

interface CountSeat { name: string; avatar: number; kind: 'human' | 'bot'; botLabel: string; connected: boolean; standIn: boolean; vip: boolean; ups: number; secret: number; points: number; place: number }
export interface CountTable { phase: string; game: number; acted: number; counter: number; current: number; deadline: number; timerMs: number; winner: number; seats: CountSeat[] }

const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);

function fromState(state: RoomStateShape): CountTable {
  const g = state.game as unknown as Record<string, unknown>;
  return {
    phase: state.phase, game: state.game.number, acted: state.game.version, counter: num(g.counter, 0), current: num(g.current, -1),
    deadline: state.game.deadline, timerMs: state.settings.timerMs, winner: num(g.winner, -1),
    seats: state.seats.map((s) => {
      const x = s as unknown as Record<string, unknown>;
      return { ...s, ups: num(x.ups, 0), secret: num(x.shownSecret, 0), points: num(x.points, 0), place: num(x.place, 0) };
    }),
  };
}

function apply(t: CountTable, e: RoomEvent): CountTable {
  if (isPlatformEvent(e)) return e.type === 'turn' ? { ...t, current: e.seats[0] ?? -1, deadline: e.deadline } : t;
  const ev = e as StreamedEvent<CountEvent>;
  if (ev.type === 'game-started') return { ...t, phase: 'playing', game: ev.game, acted: 0, counter: 0, winner: -1, seats: t.seats.map((s) => ({ ...s, ups: 0, points: 0, place: 0, secret: 0 })) };
  if (ev.type === 'counted') {
    return { ...t, acted: t.acted + 1, counter: ev.counter, seats: t.seats.map((s, i) => (i === ev.seat && ev.action === 'up' ? { ...s, ups: s.ups + 1 } : s)) };
  }
  return { ...t, phase: 'finale', current: -1, deadline: 0, winner: ev.winner, seats: t.seats.map((s, i) => ({ ...s, secret: ev.secrets[i] ?? 0, points: ev.points[i] ?? 0, place: ev.places[i] ?? 0 })) };
}

/** A seat card with the seat's ups under its name. */
class CountCard extends SeatCard {
  private readonly line: Text = bodyText('', 40, COLOURS.gold);

  constructor() {
    super();
    this.body.addChild(this.line);
  }

  show(seat: CountSeat, w: number, h: number, spotlight: boolean): void {
    this.update(seat, { w, h, spotlight, dimmed: false });
    this.line.text = seat.ups === 1 ? '1 up' : `${seat.ups} ups`;
    this.line.position.set(this.geometry.content.x, this.geometry.content.y);
  }
}

class GameScreen implements Screen {
  readonly root = new Container();
  private cards: CountCard[] = [];
  private readonly ring = new CountdownRing(200);
  private readonly counter: Text = displayText('', 160, COLOURS.gold);
  private readonly who: Text = bodyText('', 46);

  constructor(private readonly ctx: ShowContext) {
    this.counter.anchor.set(0.5);
    this.who.anchor.set(0.5, 0);
    this.root.addChild(backdrop(), this.ring, this.counter, this.who);
  }

  sync(view: View): void {
    const t = view.table as CountTable;
    const layout = tableLayout(t.seats.length);
    while (this.cards.length < t.seats.length) this.root.addChild((this.cards[this.cards.length] = new CountCard()));
    while (this.cards.length > t.seats.length) release(this.cards.pop()!);
    t.seats.forEach((s, i) => {
      const r = layout.seats[i]!;
      this.cards[i]!.show(s, r.w, r.h, i === t.current);
      this.cards[i]!.position.set(r.x + r.w / 2, r.y + r.h / 2);
    });
    const cx = layout.centre.x + layout.centre.w / 2;
    this.ring.position.set(cx, layout.centre.y + 320);
    this.counter.position.set(cx, layout.centre.y + 320);
    this.counter.text = String(t.counter);
    this.who.position.set(cx, layout.centre.y + 560);
    this.who.text = t.seats[t.current] ? `${t.seats[t.current]!.name}'s turn` : '';
    fitWidth(this.who, layout.centre.w);
  }

  async play(_e: RoomEvent, _b: unknown, _a: unknown, view: View): Promise<void> {
    this.sync(view);
  }

  update(_dt: number, view: View): void {
    const t = view.table as CountTable;
    const left = countdown(t.deadline, this.ctx.now(), t.timerMs);
    this.ring.draw(left ? left.fraction : null, !!left && left.seconds <= urgentSeconds(t.timerMs));
  }

  destroy(): void {
    release(this.root);
  }
}

class FinaleScreen implements Screen {
  readonly root = new Container();
  private readonly rows = new Container();
  private readonly frame: ResultsFrame;

  constructor(ctx: ShowContext) {
    const right = { x: 1360, w: 464 };
    this.frame = new ResultsFrame(ctx, {
      banner: { x: SAFE_AREA.x, y: SAFE_AREA.y, w: 1224, h: 96 }, hint: { x: SAFE_AREA.x, y: SAFE_AREA.y + 100, w: 1224, h: 46 },
      evening: { x: right.x, y: SAFE_AREA.y, w: right.w, h: 420 }, joinQr: { x: right.x, y: 636, w: 220, h: 220 },
      joinText: { x: right.x + 244, y: 636, w: right.w - 244, h: 220 },
    });
    this.root.addChild(backdrop(), ...this.frame.parts, this.rows);
  }

  sync(view: View): void {
    const t = view.table as CountTable;
    const winner = t.seats[t.winner];
    this.frame.setBanner(winner ? `${winner.name.toUpperCase()} WINS!` : 'A SHARED FIRST PLACE', true, '', !winner);
    for (const c of this.rows.removeChildren()) release(c);
    [...t.seats].sort((a, b) => a.place - b.place).forEach((s, i) => {
      const line = bodyText(`${s.place}. ${s.name}: secret ${s.secret} + ${s.ups} ups = ${s.points}`, 44);
      line.position.set(SAFE_AREA.x, SAFE_AREA.y + 200 + i * 70);
      this.rows.addChild(line);
    });
    this.frame.showAfter(view);
  }

  async play(_e: RoomEvent, _b: unknown, _a: unknown, view: View): Promise<void> {
    this.sync(view);
  }

  update(): void {}

  key(key: string): boolean {
    return this.frame.key(key);
  }

  destroy(): void {
    this.frame.stop();
    release(this.root);
  }
}

export const countUpStage: StageShow<CountTable> = {
  card: countUpCard,
  scenes: { game: { name: 'count-up', description: 'Count Up is on.' }, finale: { name: 'count-up-results', description: 'Count Up: results.' } },
  screen: (kind, ctx) => (kind === 'game' ? new GameScreen(ctx) : new FinaleScreen(ctx)),
  fromState,
  apply,
  isBehind: (state, shown) => state.game < shown.game || (state.game === shown.game && state.acted < shown.acted && state.phase === shown.phase),
  withSeatsFrom: (shown, state) => ({ ...shown, seats: state.seats.map((s, i) => ({ ...s, ups: shown.seats[i]?.ups ?? s.ups })) }),
  names: (t) => t.seats.map((s) => s.name),
  describe: (t) => ({ offer: t.phase === 'playing' ? `Counter ${t.counter}.` : '', seats: t.seats.map((s) => `${s.name}: ${s.ups} ups`) }),
  captions: (event, names) => countUp.captions(event as StreamedEvent<CountEvent>, names),
  stepLimit: () => undefined,
  rules: [{
    key: 'rounds', label: 'Rounds',
    value: (s) => String(s.rounds ?? 2),
    step: (s, dir) => ({ rounds: (((Number(s.rounds ?? 2) - 1 + dir) % 5) + 5) % 5 + 1 }),
  }],
  bots: ['eager', 'lazy'],
};
