/**
 * A seat's card on the table (docs/STAGE.md, "Seat cards"), the same frame for every show: the
 * avatar, the name, the connection or bot badge; the deciding seat is lifted and lit in its
 * colour, the others dim. A show's card extends it with what it draws inside (`body`, below the
 * header in `geometry.content`, and right of the name and the status line, in the room it keeps
 * free there).
 *
 * A card keeps its Pixi objects for its whole life and changes only what changed: a text's string
 * (Pixi draws a text again only then) and the frame when its size, colour or highlight changes.
 * Redrawing every object of every card on every event made the stage fall behind a fast game.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { SeatState } from '@minus/shared/platform/protocol/state';
import { seatCardGeometry, type SeatCardGeometry } from '../app/layout.js';
import { avatarBadge, avatarOf } from './icons.js';
import { release } from '../engine/release.js';
import { bodyText, COLOURS, fitWidth, hexColour } from './theme.js';
import { fitName } from './name-fit.js';
import { stageTexts } from '../i18n/texts/index.js';

export interface SeatLook {
  w: number;
  h: number;
  /** This seat decides now. */
  spotlight: boolean;
  /** Another seat decides now. */
  dimmed: boolean;
  /** Design px a show keeps free right of the name (its figure), and right of the status line (its marks). */
  nameRoom?: number;
  statusRoom?: number;
}

/** What the card's header reads of a seat. */
export type SeatHeader = Pick<SeatState, 'name' | 'avatar' | 'kind' | 'botLabel' | 'standIn' | 'left' | 'connected' | 'vip' | 'coached'>;

/** The badge of a seat whose player has the coach on in a practice game (English: it names the feature). */

/**
 * The status line under the name: only what the room needs from across it, a computer player
 * ("BOT"), a player who is away ("AWAY", or "AWAY · bot plays" while a bot stands in, "LEFT · bot plays" for one who left on
 * purpose; `short`, for a narrow line: "BOT PLAYS") and the
 * coached badge of a practice game; a player whose phone is on needs no line (the bot's level and
 * "phone on" were clutter at 3 m).
 */
export function seatStatus(seat: Pick<SeatState, 'kind' | 'standIn' | 'left' | 'connected' | 'coached'>): { text: string; online: boolean; short?: string } {
  const t = stageTexts.now().status;
  if (seat.kind === 'bot') return { text: t.bot, online: true };
  // A bot plays the seat: handed over by the VIP with its phone still there, or its phone away too
  // long ("BOT PLAYS" where the whole line would be too small: the grey dot still says away).
  if (seat.standIn) return seat.connected ? { text: t.botPlays, online: true } : { text: seat.left ? t.leftBotPlays : t.awayBotPlays, online: false, short: t.botPlays };
  const away = seat.connected ? '' : t.away;
  const text = seat.coached ? [t.coached, away].filter(Boolean).join(' · ') : away;
  return { text, online: seat.connected };
}

/** A status line shrunk below 90% of its 32 px reads too small from the sofa: its short form instead. */
const STATUS_SHORT_BELOW = 0.9;

/** Half the status line's height (design px, its 32 px font): the line is centred on `lineY`. */
const STATUS_HALF = 20;

export class SeatCard extends Container {
  private readonly glow = new Graphics();
  /** The card's inside: a show adds its objects here (they dim with the card). */
  protected readonly body = new Container();
  private readonly bg = new Graphics();
  private badge: Container | null = null;
  private readonly nameText: Text = bodyText('', 42);
  private readonly dot = new Graphics();
  private readonly statusText: Text = bodyText('', 32, COLOURS.textDim, { fontWeight: '400' });
  /** The inside's geometry as of the last update. */
  protected geometry: SeatCardGeometry = seatCardGeometry(560, 250);
  /** What the frame, badge and status dot were last drawn for ('' = never). */
  private readonly drawn = { frame: '', badge: '', dot: '', fill: -1 };

  constructor() {
    super();
    this.statusText.anchor.set(0, 0.5);
    this.body.addChild(this.bg, this.nameText, this.dot, this.statusText);
    this.addChild(this.glow, this.body);
  }

