/**
 * The finale (docs/STAGE.md, "Finale" and docs/RULES.md, "At the end"): the vault opens with a
 * drum roll, chips are revealed seat by seat, scores count up, the rows rearrange by place, the
 * winner (or "a shared first place") gets a fanfare; play again when the VIP (or Enter here)
 * starts it, or back to the lobby to change the show or the rules (the VIP's phone, or Back here).
 * Only then, with the winner known, do tonight's table (this game included) and the join QR code
 * for newcomers appear on the right (the platform's results frame): nothing spoils the reveal.
 * Its steps take the shared `FINALE_MS` durations, which the phones also use (`finaleRevealMs`)
 * to hold their results until the TV has shown them; the animation queue gives the whole finale a
 * limit derived from them (finale-plan.ts). Layout: finale-layout.ts.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { minusCaptions } from '@minus/shared/shows/minus-auction/captions';
import { FINALE_MS } from '@minus/shared/shows/minus-auction/finale';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import { SAFE_AREA } from '../../platform/app/layout.js';
import { FINALE_ROW, finaleLayout, vaultTiles, type FinaleLayout, type FinaleRow } from './finale-layout.js';
import { namesOf, type Table, type TableSeat } from './table.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { pause, stopTweens, timeline, tween } from '../../platform/engine/tween.js';
import { release } from '../../platform/engine/release.js';
import { avatarBadge } from '../../platform/ui/icons.js';
import { cubeTile } from './cube.js';
import type { RunBridge } from './cube-flow.js';
import { backdrop } from '../../platform/ui/bits.js';
import { ResultsFrame } from '../../platform/ui/results-frame.js';
import { bodyText, COLOURS, displayText, fitWidth, ordinal } from '../../platform/ui/theme.js';
import { fitName } from '../../platform/ui/name-fit.js';
import type { Screen, ShowContext, View } from '../../platform/screens/screen.js';
import { minusStageTexts } from './texts/index.js';


/**
 * A long run's bridge between its two ends: a dim band joining them, its cube count ("8 cubes") at
 * 32 px or more, so the row reads "-16 [8 cubes] -23" from the sofa.
 */
function runBridge(b: RunBridge, font: number): Container {
  const c = new Container();
  const band = b.h * 0.66;
  c.addChild(new Graphics().roundRect(-4, (b.h - band) / 2, b.w + 8, band, band / 2).fill(COLOURS.cubeStruck));
  const label = bodyText(minusStageTexts.now().runCount(b.count), Math.max(32, Math.round(font * 0.8)), 0xffffff);
  label.anchor.set(0.5);
  label.position.set(b.w / 2, b.h * 0.46);
  fitWidth(label, b.w);
  c.addChild(label);
  c.position.set(b.x, b.y);
  c.label = 'run-bridge';
  return c;
}

/** What a finale row shows at a moment of the reveal. */
interface RowStage { chips: boolean; score: number | null; place: boolean }

export class FinaleScreen implements Screen {
  readonly root = new Container();
  private readonly ctx: ShowContext;
  private readonly vault = new Container();
  private readonly rows = new Container();
  /** The column heads over the rows' chips and score. */
  private readonly heads = new Container();
  private layout: FinaleLayout = finaleLayout([]);
  /** The banner, the hint, tonight's table, the join box and the host's keys. */
  private readonly frame: ResultsFrame;
  /** The score counter tweening now (stopped if the screen goes). */
  private counter: { v: number } | null = null;

  constructor(ctx: ShowContext) {
    this.ctx = ctx;
    this.frame = new ResultsFrame(ctx, this.layout);
    this.vault.position.set(this.layout.vault.x, this.layout.vault.y);
    this.root.addChild(backdrop(), ...this.frame.parts, this.vault, this.heads, this.rows);
  }

  /** The banner line: the winner, or the shared first place (docs/RULES.md, "Scoring"). */
  static bannerText(t: Table): string {
    const firsts = t.seats.filter((s) => s.place === 1);
    if (t.winner >= 0 && t.seats[t.winner]) return minusStageTexts.now().wins(t.seats[t.winner]!.name.trim());
    if (firsts.length > 1) return minusStageTexts.now().shared;
    return minusStageTexts.now().finale;
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    const t = view.table as Table;
    this.drawVault(t.removed, t.removedCount, true);
    this.drawRows(t, () => ({ chips: true, score: null, place: true }), true);
    this.drawBanner(t, true);
    this.frame.showAfter(view);
  }

  /** The banner; `hint` under it while the finale plays (by default "The vault opens…"). */
  private drawBanner(t: Table, done: boolean, hint = minusStageTexts.now().vaultOpens): void {
    const shared = t.winner < 0 && t.seats.filter((s) => s.place === 1).length > 1;
    this.frame.setBanner(done ? FinaleScreen.bannerText(t) : minusStageTexts.now().gameFinale(t.game), done, hint, shared);
  }

