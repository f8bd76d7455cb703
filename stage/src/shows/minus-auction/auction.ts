/**
 * The auction scene (docs/STAGE.md, "Auction"): the cube on offer in the centre inside the
 * countdown ring, the pot under it, the seats round the table with the deciding seat lit, the
 * vault and the deck count on top. It animates the draw, refusals (a chip slides into the pot),
 * takes (the cube and the pot fly to the taker) and the spotlight moving on.
 */
import { Container, type Text } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { MinusEvent } from '@minus/shared/shows/minus-auction/events';
import { chipsText, cubeText } from '@minus/shared/shows/minus-auction/wording';
import { SEATS_DRAWN_MS } from '@minus/shared/shows/minus-auction/events-of';
import { type Rect, tableLayout, type TableLayout } from '../../platform/app/layout.js';
import type { Table } from './table.js';
import { DecisionClock } from '../../platform/app/decision-clock.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { pause, stopTweens, tween } from '../../platform/engine/tween.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import { MinusSeatCard } from './seat-card.js';
import { cubeTile } from './cube.js';
import { vaultBand, vaultLayout } from './vault-layout.js';
import { backdrop, CountdownRing } from '../../platform/ui/bits.js';
import { chip } from './chips.js';
import { bodyText, COLOURS, displayText, fitWidth } from '../../platform/ui/theme.js';
import type { Screen, ShowContext, View } from '../../platform/screens/screen.js';
import { minusStageTexts } from './texts/index.js';
import { drawRefusersRow, refusersRoom } from './refusers-row.js';
import { stageTexts } from '../../platform/i18n/texts/index.js';

const RING_R = 230;


export class AuctionScreen implements Screen {
  readonly root = new Container();
  private readonly ctx: ShowContext;
  private readonly table = new Container();
  private readonly ring = new CountdownRing(RING_R);
  private readonly offer = new Container();
  private readonly pot = new Container();
  private readonly potLabel: Text;
  private readonly decider: Text;
  private readonly info: Text;
  /** Under whose call it is: what the refusal tags ("✕ 1st", "✕ 2nd") on the cards mean (only while there are some). */
  private readonly legend = new Container();
  private readonly vault = new Container();
  /** Where the vault's label and cubes are drawn (design px): the how-to frames it. */
  private vaultAt: Rect | null = null;
  private cards: MinusSeatCard[] = [];
  private layout: TableLayout = tableLayout(3);
  private centreX = 960;
  private ringY = 430;
  /** The decision's countdown: its ring, its seconds after the decider's name, its warning and ticks. */
  private readonly clock: DecisionClock;
  /** Whole seconds left shown after the decider's name (null: no timer). */
  private shownSeconds: number | null = null;
  /** Chips sliding to the pot right now (their tweens are stopped if the screen goes). */
  private readonly flying = new Set<Container>();
  /**
   * What the offer, the vault and the legend show now (-1 or '-': nothing drawn yet): a re-sync redraws
   * them only when this changes, so the objects (and their textures) live as long as they show
   * the same thing.
   */
  private shown = { offer: -1, vault: '-', legend: '-' };
  /**
   * The room's newest table (`ShowContext.latest`): whose call, the countdown, the pot's figure and the
   * lit seat come from it at once, whatever the step being animated shows (the state is the clock).
   */
  private live: Table | null = null;
  /**
   * The cube face up on the ring with its reveal landed (0: none yet) and the lit seat (-1: none):
   * the spotlight goes to the room's deciding seat only once that seat's cube is on the ring, so
   * through a take and the next cube's draw it stays on the taker instead of running ahead to the
   * next seat (the newest state already names it, fast bots showed it before the cube).
   */
  private landed = 0;
  private lit = -1;
  /** What the live parts were last drawn from ("current:offer:pot:game"). */
  private liveKey = '';

  constructor(ctx: ShowContext) {
    this.ctx = ctx;
    this.clock = new DecisionClock(ctx);
    this.potLabel = displayText('', 56, COLOURS.gold);
    this.potLabel.anchor.set(0, 0);
    this.decider = bodyText('', 46);
    this.decider.anchor.set(0.5, 0);
    this.info = bodyText('', 34, COLOURS.textDim, { fontWeight: '400' });
    this.info.anchor.set(0.5, 0);
    this.vault.label = 'vault';
    this.offer.label = 'offer';
    this.root.addChild(backdrop(), this.vault, this.info, this.ring, this.offer, this.pot, this.potLabel, this.decider, this.legend, this.table);
  }

