/**
 * A Minus Auction seat card (docs/STAGE.md, "Seat cards"): the platform's card (avatar, name,
 * status, spotlight) with the seat's cubes grouped in runs (cubes that no longer count struck
 * through), its live cube-only score at the right of the name, and, for the cube on offer, a tag
 * on the status line ("✕ refused", "✕ refused ×2") when this seat refused it; at the end, its
 * chips and score.
 * Only what changed is drawn again: the refusal chips when this seat's refusals change, cube
 * tiles only for cubes it did not show.
 */
import { Container, type Text } from 'pixi.js';
import { runsOf } from '@minus/shared/shows/minus-auction/scoring';
import type { TableSeat } from './table.js';
import { cubeFlow } from './cube-flow.js';
import { cubeTile } from './cube.js';
import { refusalMark } from './chips.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import { SeatCard, type SeatLook } from '../../platform/ui/seat-card.js';
import { bodyText, COLOURS, displayText } from '../../platform/ui/theme.js';
import { minusStageTexts } from './texts/index.js';

export interface MinusSeatLook extends SeatLook {
  /** Times this seat refused the cube on offer (its tag says how many; the auction's legend gives the order). */
  refused: number;
  /** Show final chips and score instead of the live cube-only score. */
  final?: boolean;
}

export class MinusSeatCard extends SeatCard {
  private readonly score: Text = displayText('', 48);
  private readonly chips = new Container();
  private readonly cubes = new Container();
  private readonly finalChips: Text = bodyText('', 32, COLOURS.gold);
  /** Cube tiles on show, by cube and look (`value|counted|w|h|font`). */
  private tiles = new Map<string, Container>();
  /** The same tiles by cube value (for `cubePosition`). */
  private tileOf = new Map<number, Container>();
  /** What the refusal chips and cubes were last drawn for ('' = never). */
  private readonly shownKeys = { chips: '', cubes: '' };

  constructor() {
    super();
    this.score.anchor.set(1, 0);
    this.finalChips.anchor.set(1, 0.5);
    this.body.addChild(this.score, this.chips, this.cubes, this.finalChips);
  }

  /** Show `seat` with `look` (its size in design px and its highlight), changing only what changed. */
  override update(seat: TableSeat, look: MinusSeatLook): void {
    if (this.destroyed) return;
    this.score.text = look.final ? String(seat.finalScore) : String(seat.cubeScore);
    this.score.style.fill = look.final ? COLOURS.gold : COLOURS.text;
    // Refusals of the cube on offer: one tag, right of the status ("✕ refused", "✕ refused ×2").
    const times = look.refused;
    const finalChipsW = look.final ? 170 : 0;
    // The tag at the last geometry's size (made again below if the card's size changes it).
    const tag = times ? this.refusalTag(times, this.geometry.markR) : null;
    super.update(seat, {
      ...look,
      nameRoom: Math.max(look.final ? 200 : 120, this.score.width + 16),
      statusRoom: Math.max(finalChipsW, tag ? Math.ceil(tag.width) + 8 : 0),
    });
    const geo = this.geometry;
    const PAD = geo.pad;
    this.score.position.set(look.w - PAD, geo.nameY - 2);
    const shown = times ? this.refusalTag(times, geo.markR) : null;
    if (shown) shown.position.set(look.w - PAD - shown.width, geo.lineY);
    else if (this.chips.children.length) {
      releaseChildren(this.chips);
      this.shownKeys.chips = '';
    }
    this.drawCubes(seat.cubes, geo.content);
    this.finalChips.visible = !!look.final;
    if (look.final) {
      this.finalChips.text = seat.finalChips >= 0 ? minusStageTexts.now().finalChips(seat.finalChips) : '';
      this.finalChips.position.set(look.w - PAD, geo.lineY);
    }
  }

  /** The refusal tag for `times` refusals at marker size `r` (in `chips`), made again only when either or the language changed. */
  private refusalTag(times: number, r: number): Container {
    const key = `${times}|${r}|${minusStageTexts.now().refusedTag(times)}`;
    if (this.shownKeys.chips !== key || !this.chips.children[0]) {
      this.shownKeys.chips = key;
      releaseChildren(this.chips);
      this.chips.addChild(refusalMark(times, r));
    }
    return this.chips.children[0] as Container;
  }

  /**
   * The cubes in runs, laid out by `cubeFlow` into `area`. A tile whose cube and look did not
   * change is kept (and moved); new ones are made; tiles no longer shown are released.
   */
  private drawCubes(values: readonly number[], area: { x: number; y: number; w: number; h: number }): void {
    this.cubes.position.set(area.x, area.y);
    const key = `${values.join(',')}|${area.w}|${area.h}`;
    if (this.shownKeys.cubes === key) return;
    this.shownKeys.cubes = key;
    const flow = cubeFlow(runsOf(values), area.w, area.h);
    // Stacked (struck) cubes go under the tiles before them in their run: draw them first, the
    // farthest from the head first.
    const order = [...flow.tiles].sort((a, b) => Number(b.stacked) - Number(a.stacked) || (a.stacked ? b.x - a.x : 0));
    const old = this.tiles;
    this.tiles = new Map();
    this.tileOf.clear();
    this.cubes.removeChildren();
    for (const tile of order) {
      const k = `${tile.cube}|${tile.counted}|${tile.stacked}|${flow.w}|${flow.h}|${flow.font}`;
      let c = old.get(k);
      if (c) old.delete(k);
      else c = cubeTile(tile.cube, { w: flow.w, h: flow.h, font: flow.font, struck: !tile.counted, blank: tile.stacked });
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
