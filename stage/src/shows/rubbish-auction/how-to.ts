/**
 * Rubbish Auction's "how to play" on the stage (platform app/how-to-player.ts): the show module's
 * shared script (shared shows/rubbish-auction/how-to/script.ts) drawn by the game scene itself, the
 * same seat cards, item card, fame track and reveal as a real game, fed the script's made-up
 * table. Each beat's events play as the room's would (an item picked, cards held out, a peek, the
 * reveal). On top: the how-to's heading where a game's countdown ring would be, a panel with what
 * only the followed player's phone knows (its secret Geek and the card it peeked at; a real stage
 * never shows either), and a gold frame on what the beat points at.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { HowToBeat } from '@minus/shared/platform/how-to';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { GEEK_BONUS, geekOf, isGeekId } from '@minus/shared/shows/rubbish-auction/geeks';
import { rubbishHowTo, type RubbishHowToTable } from '@minus/shared/shows/rubbish-auction/how-to/script';
import { howToView, quietContext, type HowToScene, type StageHowTo } from '../../platform/app/how-to-player.js';
import { tableLayout, type Rect } from '../../platform/app/layout.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import type { ShowContext } from '../../platform/screens/screen.js';
import { howToHeader } from '../../platform/ui/how-to-header.js';
import { bodyText, COLOURS, displayText, fitWidth } from '../../platform/ui/theme.js';
import { GameScreen } from './game.js';
import { applyEvent, tableFromState, type Table } from './table.js';
import { geekName, itemName, moneyText, words } from './texts.js';

/** The heading's top below the centre's top: where the game scene's countdown ring would be (game.ts; the how-to has no clock). */
const HEADER_Y = 340;
/** How far above the peek line the gold frame round it reaches, its stroke included (design px). */
const PEEK_FRAME_ABOVE = 16;
/** Space between the Geek part's bottom (12 px under the wants) and the peek line: the frame and a few px to spare. */
const PEEK_GAP = PEEK_FRAME_ABOVE - 4;
/** The secret panel's size (design px). */
const PANEL_H = 260;

class RubbishHowToScene implements HowToScene {
  readonly root = new Container();
  private readonly game: GameScreen;
  private readonly panel = new Container();
  private readonly spot = new Graphics();
  private header: Container | null = null;
  private table: Table = tableFromState(rubbishHowTo.beats[0]!.table.state as unknown as RoomStateShape);
  /** Counts beats, so a beat's animations stop once the next beat has begun. */
  private shownBeat = -1;
  private clock = 0;
  /** The panel's Geek part's height, and the top of its peek line (0: none), design px from the panel's top. */
  private geekH = 0;
  private peekY = 0;

  constructor(ctx: ShowContext, private readonly skip: () => void) {
    this.game = new GameScreen(quietContext(ctx, () => this.table));
    this.root.addChild(this.game.root, this.panel, this.spot);
  }

  beat(i: number, count: number, beat: HowToBeat, pace: StepPace): void {
    if (this.root.destroyed) return;
    const t = beat.table as RubbishHowToTable;
    const after = tableFromState(t.state as unknown as RoomStateShape);
    this.shownBeat = i;
    void this.playEvents(i, t.events as unknown as RoomEvent[], this.table, after, pace);
    const l = tableLayout(t.state.seats.length);
    if (this.header) release(this.header);
    this.header = howToHeader(i + 1, count, Math.min(l.centre.w, 760), this.skip);
    this.header.position.set(l.centre.x + l.centre.w / 2, l.centre.y + HEADER_Y);
    this.root.addChild(this.header);
    this.drawPanel(t, this.panelRect(t));
    this.drawSpot(t);
  }

  /** Play the beat's events one after another on the game scene, then show the beat's table as the state gives it. */
  private async playEvents(beat: number, events: RoomEvent[], from: Table, after: Table, pace: StepPace): Promise<void> {
    let before = from;
    this.table = after;
    if (events.length === 0) {
      this.game.sync(howToView(after));
      return;
    }
    for (const event of events) {
      const next = applyEvent(before, event as never);
      await this.game.play(event, before, next, howToView(next), pace).catch(() => undefined);
      if (this.root.destroyed || this.shownBeat !== beat) return;
      before = next;
    }
    this.game.sync(howToView(after));
  }

