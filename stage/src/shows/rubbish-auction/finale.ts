/**
 * Rubbish Auction's finale (docs/STAGE.md, "Rubbish Auction"): one row per seat with its fame and
 * items; the Geeks are turned over one by one, each with the items it wanted and its +30s counted
 * onto the seat's fame; then the rows take their places, the winner's banner comes up, and only
 * then tonight's table and the join box (the platform's results frame). Its steps take the shared
 * `RUBBISH_FINALE_MS`, which the phones also use to hold their results until the TV has shown them.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import { rubbishCaptions } from '@minus/shared/shows/rubbish-auction/captions';
import type { RubbishEvent } from '@minus/shared/shows/rubbish-auction/events';
import { RUBBISH_FINALE_MS } from '@minus/shared/shows/rubbish-auction/finale';
import { geekOf, isGeekId, type GeekId } from '@minus/shared/shows/rubbish-auction/geeks';
import { CAPTION_BAR, RESULTS_HINT, SAFE_AREA } from '../../platform/app/layout.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import { stopTweens, timeline, tween } from '../../platform/engine/tween.js';
import type { Screen, ShowContext, View } from '../../platform/screens/screen.js';
import { backdrop } from '../../platform/ui/bits.js';
import { avatarBadge } from '../../platform/ui/icons.js';
import { ResultsFrame } from '../../platform/ui/results-frame.js';
import { bodyText, COLOURS, displayText, fitWidth, ordinal } from '../../platform/ui/theme.js';
import { fitName } from '../../platform/ui/name-fit.js';
import { namesOf, type Table, type TableSeat } from './table.js';
import { geekName, itemName, words } from './texts.js';

const LEFT_W = 1224;
/**
 * The head over the fame column ("fame + Geek = total", 32 px, once the first Geek is shown), on
 * its own line between the hint and the rows: under each row's sum it had room only for 26 px.
 */
const SUM_HEAD = { y: SAFE_AREA.y + 154, h: 40, px: 32 } as const;
const ROWS_Y = SUM_HEAD.y + SUM_HEAD.h + 10;
const RIGHT_X = SAFE_AREA.x + LEFT_W + 40;
const RIGHT_W = SAFE_AREA.x + SAFE_AREA.w - RIGHT_X;
const QR = 200;
/** Width of a row's Geek box: its name and its wanted items, design px. */
const GEEK_W = 440;

/** A seat's Geek's wanted items, each ticked when won ("✓ Rubber duck"); null while its Geek is not known. */
function wantedLines(seat: TableSeat): string[] | null {
  if (!isGeekId(seat.shownGeek)) return null;
  return geekOf(seat.shownGeek as GeekId).wants.map((id) => `${seat.items.includes(id) ? '✓' : '✗'} ${itemName(id)}`);
}

/** Whether a seat's wanted items fit one line at 30 px (`GEEK_W`); true for an unknown Geek. */
function wantsFitOneLine(seat: TableSeat): boolean {
  const wanted = wantedLines(seat);
  if (!wanted || wanted.length < 2) return true;
  const probe = bodyText(wanted.join('   '), 30, COLOURS.text, { fontWeight: '400' });
  const fits = probe.width <= GEEK_W;
  probe.destroy();
  return fits;
}

/** The banner line: the winner, or the shared first place. */
function bannerText(t: Table): string {
  const w = words().finale;
  if (t.winner >= 0 && t.seats[t.winner]) return w.wins(t.seats[t.winner]!.name.trim());
  return t.seats.filter((s) => s.place === 1).length > 1 ? w.shared : w.geeks;
}

export class FinaleScreen implements Screen {
  readonly root = new Container();
  private readonly rows = new Container();
  private readonly sumHead: Text;
  private readonly frame: ResultsFrame;

