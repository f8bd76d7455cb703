/**
 * The frame every show's results screen shares (docs/STAGE.md, "Finale"): the banner ("ANA
 * WINS!"), the line under it (what the host's keys do), tonight's table, the crowd's best guessers
 * when the audience guessed along, and the join box (a
 * smaller QR code and the room code, for newcomers; above it, who sat down for the next game while
 * the results are on), and the keys once the winner is shown (Enter
 * plays again, Back goes back to the lobby). Tonight's table and the join box appear only with the
 * winner, so nothing spoils a show's reveal. The show draws its own results beside it.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { eveningView, NOT_PLAYED } from '@minus/shared/platform/evening';
import { pointsText } from '@minus/shared/platform/captions/format';
import type { CrowdState, EveningState } from '@minus/shared/platform/protocol/state';
import { shownName } from '@minus/shared/platform/protocol/watcher-label';
import { seatedForNextGame } from '@minus/shared/platform/finale-seats';
import { EVENING_HEAD_H, EVENING_HEAD_LINE, EVENING_HEAD_MIN_PX, EVENING_ROW_H, eveningFit, type Rect } from '../app/layout.js';
import { stopTweens } from '../engine/tween.js';
import { release } from '../engine/release.js';
import { qrSquare } from './qr.js';
import { bodyText, COLOURS, displayText, fitWidth } from './theme.js';
import { fitNameAtLeast } from './name-fit.js';
import { stageTexts } from '../i18n/texts/index.js';
import { crowdTexts } from './crowd-texts/index.js';
import type { JoinInfo, ShowContext, View } from '../screens/screen.js';

/** Width of each points column of tonight's table (one per show) at most, design px. */
const NUMBER_W = 116;
/** Width of the wins column ("2/4": wins of games played), design px. */
const WINS_W = 96;
/** Space left of each number column's widest number, design px. */
const COLUMN_GAP = 26;
/** A column head may shrink to this share of its size before its column widens for it. */
const HEAD_MIN_SCALE = 0.75;

/** Where the frame's parts go (the show's results layout decides). */
export interface ResultsFrameLayout {
  banner: Rect;
  hint: Rect;
  /**
   * Tonight's table: title and column heads (`EVENING_HEAD_H`), then its rows, within this height
   * (rows get shorter to fit, then the last ones give way to a "+3 more on the phones" line;
   * `eveningFit`). Keep it clear of the join box.
   */
  evening: Rect;
  /** The join box: the QR square and the text beside it (label, room code). */
  joinQr: Rect;
  joinText: Rect;
}

/** Height of the best guessers' heading and line, design px. */
const BEST_H = 80;
/** The line of newcomers seated for the next game, over the join box: its height with its gap, design px. */
const NEXT_H = 52;

export class ResultsFrame {
  readonly banner: Text;
  readonly hint: Text;
  /** Tonight's table and the join box: shown once the winner is announced. */
  readonly evening = new Container();
  readonly best = new Container();
  readonly join = new Container();
  /** Newcomers seated for the next game (`drawNext`). */
  readonly next = new Container();
  /** The winner is on screen: the host's keys work (not during the show's reveal). */
  revealed = false;
  /** The join QR drawn (or being drawn) for this URL and code. */
  private joinFor = '';
  private layout: ResultsFrameLayout;

  constructor(private readonly ctx: ShowContext, layout: ResultsFrameLayout) {
    this.layout = layout;
    this.banner = displayText('', 76, COLOURS.gold, { dropShadow: { color: 0x000000, alpha: 0.5, blur: 8, distance: 5, angle: Math.PI / 2 } });
    this.hint = bodyText('', 34, COLOURS.textDim, { fontWeight: '400' });
    this.evening.label = 'evening';
    this.best.label = 'best guessers';
    this.join.label = 'join';
    this.next.label = 'next game';
    this.place(layout);
  }

  /** The frame's objects, to add to the screen's root. */
  get parts(): Container[] {
    return [this.banner, this.hint, this.evening, this.best, this.next, this.join];
  }