  private place(count: number): void {
    this.layout = tableLayout(count);
    const c = this.layout.centre;
    this.centreX = c.x + c.w / 2;
    this.ringY = c.y + 150 + RING_R;
    this.ring.position.set(this.centreX, this.ringY);
    this.offer.position.set(this.centreX, this.ringY);
    this.potLabel.position.set(this.centreX, this.ringY + RING_R + 36);
    this.decider.position.set(this.centreX, this.ringY + RING_R + 128);
    this.legend.position.set(this.centreX, this.ringY + RING_R + 214);
    this.info.position.set(this.centreX, c.y + 96);
    while (this.cards.length < count) this.table.addChild((this.cards[this.cards.length] = new MinusSeatCard()));
    while (this.cards.length > count) release(this.cards.pop()!);
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    this.live = this.ctx.latest() as Table | null;
    const t = view.table as Table;
    this.place(t.seats.length);
    this.drawOffer(t.offer);
    this.drawCards(t);
    this.drawPot(t.pot);
    this.drawVault(t.removedCount);
    this.drawTexts(t);
  }

  /** The table the live parts draw from: the newest one when it has the same seats. */
  private liveFor(t: Table): Table {
    const l = this.live;
    return l && l.seats.length === t.seats.length && l.phase === 'playing' ? l : t;
  }

  private drawCards(t: Table): void {
    // The newest table's seat while its cube is the one on the ring, else the shown table's; else (a
    // take, the next cube still drawing) the seat lit before.
    const deciding = [this.liveFor(t), t].find((x) => x.offer !== 0 && x.offer === this.landed);
    if (deciding) this.lit = deciding.current;
    t.seats.forEach((seat, i) => {
      const rect = this.layout.seats[i]!;
      const card = this.cards[i]!;
      stopTweens(card, card.scale);
      const spotlight = this.lit === i;
      card.update(seat, { w: rect.w, h: rect.h, spotlight, dimmed: this.lit >= 0 && !spotlight, refused: t.refusals.filter((s) => s === i).length });
      card.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
      card.scale.set(spotlight ? 1.035 : 1);
      card.zIndex = spotlight ? 1 : 0;
      card.label = `seat card ${i}${spotlight ? ' lit' : ''}`;
    });
    this.table.sortableChildren = true;
  }

  private drawOffer(value: number): void {
    stopTweens(this.offer, this.offer.scale);
    this.offer.alpha = 1;
    this.offer.rotation = 0;
    this.offer.scale.set(1);
    this.landed = value;
    if (value === this.shown.offer) return;
    this.shown.offer = value;
    releaseChildren(this.offer);
    if (value === 0) return;
    const tile = cubeTile(value, { w: 320, h: 240, font: 150 });
    tile.position.set(-160, -120);
    this.offer.addChild(tile);
  }

  private drawPot(pot: number): void {
    // The stack keeps its chips: only the ones it gains or loses are made or destroyed.
    const shown = Math.min(pot, 12);
    while (this.pot.children.length > shown) release(this.pot.children[this.pot.children.length - 1]!);
    for (let i = this.pot.children.length; i < shown; i++) {
      const c = chip(30);
      c.position.set((i % 2) * 8, -i * 7);
      this.pot.addChild(c);
    }
    this.drawPotLabel(pot);
  }

  /** The pot's figure (from the newest table) and the chip stack beside it, centred as a pair. */
  private drawPotLabel(stackPot: number): void {
    const pot = this.live && this.live.phase === 'playing' ? this.live.pot : stackPot;
    this.potLabel.text = minusStageTexts.now().pot(pot);
    // The chip stack (about 70 px wide) sits left of the label; the pair is centred, within the table's centre.
    const stackW = stackPot > 0 ? 90 : 0;
    fitWidth(this.potLabel, this.layout.centre.w - stackW);
    const left = this.centreX - (stackW + this.potLabel.width) / 2;
    this.potLabel.position.x = left + stackW;
    this.pot.position.set(left + 32, this.ringY + RING_R + 70);
    this.pot.visible = stackPot > 0;
  }

