/**
 * The finale (SHOW.md, "Stage layout" and RULES.md, "At the end"): the vault opens with a drum
 * roll, chips are revealed seat by seat, scores count up, the rows rearrange by place, the winner
 * (or "a shared first place") gets a fanfare; the evening's table beside it; play again when the
 * VIP (or Enter here) starts it.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { GameEvent } from '@minus/shared/protocol/events';
import { captionsFor } from '@minus/shared/captions/captions';
import { runsOf } from '@minus/shared/minus/scoring';
import { cubeFlow, SAFE_AREA } from '../app/layout.js';
import { namesOf, type Table, type TableSeat } from '../app/table.js';
import type { StepPace } from '../engine/queue.js';
import { pause, stopTweens, tween } from '../engine/tween.js';
import { avatarBadge } from '../ui/icons.js';
import { cubeTile } from '../ui/cube.js';
import { backdrop } from '../ui/bits.js';
import { bodyText, COLOURS, displayText, fitWidth, shortName } from '../ui/theme.js';
import type { Screen, ShowContext, View } from './screen.js';

const LEFT_W = 1180;
const ROW_H = 92;
const ROW_GAP = 8;
const ROWS_Y = 212;
const RIGHT_X = SAFE_AREA.x + LEFT_W + 40;
const RIGHT_W = SAFE_AREA.x + SAFE_AREA.w - RIGHT_X;

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/** What a finale row shows at a moment of the reveal. */
interface RowStage { chips: boolean; score: number | null; place: boolean }

export class FinaleScreen implements Screen {
  readonly root = new Container();
  private readonly ctx: ShowContext;
  private readonly banner: Text;
  private readonly vault = new Container();
  private readonly rows = new Container();
  private readonly evening = new Container();
  private readonly hint: Text;
  /** The score counter tweening now (stopped if the screen goes). */
  private counter: { v: number } | null = null;

  constructor(ctx: ShowContext) {
    this.ctx = ctx;
    this.banner = displayText('', 76, COLOURS.gold, { dropShadow: { color: 0x000000, alpha: 0.5, blur: 8, distance: 5, angle: Math.PI / 2 } });
    this.banner.position.set(SAFE_AREA.x, SAFE_AREA.y);
    this.hint = bodyText('', 34, COLOURS.textDim, { fontWeight: '400' });
    this.hint.position.set(SAFE_AREA.x, SAFE_AREA.y + 100);
    this.vault.position.set(RIGHT_X, SAFE_AREA.y);
    this.evening.position.set(RIGHT_X, ROWS_Y + 60);
    this.root.addChild(backdrop(), this.banner, this.hint, this.vault, this.rows, this.evening);
  }

  /** The banner line: the winner, or the shared first place (RULES.md, "Scoring"). */
  static bannerText(t: Table): string {
    const firsts = t.seats.filter((s) => s.place === 1);
    if (t.winner >= 0 && t.seats[t.winner]) return `${shortName(t.seats[t.winner]!.name, 14).toUpperCase()} WINS!`;
    if (firsts.length > 1) return 'A SHARED FIRST PLACE';
    return 'THE FINALE';
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    const t = view.table;
    this.drawVault(t.removed, t.removedCount, true);
    this.drawRows(t, () => ({ chips: true, score: null, place: true }), true);
    this.drawBanner(t, true);
    this.drawEvening(view);
  }

  private drawBanner(t: Table, done: boolean): void {
    this.banner.text = done ? FinaleScreen.bannerText(t) : `GAME ${t.game}: THE FINALE`;
    fitWidth(this.banner, LEFT_W);
    const shared = t.winner < 0 && t.seats.filter((s) => s.place === 1).length > 1;
    this.hint.text = !done ? 'The vault opens...' : shared
      ? 'No outright winner. The VIP can start another game (or press Enter).'
      : 'The VIP can start another game (or press Enter).';
    fitWidth(this.hint, LEFT_W);
  }

