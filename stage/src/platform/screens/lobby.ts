/**
 * The lobby (docs/STAGE.md, "Lobby"): the chosen show's title (the first row of the menu: a TV
 * remote's Left and Right pick another show) and its one-line pitch, a big QR code of the phone
 * join URL with the room code and the URL under it ("same Wi-Fi as this screen"), the show's
 * rules and a computer player to add as a menu a TV remote can drive, seat slots that fill in as
 * phones join (as many as the show seats), and how to start. The same for every show.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { isPlatformEvent, type RoomEvent } from '@minus/shared/platform/protocol/events';
import type { SeatState } from '@minus/shared/platform/protocol/state';
import { LOBBY_TILE_H, lobbyLayout, tileFit, type LobbyLayout, type Rect } from '../app/layout.js';
import { focusLabel, menuHint, menuRows, menuValues } from '../app/lobby-menu.js';
import { stageTexts } from '../i18n/texts/index.js';
import type { StepPace } from '../engine/queue.js';
import { stopTweens, tween } from '../engine/tween.js';
import { release } from '../engine/release.js';
import { avatarBadge } from '../ui/icons.js';
import { loadQr, qrSquare } from '../ui/qr.js';
import { backdrop } from '../ui/bits.js';
import { seatStatus } from '../ui/seat-card.js';
import { bodyText, COLOURS, displayText, fitWidth } from '../ui/theme.js';
import { fitName } from '../ui/name-fit.js';
import type { Screen, ShowContext, View } from './screen.js';

/** The platform's own rows, in the stage's language. */
const fixedLabels = (): Record<string, string> => {
  const t = stageTexts.now().lobby;
  return { bot: t.addBot, start: t.start, replay: stageTexts.now().replayTile.tile, howto: stageTexts.now().howTo.tile, solo: t.solo, lang: t.language };
};
/** Seats a show takes when its card is not known yet (the lobby draws the most slots it can). */
const ANY_SHOW = { min: 2, max: 7 };
/** After a lit tile's value: the remote's Up and Down step it. */
const ARROWS = ' ▲▼';
/** A lobby tile's label and value sizes (design px) before they shrink to fit (`tileFit`). */
const LABEL_SIZE = 32;
const VALUE_SIZE = 40;

/** The show's title (design px), and a size smaller over a two-line pitch. */
const TITLE_SIZE = 104;
const TITLE_SIZE_TWO_LINES = 84;
/** The pitch under the title on one line (design px), and the sizes tried on two (38 px apart). */
const PITCH_SIZE = 40;
const PITCH_SIZES_TWO_LINES = [32, 30, 28] as const;
const PITCH_LINE_H = 38;

/**
 * Set the show's pitch under its title: one line at 40 px when it fits `width` (design px), else
 * wrapped at the largest of 32, 30 or 28 px that takes at most two lines (the Italian and Malay
 * pitches, squeezed onto one line, were about 13 px tall at 1280x720; Korean's fits one line at
 * 32); failing that, one line shrunk to fit. Returns the lines used.
 */
function setPitch(sub: Text, text: string, width: number): 1 | 2 {
  sub.text = text;
  sub.scale.set(1);
  sub.style.wordWrap = false;
  sub.style.fontSize = PITCH_SIZE;
  if (sub.width <= width) return 1;
  sub.style.wordWrap = true;
  sub.style.wordWrapWidth = width;
  sub.style.lineHeight = PITCH_LINE_H;
  for (const size of PITCH_SIZES_TWO_LINES) {
    sub.style.fontSize = size;
    // Wrapped to one line at this size (Korean at 32 px), the title keeps its size.
    if (sub.height <= PITCH_LINE_H + 12) return 1;
    if (sub.height <= 2 * PITCH_LINE_H + 12) return 2;
  }
  sub.style.wordWrap = false;
  sub.style.fontSize = PITCH_SIZE;
  fitWidth(sub, width);
  return 1;
}