  /** Move the parts to a new layout. */
  place(layout: ResultsFrameLayout): void {
    this.layout = layout;
    this.banner.position.set(layout.banner.x, layout.banner.y);
    this.hint.position.set(layout.hint.x, layout.hint.y);
    this.evening.position.set(layout.evening.x, layout.evening.y);
  }

  /**
   * The banner and the line under it: while the show reveals (`done` false), its own words; with
   * the winner, the result and the host's keys (`shared` says the first place is shared; after a
   * practice game the line says first that it does not count tonight). Empty on a replay's screen.
   */
  setBanner(text: string, done: boolean, waiting: string, shared = false): void {
    this.revealed = done;
    this.banner.text = text;
    fitWidth(this.banner, this.layout.banner.w);
    const t = stageTexts.now().results;
    // A replay's keys are its badge's, which stands on this line (app/layout.ts RESULTS_HINT).
    this.hint.text = this.ctx.replaying ? '' : !done ? waiting : this.ctx.state()?.practice === true ? t.hintPractice : shared ? t.hintShared : t.hint;
    fitWidth(this.hint, this.layout.hint.w);
  }

  /** What comes with the winner: tonight's table (this game counted) and the join box. */
  showAfter(view: View): void {
    const state = this.ctx.state() ?? view.state;
    const newcomers = state.seats.filter((s) => seatedForNextGame(state.phase, s)).map((s) => s.name);
    const below = newcomers.length > 0 ? NEXT_H : 0;
    const height = this.drawEvening(state.evening ?? { shows: [], rows: [] }, state.practice === true, below);
    this.drawBest(state.crowd, height, below);
    this.drawNext(newcomers);
    this.drawJoin(view.join, state.code);
    this.evening.visible = true;
    this.best.visible = true;
    this.next.visible = true;
    this.join.visible = true;
  }

  /** Who sat down for the next game while the results are on (none: nothing), just over the join box. */
  private drawNext(names: readonly string[]): void {
    for (const c of this.next.removeChildren()) release(c);
    if (names.length === 0) return;
    const line = bodyText(stageTexts.now().results.nextGame(names.join(', ')), 32, COLOURS.text);
    line.position.set(this.layout.evening.x, this.layout.joinQr.y - NEXT_H);
    fitWidth(line, this.layout.evening.w);
    this.next.addChild(line);
  }

  /** Before the winner: no standings (they already count this game) and no join box. */
  hideAfter(): void {
    this.evening.visible = false;
    this.best.visible = false;
    this.next.visible = false;
    this.join.visible = false;
    this.ctx.evening(null);
  }

  /**
   * The game's best guessers (the top three, right/guessed) under tonight's table (`tableH` tall), when they
   * fit above the join box (a long evening's table leaves them to the accessible mirror).
   */
  private drawBest(crowd: CrowdState | undefined, tableH: number, below: number): void {
    for (const c of this.best.removeChildren()) release(c);
    const table = crowd?.table ?? [];
    const e = this.layout.evening;
    const at = { x: e.x, y: e.y + tableH + 20, w: e.w };
    if (table.length === 0 || at.y + BEST_H > this.layout.joinQr.y - 12 - below) return;
    const head = displayText(crowdTexts.now().bestHead, 28, COLOURS.gold);
    const line = bodyText(table.slice(0, 3).map((r) => crowdTexts.now().bestRow(shownName(r.name, crowdTexts.now().watcher), r.right, r.made)).join('  ·  '), 32);
    line.y = 40;
    fitWidth(line, at.w);
    this.best.position.set(at.x, at.y);
    this.best.addChild(head, line);
  }