  /**
   * The vault's label and its `count` face-down cubes, the first `upTo` of them drawn (the game's
   * start drops them in one by one), in the band at the top of the centre column (`vaultLayout`:
   * beside the label, or under it, shrinking only when they must), so they never reach a seat card.
   */
  private drawVault(count: number, upTo = count): void {
    const key = `${count}:${upTo}`;
    if (key === this.shown.vault) return;
    this.shown.vault = key;
    releaseChildren(this.vault);
    // A custom game that hides no cube: the label says the vault is empty, centred.
    const band = vaultBand(this.layout);
    const label = bodyText(count === 0 ? minusStageTexts.now().vaultEmpty : minusStageTexts.now().vault, 32, COLOURS.gold);
    fitWidth(label, band.w);
    const at = vaultLayout(count, { w: label.width, h: label.height }, band);
    label.position.set(at.label.x, at.label.y);
    this.vault.addChild(label);
    this.vaultAt = [at.label, ...at.boxes].reduce((a, b) => {
      const x = Math.min(a.x, b.x);
      const y = Math.min(a.y, b.y);
      return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
    });
    for (const box of at.boxes.slice(0, upTo)) {
      const c = cubeTile(0, { w: box.w, h: box.h, font: 0, faceDown: true });
      c.position.set(box.x, box.y);
      this.vault.addChild(c);
    }
  }

  /** The vault's label and every one of its cubes (design px), once drawn. */
  vaultRect(): Rect | null {
    return this.vaultAt;
  }

  /** "Ana's call · 12 s": who decides, and the seconds the phones show too (shared clock method). */
  private drawDecider(shownTable: Table): void {
    const t = this.liveFor(shownTable);
    const who = t.seats[t.current];
    const secs = this.shownSeconds !== null ? stageTexts.now().seconds(this.shownSeconds) : '';
    this.decider.text = t.offer !== 0 && who ? minusStageTexts.now().call(who.name, secs) : '';
    this.ctx.call(this.decider.text);
    fitWidth(this.decider, this.layout.centre.w);
  }

  private drawTexts(t: Table): void {
    // Before the first cube (the start, read while the seats drawn are said) there is nothing to count yet.
    this.info.text = t.auction > 0 ? minusStageTexts.now().info(t.game, t.auction, t.deckLeft) : '';
    fitWidth(this.info, this.layout.centre.w);
    this.drawDecider(t);
    this.drawLegend(t);
  }

  /**
   * Who refused the cube on offer, in order, under the ring: each refuser's avatar
   * (as many as the centre column holds, six at most, then "+N" for the rest), the red cross of the cards' tags, then "refused" / "refused, in
   * order" (the tags "✕ refused ×2" say the same seat by seat); nothing before the first refusal.
   */
  /** Who refused the cube on offer, under the ring (refusers-row.ts); drawn again only when it changes. */
  private drawLegend(t: Table): void {
    const refusals = t.offer !== 0 ? t.refusals : [];
    const room = refusersRoom(this.layout, this.centreX, this.legend.y);
    const key = refusals.map((i) => `${i}:${t.seats[i]?.avatar ?? 0}`).join(',') + `|${room}`;
    if (key === this.shown.legend) return;
    this.shown.legend = key;
    releaseChildren(this.legend);
    drawRefusersRow(this.legend, refusals, t.seats, room);
  }

