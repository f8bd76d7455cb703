/**
 * A seat's card on the table (SHOW.md, "Stage layout"): avatar, name, connection or bot badge,
 * its cubes grouped in runs (cubes that no longer count struck through), its live cube-only score,
 * and, for the cube on offer, gold chips marking when this seat refused it. The deciding seat is
 * lifted and lit in its colour; the others dim.
 */
import { Container, Graphics } from 'pixi.js';
import { runsOf } from '@minus/shared/minus/scoring';
import type { TableSeat } from '../app/table.js';
import { cubeFlow, seatCardGeometry } from '../app/layout.js';
import { avatarBadge, avatarOf } from './icons.js';
import { cubeTile } from './cube.js';
import { refusalChip } from './bits.js';
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
  private readonly body = new Container();
  private readonly glow = new Graphics();
  private tiles = new Map<number, Container>();

  constructor() {
    super();
    this.addChild(this.glow, this.body);
  }

  /** Redraw the card for `seat` with `look` (its size in design px and its highlight). */
  update(seat: TableSeat, look: SeatLook): void {
    for (const child of this.body.removeChildren()) child.destroy({ children: true });
    this.tiles.clear();
    this.pivot.set(look.w / 2, look.h / 2);
    const colour = hexColour(avatarOf(seat.avatar).colour);
    this.glow.clear();
    if (look.spotlight) {
      this.glow.roundRect(-14, -14, look.w + 28, look.h + 28, 34).fill({ color: colour, alpha: 0.28 });
      this.glow.roundRect(-6, -6, look.w + 12, look.h + 12, 28).fill({ color: colour, alpha: 0.35 });
    }
    const bg = new Graphics();
    bg.roundRect(0, 0, look.w, look.h, 22).fill(look.spotlight ? COLOURS.surfaceHigh : COLOURS.surface);
    bg.roundRect(0, 0, look.w, look.h, 22).stroke({ width: look.spotlight ? 6 : 3, color: colour, alpha: look.spotlight ? 1 : 0.6 });
    bg.rect(0, 22, 10, look.h - 44).fill(colour);
    this.body.addChild(bg);
    this.body.alpha = look.dimmed ? 0.78 : 1;

    const geo = seatCardGeometry(look.w, look.h);
    const PAD = geo.pad;
    const badge = avatarBadge(seat.avatar, geo.avatar.size);
    badge.position.set(geo.avatar.x, geo.avatar.y);
    this.body.addChild(badge);

    const score = displayText(look.final ? String(seat.finalScore) : String(seat.cubeScore), 48, look.final ? COLOURS.gold : COLOURS.text);
    score.anchor.set(1, 0);
    score.position.set(look.w - PAD, geo.nameY - 2);
    this.body.addChild(score);

    const name = bodyText(shortName(seat.name, 14), 42);
    name.position.set(geo.textX, geo.nameY);
    fitWidth(name, look.w - geo.textX - PAD - Math.max(look.final ? 200 : 120, score.width + 16));
    this.body.addChild(name);

    // Refusals of the cube on offer, in order: gold chips with the refusal's number, right of the status.
    const refusals = look.refusals.slice(-4);
    const chipStep = geo.chipR * 2 + 6;
    refusals.forEach((n, i) => {
      const chip = refusalChip(n, geo.chipR);
      chip.position.set(look.w - PAD - geo.chipR - (refusals.length - 1 - i) * chipStep, geo.chipY);
      this.body.addChild(chip);
    });

    const status = seatStatus(seat);
    const dot = new Graphics();
    dot.circle(0, 0, 8).fill(status.online ? COLOURS.ok : COLOURS.off);
    if (!status.online) dot.circle(0, 0, 8).stroke({ width: 3, color: COLOURS.bgBottom });
    dot.position.set(geo.textX + 9, geo.chipY);
    const statusText = bodyText(status.text, 32, seat.kind === 'bot' ? COLOURS.gold : status.online ? COLOURS.textDim : 0xffb4a8, { fontWeight: '400' });
    statusText.anchor.set(0, 0.5);
    statusText.position.set(geo.textX + 24, geo.chipY);
    const finalChipsW = look.final ? 170 : 0;
    fitWidth(statusText, look.w - geo.textX - 24 - PAD - Math.max(finalChipsW, refusals.length * chipStep + (refusals.length ? 8 : 0)));
    this.body.addChild(dot, statusText);

    const area = geo.cubes;
    const flow = cubeFlow(runsOf(seat.cubes), area.w, area.h);
    const cubes = new Container();
    cubes.position.set(area.x, area.y);
    // Stacked (struck) cubes go under the tiles before them in their run: draw them first, the
    // farthest from the head first.
    const order = [...flow.tiles].sort((a, b) => Number(b.stacked) - Number(a.stacked) || (a.stacked ? b.x - a.x : 0));
    for (const tile of order) {
      const c = cubeTile(tile.cube, { w: flow.w, h: flow.h, font: flow.font, struck: !tile.counted });
      c.position.set(tile.x, tile.y);
      cubes.addChild(c);
      this.tiles.set(tile.cube, c);
    }
    this.body.addChild(cubes);
    if (look.final) {
      const chips = bodyText(seat.finalChips >= 0 ? `+${seat.finalChips} chips` : '', 32, COLOURS.gold);
      chips.anchor.set(1, 0.5);
      chips.position.set(look.w - PAD, geo.chipY);
      this.body.addChild(chips);
    }
  }

  /** Where cube `value` sits on this card, in the card's parent space (for the take flight), or the card centre. */
  cubePosition(value: number): { x: number; y: number } {
    const tile = this.tiles.get(value);
    if (!tile || !this.parent) return { x: this.x, y: this.y };
    const p = this.parent.toLocal(tile.getGlobalPosition());
    return { x: p.x, y: p.y };
  }
}