  constructor(private readonly ctx: ShowContext) {
    const bottom = CAPTION_BAR.y - 16;
    this.frame = new ResultsFrame(ctx, {
      banner: { x: SAFE_AREA.x, y: SAFE_AREA.y, w: LEFT_W, h: 96 },
      hint: { ...RESULTS_HINT, w: LEFT_W },
      // Down to the join box: a long evening's rows get shorter before any gives way to "+3 more".
      evening: { x: RIGHT_X, y: SAFE_AREA.y, w: RIGHT_W, h: bottom - QR - 12 - SAFE_AREA.y },
      joinQr: { x: RIGHT_X, y: bottom - QR, w: QR, h: QR },
      joinText: { x: RIGHT_X + QR + 24, y: bottom - QR, w: RIGHT_W - QR - 24, h: QR },
    });
    this.sumHead = bodyText('', SUM_HEAD.px, COLOURS.textDim, { fontWeight: '400' });
    this.sumHead.anchor.set(1, 1);
    this.sumHead.position.set(SAFE_AREA.x + LEFT_W - 24, SUM_HEAD.y + SUM_HEAD.h);
    this.sumHead.label = 'fame sum';
    this.root.addChild(backdrop(), ...this.frame.parts, this.sumHead, this.rows);
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    const t = view.table as Table;
    this.drawRows(t, () => true, true);
    this.frame.setBanner(bannerText(t), true, '', t.winner < 0);
    this.frame.showAfter(view);
  }

  /** One row per seat; `shown(i)`: seat i's Geek is turned over. By place once every Geek is shown. */
  private drawRows(t: Table, shown: (i: number) => boolean, byPlace: boolean): void {
    for (const c of this.rows.removeChildren()) { stopTweens(c); release(c); }
    const order = t.seats.map((_, i) => i);
    if (byPlace) order.sort((a, b) => (t.seats[a]!.place || 99) - (t.seats[b]!.place || 99) || a - b);
    const h = Math.min(128, Math.floor((CAPTION_BAR.y - 16 - ROWS_Y) / Math.max(1, t.seats.length)) - 8);
    // One layout for every row, chosen from every Geek (shown yet or not), so rows never mix and none changes mid-reveal.
    const stacked = t.seats.some((seat) => !wantsFitOneLine(seat));
    // The sum's head says what each shown sum adds up: fame from the auctions, the Geek's bonus, the total.
    this.sumHead.text = words().finale.sum;
    this.sumHead.scale.set(1);
    fitWidth(this.sumHead, LEFT_W - 24 - 420);
    this.sumHead.visible = t.seats.some((_, i) => shown(i));
    order.forEach((i, rank) => {
      const row = this.row(t.seats[i]!, shown(i), byPlace, i === t.winner, h, stacked);
      row.position.set(SAFE_AREA.x, ROWS_Y + rank * (h + 8));
      row.label = `row ${i}`;
      this.rows.addChild(row);
    });
  }

  private row(seat: TableSeat, geekShown: boolean, placed: boolean, winner: boolean, h: number, stacked: boolean): Container {
    const c = new Container();
    const lit = winner && placed;
    c.addChild(new Graphics().roundRect(0, 0, LEFT_W, h, 18).fill(lit ? COLOURS.surfaceHigh : COLOURS.surface).stroke({ width: lit ? 5 : 2, color: lit ? COLOURS.gold : COLOURS.line }));
    const place = displayText(placed && seat.place ? ordinal(seat.place) : '', 40, seat.place === 1 ? COLOURS.gold : COLOURS.text);
    place.anchor.set(0.5);
    place.position.set(52, h / 2);
    fitWidth(place, 2 * 52 - 16); // inside the row's frame, clear of the avatar, in every language
    const badge = avatarBadge(seat.avatar, 56);
    badge.position.set(138, h / 2);
    const name = bodyText('', 40);
    name.anchor.set(0, 0.5);
    name.position.set(180, h / 2);
    fitName(name, seat.name, 220, h - 8);
    const geek = this.geekBox(seat, geekShown, h, stacked);
    geek.position.set(420, 0);
    const fame = displayText(geekShown ? `${seat.fame} + ${seat.bonus} = ${seat.total}` : String(seat.fame), 44, geekShown ? COLOURS.gold : COLOURS.text);
    fame.anchor.set(1, 0.5);
    fame.position.set(LEFT_W - 24, h / 2);
    fame.label = 'fame';
    fitWidth(fame, 330);
    c.addChild(place, badge, name, geek, fame);
    return c;
  }

