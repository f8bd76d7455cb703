/**
 * Rubbish Auction's seat card (docs/STAGE.md, "Rubbish Auction"): the platform's frame plus the
 * seat's fame at the right of its name, a row of cards (the cards it holds out this round face
 * down as it decides, its bid face up after the reveal, its blocked card face up in red), a line
 * saying whose card it peeked at (never which value), and the items it won.
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
    this.note.text = this.noteText(seat, shown, peekOf);
    this.note.position.set(noteX, area.y + CARD_H / 2 - 21);
    fitWidth(this.note, Math.max(40, area.x + area.w - noteX));
    this.items.text = seat.items.length ? seat.items.map(itemName).join(' · ') : words().seat.noItems;
    this.items.style.fill = seat.items.length ? COLOURS.text : COLOURS.textDim;
    this.items.position.set(area.x, area.y + CARD_H + 10);
    this.items.visible = area.h >= CARD_H + 40;
    fitWidth(this.items, area.w);
  }

  private noteText(seat: TableSeat, shown: CardsShown, peekOf: string): string {
    if (shown === 'bid') {
      const sum = seat.bid.reduce((a, b) => a + b, 0);
      const change = seat.fameChange === 0 ? '' : seat.fameChange > 0 ? `  +${seat.fameChange}` : `  ${seat.fameChange}`;
      return `${moneyText(sum)}${change}`;
    }
    const w = words().seat;
    if (seat.holding >= 0) return peekOf ? `${w.holding(seat.holding)} · ${w.peeked(peekOf)}` : w.holding(seat.holding);
    return peekOf ? w.peeked(peekOf) : '';
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