export class LobbyScreen implements Screen {
  readonly root = new Container();
  private readonly ctx: ShowContext;
  private readonly layout: LobbyLayout = lobbyLayout();
  private readonly qrBox = new Container();
  private readonly menu = new Container();
  private readonly seats = new Container();
  private readonly hint: Text;
  private readonly titleBox = new Container();
  private readonly title: Text;
  private readonly sub: Text;
  /** How many phones watch from the audience, under the join box. */
  private readonly watching: Text;
  private qrFor = '';
  private seatKeys: string[] = [];

  constructor(ctx: ShowContext) {
    this.ctx = ctx;
    const l = this.layout;
    this.title = displayText('', TITLE_SIZE, COLOURS.text, { dropShadow: { color: 0x000000, alpha: 0.5, blur: 8, distance: 6, angle: Math.PI / 2 } });
    this.sub = bodyText('', PITCH_SIZE, COLOURS.textDim, { fontWeight: '400' });
    this.hint = bodyText('', 36, COLOURS.gold);
    this.watching = bodyText('', 32, COLOURS.text);
    this.watching.anchor.set(0.5, 0);
    this.watching.position.set(l.joinText.x + l.joinText.w / 2, l.joinText.y + 256);
    this.watching.label = 'watching';
    this.titleBox.eventMode = 'static';
    this.titleBox.cursor = 'pointer';
    this.titleBox.on('pointertap', () => this.ctx.menuClick('show'));
    this.root.addChild(backdrop(), this.titleBox, this.sub, this.qrBox, this.menu, this.seats, this.hint, this.watching);
    void loadQr().catch(() => {});
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    this.minSeats = view.lobby.card?.seats.min ?? ANY_SHOW.min;
    this.drawTitle(view);
    this.drawJoin(view);
    this.drawMenu(view);
    this.drawSeats(view.state.seats, this.slotCount(view), null);
    this.drawHint(view);
    const watching = view.state.audienceCount;
    this.watching.text = watching > 0 ? stageTexts.now().lobby.watching(watching) : '';
    fitWidth(this.watching, this.layout.joinText.w);
  }

  /** Seat slots to draw: as many as the show seats, or more when more are seated (the show just changed). */
  private slotCount(view: View): number {
    const seats = view.lobby.card?.seats ?? ANY_SHOW;
    return Math.min(this.layout.seats.length, Math.max(seats.max, view.state.seats.length));
  }

  /** The show's title (row 0 of the menu: the show picker) and its pitch. */
  private drawTitle(view: View): void {
    const l = this.layout;
    const focused = view.menu.focus === 0;
    const several = view.lobby.menu.shows.length > 1;
    const name = (view.lobby.card?.title ?? '').toUpperCase();
    const pitch = setPitch(this.sub, focused && several ? stageTexts.now().lobby.pickShow : view.lobby.card?.tagline ?? '', l.title.w);
    this.title.text = focused && several ? `${name} ▲▼` : name;
    this.title.style.fill = focused ? COLOURS.gold : COLOURS.text;
    // A two-line pitch takes the title's lower part: the title a size smaller, the pitch higher.
    this.title.style.fontSize = pitch === 2 ? TITLE_SIZE_TWO_LINES : TITLE_SIZE;
    this.title.position.set(l.title.x, l.title.y);
    fitWidth(this.title, l.title.w);
    for (const c of this.titleBox.removeChildren()) if (c !== this.title) release(c);
    if (focused) {
      const frame = new Graphics().roundRect(l.title.x - 16, l.title.y - 8, l.title.w + 32, pitch === 2 ? 104 : 126, 18)
        .fill(COLOURS.surfaceHigh).stroke({ width: 5, color: COLOURS.gold });
      this.titleBox.addChild(frame);
    }
    this.titleBox.addChild(this.title);
    this.sub.position.set(l.title.x + 4, l.title.y + (pitch === 2 ? 98 : 124));
  }