  /**
   * The Geek's name and its two wanted items (ticked when won), on one line at 30 px when every
   * row's fit (`stacked` false), else one a line at 28 px; or a face-down card before its turn.
   */
  private geekBox(seat: TableSeat, shown: boolean, h: number, stacked: boolean): Container {
    const box = new Container();
    if (!shown || !isGeekId(seat.shownGeek)) {
      const back = bodyText(words().finale.secret(seat.items.length), 32, COLOURS.textDim, { fontWeight: '400' });
      back.anchor.set(0, 0.5);
      back.position.set(0, h / 2);
      box.addChild(back);
      return box;
    }
    const g = geekOf(seat.shownGeek as GeekId);
    const title = bodyText(geekName(g.id), 34, COLOURS.gold);
    title.position.set(0, h / 2 - 44);
    fitWidth(title, GEEK_W);
    const wanted = wantedLines(seat)!;
    if (!stacked || wanted.length < 2) {
      const line = bodyText(wanted.join('   '), 30, COLOURS.text, { fontWeight: '400' });
      line.position.set(0, h / 2 + 2);
      fitWidth(line, GEEK_W);
      box.addChild(title, line);
      return box;
    }
    // Too long for one line at a size read from the sofa (Italian, Malay): one item a line.
    title.position.y = h / 2 - 52;
    wanted.forEach((text, k) => {
      const item = bodyText(text, 28, COLOURS.text, { fontWeight: '400' });
      item.position.set(0, h / 2 - 10 + k * 32);
      fitWidth(item, GEEK_W);
      box.addChild(item);
    });
    box.addChild(title);
    return box;
  }

  /** The finale on one timeline: the intro, each Geek with its caption, then the places and the banner. */
  async play(e: RoomEvent, _before: unknown, afterTable: unknown, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    const ev = e as unknown as RubbishEvent & { variant?: number };
    if (ev.type !== 'game-over') return this.sync(view);
    const after = afterTable as Table;
    const s = RUBBISH_FINALE_MS;
    const clock = timeline(pace);
    const lines = rubbishCaptions(ev, namesOf(after), ev.variant ?? 0);
    this.frame.hideAfter();
    this.frame.setBanner(words().finale.geeks, false, words().finale.whoWasWho, false);
    const shown = new Set<number>();
    this.drawRows(after, (i) => shown.has(i), false);
    if (lines[0]) this.ctx.say(lines[0]);
    let at = s.intro;
    await clock.until(at);
    for (let i = 0; i < after.seats.length; i++) {
      if (this.root.destroyed) return;
      shown.add(i);
      this.drawRows(after, (k) => shown.has(k), false);
      // The captions: the intro, one line per seat's Geek in seat order, then the winner.
      const line = lines.length === after.seats.length + 2 ? lines[1 + i] : undefined;
      if (line) this.ctx.say(line);
      const row = this.rows.children[i];
      if (row && !pace.instant) {
        row.alpha = 0.3;
        void tween(row, { alpha: 1 }, 400, pace);
      }
      at += s.perSeat;
      await clock.until(at);
    }
    if (this.root.destroyed) return;
    this.drawRows(after, () => true, true);
    this.frame.setBanner(bannerText(after), true, '', after.winner < 0);
    this.frame.showAfter(view);
    const last = lines[lines.length - 1];
    if (last && lines.length > 1) this.ctx.say(last);
    at += s.banner;
    await clock.until(at);
  }

  update(): void {}

  /** The game-over event's lines come with the reveal, one Geek at a time. */
  speaks(event: RoomEvent): boolean {
    return event.type === 'game-over';
  }

  key(key: string): boolean {
    return this.frame.key(key);
  }

  destroy(): void {
    if (this.root.destroyed) return;
    this.frame.stop();
    for (const c of this.rows.children) stopTweens(c);
    releaseChildren(this.rows);
    release(this.root);
  }
}