  private drawVault(removed: number[], count: number, open: boolean): void {
    for (const c of this.vault.removeChildren()) release(c);
    const shown = open ? removed.length : count;
    const t = minusStageTexts.now();
    this.vault.addChild(bodyText(shown === 0 ? t.vaultEmpty : open ? t.vaultHeld : t.vaultShut, 32, COLOURS.gold));
    const tiles = vaultTiles(shown, this.layout.vault.w);
    tiles.at.forEach((p, i) => {
      const c = cubeTile(removed[i] ?? 0, { w: tiles.w, h: tiles.h, font: tiles.font, faceDown: !open });
      c.position.set(p.x, p.y);
      this.vault.addChild(c);
    });
  }

  private order(t: Table, byPlace: boolean): number[] {
    const idx = t.seats.map((_, i) => i);
    return byPlace ? idx.sort((a, b) => (t.seats[a]!.place || 99) - (t.seats[b]!.place || 99) || a - b) : idx;
  }

  private drawRows(t: Table, stageOf: (i: number) => RowStage, byPlace: boolean): void {
    for (const c of this.rows.removeChildren()) { stopTweens(c); release(c); }
    const order = this.order(t, byPlace);
    this.layout = finaleLayout(order.map((i) => runsOf(t.seats[i]!.cubes)));
    order.forEach((seatIndex, rank) => {
      const geo = this.layout.rows[rank]!;
      const row = this.row(t.seats[seatIndex]!, stageOf(seatIndex), seatIndex === t.winner, geo);
      row.position.set(geo.rect.x, geo.rect.y);
      row.label = `row ${seatIndex}`;
      this.rows.addChild(row);
    });
    this.drawHeads();
  }

  /** "CHIPS" and "SCORE" over their columns, in the dim style of tonight's table's heads (none when the rows need their line). */
  private drawHeads(): void {
    for (const c of this.heads.removeChildren()) release(c);
    const t = minusStageTexts.now();
    const { heads, rowsArea } = this.layout;
    if (!heads) return;
    for (const [text, right] of [[t.chipsHead, FINALE_ROW.chipsRight], [t.scoreHead, FINALE_ROW.scoreRight]] as const) {
      const head = bodyText(text, 32, COLOURS.textDim, { fontWeight: '400' });
      head.anchor.set(1, 1);
      head.position.set(rowsArea.x + right, heads.y + heads.h);
      this.heads.addChild(head);
    }
  }

  private row(seat: TableSeat, stage: RowStage, winner: boolean, geo: FinaleRow): Container {
    const c = new Container();
    const h = geo.rect.h;
    const lit = winner && stage.place;
    const bg = new Graphics().roundRect(0, 0, geo.rect.w, h, 18).fill(lit ? COLOURS.surfaceHigh : COLOURS.surface)
      .stroke({ width: lit ? 5 : 2, color: lit ? COLOURS.gold : COLOURS.line });
    c.addChild(bg);
    const place = displayText(stage.place && seat.place > 0 ? ordinal(seat.place) : '', 40, seat.place === 1 ? COLOURS.gold : COLOURS.text);
    place.anchor.set(0.5);
    place.position.set(FINALE_ROW.placeX, h / 2);
    fitWidth(place, 2 * FINALE_ROW.placeX - 16); // inside the row's frame, clear of the avatar, in every language
    const badge = avatarBadge(seat.avatar, FINALE_ROW.avatarSize);
    badge.position.set(FINALE_ROW.avatarX, h / 2);
    const name = bodyText('', 40);
    name.anchor.set(0, 0.5);
    name.position.set(FINALE_ROW.nameX, h / 2);
    fitName(name, seat.name, FINALE_ROW.nameW, h - 8);
    const cubes = new Container();
    const flow = geo.flow;
    // Stacked (struck) cubes under the tiles before them in their run, as on the seat cards.
    for (const tile of [...flow.tiles].sort((a, b) => Number(b.stacked) - Number(a.stacked) || (a.stacked ? b.x - a.x : 0))) {
      const t = cubeTile(tile.cube, { w: flow.w, h: flow.h, font: flow.font, struck: !tile.counted, blank: tile.stacked });
      t.position.set(tile.x, tile.y);
      cubes.addChild(t);
    }
    for (const b of flow.bridges) cubes.addChild(runBridge(b, flow.font));
    cubes.position.set(geo.cubes.x, geo.cubes.y);
    const chips = displayText(stage.chips ? `+${Math.max(0, seat.finalChips)}` : '?', 40, COLOURS.gold);
    chips.anchor.set(1, 0.5);
    chips.position.set(FINALE_ROW.chipsRight, h / 2);
    const score = displayText(stage.score === null ? String(seat.finalScore) : String(stage.score), 48);
    score.anchor.set(1, 0.5);
    score.position.set(FINALE_ROW.scoreRight, h / 2);
    score.label = 'score';
    c.addChild(place, badge, name, cubes, chips, score);
    return c;
  }