  /** Show `seat`'s header with `look` (its size in design px and its highlight), changing only what changed. */
  update(seat: SeatHeader, look: SeatLook): void {
    if (this.destroyed) return;
    this.pivot.set(look.w / 2, look.h / 2);
    const colour = hexColour(avatarOf(seat.avatar).colour);
    this.drawFrame(look, colour);
    this.body.alpha = look.dimmed ? 0.78 : 1;

    const geo = (this.geometry = seatCardGeometry(look.w, look.h));
    const PAD = geo.pad;
    const badgeKey = `${seat.avatar}|${geo.avatar.size}`;
    if (!this.badge || this.drawn.badge !== badgeKey) {
      this.drawn.badge = badgeKey;
      if (this.badge) release(this.badge);
      this.badge = avatarBadge(seat.avatar, geo.avatar.size);
      this.body.addChildAt(this.badge, 1);
    }
    this.badge.position.set(geo.avatar.x, geo.avatar.y);

    const status = seatStatus(seat);
    this.nameText.position.set(geo.textX, geo.nameY);
    // A name on two lines must end above the status line when it says something ("AWAY · bot
    // plays"), else above the show's content: a long name otherwise ran over either.
    const nameBottom = status.text ? geo.lineY - STATUS_HALF : geo.content.y;
    fitName(this.nameText, seat.name, look.w - geo.textX - PAD - (look.nameRoom ?? 0), nameBottom - geo.nameY);

    if (this.drawn.dot !== String(status.online)) {
      this.drawn.dot = String(status.online);
      this.dot.clear().circle(0, 0, 8).fill(status.online ? COLOURS.ok : COLOURS.off);
      if (!status.online) this.dot.circle(0, 0, 8).stroke({ width: 3, color: COLOURS.bgBottom });
    }
    // The dot marks an away player only; a bot's line is its gold "BOT". An away player's avatar
    // greys and the line is bold, so the sofa sees who is missing (a small salmon line alone was missed).
    this.dot.visible = !status.online;
    this.badge.alpha = status.online ? 1 : 0.4;
    const weight = status.online ? '400' : '700';
    if (this.statusText.style.fontWeight !== weight) this.statusText.style.fontWeight = weight;
    this.dot.position.set(geo.textX + 9, geo.lineY);
    const dotW = status.online ? 0 : 24;
    this.statusText.text = status.text;
    const fill = seat.kind === 'bot' ? COLOURS.gold : status.online ? COLOURS.textDim : 0xffb4a8;
    if (this.drawn.fill !== fill) {
      this.drawn.fill = fill;
      this.statusText.style.fill = fill;
    }
    this.statusText.position.set(geo.textX + dotW, geo.lineY);
    const statusW = look.w - geo.textX - dotW - PAD - (look.statusRoom ?? 0);
    fitWidth(this.statusText, statusW);
    if (status.short && this.statusText.scale.x < STATUS_SHORT_BELOW) {
      this.statusText.text = status.short;
      fitWidth(this.statusText, statusW);
    }
  }

  /** The glow (spotlight only) and the card's background, drawn again when size, colour or highlight change. */
  private drawFrame(look: SeatLook, colour: number): void {
    const key = `${look.w}|${look.h}|${look.spotlight}|${colour}`;
    if (this.drawn.frame === key) return;
    this.drawn.frame = key;
    this.glow.clear();
    if (look.spotlight) {
      this.glow.roundRect(-14, -14, look.w + 28, look.h + 28, 34).fill({ color: colour, alpha: 0.28 });
      this.glow.roundRect(-6, -6, look.w + 12, look.h + 12, 28).fill({ color: colour, alpha: 0.35 });
    }
    this.bg.clear();
    this.bg.roundRect(0, 0, look.w, look.h, 22).fill(look.spotlight ? COLOURS.surfaceHigh : COLOURS.surface);
    this.bg.roundRect(0, 0, look.w, look.h, 22).stroke({ width: look.spotlight ? 6 : 3, color: colour, alpha: look.spotlight ? 1 : 0.6 });
    this.bg.rect(0, 22, 10, look.h - 44).fill(colour);
  }
}
