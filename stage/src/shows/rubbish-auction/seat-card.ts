/**
 * Rubbish Auction's seat card (docs/STAGE.md, "Rubbish Auction"): the platform's frame plus the
 * seat's fame at the right of its name, a row of cards (the cards it holds out this round face
 * down as it decides, its bid face up after the reveal, its blocked card face up in red), a line
 * saying whose card it peeked at (never which value) or, when it has nothing else to say, that
 * the red card is blocked this round, and the items it won.
 */
import { Container, type Text } from 'pixi.js';
import { releaseChildren } from '../../platform/engine/release.js';
import { SeatCard } from '../../platform/ui/seat-card.js';
import { bodyText, COLOURS, displayText, fitWidth } from '../../platform/ui/theme.js';
import { moneyCard } from './money-card.js';
import type { TableSeat } from './table.js';
import { itemName, moneyText, words } from './texts.js';

const CARD_W = 46;
const CARD_H = 64;
const FAME_ROOM = 150;

/** What the row of cards shows. */
export type CardsShown = 'holding' | 'bid';

/** The least a seat's note may shrink to beside its cards before it drops what the cards show. */
const MIN_NOTE_SCALE = 0.8;

export class RubbishSeatCard extends SeatCard {
  private readonly fame: Text = displayText('', 48, COLOURS.gold);
  private readonly cards = new Container();
  // The bid and its fame change after a reveal are read from the sofa: full ink, not dimmed.
  private readonly note: Text = bodyText('', 34, COLOURS.text, { fontWeight: '400' });
  private readonly items: Text = bodyText('', 28);
  /** What the cards row was drawn for ('' = never). */
  private drawnCards = '';

  constructor() {
    super();
    this.fame.anchor.set(1, 0);
    this.body.addChild(this.fame, this.cards, this.note, this.items);
  }

  /** The cards row's container (the reveal animates it). */
  get cardRow(): Container {
    return this.cards;
  }

  show(seat: TableSeat, look: { w: number; h: number; spotlight: boolean; dimmed: boolean }, shown: CardsShown, peekOf: string): void {
    this.update(seat, { ...look, nameRoom: FAME_ROOM });
    const geo = this.geometry;
    this.fame.text = String(seat.place ? seat.total : seat.fame);
    this.fame.position.set(look.w - geo.pad, geo.nameY + 2);
    const area = geo.content;
    this.drawCards(seat, shown);
    this.cards.position.set(area.x, area.y);
    const noteX = area.x + this.cards.width + (this.cards.width > 0 ? 16 : 0);
    const noteRoom = Math.max(40, area.x + area.w - noteX);
    this.note.text = this.noteText(seat, shown, peekOf);
    // Beside a row of cards the note would shrink past reading from the sofa: the face-down cards
    // already count what it holds out, so the note keeps only whom it peeked at.
    if (fitWidth(this.note, noteRoom).scale.x < MIN_NOTE_SCALE && shown !== 'bid' && seat.holding > 0 && peekOf) {
      this.note.text = words().seat.peeked(peekOf);
      fitWidth(this.note, noteRoom);
    }
    this.note.position.set(noteX, area.y + CARD_H / 2 - (this.note.height / 2));
    this.showItems(seat, area);
  }

  /** The items won, under the cards: on two lines when one would shrink them and the card has the room, else shrunk to fit. */
  private showItems(seat: TableSeat, area: { x: number; y: number; w: number; h: number }): void {
    const items = this.items;
    // No-break spaces inside a name: two lines break between items, never inside one.
    items.text = seat.items.length ? seat.items.map((i) => itemName(i).replace(/ /g, '\u00a0')).join(' · ') : words().seat.noItems;
    items.style.fill = seat.items.length ? COLOURS.text : COLOURS.textDim;
    items.position.set(area.x, area.y + CARD_H + 10);
    const room = area.h - CARD_H - 10;
    items.visible = room >= 30;
    items.style.wordWrap = false;
    items.scale.set(1);
    const lineH = items.height;
    if (items.width > area.w && room >= 2 * lineH) {
      items.style.wordWrap = true;
      items.style.wordWrapWidth = area.w;
      if (items.height > room) items.scale.set(room / items.height);
      return;
    }
    fitWidth(items, area.w);
  }

  private noteText(seat: TableSeat, shown: CardsShown, peekOf: string): string {
    if (shown === 'bid') {
      const sum = seat.bid.reduce((a, b) => a + b, 0);
      const change = seat.fameChange === 0 ? '' : seat.fameChange > 0 ? `  +${seat.fameChange}` : `  ${seat.fameChange}`;
      return `${moneyText(sum)}${change}`;
    }
    const w = words().seat;
    if (seat.holding >= 0) return peekOf ? `${w.holding(seat.holding)} · ${w.peeked(peekOf)}` : w.holding(seat.holding);
    // Nothing else to say: the red card beside the note is explained.
    return peekOf ? w.peeked(peekOf) : seat.blocked ? w.blocked : '';
  }

  private drawCards(seat: TableSeat, shown: CardsShown): void {
    const key = `${shown}|${seat.holding}|${seat.bid.join(',')}|${seat.blocked}`;
    if (key === this.drawnCards) return;
    this.drawnCards = key;
    releaseChildren(this.cards);
    const values: (number | null)[] = shown === 'bid' ? seat.bid : Array.from({ length: Math.max(0, seat.holding) }, () => null);
    values.forEach((v, i) => {
      const c = moneyCard({ w: CARD_W, h: CARD_H, value: v });
      c.position.set(i * (CARD_W + 8), 0);
      c.label = `card ${i}`;
      this.cards.addChild(c);
    });
    if (seat.blocked && shown !== 'bid') {
      const b = moneyCard({ w: CARD_W, h: CARD_H, value: seat.blocked, blocked: true });
      b.position.set(values.length * (CARD_W + 8) + (values.length ? 16 : 0), 0);
      b.label = 'blocked';
      this.cards.addChild(b);
    }
  }
}