  private drawVault(removed: number[], count: number, open: boolean): void {
    for (const c of this.vault.removeChildren()) c.destroy({ children: true });
    const label = bodyText(open ? 'THE VAULT HELD' : 'THE VAULT', 32, COLOURS.gold);
    this.vault.addChild(label);
    const n = open ? removed.length : count;
    const w = Math.min(100, (RIGHT_W - 8 * Math.max(0, n - 1)) / Math.max(1, n));
    for (let i = 0; i < n; i++) {
      const c = cubeTile(removed[i] ?? 0, { w, h: w * 0.75, font: w * 0.42, faceDown: !open });
      c.position.set(i * (w + 8), 48);
      this.vault.addChild(c);
    }
  }

  private order(t: Table, byPlace: boolean): number[] {
    const idx = t.seats.map((_, i) => i);
    return byPlace ? idx.sort((a, b) => (t.seats[a]!.place || 99) - (t.seats[b]!.place || 99) || a - b) : idx;
  }

  private drawRows(t: Table, stageOf: (i: number) => RowStage, byPlace: boolean): void {
    for (const c of this.rows.removeChildren()) { stopTweens(c); c.destroy({ children: true }); }
    this.order(t, byPlace).forEach((seatIndex, rank) => {
      const row = this.row(t.seats[seatIndex]!, stageOf(seatIndex), seatIndex === t.winner);
      row.position.set(SAFE_AREA.x, ROWS_Y + rank * (ROW_H + ROW_GAP));
      row.label = `row ${seatIndex}`;
      this.rows.addChild(row);
    });
  }

  private row(seat: TableSeat, stage: RowStage, winner: boolean): Container {
    const c = new Container();
    const bg = new Graphics().roundRect(0, 0, LEFT_W, ROW_H, 18).fill(winner && stage.place ? COLOURS.surfaceHigh : COLOURS.surface)
      .stroke({ width: winner && stage.place ? 5 : 2, color: winner && stage.place ? COLOURS.gold : COLOURS.line });
    c.addChild(bg);
    const place = displayText(stage.place && seat.place > 0 ? ordinal(seat.place) : '', 40, seat.place === 1 ? COLOURS.gold : COLOURS.text);
    place.anchor.set(0.5);
    place.position.set(62, ROW_H / 2);
    const badge = avatarBadge(seat.avatar, 64);
    badge.position.set(160, ROW_H / 2);
    const name = bodyText(shortName(seat.name, 12), 40);
    name.anchor.set(0, 0.5);
    name.position.set(206, ROW_H / 2);
    fitWidth(name, 250);
    const flow = cubeFlow(runsOf(seat.cubes), 460, ROW_H - 12);
    const cubes = new Container();
    // Stacked (struck) cubes under the tiles before them in their run, as on the seat cards.
    for (const tile of [...flow.tiles].sort((a, b) => Number(b.stacked) - Number(a.stacked) || (a.stacked ? b.x - a.x : 0))) {
      const t = cubeTile(tile.cube, { w: flow.w, h: flow.h, font: flow.font, struck: !tile.counted });
      t.position.set(tile.x, tile.y);
      cubes.addChild(t);
    }
    cubes.position.set(470, (ROW_H - Math.min(ROW_H - 12, (flow.tiles.at(-1)?.y ?? 0) + flow.h)) / 2);
    const chips = displayText(stage.chips ? `+${Math.max(0, seat.finalChips)}` : '?', 40, COLOURS.gold);
    chips.anchor.set(1, 0.5);
    chips.position.set(1010, ROW_H / 2);
    const score = displayText(stage.score === null ? String(seat.finalScore) : String(stage.score), 48);
    score.anchor.set(1, 0.5);
    score.position.set(LEFT_W - 24, ROW_H / 2);
    score.label = 'score';
    c.addChild(place, badge, name, cubes, chips, score);
    return c;
  }