  /**
   * Tonight's table: Name, Wins ("2/4": wins of games played; one column, so the heads stay big enough
   * to read from the sofa), then the points of each show played tonight, in the table's order: every
   * row the box has room for (shorter rows first, names and numbers never under 32 px), then
   * "+3 more on the phones" for the rest; the accessible mirror lists every row. Without rows: after
   * a `practice` game, a line saying practice games stay out (every game so far was practice);
   * else nothing (a replay's finale, whose frames carry no evening). Returns the height drawn.
   */
  private drawEvening(evening: EveningState, practice: boolean, below: number): number {
    for (const c of this.evening.removeChildren()) release(c);
    if (evening.rows.length === 0 && !practice) {
      this.ctx.evening(null);
      return 0;
    }
    const w = this.layout.evening.w;
    const table = eveningView(evening, (id) => this.ctx.card(id)?.short);
    let fit = eveningFit(table.rows.length, this.layout.evening.h - below);
    let rows = table.rows.slice(0, fit.shown);
    // Shorter rows, smaller type, never under 32 px.
    const numberSize = Math.max(32, Math.round((34 * fit.rowH) / EVENING_ROW_H));
    const heads = [stageTexts.now().results.wins, ...table.columns];
    // Each number column is as wide as its widest number or its head at three quarters of its size
    // (never wider than it used to be): the rest is the names', so "Benedetta" beside two shows'
    // columns is not cut to "Benedet…".
    const cells = rows.map((r) => [`${r.wins}/${r.games}`, ...r.points.map((p) => (p === null ? NOT_PLAYED : pointsText(p)))].map((text, k) => displayText(text, numberSize, k === 0 ? COLOURS.gold : COLOURS.text)));
    const headTexts = heads.map((h) => bodyText(h, 32, COLOURS.textDim, { fontWeight: '400' }));
    const widths = heads.map((_, k) => {
      const widest = Math.max(...cells.map((c) => c[k]!.width));
      return Math.min(k === 0 ? WINS_W : NUMBER_W, Math.max(widest, headTexts[k]!.width * HEAD_MIN_SCALE) + COLUMN_GAP);
    });
    const right = (k: number) => w - widths.slice(k + 1).reduce((a, b) => a + b, 0);
    const nameW = w - widths.reduce((a, b) => a + b, 0);
    const nameHead = bodyText(stageTexts.now().results.name, 32, COLOURS.textDim, { fontWeight: '400' });
    const headH = placeHeads(nameHead, headTexts, widths.map((_, k) => right(k)), widths);
    if (headH !== EVENING_HEAD_H) {
      // Two lines of heads leave less room for rows: those that no longer fit go to "+N more".
      fit = eveningFit(table.rows.length, this.layout.evening.h - below, headH);
      for (const c of cells.slice(fit.shown).flat()) c.destroy();
      rows = table.rows.slice(0, fit.shown);
    }
    const rowH = fit.rowH;
    const nameSize = Math.max(32, Math.round((36 * rowH) / EVENING_ROW_H));
    this.evening.addChild(bodyText(stageTexts.now().results.tonight, 32, COLOURS.gold));
    if (rows.length === 0) {
      // Every game so far was practice: say so rather than draw an empty table.
      for (const t of [nameHead, ...headTexts, ...cells.flat()]) t.destroy();
      const line = bodyText(stageTexts.now().results.practiceOnly, 32, COLOURS.textDim, { fontWeight: '400', wordWrap: true, wordWrapWidth: w });
      line.position.set(0, EVENING_HEAD_H);
      this.evening.addChild(line);
      this.ctx.evening([stageTexts.now().results.practiceOnly]);
      return EVENING_HEAD_H + EVENING_ROW_H;
    }
    this.evening.addChild(nameHead, ...headTexts);
    rows.forEach((r, i) => {
      const y = rowH * i + headH;
      const line = new Graphics().rect(0, y + rowH - 4, w, 2).fill({ color: COLOURS.line, alpha: 0.6 });
      const name = bodyText('', nameSize);
      name.position.set(0, y);
      // Never under 26 px: a long name beside two shows' columns is cut with "…" instead.
      fitNameAtLeast(name, r.name, nameW - 12, rowH - 6, 26 / nameSize);
      this.evening.addChild(line, name);
      cells[i]!.forEach((t, k) => {
        t.anchor.set(1, 0);
        t.position.set(right(k), y + 3);
        fitWidth(t, widths[k]! - 8);
        this.evening.addChild(t);
      });
    });
    if (fit.more > 0) {
      // The rest are on every phone (the accessible mirror below lists them too).
      const more = bodyText(stageTexts.now().results.more(fit.more), 32, COLOURS.textDim, { fontWeight: '400' });
      more.position.set(0, headH + rowH * rows.length);
      fitWidth(more, w);
      this.evening.addChild(more);
    }
    this.ctx.evening(table.rows.map((r) => {
      const points = table.columns.flatMap((c, k) => (r.points[k] === null ? [] : [`${c} ${r.points[k]}`])).join(', ');
      return stageTexts.now().results.row(r.name, r.games, r.wins, points);
    }));
    return headH + rowH * (rows.length + (fit.more > 0 ? 1 : 0));
  }