  async play(event: RoomEvent, beforeTable: unknown, afterTable: unknown, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    const e = event as MinusEvent;
    const before = beforeTable as Table;
    const after = afterTable as Table;
    switch (e.type) {
      case 'game-started':
        this.sync({ ...view, table: { ...after, removedCount: 0 } });
        for (let i = 0; i < after.removedCount; i++) {
          this.drawVault(after.removedCount, i);
          await pause(220, pace);
          // A step awaiting a tween may resume after the screen was destroyed (scene change,
          // lost context): it must not touch the destroyed objects.
          if (this.root.destroyed) return;
        }
        this.drawVault(after.removedCount);
        // Seats drawn at random: their line stays up long enough to read (the first decision waits as long).
        if (e.drawn) await pause(Math.max(0, SEATS_DRAWN_MS - 220 * after.removedCount), pace);
        return;
      case 'cube-revealed': {
        // Until it lands, the taker of the cube before stays lit (the game's first cube: nobody).
        this.lit = before.auction > 0 ? before.current : -1;
        this.landed = 0;
        this.sync({ ...view, table: { ...after, offer: 0 } });
        this.drawOffer(e.cube);
        if (!pace.instant) {
          // Not landed until it has come down: the spotlight waits for it.
          this.landed = 0;
          this.offer.alpha = 0;
          this.offer.y = this.ringY + 140;
          this.offer.scale.set(0.3);
          this.offer.rotation = -Math.PI;
          await Promise.all([
            tween(this.offer, { alpha: 1, y: this.ringY, rotation: 0 }, 650, pace),
            tween(this.offer.scale, { x: 1.12, y: 1.12 }, 650, pace),
          ]);
          if (this.root.destroyed) return;
          await tween(this.offer.scale, { x: 1, y: 1, ease: 'back.out' }, 250, pace);
          if (this.root.destroyed) return;
        }
        this.offer.position.set(this.centreX, this.ringY);
        this.landed = e.cube;
        this.drawCards(after);
        this.drawTexts(after);
        return;
      }
      case 'refused': {
        const card = this.cards[e.seat];
        if (card && !pace.instant) {
          const c = chip(30);
          c.position.set(card.x, card.y);
          this.root.addChild(c);
          this.flying.add(c);
          await tween(c, { x: this.pot.x, y: this.pot.y - Math.min(before.pot, 12) * 7 }, 350, pace);
          this.flying.delete(c);
          release(c);
          if (this.root.destroyed) return;
        }
        this.sync({ ...view, table: after });
        return;
      }
      case 'taken': {
        // The cube leaves the ring (one a newer state put there flies as this take's): nothing has
        // landed, so the taker stays lit whatever the newest state says.
        this.landed = 0;
        const card = this.cards[e.seat];
        if (card && !pace.instant) {
          const target = { x: card.x, y: card.y };
          await Promise.all([
            tween(this.offer, { x: target.x, y: target.y }, 700, pace),
            tween(this.offer.scale, { x: 0.3, y: 0.3 }, 700, pace),
            tween(this.pot, { x: target.x, y: target.y, alpha: 0.2 }, 700, pace),
          ]);
          if (this.root.destroyed) return;
          this.pot.alpha = 1;
        }
        this.sync({ ...view, table: after });
        if (card && !card.destroyed && !pace.instant) {
          card.scale.set(1.08);
          await tween(card.scale, { x: 1, y: 1 }, 300, pace);
        }
        return;
      }
      case 'turn': {
        this.drawCards(after);
        this.drawTexts(after);
        const seat = e.seats[0] ?? -1;
        const card = this.cards[seat];
        if (card && !pace.instant && before.current !== seat) {
          card.scale.set(1);
          await tween(card.scale, { x: 1.035, y: 1.035 }, 250, pace);
        }
        return;
      }
      default:
        this.sync({ ...view, table: after });
    }
  }

  update(_dtMs: number, view: View): void {
    if (this.root.destroyed) return;
    this.live = this.ctx.latest() as Table | null;
    const shownTable = view.table as Table;
    const t = this.liveFor(shownTable);
    const key = `${t.current}:${t.offer}:${t.pot}:${t.game}:${t.auction}`;
    if (key !== this.liveKey) {
      this.liveKey = key;
      this.drawCards(shownTable);
      this.drawDecider(shownTable);
      this.drawPotLabel(Math.min(shownTable.pot, 12) > 0 ? this.pot.children.length : 0);
    }
    const face = this.clock.read(t.offer !== 0, t.deadline, t.timerMs, t.seats[t.current]?.name ?? '');
    this.ring.draw(face.fraction, face.urgent);
    if (face.changed) {
      this.shownSeconds = face.seconds;
      this.decider.style.fill = face.urgent ? COLOURS.urgent : COLOURS.text;
      this.drawDecider(shownTable);
    }
  }

  /** The cube on offer and pot as the screen shows them (for tests and the DOM mirror). */
  describe(t: Table): string {
    return t.offer !== 0 ? minusStageTexts.now().onOffer(cubeText(t.offer), t.pot) : '';
  }

  destroy(): void {
    if (this.root.destroyed) return;
    stopTweens(this.offer, this.offer.scale, this.pot, ...this.cards, ...this.cards.map((c) => c.scale), ...this.flying);
    this.flying.clear();
    release(this.root);
  }
}
