/**
 * The finale (SHOW.md, "Stage layout" and RULES.md, "At the end"): the vault opens with a drum
 * roll, chips are revealed seat by seat, scores count up, the rows rearrange by place, the winner
 * (or "a shared first place") gets a fanfare; play again when the VIP (or Enter here) starts it,
 * or back to the lobby to change the rules (the VIP's phone, or Back here).
 * Only then, with the winner known, do tonight's table (this game included) and the join QR code
 * for newcomers appear on the right: nothing spoils the reveal. Its steps take the shared
 * `FINALE_MS` durations, which the phones also use (`finaleRevealMs`) to hold their results until
 * the TV has shown them; the animation queue gives the whole finale a limit derived from them
 * (app/finale-plan.ts). Layout: app/finale-layout.ts.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { GameEvent } from '@minus/shared/platform/protocol/events';
import type { EveningRow } from '@minus/shared/platform/protocol/state';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';
import { FINALE_MS } from '@minus/shared/platform/protocol/finale';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import { SAFE_AREA } from '../../platform/app/layout.js';
import { EVENING_ROW_H, FINALE_ROW, finaleLayout, vaultTiles, type FinaleLayout, type FinaleRow } from './finale-layout.js';
import { namesOf, type Table, type TableSeat } from './table.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { pause, stopTweens, timeline, tween } from '../../platform/engine/tween.js';
import { release } from '../../platform/engine/release.js';
import { avatarBadge } from '../../platform/ui/icons.js';
import { cubeTile } from './cube.js';
import { qrSquare } from '../../platform/ui/qr.js';
import { backdrop } from '../../platform/ui/bits.js';
import { bodyText, COLOURS, displayText, fitWidth, shortName } from '../../platform/ui/theme.js';
import type { JoinInfo, Screen, ShowContext, View } from '../../platform/screens/screen.js';

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}

/** Tonight's table in the show's order: most wins, then the best total (at most 7 rows). */
export function eveningOrder(rows: readonly EveningRow[]): EveningRow[] {
  return [...rows].sort((a, b) => b.wins - a.wins || b.total - a.total).slice(0, 7);
}

/** What a finale row shows at a moment of the reveal. */
interface RowStage { chips: boolean; score: number | null; place: boolean }

export class FinaleScreen implements Screen {
  readonly root = new Container();
  private readonly ctx: ShowContext;
  private readonly banner: Text;
  private readonly vault = new Container();
  private readonly rows = new Container();
  /** Tonight's table and the join box: shown once the winner is announced. */
  private readonly evening = new Container();
  private readonly join = new Container();
  private readonly hint: Text;
  private layout: FinaleLayout = finaleLayout([]);
  /** The join QR drawn (or being drawn) for this URL and code. */
  private joinFor = '';
  /** The score counter tweening now (stopped if the screen goes). */
  private counter: { v: number } | null = null;

  /** The winner is on screen: the host's keys work (not during the vault and the count-up). */
  private revealed = false;

  constructor(ctx: ShowContext) {
    this.ctx = ctx;
    this.banner = displayText('', 76, COLOURS.gold, { dropShadow: { color: 0x000000, alpha: 0.5, blur: 8, distance: 5, angle: Math.PI / 2 } });
    this.banner.position.set(this.layout.banner.x, this.layout.banner.y);
    this.hint = bodyText('', 34, COLOURS.textDim, { fontWeight: '400' });
    this.hint.position.set(this.layout.hint.x, this.layout.hint.y);
    this.vault.position.set(this.layout.vault.x, this.layout.vault.y);
    this.evening.position.set(this.layout.evening.x, this.layout.evening.y);
    this.evening.label = 'evening';
    this.join.label = 'join';
    this.root.addChild(backdrop(), this.banner, this.hint, this.vault, this.rows, this.evening, this.join);
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
    this.drawAfter(view);
  }

  private drawBanner(t: Table, done: boolean): void {
    this.revealed = done;
    this.banner.text = done ? FinaleScreen.bannerText(t) : `GAME ${t.game}: THE FINALE`;
    fitWidth(this.banner, this.layout.banner.w);
    const shared = t.winner < 0 && t.seats.filter((s) => s.place === 1).length > 1;
    this.hint.text = !done ? 'The vault opens...' : shared
      ? 'No outright winner. Next game: the VIP, or Enter here. Back: change the rules.'
      : 'Next game: the VIP, or press Enter here. Back: change the rules.';
    fitWidth(this.hint, this.layout.hint.w);
  }