  /** The join QR (smaller than the lobby's) and the room code, for the next game. */
  private drawJoin(join: JoinInfo, code: string): void {
    const key = `${join.url}|${code}`;
    if (key === this.joinFor) return;
    this.joinFor = key;
    for (const c of this.join.removeChildren()) release(c);
    const { joinQr, joinText } = this.layout;
    if (join.url) {
      // The QR module arrives on demand: draw the square when it is there (unless the screen moved on).
      void qrSquare(join.url, joinQr.w).then((qr) => {
        if (this.join.destroyed || this.joinFor !== key) {
          release(qr);
          return;
        }
        qr.position.set(joinQr.x, joinQr.y);
        this.join.addChildAt(qr, 0);
      }, (e: unknown) => console.warn('QR code failed', e));
    }
    const lines = stageTexts.now().results.scan.map((s, i) => {
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
   * Once the winner is shown (not during the reveal, which the phones are waiting for): Enter plays
   * again; Back (Escape, Backspace, a remote's Back) goes back to the lobby to change the show,
   * the rules or the seats.
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

  /** Stop the frame's tweens (the screen releases the objects with its root). */
  stop(): void {
    stopTweens(this.banner, this.evening, this.best, this.next, this.join);
    this.ctx.evening(null);
  }
}

/**
 * Place tonight's table's heads (32 px, right-aligned at `rights`, each over its column `widths` wide; "Name" at
 * the left) and return the height of the title and heads. They share one size and one baseline
 * while it is at least `EVENING_HEAD_MIN_PX`; else they stagger on two lines (the rightmost column's
 * head on the lower line, the next on the upper, and so on), so each head may also take the room
 * over its left neighbour's column: Italian's "Vittorie" beside two shows' columns was 19 px.
 */
function placeHeads(nameHead: Text, heads: Text[], rights: number[], widths: number[]): number {
  // Staggered, the head to the left on the same line is column k-2's ("Name" on the lower line, the title's line on the upper).
  const leftOf = (k: number, lower: boolean): number => (k >= 2 ? rights[k - 2]! + COLUMN_GAP : lower ? nameHead.width + COLUMN_GAP : 0);
  const scaleFor = (rooms: number[]): number => Math.min(1, ...heads.map((h, k) => rooms[k]! / h.width));
  // One line: a word's room is its column's, less a gap (two shows' names side by side stay two
  // words); the first column's head may also take the room over the names, up to "Name".
  const one = scaleFor(widths.map((cw, k) => (k === 0 ? rights[0]! - nameHead.width : cw) - COLUMN_GAP));
  const staggered = one * 32 < EVENING_HEAD_MIN_PX;
  const lowerOf = (k: number): boolean => (heads.length - 1 - k) % 2 === 0;
  const scale = staggered ? scaleFor(heads.map((_, k) => rights[k]! - leftOf(k, lowerOf(k)))) : one;
  const headH = staggered ? EVENING_HEAD_H + EVENING_HEAD_LINE : EVENING_HEAD_H;
  nameHead.anchor.set(0, 1);
  nameHead.position.set(0, headH - 6);
  heads.forEach((head, k) => {
    head.anchor.set(1, 1);
    head.position.set(rights[k]!, headH - 6 - (staggered && !lowerOf(k) ? EVENING_HEAD_LINE : 0));
  });
  for (const t of [nameHead, ...heads]) t.scale.set(scale);
  return headH;
}
