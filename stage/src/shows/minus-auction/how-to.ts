/**
 * Minus Auction's "how to play" on the stage (platform app/how-to-player.ts): the show module's
 * shared script (shared shows/minus-auction/how-to/script.ts) drawn by the auction scene itself,
 * the same cube, pot, chips, vault and seat cards as a real game, fed a made-up table. Each
 * beat's move plays as the room's event would (a cube revealed, a chip into the pot, a take);
 * on top: the how-to's heading, each made-up player's chips (a real game never shows them before
 * its end), and a gold frame on what the beat points at (the run, the chips, the vault).
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { HowToBeat } from '@minus/shared/platform/how-to';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { cubeScore, sortCubes } from '@minus/shared/shows/minus-auction/scoring';
import { minusHowTo, type MinusHowToTable } from '@minus/shared/shows/minus-auction/how-to/script';
import { howToView, quietContext, type HowToScene, type StageHowTo } from '../../platform/app/how-to-player.js';
import { tableLayout } from '../../platform/app/layout.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import type { ShowContext } from '../../platform/screens/screen.js';
import { howToHeader } from '../../platform/ui/how-to-header.js';
import { COLOURS, displayText } from '../../platform/ui/theme.js';
import { AuctionScreen } from './auction.js';
import { chip } from './chips.js';
import type { Table } from './table.js';

/** The auction scene's table for a how-to beat: a game under way, no clock, nobody's phone away. */
function stageTable(t: MinusHowToTable): Table {
  return {
    phase: 'playing', code: '', game: 1, auction: 1, deckLeft: 28, timerMs: 0, deadline: 0, winner: -1, removed: [],
    offer: t.offer, pot: t.pot, current: t.current, refusals: [...t.refusals], removedCount: t.removedCount,
    seats: t.seats.map((s, i) => ({
      id: `how-to-${i}`, name: s.name, avatar: s.avatar, kind: 'human', botLabel: '', connected: true, standIn: false, vip: false, coached: false,
      cubes: sortCubes(s.cubes), cubeScore: cubeScore(s.cubes), finalChips: -1, finalScore: 0, place: 0,
    })),
  };
}

/** The room event a beat's move stands for (the auction scene animates events). */
function eventOf(t: MinusHowToTable, before: MinusHowToTable): RoomEvent | null {
  const m = t.move;
  if (!m) return null;
  const base = { game: 1, seq: 0, variant: 0, auction: 1, seat: m.seat, timeout: false };
  if (m.kind === 'reveal') return { ...base, type: 'cube-revealed', cube: t.offer, deckLeft: 28 } as unknown as RoomEvent;
  if (m.kind === 'refuse') return { ...base, type: 'refused', cube: t.offer, pot: t.pot } as unknown as RoomEvent;
  return { ...base, type: 'taken', cube: before.offer, pot: before.pot, forced: false, before: 0, after: 0 } as unknown as RoomEvent;
}

class MinusHowToScene implements HowToScene {
  readonly root = new Container();
  private readonly auction: AuctionScreen;
  private readonly chips = new Container();
  private readonly spot = new Graphics();
  private header: Container | null = null;
  private shown: MinusHowToTable = minusHowTo.beats[0]!.table;
  private table: Table = stageTable(this.shown);
  private clock = 0;

  constructor(ctx: ShowContext, private readonly skip: () => void) {
    this.auction = new AuctionScreen(quietContext(ctx, () => this.table));
    this.root.addChild(this.auction.root, this.spot, this.chips);
  }

  beat(i: number, count: number, beat: HowToBeat, pace: StepPace): void {
    if (this.root.destroyed) return;
    const t = beat.table as MinusHowToTable;
    const before = this.table;
    const after = stageTable(t);
    const event = i > 0 ? eventOf(t, this.shown) : null;
    this.shown = t;
    this.table = after;
    if (event) void this.auction.play(event, before, after, howToView(after), pace).catch(() => undefined);
    else this.auction.sync(howToView(after));
    const centre = tableLayout(t.seats.length).centre;
    if (this.header) release(this.header);
    this.header = howToHeader(i + 1, count, Math.min(centre.w, 760), this.skip);
    this.header.position.set(centre.x + centre.w / 2, centre.y + 84);
    this.root.addChild(this.header);
    this.drawChips(t);
    this.drawSpot(t);
  }

  /** Each made-up player's chips: a gold chip and the count at the bottom right of the card. */
  private drawChips(t: MinusHowToTable): void {
    releaseChildren(this.chips);
    const rects = tableLayout(t.seats.length).seats;
    t.seats.forEach((s, i) => {
      const r = rects[i]!;
      const c = new Container();
      const label: Text = displayText(String(s.chips), 44, COLOURS.gold);
      label.anchor.set(0, 0.5);
      label.position.set(40, 0);
      c.addChild(chip(26), label);
      c.position.set(r.x + r.w - 110, r.y + r.h - 44);
      this.chips.addChild(c);
    });
  }

  /** A gold frame round what the beat points at. */
  private drawSpot(t: MinusHowToTable): void {
    this.spot.clear();
    const l = tableLayout(t.seats.length);
    const frame = (x: number, y: number, w: number, h: number) => this.spot.roundRect(x, y, w, h, 24).stroke({ width: 8, color: COLOURS.gold });
    if (t.spot === 'run') {
      const r = l.seats[t.seats.findIndex((s) => s.cubes.length > 1)] ?? l.seats[0]!;
      frame(r.x - 10, r.y - 10, r.w + 20, r.h + 20);
    } else if (t.spot === 'chips') {
      for (const r of l.seats) frame(r.x + r.w - 150, r.y + r.h - 84, 140, 80);
    } else if (t.spot === 'vault') {
      const v = this.auction.vaultRect();
      if (v) frame(v.x - 16, v.y - 12, v.w + 32, v.h + 24);
    }
  }

  update(dtMs: number): void {
    if (this.root.destroyed) return;
    this.clock += dtMs;
    this.spot.alpha = 0.55 + 0.45 * Math.abs(Math.sin(this.clock / 350));
  }

  destroy(): void {
    this.auction.destroy();
    release(this.root);
  }
}

/** The stage part's how-to: the module's script and its scene. */
export const minusStageHowTo: StageHowTo = {
  script: minusHowTo,
  scene: (ctx, skip) => new MinusHowToScene(ctx, skip),
};