  private drawEvening(view: View): void {
    for (const c of this.evening.removeChildren()) c.destroy({ children: true });
    const rows = [...(view.state.evening ?? [])].sort((a, b) => b.wins - a.wins || b.total - a.total).slice(0, 7);
    const title = bodyText("TONIGHT'S TABLE", 32, COLOURS.gold);
    this.evening.addChild(title);
    const head = bodyText('wins   total', 32, COLOURS.textDim, { fontWeight: '400' });
    head.anchor.set(1, 0);
    head.position.set(RIGHT_W, 0);
    this.evening.addChild(head);
    rows.forEach((r, i) => {
      const y = 52 + i * 64;
      const line = new Graphics().rect(0, y + 56, RIGHT_W, 2).fill({ color: COLOURS.line, alpha: 0.6 });
      const name = bodyText(shortName(r.name, 11), 36);
      name.position.set(0, y);
      fitWidth(name, RIGHT_W - 200);
      const wins = displayText(String(r.wins), 34, COLOURS.gold);
      wins.anchor.set(1, 0);
      wins.position.set(RIGHT_W - 130, y + 4);
      const total = displayText(String(r.total), 34);
      total.anchor.set(1, 0);
      total.position.set(RIGHT_W, y + 4);
      this.evening.addChild(line, name, wins, total);
    });
  }

  async play(e: GameEvent, _before: Table, after: Table, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    if (e.type !== 'game-over') {
      this.sync(view);
      return;
    }
    const [vaultLine, chipsLine, endLine] = captionsFor(e, namesOf(after));
    this.drawBanner(after, false);
    this.drawEvening(view);
    this.drawVault([], after.removed.length, false);
    this.drawRows(after, (i) => ({ chips: false, score: after.seats[i]!.cubeScore, place: false }), false);
    if (vaultLine) this.ctx.say(vaultLine);
    await pause(1600, pace);
    // After every wait: the screen may have been destroyed meanwhile (play again, lost context).
    if (this.root.destroyed) return;
    this.drawVault(after.removed, after.removed.length, true);
    if (!pace.instant) {
      this.vault.scale.set(1.15);
      await tween(this.vault.scale, { x: 1, y: 1 }, 400, pace);
    }
    await pause(700, pace);
    if (this.root.destroyed) return;
    if (chipsLine) this.ctx.say(chipsLine);
    const revealed = new Set<number>();
    for (let i = 0; i < after.seats.length; i++) {
      revealed.add(i);
      this.drawRows(after, (k) => ({ chips: revealed.has(k), score: k === i || !revealed.has(k) ? after.seats[k]!.cubeScore : after.seats[k]!.finalScore, place: false }), false);
      this.ctx.sound(i % 2 ? 'clink-2' : 'clink-1');
      const score = this.rows.children[i]?.getChildByLabel('score') as Text | null;
      const from = after.seats[i]!.cubeScore;
      const to = after.seats[i]!.finalScore;
      const counter = { v: from };
      if (score) {
        this.counter = counter;
        await tween(counter, { v: to, ease: 'none', onUpdate: () => { if (!score.destroyed) score.text = String(Math.round(counter.v)); } }, 450, pace);
        if (this.root.destroyed) return;
        score.text = String(to);
      }
    }
    await pause(400, pace);
    if (this.root.destroyed) return;
    this.drawRows(after, () => ({ chips: true, score: null, place: true }), true);
    if (!pace.instant) {
      for (const row of this.rows.children) { row.alpha = 0; row.x -= 60; }
      await Promise.all(this.rows.children.map((row, i) => pause(i * 90, pace).then(() => (row.destroyed ? undefined : tween(row, { alpha: 1, x: SAFE_AREA.x }, 350, pace)))));
      if (this.root.destroyed) return;
    }
    this.drawBanner(after, true);
    if (endLine) this.ctx.say(endLine);
    if (!pace.instant) {
      this.banner.alpha = 0;
      await tween(this.banner, { alpha: 1 }, 500, pace);
    }
  }

  update(): void {}

  key(key: string): boolean {
    if (key !== 'Enter') return false;
    this.ctx.send('play-again', {});
    return true;
  }

  destroy(): void {
    if (this.root.destroyed) return;
    stopTweens(this.banner, this.vault.scale, ...this.rows.children, ...(this.counter ? [this.counter] : []));
    this.root.destroy({ children: true });
  }
}