  private drawJoin(view: View): void {
    const key = `${view.join.url}|${view.state.code}`;
    if (key === this.qrFor || !view.join.url) return;
    this.qrFor = key;
    for (const c of this.qrBox.removeChildren()) release(c);
    const l = this.layout;
    // The QR module arrives on demand: draw the square when it is there (unless the lobby moved on).
    void qrSquare(view.join.url, l.qr.w).then((qr) => {
      if (this.root.destroyed || this.qrFor !== key) {
        release(qr);
        return;
      }
      qr.position.set(l.qr.x, l.qr.y);
      this.qrBox.addChildAt(qr, 0);
    }, (e: unknown) => console.warn('QR code failed', e));
    const cx = l.joinText.x + l.joinText.w / 2;
    const code = displayText(view.state.code, 132, COLOURS.gold, { letterSpacing: 18 });
    code.anchor.set(0.5, 0);
    code.position.set(cx, l.joinText.y - 6);
    const url = bodyText(view.join.display, 36);
    url.anchor.set(0.5, 0);
    url.position.set(cx, l.joinText.y + 150);
    fitWidth(url, l.joinText.w);
    const scan = stageTexts.now().lobby.scan;
    const wifi = bodyText(scan, 32, COLOURS.textDim, { fontWeight: '400', align: 'center' });
    wifi.anchor.set(0.5, 0);
    wifi.position.set(cx, l.joinText.y + 200);
    // Too long for one line at a size read from the sofa (Italian, Malay): two lines, split at its dot.
    if (fitWidth(wifi, l.joinText.w).scale.x < 0.85 && scan.includes(' · ')) {
      wifi.text = scan.replace(' · ', '\n');
      fitWidth(wifi, l.joinText.w);
    }
    this.watching.position.y = Math.max(l.joinText.y + 256, wifi.y + wifi.height + 14);
    this.qrBox.addChild(code, url, wifi);
  }