  /** The secret panel's place: the right column, beside the followed seat's card (above or below it). */
  private panelRect(t: RubbishHowToTable): Rect {
    const l = tableLayout(t.state.seats.length);
    const card = l.seats[t.me]!;
    const below = card.y + card.h + 16;
    const y = below + PANEL_H <= l.caption.y - 16 ? below : card.y - 16 - PANEL_H;
    return { x: card.x, y, w: card.w, h: PANEL_H };
  }

  /** What only the followed player's phone shows: its Geek and what it wants; once it peeked, the card it saw. */
  private drawPanel(t: RubbishHowToTable, r: Rect): void {
    releaseChildren(this.panel);
    this.geekH = 0;
    this.peekY = 0;
    const me = t.state.seats[t.me];
    if (!me || !isGeekId(me.geek)) return;
    const h = words().howTo;
    const g = geekOf(me.geek);
    const pad = 24;
    const label: Text = bodyText(h.geek(me.name), 30, COLOURS.textDim);
    label.position.set(pad, 16);
    const name: Text = displayText(geekName(g.id), 40, COLOURS.gold);
    name.position.set(pad, 52);
    const wants: Text = bodyText(h.wants(g.wants.map(itemName), GEEK_BONUS), 32, COLOURS.text, { wordWrap: true, wordWrapWidth: r.w - 2 * pad, fontWeight: '400' });
    wants.position.set(pad, 104);
    fitWidth(label, r.w - 2 * pad);
    fitWidth(name, r.w - 2 * pad);
    this.geekH = wants.y + wants.height + 12;
    const parts: Container[] = [label, name, wants];
    const of = t.state.seats[me.peekOf];
    if (of && me.peekedCard) {
      const seen: Text = bodyText(`${h.peeked(me.name, of.name)} ${moneyText(me.peekedCard)}`, 32, COLOURS.gold);
      // Far enough below the wants that the beat's gold frame round this line (PEEK_FRAME_ABOVE) stays clear of their last line.
      this.peekY = Math.max(this.geekH + PEEK_GAP, r.h - 54);
      seen.position.set(pad, this.peekY);
      fitWidth(seen, r.w - 2 * pad);
      parts.push(seen);
    }
    const height = Math.max(r.h, (this.peekY ? this.peekY + 50 : this.geekH) + 8);
    const bg = new Graphics().roundRect(0, 0, r.w, height, 24).fill(COLOURS.surface).stroke({ width: 3, color: COLOURS.gold, alpha: 0.6 });
    this.panel.addChild(bg, ...parts);
    this.panel.position.set(r.x, r.y);
  }

  /** A gold frame round what the beat points at. */
  private drawSpot(t: RubbishHowToTable): void {
    this.spot.clear();
    const l = tableLayout(t.state.seats.length);
    const frame = (r: Rect): void => void this.spot.roundRect(r.x - 10, r.y - 10, r.w + 20, r.h + 20, 24).stroke({ width: 8, color: COLOURS.gold });
    const panel = this.panelRect(t);
    if (t.spot === 'geek') frame({ ...panel, h: this.geekH });
    else if (t.spot === 'peek') frame({ ...panel, y: panel.y + this.peekY - PEEK_FRAME_ABOVE + 14, h: 44 });
    else if (t.spot === 'fame') frame({ x: l.centre.x + (l.centre.w - 560) / 2, y: l.centre.y + l.centre.h - 140, w: 560, h: 136 });
    else if (t.spot === 'faceup') t.state.seats.forEach((s, i) => { if (s.blocked) frame(l.seats[i]!); });
  }

  update(dtMs: number): void {
    if (this.root.destroyed) return;
    this.clock += dtMs;
    this.spot.alpha = 0.55 + 0.45 * Math.abs(Math.sin(this.clock / 350));
    this.game.update(dtMs, howToView(this.table));
  }

  destroy(): void {
    this.game.destroy();
    release(this.root);
  }
}

/** The stage part's how-to: the module's script and its scene. */
export const rubbishStageHowTo: StageHowTo = {
  script: rubbishHowTo,
  scene: (ctx, skip) => new RubbishHowToScene(ctx, skip),
};
