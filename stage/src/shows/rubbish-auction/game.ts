/**
 * Rubbish Auction's game scene (docs/STAGE.md, "Rubbish Auction"): the seats round the table on
 * their cards (fame, the cards each holds out face down as it decides, blocked cards, items won),
 * and in the centre the round, the item on offer, the First Bidder, the countdown ring with who
 * decides now ("Ben peeks at one of Ana's cards", never which value), and the fame track. The
 * reveal turns every bid face up at once, lights the top bidder, sends the item to its winner (or
 * to the bin) and slides the fame track; then the Next Auctioneer is named.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RubbishEvent } from '@minus/shared/shows/rubbish-auction/events';
import { tableLayout, type TableLayout } from '../../platform/app/layout.js';
import { DecisionClock } from '../../platform/app/decision-clock.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { release } from '../../platform/engine/release.js';
import { stopTweens, timeline, tween } from '../../platform/engine/tween.js';
import type { Screen, ShowContext, View } from '../../platform/screens/screen.js';
import { backdrop, CountdownRing } from '../../platform/ui/bits.js';
import { stageTexts } from '../../platform/i18n/texts/index.js';
import { bodyText, COLOURS, displayText, fitWidth } from '../../platform/ui/theme.js';
import { rubbishCaptions } from '@minus/shared/shows/rubbish-auction/captions';
import { REVEAL_PACE_MS, revealedRound, revealMarks, revealPlan, revealShape } from '@minus/shared/shows/rubbish-auction/reveal-pace';
import { FameTrack } from './fame-track.js';
import { RubbishSeatCard, type CardsShown } from './seat-card.js';
import { namesOf, seatLights, type Table } from './table.js';
import { decidingLine, itemName, words } from './texts.js';

const RING_R = 96;
const ITEM_H = 190;

export class GameScreen implements Screen {
  readonly root = new Container();
  private readonly table = new Container();
  private cards: RubbishSeatCard[] = [];
  private layout: TableLayout = tableLayout(3);
  private readonly roundText: Text = bodyText('', 34, COLOURS.textDim);
  private readonly itemCard = new Container();
  private readonly itemBg = new Graphics();
  private readonly itemLabel: Text = bodyText('', 30, COLOURS.textDim, { fontWeight: '400' });
  private readonly itemText: Text = displayText('', 56, COLOURS.gold);
  private readonly firstText: Text = bodyText('', 40);
  private readonly ring = new CountdownRing(RING_R);
  private readonly seconds: Text = displayText('', 64);
  private readonly decider: Text;
  private readonly track: FameTrack;
  private centreW = 544;
  /** The decision's countdown: the ring, its number, the warning and the ticks. */
  private readonly clock: DecisionClock;
  /** Whole seconds the ring shows (null: none). */
  private shownSeconds: number | null = null;
  /** A reveal is on screen: it has the centre, and the next decision's clock waits for it. */
  private revealing = false;

  constructor(private readonly ctx: ShowContext) {
    this.clock = new DecisionClock(ctx);
    this.itemText.anchor.set(0.5);
    this.itemLabel.anchor.set(0.5, 0);
    this.roundText.anchor.set(0.5, 0);
    this.firstText.anchor.set(0.5, 0);
    this.seconds.anchor.set(0.5);
    // Found by this label by the tests (the number in the countdown ring).
    this.seconds.label = 'countdown';
    this.decider = bodyText('', 40, COLOURS.text, { align: 'center', wordWrap: true, wordWrapWidth: 540 });
    this.decider.anchor.set(0.5, 0);
    this.itemCard.addChild(this.itemBg, this.itemLabel, this.itemText);
    this.track = new FameTrack(540);
    this.root.addChild(backdrop(), this.roundText, this.itemCard, this.firstText, this.ring, this.seconds, this.decider, this.track, this.table);
  }

  private place(count: number): void {
    this.layout = tableLayout(count);
    const c = this.layout.centre;
    const cx = c.x + c.w / 2;
    this.centreW = c.w;
    this.roundText.position.set(cx, c.y);
    this.itemCard.position.set(cx, c.y + 52 + ITEM_H / 2);
    this.firstText.position.set(cx, c.y + 64 + ITEM_H);
    this.ring.position.set(cx, c.y + 116 + ITEM_H + RING_R);
    this.seconds.position.set(cx, c.y + 116 + ITEM_H + RING_R);
    // Two lines at most ("Ben peeks at one of Ana's cards"), ending above the fame track's badges.
    this.decider.position.set(cx, c.y + 130 + ITEM_H + 2 * RING_R);
    this.decider.style.wordWrapWidth = c.w;
    this.track.position.set(c.x + (c.w - 540) / 2, c.y + c.h - 230);
    while (this.cards.length < count) this.table.addChild((this.cards[this.cards.length] = new RubbishSeatCard()));
    while (this.cards.length > count) release(this.cards.pop()!);
  }

  /** What the seat cards' rows show: bids from the reveal until the next item is picked. */
  private shown(t: Table): CardsShown {
    return t.lastRound > 0 && !t.item && t.phase !== 'lobby' ? 'bid' : 'holding';
  }

  sync(view: View): void {
    if (this.root.destroyed) return;
    const t = view.table as Table;
    this.place(t.seats.length);
    this.drawCards(t);
    this.drawItem(t);
    this.drawTexts(t);
    this.track.draw(t.seats.map((s) => s.avatar), t.seats.map((s) => s.fame));
  }

  private drawCards(t: Table): void {
    const shown = this.shown(t);
    const lights = seatLights(t);
    t.seats.forEach((seat, i) => {
      const rect = this.layout.seats[i]!;
      const card = this.cards[i]!;
      stopTweens(card.scale);
      card.show(seat, { w: rect.w, h: rect.h, ...lights[i]! }, shown, t.seats[seat.peekOf]?.name ?? '');
      card.position.set(rect.x + rect.w / 2, rect.y + rect.h / 2);
      card.scale.set(1);
    });
  }

  private drawItem(t: Table): void {
    stopTweens(this.itemCard, this.itemCard.scale);
    this.itemCard.alpha = 1;
    this.itemCard.scale.set(1);
    this.itemCard.position.x = this.layout.centre.x + this.layout.centre.w / 2;
    this.itemCard.position.y = this.layout.centre.y + 52 + ITEM_H / 2;
    const w = this.centreW;
    this.itemBg.clear();
    this.itemBg.roundRect(-w / 2, -ITEM_H / 2, w, ITEM_H, 26).fill(t.item ? COLOURS.surfaceHigh : COLOURS.surface).stroke({ width: t.item ? 6 : 3, color: COLOURS.gold, alpha: t.item ? 1 : 0.5 });
    const auctioneer = t.seats[t.auctioneer]?.name ?? '';
    this.itemLabel.text = t.item ? words().onOffer : t.phase === 'playing' ? words().picking : '';
    this.itemLabel.position.set(0, -ITEM_H / 2 + 16);
    fitWidth(this.itemLabel, w - 40);
    this.itemText.text = t.item ? itemName(t.item).toUpperCase() : auctioneer.toUpperCase();
    this.itemText.style.fill = t.item ? COLOURS.gold : COLOURS.text;
    this.itemText.position.set(0, 22);
    fitWidth(this.itemText, w - 40);
  }

  private drawTexts(t: Table): void {
    this.roundText.text = t.phase === 'playing' ? words().round(t.round, t.itemsLeft.length) : '';
    fitWidth(this.roundText, this.centreW);
    const first = t.seats[t.firstBidder]?.name;
    const recap = !first && t.lastRound > 0 && t.phase === 'playing';
    this.firstText.text = first ? words().firstBidder(first) : recap ? words().recap(t.lastRound, this.lastLine(t)) : '';
    // The last round's outcome is dimmed: it is a look back while the next item is picked, not news.
    this.firstText.style.fill = recap ? COLOURS.textDim : COLOURS.text;
    fitWidth(this.firstText, this.centreW);
    const who = t.seats[t.current]?.name ?? '';
    this.decider.text = who ? decidingLine(t.step, who, t.seats[t.peekOf]?.name ?? '') : '';
    this.mirrorCall();
  }

  /** The screen's live line in the page ("Ben peeks at one of Ana's cards · 12 s"; empty during a reveal). */
  private mirrorCall(): void {
    const secs = this.shownSeconds !== null && this.decider.text ? stageTexts.now().seconds(this.shownSeconds) : '';
    this.ctx.call(this.decider.text + secs);
  }

  /** The last round in one line, until the next item is picked. */
  private lastLine(t: Table): string {
    const w = t.seats[t.lastWinner]?.name ?? '';
    return t.lastDiscarded ? words().binned(itemName(t.lastItem)) : `${itemName(t.lastItem)} → ${w}`;
  }

  async play(e: RoomEvent, before: unknown, after: unknown, view: View, pace: StepPace): Promise<void> {
    if (this.root.destroyed) return;
    const ev = e as unknown as RubbishEvent;
    const b = before as Table;
    const a = after as Table;
    if (ev.type === 'revealed') return this.reveal(ev, b, a, view, pace);
    this.sync({ ...view, table: a });
    if (pace.instant) return;
    if (ev.type === 'item-picked') {
      this.itemCard.scale.set(0.6);
      await tween(this.itemCard.scale, { x: 1, y: 1, ease: 'back.out' }, 450, pace);
    } else if (ev.type === 'held-out') {
      // The new face-down cards fade in on the bidder's card.
      const row = this.cards[ev.seat]?.cardRow;
      if (row) {
        row.alpha = 0.2;
        await tween(row, { alpha: 1 }, 350, pace);
      }
    } else if (ev.type === 'peeked') {
      // The card looked into gives a little jolt (which card, and its value, stay secret).
      const card = this.cards[ev.of];
      if (card) {
        card.scale.set(1.05);
        await tween(card.scale, { x: 1, y: 1, ease: 'elastic.out' }, 450, pace);
      }
    }
  }

  /**
   * The reveal, with its lines said as it reaches them (`speaks`): every seat's face-down cards
   * flip to their values at once ("Cards up!"), the top bidder lights up and the item flies to its
   * winner or drops into the bin (who won it, for how much), the fame track slides (who gained),
   * and the Next Auctioneer is named. 4.65 s at normal pace, longer for a tie or fame gained
   * (reveal-pace.ts); a newer decision hurries it, and
   * the lines not yet said follow at once, so the live log always has them all.
   */
  private async reveal(ev: Extract<RubbishEvent, { type: 'revealed' }>, before: Table, after: Table, view: View, pace: StepPace): Promise<void> {
    this.revealing = true;
    try {
      await this.revealSteps(ev, before, after, view, pace);
    } finally {
      this.revealing = false;
    }
  }

  private async revealSteps(ev: Extract<RubbishEvent, { type: 'revealed' }>, before: Table, after: Table, view: View, pace: StepPace): Promise<void> {
    const lines = rubbishCaptions(ev, namesOf(after), (ev as { variant?: number }).variant ?? 0);
    const say = (i: number): void => { const c = lines[i]; if (c) this.ctx.say(c); };
    // Lines: the reveal, the top bid's fate, the gainers (when anyone gained), the bottom bidder;
    // each stays up for its reading time (reveal-pace.ts), as the phones and the server count it.
    const plan = revealPlan(revealShape(revealedRound(ev)));
    const marks = revealMarks(plan);
    const gainers = marks.gainers !== null && lines.length === 4;
    const p = REVEAL_PACE_MS;
    // On one clock from the reveal's start, so a slow frame makes one line late, not every line after it.
    const clock = timeline(pace);
    const rows = this.cards.map((c) => c.cardRow);
    if (!pace.instant) {
      await Promise.all([...rows.map((r) => tween(r.scale, { y: 0 }, p.flip, pace)), clock.until(marks.cardsUp)]);
      if (this.root.destroyed) return;
    }
    // Cards up: draw the bids (item still on offer), then the item's journey. The round, the item, the
    // fame before and the items won before come from the event: the table shown may already be the
    // room's state after it. The winner's card lists the item once it has landed there.
    const won = (i: number): boolean => i === ev.winner && !ev.discarded;
    const showing: Table = {
      ...after, round: ev.round, itemsLeft: before.itemsLeft, item: ev.item, firstBidder: ev.firstBidder, current: -1,
      seats: after.seats.map((s, i) => ({ ...s, fame: s.fame - (ev.fame[i] ?? 0), items: won(i) ? s.items.filter((x) => x !== ev.item) : s.items })),
    };
    this.sync({ ...view, table: { ...showing, item: '' } });
    this.drawItem(showing);
    this.firstText.text = '';
    this.decider.text = '';
    say(0);
    if (!pace.instant) {
      for (const r of this.cards.map((c) => c.cardRow)) { r.scale.y = 0; void tween(r.scale, { y: 1, ease: 'back.out' }, 260, pace); }
      await clock.until(marks.winner);
      if (this.root.destroyed) return;
      say(1);
      const target = this.cards[ev.winner];
      if (target && !ev.discarded) {
        await tween(this.itemCard, { x: target.x, y: target.y, alpha: 0.1, ease: 'power2.in' }, p.flight, pace);
        if (this.root.destroyed) return;
        this.drawCards({ ...showing, item: '', seats: showing.seats.map((s, i) => ({ ...s, items: after.seats[i]?.items ?? s.items })) });
      } else {
        await tween(this.itemCard, { y: this.itemCard.y + 120, alpha: 0, ease: 'power2.in' }, p.flight, pace);
      }
      if (this.root.destroyed) return;
      if (gainers) {
        await clock.until(marks.gainers!);
        if (this.root.destroyed) return;
        say(2);
      }
      await this.track.slide(after.seats.map((s) => s.avatar), after.seats.map((s) => s.fame), p.slide, pace);
      if (this.root.destroyed) return;
      await clock.until(marks.bottom);
      if (this.root.destroyed) return;
      say(lines.length - 1);
      this.sync({ ...view, table: after });
      // The last line's reading time: the phones open the next decision after it (the last
      // round: the Geeks follow it).
      await clock.until(marks.end);
      return;
    }
    say(1);
    if (gainers) say(2);
    say(lines.length - 1);
    this.sync({ ...view, table: after });
  }

  /** The reveal's lines come with its animation, one moment at a time. */
  speaks(event: RoomEvent): boolean {
    return event.type === 'revealed';
  }

  update(_dt: number, view: View): void {
    if (this.root.destroyed) return;
    const t = view.table as Table;
    // The clock is the room's newest state (the table shown may still be animating a step whose
    // decider has moved on before the new deadline reached it), shown while the screen shows a
    // decision. With the timer off there is nothing to count down: no empty ring either. A reveal
    // has the centre to itself: the next decision's clock (its deadline gives the reveal's time back) shows after it.
    const latest = this.ctx.latest() as Table | null;
    const live = latest && latest.seats.length === t.seats.length && latest.phase === 'playing' ? latest : t;
    this.ring.visible = live.timerMs > 0 && !this.revealing;
    const timed = t.current >= 0 && live.phase === 'playing' && live.current >= 0 && !this.revealing;
    const face = this.clock.read(timed, live.deadline, live.timerMs, live.seats[live.current]?.name ?? '');
    this.ring.draw(face.fraction, face.urgent);
    if (face.changed) {
      this.shownSeconds = face.seconds;
      this.seconds.text = face.seconds !== null ? String(face.seconds) : '';
      this.seconds.style.fill = face.urgent ? COLOURS.urgent : COLOURS.text;
      this.mirrorCall();
    }
  }

  destroy(): void {
    if (this.root.destroyed) return;
    stopTweens(this.itemCard, this.itemCard.scale, ...this.cards.flatMap((c) => [c.cardRow, c.cardRow.scale, c.scale]));
    release(this.root);
  }
}
