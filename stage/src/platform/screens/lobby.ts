/**
 * The lobby (SHOW.md, "Stage layout"): the title, a big QR code of the phone join URL with the
 * room code and the URL under it ("same Wi-Fi as this screen"), the preset and timer as a menu a
 * TV remote can drive, seat slots that fill in as phones join, and how to start.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { GameEvent } from '@minus/shared/platform/protocol/events';
import type { SeatState } from '@minus/shared/platform/protocol/state';
import { MIN_SEATS } from '@minus/shared/shows/minus-auction/presets';
import { lobbyLayout, type LobbyLayout, type Rect } from '../app/layout.js';
import { MENU_ROWS, menuValues, type MenuRow } from '../app/lobby-menu.js';
import type { StepPace } from '../engine/queue.js';
import { stopTweens, tween } from '../engine/tween.js';
import { release } from '../engine/release.js';
import { avatarBadge } from '../ui/icons.js';
import { loadQr, qrSquare } from '../ui/qr.js';
import { backdrop } from '../ui/bits.js';
import { seatStatus } from '../ui/seat-card.js';
import { bodyText, COLOURS, displayText, fitWidth, shortName } from '../ui/theme.js';
import type { Screen, ShowContext, View } from './screen.js';

const ROW_LABELS: Record<MenuRow, string> = { preset: 'Preset', timer: 'Timer', bot: 'Add a bot', start: 'Start the show' };
const PRESET_BLURB: Record<string, string> = {
  show: '-3 to -35, 1 in the vault, 9 chips',
  veto: '-3 to -25, 1 in the vault, 7 chips',
  genius: '-3 to -35, 2 in the vault, 9 chips',
  classic: '-3 to -35, 9 in the vault, 7-11 chips',
  custom: 'custom rules from the VIP',
};

export class LobbyScreen implements Screen {
  readonly root = new Container();
  private readonly ctx: ShowContext;
  private readonly layout: LobbyLayout = lobbyLayout();
  private readonly qrBox = new Container();
  private readonly menu = new Container();
  private readonly seats = new Container();
  private readonly hint: Text;
  private qrFor = '';
  private seatKeys: string[] = [];

  constructor(ctx: ShowContext) {
    this.ctx = ctx;
    const l = this.layout;
    const title = displayText('MINUS AUCTION', 104, COLOURS.text, { dropShadow: { color: 0x000000, alpha: 0.5, blur: 8, distance: 6, angle: Math.PI / 2 } });
    title.position.set(l.title.x, l.title.y);
    fitWidth(title, l.title.w);
    const sub = bodyText('The game show where every cube is bad news.', 40, COLOURS.textDim, { fontWeight: '400' });
    sub.position.set(l.title.x + 4, l.title.y + 124);
    this.hint = bodyText('', 36, COLOURS.gold);
    this.root.addChild(backdrop(), title, sub, this.qrBox, this.menu, this.seats, this.hint);
    void loadQr().catch(() => {});
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    this.drawJoin(view);
    this.drawMenu(view);
    this.drawSeats(view.state.seats, null);
    this.drawHint(view);
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
    const wifi = bodyText('Scan with your phone · same Wi-Fi as this screen', 32, COLOURS.textDim, { fontWeight: '400' });
    wifi.anchor.set(0.5, 0);
    wifi.position.set(cx, l.joinText.y + 200);
    fitWidth(wifi, l.joinText.w);
    this.qrBox.addChild(code, url, wifi);
  }

  private drawMenu(view: View): void {
    for (const c of this.menu.removeChildren()) release(c);
    const box = this.layout.settings;
    const values = menuValues(view.menu, view.state.settings);
    const widths = [300, 230, 250, 300];
    let x = box.x;
    MENU_ROWS.forEach((row, i) => {
      const focused = view.menu.focus === i;
      const w = widths[i]!;
      const item = new Container();
      const bg = new Graphics().roundRect(0, 0, w - 12, 110, 18).fill(focused ? COLOURS.surfaceHigh : COLOURS.surface)
        .stroke({ width: focused ? 5 : 2, color: focused ? COLOURS.gold : COLOURS.line });
      const label = bodyText(ROW_LABELS[row], 32, focused ? COLOURS.gold : COLOURS.textDim, { fontWeight: '400' });
      label.position.set(18, 10);
      fitWidth(label, w - 40);
      const valueText = row === 'start' ? (view.state.seats.length >= MIN_SEATS ? 'Enter' : `${MIN_SEATS}+ seats`) : `${focused && row !== 'bot' ? '◀ ' : ''}${values[row]}${focused && row !== 'bot' ? ' ▶' : ''}`;
      const value = displayText(row === 'bot' ? `${focused ? '◀ ' : ''}${values.bot}${focused ? ' ▶' : ''}` : valueText, 40);
      value.position.set(18, 52);
      fitWidth(value, w - 40);
      item.addChild(bg, label, value);
      item.position.set(x, box.y);
      item.eventMode = 'static';
      item.cursor = 'pointer';
      item.on('pointertap', () => this.ctx.menuClick(i));
      this.menu.addChild(item);
      x += w;
    });
    const blurb = bodyText(PRESET_BLURB[view.state.settings.preset] ?? '', 32, COLOURS.textDim, { fontWeight: '400' });
    blurb.position.set(box.x + 4, box.y + 118);
    fitWidth(blurb, box.w);
    this.menu.addChild(blurb);
  }

  private drawSeats(seats: SeatState[], joined: number | null): void {
    const keys = seats.map((s) => `${s.id}|${s.name}|${s.avatar}|${s.connected}|${s.kind}|${s.vip}|${s.standIn}`);
    if (joined === null && keys.join('\n') === this.seatKeys.join('\n')) return;
    this.seatKeys = keys;
    for (const c of this.seats.removeChildren()) { stopTweens(c, c.scale); release(c); }
    this.layout.seats.forEach((rect, i) => {
      const seat = seats[i];
      const card = seat ? this.seatCard(seat, rect) : this.emptySlot(rect, i);
      card.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
      this.seats.addChild(card);
    });
  }

  private seatCard(seat: SeatState, rect: Rect): Container {
    const c = new Container();
    c.pivot.set(rect.w / 2, rect.h / 2);
    const bg = new Graphics().roundRect(0, 0, rect.w, rect.h, 20).fill(COLOURS.surface).stroke({ width: 3, color: COLOURS.line });
    const badge = avatarBadge(seat.avatar, 92);
    badge.position.set(rect.w / 2, 62);
    const name = bodyText(shortName(seat.name, 12), 40);
    name.anchor.set(0.5, 0);
    name.position.set(rect.w / 2, 116);
    fitWidth(name, rect.w - 24);
    const status = seatStatus(seat);
    const st = bodyText(status.text, 32, seat.kind === 'bot' ? COLOURS.gold : status.online ? COLOURS.textDim : 0xffb4a8, { fontWeight: '400' });
    st.anchor.set(0.5, 0);
    st.position.set(rect.w / 2, 164);
    fitWidth(st, rect.w - 24);
    c.addChild(bg, badge, name, st);
    c.label = `seat ${seat.name}`;
    return c;
  }

  private emptySlot(rect: Rect, i: number): Container {
    const c = new Container();
    c.pivot.set(rect.w / 2, rect.h / 2);
    const bg = new Graphics().roundRect(0, 0, rect.w, rect.h, 20).stroke({ width: 3, color: COLOURS.line, alpha: 0.6 });
    const t = bodyText(i < MIN_SEATS ? 'waiting...' : 'free seat', 32, 0x8f99c9, { fontWeight: '400' });
    t.anchor.set(0.5);
    t.position.set(rect.w / 2, rect.h / 2);
    c.addChild(bg, t);
    return c;
  }

  private drawHint(view: View): void {
    const n = view.state.seats.length;
    const need = Math.max(0, MIN_SEATS - n);
    this.hint.text = need > 0
      ? `Waiting for ${need} more player${need === 1 ? '' : 's'} (or add a bot)`
      : 'Press Enter or ask the VIP to start';
    this.hint.position.set(this.layout.settings.x + 4, this.layout.seats[0]!.y - 50);
  }

  async play(e: GameEvent, _before: unknown, _after: unknown, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    this.sync(view);
    if (e.type !== 'seat-joined' || pace.instant) return;
    const card = this.seats.children[e.seat];
    if (!card || card.destroyed) return;
    card.scale.set(0.6);
    await tween(card.scale, { x: 1, y: 1, ease: 'back.out(1.6)' }, 400, pace);
  }

  update(): void {}

  destroy(): void {
    if (this.root.destroyed) return;
    for (const c of this.seats.children) stopTweens(c, c.scale);
    release(this.root);
  }
}