  private drawMenu(view: View): void {
    for (const c of this.menu.removeChildren()) release(c);
    const box = this.layout.settings;
    const ctx = view.lobby.menu;
    const values = menuValues(view.menu, ctx);
    const labels: Record<string, string> = { ...fixedLabels() };
    for (const r of ctx.rules) labels[r.key] = r.label;
    // Row 0, the show, is the title; the boxes are the rest. Each box is as wide as its words
    // need, and when a row's need more than it has, every box's words shrink alike (one small
    // label among big ones read as a mistake).
    const rows = menuRows(ctx).slice(1);
    const min = view.lobby.card?.seats.min ?? ANY_SHOW.min;
    const ready = view.state.seats.length >= min;
    const misfit = ready && view.state.settings.doesNotFit === true;
    const startValue = () => (!ready ? stageTexts.now().lobby.minSeats(min) : misfit ? stageTexts.now().lobby.fixRulesKey : stageTexts.now().lobby.enterKey);
    const plain = (row: string) => (row === 'start' ? startValue() : values[row] ?? '');
    // The same tiles as buttons in the page, for a screen reader or a keyboard (app/lobby-mirror.ts):
    // the start button is named by its label alone when the game can start (not by the key), and
    // says what stands in the way when it cannot (too few seats, rules that do not fit).
    this.ctx.lobbyTiles(['show', ...rows].map((row, i) => ({
      label: i === 0 ? stageTexts.now().mirror.theShow : labels[row] ?? row,
      value: row === 'start' && ready && !misfit ? '' : plain(row),
      current: view.menu.focus === i,
      press: () => this.ctx.menuClick(row),
      focus: () => this.ctx.menuClick(row, false),
    })), ctx.rules[0]?.blurb?.(ctx.settings) ?? '');
    // A value the remote can step shows ▲▼ while its tile is lit. Every such tile keeps the arrows'
    // room lit or not, so moving along the row never widens one tile and nudges its neighbours.
    const probe = displayText(ARROWS, 40);
    const arrowsW = probe.width;
    probe.destroy();
    const tiles = rows.map((row, k) => {
      const i = k + 1;
      const focused = view.menu.focus === i;
      const steps = row !== 'start' && row !== 'howto' && row !== 'replay';
      const label = bodyText(labels[row] ?? row, LABEL_SIZE, focused ? COLOURS.gold : COLOURS.textDim, { fontWeight: '400' });
      const value = displayText(`${plain(row)}${focused && steps ? ARROWS : ''}`, VALUE_SIZE);
      const room = value.width + (steps && !focused ? arrowsW : 0);
      return { row, focused, label, value, room };
    });
    // Two rows, half the boxes each, in the remote's Left/Right order (one row shrank the words to
    // about 13 px on a 1280x720 TV in English, 8 px in Malay).
    // Each box's padding: the words' 18 on either side inside its frame, and the 12 between boxes
    // (the words ran up against the right edge of a box with 40 in Italian and Malay).
    const PAD = 18 + 18 + 12;
    const split = Math.ceil(tiles.length / 2);
    const lines = [tiles.slice(0, split), tiles.slice(split)].filter((line) => line.length > 0);
    // The labels keep their size while the values shrink no smaller than them (`tileFit`).
    const fit = tileFit(lines.map((line) => line.map((t) => ({ label: t.label.width, value: t.room }))), box.w, PAD, VALUE_SIZE / LABEL_SIZE);
    const needOf = (t: { label: Text; room: number }) => Math.max(t.label.width * fit.labels, t.room * fit.values);
    const extras = lines.map((line) => Math.max(0, (box.w - PAD * line.length - line.reduce((a, t) => a + needOf(t), 0)) / line.length));
    lines.forEach((line, r) => {
      const extra = extras[r]!;
      let x = box.x;
      for (const t of line) {
        const { row, focused, label, value } = t;
        const w = needOf(t) + PAD + extra;
        const item = new Container();
        const bg = new Graphics().roundRect(0, 0, w - 12, LOBBY_TILE_H - 8, 18).fill(focused ? COLOURS.surfaceHigh : COLOURS.surface)
          .stroke({ width: focused ? 5 : 2, color: focused ? COLOURS.gold : COLOURS.line });
        label.position.set(18, 6);
        label.scale.set(fit.labels);
        value.position.set(18, 42);
        value.scale.set(fit.values);
        item.addChild(bg, label, value);
        item.position.set(x, box.y + r * LOBBY_TILE_H);
        item.eventMode = 'static';
        item.cursor = 'pointer';
        item.on('pointertap', () => this.ctx.menuClick(row));
        this.menu.addChild(item);
        x += w;
      }
    });
    const first = ctx.rules[0];
    const blurb = bodyText(first?.blurb?.(ctx.settings) ?? '', 32, COLOURS.textDim, { fontWeight: '400' });
    blurb.position.set(box.x + 4, box.y + 2 * LOBBY_TILE_H + 4);
    fitWidth(blurb, box.w);
    this.menu.addChild(blurb);
  }

  private drawSeats(seats: SeatState[], slots: number, joined: number | null): void {
    const keys = [String(slots), ...seats.map((s) => `${s.id}|${s.name}|${s.avatar}|${s.connected}|${s.kind}|${s.vip}|${s.standIn}`)];
    if (joined === null && keys.join('\n') === this.seatKeys.join('\n')) return;
    this.seatKeys = keys;
    for (const c of this.seats.removeChildren()) { stopTweens(c, c.scale); release(c); }
    this.layout.seats.slice(0, slots).forEach((rect, i) => {
      const seat = seats[i];
      const card = seat ? this.seatCard(seat, rect) : this.emptySlot(rect, i, this.minSeats);
      card.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
      this.seats.addChild(card);
    });
  }