  private drawVault(removed: number[], count: number, open: boolean): void {
    for (const c of this.vault.removeChildren()) release(c);
    this.vault.addChild(bodyText(open ? 'THE VAULT HELD' : 'THE VAULT', 32, COLOURS.gold));
    const tiles = vaultTiles(open ? removed.length : count, this.layout.vault.w);
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
    const badge = avatarBadge(seat.avatar, FINALE_ROW.avatarSize);
    badge.position.set(FINALE_ROW.avatarX, h / 2);
    const name = bodyText(shortName(seat.name, 12), 40);
    name.anchor.set(0, 0.5);
    name.position.set(FINALE_ROW.nameX, h / 2);
    fitWidth(name, FINALE_ROW.nameW);
    const cubes = new Container();
    const flow = geo.flow;
    // Stacked (struck) cubes under the tiles before them in their run, as on the seat cards.
    for (const tile of [...flow.tiles].sort((a, b) => Number(b.stacked) - Number(a.stacked) || (a.stacked ? b.x - a.x : 0))) {
      const t = cubeTile(tile.cube, { w: flow.w, h: flow.h, font: flow.font, struck: !tile.counted });
      t.position.set(tile.x, tile.y);
      cubes.addChild(t);
    }
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

  /** What comes with the winner: tonight's table (this game counted) and the join box. */
  private drawAfter(view: View): void {
    const state = this.ctx.state() ?? view.state;
    this.drawEvening(state.evening ?? []);
    this.drawJoin(view.join, state.code);
    this.evening.visible = true;
    this.join.visible = true;
  }

  /** Before the winner: no standings (they already count this game) and no join box. */
  private hideAfter(): void {
    this.evening.visible = false;
    this.join.visible = false;
    this.ctx.evening(null);
  }

  private drawEvening(all: readonly EveningRow[]): void {
    for (const c of this.evening.removeChildren()) release(c);
    const w = this.layout.evening.w;
    const rows = eveningOrder(all);
    this.evening.addChild(bodyText("TONIGHT'S TABLE", 32, COLOURS.gold));
    const head = bodyText('wins   total', 32, COLOURS.textDim, { fontWeight: '400' });
    head.anchor.set(1, 0);
    head.position.set(w, 0);
    this.evening.addChild(head);
    rows.forEach((r, i) => {
      const y = 48 + i * EVENING_ROW_H;
      const line = new Graphics().rect(0, y + EVENING_ROW_H - 4, w, 2).fill({ color: COLOURS.line, alpha: 0.6 });
      const name = bodyText(shortName(r.name, 11), 36);
      name.position.set(0, y);
      fitWidth(name, w - 200);
      const wins = displayText(String(r.wins), 34, COLOURS.gold);
      wins.anchor.set(1, 0);
      wins.position.set(w - 130, y + 4);
      const total = displayText(String(r.total), 34);
      total.anchor.set(1, 0);
      total.position.set(w, y + 4);
      this.evening.addChild(line, name, wins, total);
    });
    this.ctx.evening(rows.map((r) => `${r.name}: ${r.wins} ${r.wins === 1 ? 'win' : 'wins'}, total ${r.total}`));
  }

  /** The join QR (smaller than the lobby's) and the room code, bottom right, for the next game. */
  private drawJoin(join: JoinInfo, code: string): void {
    const key = `${join.url}|${code}`;
    if (key === this.joinFor) return;
    this.joinFor = key;
    for (const c of this.join.removeChildren()) release(c);
    const { joinQr, joinText } = this.layout;
    if (join.url) {
      // The QR module arrives on demand: draw the square when it is there (unless the screen moved on).
      void qrSquare(join.url, joinQr.w).then((qr) => {
        if (this.root.destroyed || this.joinFor !== key) {
          release(qr);
          return;
        }
        qr.position.set(joinQr.x, joinQr.y);
        this.join.addChildAt(qr, 0);
      }, (e: unknown) => console.warn('QR code failed', e));
    }
    const lines = ['Scan to join', 'the next game'].map((s, i) => {
      const t = bodyText(s, 32, COLOURS.textDim, { fontWeight: '400' });
      t.position.set(joinText.x, joinText.y + 8 + i * 40);
      return fitWidth(t, joinText.w);
    });
    const room = displayText(code, 64, COLOURS.gold, { letterSpacing: 4 });
    room.position.set(joinText.x, joinText.y + 108);
    fitWidth(room, joinText.w);
    this.join.addChild(...lines, room);
  }

  /**
   * The finale on one timeline (engine/tween.ts): every phase ends at its planned time from the
   * step's start (the shared `FINALE_MS`), whatever slow frames did to the tweens inside it, so the
   * TV shows the winner when the phones expect it and the step stays well inside its queue limit.
   * The end state of each phase is set outright when it ends.
   */
  async play(e: GameEvent, _before: Table, after: Table, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    if (e.type !== 'game-over') {
      this.sync(view);
      return;
    }
    const s = FINALE_MS;
    const clock = timeline(pace);
    const [vaultLine, chipsLine, endLine] = captionsFor(e, namesOf(after));
    this.hideAfter();
    this.drawBanner(after, false);
    this.drawVault([], after.removed.length, false);
    this.drawRows(after, (i) => ({ chips: false, score: after.seats[i]!.cubeScore, place: false }), false);
    if (vaultLine) this.ctx.say(vaultLine);
    let at = s.vaultClosed;
    await clock.until(at);
    // After every wait: the screen may have been destroyed meanwhile (play again, lost context).
    if (this.root.destroyed) return;
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
    this.drawAfter(view);
    if (endLine) this.ctx.say(endLine);
    const fading = [this.banner, this.evening, this.join];
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

  /**
   * Once the winner is shown (not during the reveal, which the phones are waiting for): Enter plays
   * again; Back (Escape, Backspace, a remote's Back) goes back to the lobby to change the rules.
   */
  key(key: string): boolean {
    if (!this.revealed) return false;
    if (key === 'Enter') {
      this.ctx.send('play-again', {});
      return true;
    }
    if (key === 'Escape' || key === 'Backspace' || key === 'GoBack' || key === 'BrowserBack') {
      this.ctx.send('back-to-lobby', {});
      return true;
    }
    return false;
  }

  destroy(): void {
    if (this.root.destroyed) return;
    stopTweens(this.banner, this.evening, this.join, this.vault.scale, ...this.rows.children, ...(this.counter ? [this.counter] : []));
    this.ctx.evening(null);
    release(this.root);
  }
}
