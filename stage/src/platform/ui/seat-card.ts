/**
 * A seat's card on the table (SHOW.md, "Stage layout"): avatar, name, connection or bot badge,
 * its cubes grouped in runs (cubes that no longer count struck through), its live cube-only score,
 * and, for the cube on offer, gold chips marking when this seat refused it. The deciding seat is
 * lifted and lit in its colour; the others dim.
 *
 * A card keeps its Pixi objects for its whole life and changes only what changed: a text's string
 * (Pixi draws a text again only then), the frame when its size, colour or highlight changes, the
 * refusal chips when this seat's refusals change, and cube tiles only for cubes it did not show.
 * Redrawing every object of every card on every event made the stage fall behind a fast game.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import type { TableSeat } from '../../shows/minus-auction/table.js';
import { cubeFlow, seatCardGeometry } from '../app/layout.js';
import { avatarBadge, avatarOf } from './icons.js';
import { cubeTile } from '../../shows/minus-auction/cube.js';
import { refusalChip } from './bits.js';
import { release, releaseChildren } from '../engine/release.js';
import { bodyText, COLOURS, displayText, fitWidth, hexColour, shortName } from './theme.js';

export interface SeatLook {
  w: number;
  h: number;
  /** This seat decides now. */
  spotlight: boolean;
  /** Another seat decides now. */
  dimmed: boolean;
  /** 1-based positions of this seat's refusals of the cube on offer (gold chips; the auction's legend explains them). */
  refusals: number[];
  /** Show final chips and score instead of the live cube-only score. */
  final?: boolean;
}


/** The status line under the name: bot, stand-in, phone on or off, VIP. */
export function seatStatus(seat: Pick<TableSeat, 'kind' | 'botLabel' | 'standIn' | 'connected' | 'vip'>): { text: string; online: boolean } {
  if (seat.kind === 'bot') return { text: `BOT · ${seat.botLabel || 'computer'}`, online: true };
  if (seat.standIn) return { text: `BOT stands in (${seat.botLabel || 'computer'})`, online: false };
  const phone = seat.connected ? 'phone on' : 'phone off';
  return { text: seat.vip ? `VIP · ${phone}` : phone, online: seat.connected };
}

export class SeatCard extends Container {
  private readonly glow = new Graphics();
  private readonly body = new Container();
  private readonly bg = new Graphics();
  private badge: Container | null = null;
  private readonly score: Text = displayText('', 48);
  private readonly nameText: Text = bodyText('', 42);
  private readonly chips = new Container();
  private readonly dot = new Graphics();
  private readonly statusText: Text = bodyText('', 32, COLOURS.textDim, { fontWeight: '400' });
  private readonly cubes = new Container();
  private readonly finalChips: Text = bodyText('', 32, COLOURS.gold);
  /** Cube tiles on show, by cube and look (`value|counted|w|h|font`). */
  private tiles = new Map<string, Container>();
  /** The same tiles by cube value (for `cubePosition`). */
  private tileOf = new Map<number, Container>();
  /** What the frame, badge, status dot, refusal chips and cubes were last drawn for ('' = never). */
  private readonly drawn = { frame: '', badge: '', dot: '', chips: '', cubes: '' };

  constructor() {
    super();
    this.score.anchor.set(1, 0);
    this.statusText.anchor.set(0, 0.5);
    this.finalChips.anchor.set(1, 0.5);
    this.body.addChild(this.bg, this.score, this.nameText, this.chips, this.dot, this.statusText, this.cubes, this.finalChips);
    this.addChild(this.glow, this.body);
  }