  /**
   * The finale on one timeline (engine/tween.ts): every phase ends at its planned time from the
   * step's start (the shared `FINALE_MS`), whatever slow frames did to the tweens inside it, so the
   * TV shows the winner when the phones expect it and the step stays well inside its queue limit.
   * The end state of each phase is set outright when it ends.
   */
  async play(e: RoomEvent, _before: unknown, afterTable: unknown, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    if (e.type !== 'game-over' || !('game' in e)) {
      this.sync(view);
      return;
    }
    const after = afterTable as Table;
    const s = FINALE_MS;
    const clock = timeline(pace);
    const [vaultLine, chipsLine, endLine] = minusCaptions(e as Parameters<typeof minusCaptions>[0], namesOf(after));
    this.frame.hideAfter();
    // An empty vault has nothing to open: its own line at once, no "The vault opens…" and no drum roll.
    const empty = after.removed.length === 0;
    this.drawBanner(after, false, empty ? '' : undefined);
    this.drawVault([], after.removed.length, false);
    this.drawRows(after, (i) => ({ chips: false, score: after.seats[i]!.cubeScore, place: false }), false);
    // The drum roll while the vault is shut ("The vault opens…"); the line that names the
    // missing cubes as it opens, not before.
    if (vaultLine) this.ctx.say(empty ? vaultLine : { text: minusStageTexts.now().vaultOpens, sound: vaultLine.sound });
    let at = s.vaultClosed;
    await clock.until(at);
    // After every wait: the screen may have been destroyed meanwhile (play again, lost context).
    if (this.root.destroyed) return;
    if (vaultLine && !empty) this.ctx.say({ ...vaultLine, sound: null });
    this.frame.setBanner(minusStageTexts.now().gameFinale(after.game), false, '');
    this.drawVault(after.removed, after.removed.length, true);
    if (!pace.instant) {
      this.vault.scale.set(1.15);
      void tween(this.vault.scale, { x: 1, y: 1 }, s.vaultOpen, pace);
    }
    at += s.vaultOpen + s.afterVault;
    await clock.until(at);
    if (this.root.destroyed) return;
    stopTweens(this.vault.scale);
    this.vault.scale.set(1);
    if (chipsLine) this.ctx.say(chipsLine);
    const revealed = new Set<number>();
    for (let i = 0; i < after.seats.length; i++) {
      revealed.add(i);
      this.drawRows(after, (k) => ({ chips: revealed.has(k), score: k === i || !revealed.has(k) ? after.seats[k]!.cubeScore : after.seats[k]!.finalScore, place: false }), false);
      this.ctx.sound(i % 2 ? 'clink-2' : 'clink-1');
      const score = this.rows.children[i]?.getChildByLabel('score') as Text | null;
      const counter = { v: after.seats[i]!.cubeScore };
      this.counter = counter;
      if (score) void tween(counter, { v: after.seats[i]!.finalScore, ease: 'none', onUpdate: () => { if (!score.destroyed) score.text = String(Math.round(counter.v)); } }, s.perSeat, pace);
      at += s.perSeat;
      await clock.until(at);
      if (this.root.destroyed) return;
      stopTweens(counter);
      if (score && !score.destroyed) score.text = String(after.seats[i]!.finalScore);
    }
    at += s.beforePodium;
    await clock.until(at);
    if (this.root.destroyed) return;
    this.drawRows(after, () => ({ chips: true, score: null, place: true }), true);
    if (!pace.instant) {
      for (const row of this.rows.children) { row.alpha = 0; row.x -= 60; }
      this.rows.children.forEach((row, i) => {
        void pause(i * s.podiumStagger, pace).then(() => (row.destroyed ? undefined : tween(row, { alpha: 1, x: SAFE_AREA.x }, s.podiumRow, pace)));
      });
    }
    at += Math.max(0, after.seats.length - 1) * s.podiumStagger + s.podiumRow;
    await clock.until(at);
    if (this.root.destroyed) return;
    for (const row of this.rows.children) { stopTweens(row); row.alpha = 1; row.x = SAFE_AREA.x; }
    this.drawBanner(after, true);
    this.frame.showAfter(view);
    if (endLine) this.ctx.say(endLine);
    const fading = [this.frame.banner, this.frame.evening, this.frame.join];
    if (!pace.instant) {
      for (const c of fading) c.alpha = 0;
      for (const c of fading) void tween(c, { alpha: 1 }, s.banner, pace);
    }
    at += s.banner;
    await clock.until(at);
    if (this.root.destroyed) return;
    stopTweens(...fading);
    for (const c of fading) c.alpha = 1;
  }

  update(): void {}

  /** The game-over event's lines come with the reveal (`play`), not all at once. */
  speaks(event: RoomEvent): boolean {
    return event.type === 'game-over';
  }

  /** Once the winner is shown: Enter plays again, Back goes back to the lobby (the results frame's keys). */
  key(key: string): boolean {
    return this.frame.key(key);
  }

  destroy(): void {
    if (this.root.destroyed) return;
    this.frame.stop();
    stopTweens(this.vault.scale, ...this.rows.children, ...(this.counter ? [this.counter] : []));
    release(this.root);
  }
}