  private seatCard(seat: SeatState, rect: Rect): Container {
    const c = new Container();
    c.pivot.set(rect.w / 2, rect.h / 2);
    const bg = new Graphics().roundRect(0, 0, rect.w, rect.h, 20).fill(COLOURS.surface).stroke({ width: 3, color: COLOURS.line });
    // Drawn for a 210 px slot; a shorter one scales its badge, name and status line alike.
    const k = Math.min(1, rect.h / 210);
    const badge = avatarBadge(seat.avatar, Math.round(92 * k));
    badge.position.set(rect.w / 2, 62 * k);
    // The lobby also names the VIP (the one whose phone starts the game, as the hint says).
    const own = seatStatus(seat);
    const status = seat.vip ? { ...own, text: [stageTexts.now().status.vip, own.text].filter(Boolean).join(' · ') } : own;
    const name = bodyText('', Math.round(40 * k));
    name.anchor.set(0.5, 0);
    name.position.set(rect.w / 2, 112 * k);
    // A long name may take the status line's room when there is no status to show.
    fitName(name, seat.name, rect.w - 24, status.text ? 48 * k : rect.h - 120 * k);
    const st = bodyText(status.text, Math.round(32 * k), seat.kind === 'bot' || (seat.vip && status.online) ? COLOURS.gold : status.online ? COLOURS.textDim : 0xffb4a8, { fontWeight: '400' });
    st.anchor.set(0.5, 0);
    st.position.set(rect.w / 2, 160 * k);
    fitWidth(st, rect.w - 24);
    c.addChild(bg, badge, name, st);
    c.label = `seat ${seat.name}`;
    return c;
  }

  /** The fewest seats the chosen show takes (as the last sync saw it). */
  private minSeats = ANY_SHOW.min;

  private emptySlot(rect: Rect, i: number, min: number): Container {
    const c = new Container();
    c.pivot.set(rect.w / 2, rect.h / 2);
    const bg = new Graphics().roundRect(0, 0, rect.w, rect.h, 20).stroke({ width: 3, color: COLOURS.line, alpha: 0.6 });
    const t = bodyText(i < min ? stageTexts.now().lobby.waiting : stageTexts.now().lobby.free, 32, 0x8f99c9, { fontWeight: '400' });
    t.anchor.set(0.5);
    t.position.set(rect.w / 2, rect.h / 2);
    c.addChild(bg, t);
    return c;
  }

  /** What the remote's keys do now (lobby-menu.ts `menuHint`), or how to start with no focus. */
  private keysHint(view: View): string {
    const ctx = view.lobby.menu;
    if (view.menu.focus < 0) return menuHint(view.menu, ctx, '');
    return menuHint(view.menu, ctx, focusLabel(view.menu, ctx));
  }

  private drawHint(view: View): void {
    const n = view.state.seats.length;
    const seats = view.lobby.card?.seats ?? ANY_SHOW;
    const need = Math.max(0, seats.min - n);
    const over = Math.max(0, n - seats.max);
    this.hint.text = over > 0
      ? stageTexts.now().lobby.over(view.lobby.card?.title ?? stageTexts.now().lobby.thisShow, seats.max, over)
      : need > 0
        ? stageTexts.now().lobby.need(need)
        : view.state.settings.doesNotFit === true
          ? stageTexts.now().lobby.rulesDontFit
          : this.keysHint(view);
    this.hint.position.set(this.layout.settings.x + 4, this.layout.seats[0]!.y - 50);
    fitWidth(this.hint, this.layout.settings.w);
  }

  async play(e: RoomEvent, _before: unknown, _after: unknown, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    this.sync(view);
    if (!isPlatformEvent(e) || e.type !== 'seat-joined' || pace.instant) return;
    const card = this.seats.children[e.seat];
    if (!card || card.destroyed) return;
    card.scale.set(0.6);
    await tween(card.scale, { x: 1, y: 1, ease: 'back.out' }, 400, pace);
  }

  update(): void {}

  destroy(): void {
    if (this.root.destroyed) return;
    this.ctx.lobbyTiles(null);
    for (const c of this.seats.children) stopTweens(c, c.scale);
    release(this.root);
  }
}