  /** Show `seat` with `look` (its size in design px and its highlight), changing only what changed. */
  update(seat: TableSeat, look: SeatLook): void {
    if (this.destroyed) return;
    this.pivot.set(look.w / 2, look.h / 2);
    const colour = hexColour(avatarOf(seat.avatar).colour);
    this.drawFrame(look, colour);
    this.body.alpha = look.dimmed ? 0.78 : 1;

    const geo = seatCardGeometry(look.w, look.h);
    const PAD = geo.pad;
    const badgeKey = `${seat.avatar}|${geo.avatar.size}`;
    if (!this.badge || this.drawn.badge !== badgeKey) {
      this.drawn.badge = badgeKey;
      if (this.badge) release(this.badge);
      this.badge = avatarBadge(seat.avatar, geo.avatar.size);
      this.body.addChildAt(this.badge, 1);
    }
    this.badge.position.set(geo.avatar.x, geo.avatar.y);

    this.score.text = look.final ? String(seat.finalScore) : String(seat.cubeScore);
    this.score.style.fill = look.final ? COLOURS.gold : COLOURS.text;
    this.score.position.set(look.w - PAD, geo.nameY - 2);

    this.nameText.text = shortName(seat.name, 14);
    this.nameText.position.set(geo.textX, geo.nameY);
    fitWidth(this.nameText, look.w - geo.textX - PAD - Math.max(look.final ? 200 : 120, this.score.width + 16));

    // Refusals of the cube on offer, in order: gold chips with the refusal's number, right of the status.
    const refusals = look.refusals.slice(-4);
    const chipStep = geo.chipR * 2 + 6;
    const chipsKey = `${refusals.join(',')}|${geo.chipR}|${look.w}|${geo.chipY}`;
    if (this.drawn.chips !== chipsKey) {
      this.drawn.chips = chipsKey;
      releaseChildren(this.chips);
      refusals.forEach((n, i) => {
        const chip = refusalChip(n, geo.chipR);
        chip.position.set(look.w - PAD - geo.chipR - (refusals.length - 1 - i) * chipStep, geo.chipY);
        this.chips.addChild(chip);
      });
    }

    const status = seatStatus(seat);
    if (this.drawn.dot !== String(status.online)) {
      this.drawn.dot = String(status.online);
      this.dot.clear().circle(0, 0, 8).fill(status.online ? COLOURS.ok : COLOURS.off);
      if (!status.online) this.dot.circle(0, 0, 8).stroke({ width: 3, color: COLOURS.bgBottom });
    }
    this.dot.position.set(geo.textX + 9, geo.chipY);
    this.statusText.text = status.text;
    this.statusText.style.fill = seat.kind === 'bot' ? COLOURS.gold : status.online ? COLOURS.textDim : 0xffb4a8;
    this.statusText.position.set(geo.textX + 24, geo.chipY);
    const finalChipsW = look.final ? 170 : 0;
    fitWidth(this.statusText, look.w - geo.textX - 24 - PAD - Math.max(finalChipsW, refusals.length * chipStep + (refusals.length ? 8 : 0)));

    this.drawCubes(seat.cubes, geo.cubes);
    this.finalChips.visible = !!look.final;
    if (look.final) {
      this.finalChips.text = seat.finalChips >= 0 ? `+${seat.finalChips} chips` : '';
      this.finalChips.position.set(look.w - PAD, geo.chipY);
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

  /**
   * The cubes in runs, laid out by `cubeFlow` into `area`. A tile whose cube and look did not
   * change is kept (and moved); new ones are made; tiles no longer shown are released.
   */
  private drawCubes(values: readonly number[], area: { x: number; y: number; w: number; h: number }): void {
    this.cubes.position.set(area.x, area.y);
    const key = `${values.join(',')}|${area.w}|${area.h}`;
    if (this.drawn.cubes === key) return;
    this.drawn.cubes = key;
    const flow = cubeFlow(runsOf(values), area.w, area.h);
    // Stacked (struck) cubes go under the tiles before them in their run: draw them first, the
    // farthest from the head first.
    const order = [...flow.tiles].sort((a, b) => Number(b.stacked) - Number(a.stacked) || (a.stacked ? b.x - a.x : 0));
    const old = this.tiles;
    this.tiles = new Map();
    this.tileOf.clear();
    this.cubes.removeChildren();
    for (const tile of order) {
      const k = `${tile.cube}|${tile.counted}|${flow.w}|${flow.h}|${flow.font}`;
      let c = old.get(k);
      if (c) old.delete(k);
      else c = cubeTile(tile.cube, { w: flow.w, h: flow.h, font: flow.font, struck: !tile.counted });
      c.position.set(tile.x, tile.y);
      this.cubes.addChild(c);
      this.tiles.set(k, c);
      this.tileOf.set(tile.cube, c);
    }
    for (const c of old.values()) release(c);
  }

  /** Where cube `value` sits on this card, in the card's parent space (for the take flight), or the card centre. */
  cubePosition(value: number): { x: number; y: number } {
    const tile = this.tileOf.get(value);
    if (!tile || !this.parent) return { x: this.x, y: this.y };
    const p = this.parent.toLocal(tile.getGlobalPosition());
    return { x: p.x, y: p.y };
  }
}
