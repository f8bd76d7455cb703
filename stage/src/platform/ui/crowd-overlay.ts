/**
 * The crowd on the TV (state `crowd`, protocol state.ts `CrowdState`), drawn over any show's
 * screens without touching them: during a game, a tab on top of each seat card with the crowd's
 * guesses for that seat as they come in, with the seat's avatar (the crowd's pick in gold); a burst of "Cheer!" and
 * "Groan" bubbles rising over the table when watchers cheer or groan. The finale's best guessers
 * are the results frame's (results-frame.ts), under tonight's table. The seat
 * cards' places come from the platform's table layout.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { CrowdState, RoomStateShape } from '@minus/shared/platform/protocol/state';
import { CROWD_TAB, crowdTab, tableLayout, type Rect } from '../app/layout.js';
import { release } from '../engine/release.js';
import { bodyText, COLOURS, displayText, fitWidth } from './theme.js';
import { avatarBadge } from './icons.js';
import { crowdTexts } from './crowd-texts/index.js';
import { BubbleFlight } from './crowd-bubbles.js';

/** Most bubbles on screen at once (a flood of cheers shows as a full burst, not thousands). */
const MAX_BUBBLES = 24;

export class CrowdOverlay {
  root = new Container();
  private tabs = new Container();
  private bubbles = new Container();
  /** The bubbles rising, each clear of the others (crowd-bubbles.ts). */
  private readonly flight = new BubbleFlight<Container>();
  private seen: { cheers: number; groans: number } | null = null;
  private tabKey = '';
  /** The last state drawn from, to draw again on a rebuilt screen. */
  private last: RoomStateShape | null = null;

  constructor() {
    this.root.label = 'crowd';
    this.root.addChild(this.tabs, this.bubbles);
  }

  /** Put the overlay on top of a (re)built design container (anew when a rebuild released the old one). */
  attach(design: Container): void {
    if (this.root.destroyed) {
      this.root = new Container();
      this.tabs = new Container();
      this.bubbles = new Container();
      this.root.label = 'crowd';
      this.root.addChild(this.tabs, this.bubbles);
      this.flight.clear();
      this.tabKey = '';
      // Late fonts, a language change or a lost context rebuilt the screen between states: the tabs come back at once.
      if (this.last?.crowd) this.drawTabs(this.last, this.last.crowd);
    }
    design.addChild(this.root);
  }

  /** A new state: tabs, and bursts for new cheers and groans. */
  onState(state: RoomStateShape): void {
    const c = state.crowd;
    this.last = state;
    if (!c) return;
    this.drawTabs(state, c);
    if (this.seen) {
      this.burst('cheer', Math.min(MAX_BUBBLES, c.cheers - this.seen.cheers));
      this.burst('groan', Math.min(MAX_BUBBLES, c.groans - this.seen.groans));
    }
    this.seen = { cheers: c.cheers, groans: c.groans };
  }

  /** Every frame: the bubbles rise and fade. */
  frame(dtMs: number): void {
    if (this.flight.flying.length === 0) return;
    for (const b of this.flight.frame(dtMs)) {
      this.bubbles.removeChild(b.item);
      release(b.item);
    }
    for (const b of this.flight.flying) {
      b.item.position.set(b.x, b.y);
      b.item.alpha = b.alpha;
    }
  }

  /** The tabs over the seat cards: guesses per seat for the open question, the crowd's pick in gold. */
  private drawTabs(state: RoomStateShape, c: CrowdState): void {
    const open = state.phase === 'playing' && c.key !== '';
    const key = open ? `${c.key}|${c.picks.join()}|${state.seats.length}` : '';
    if (key === this.tabKey) return;
    this.tabKey = key;
    for (const child of this.tabs.removeChildren()) release(child);
    if (!open) return;
    const top = Math.max(...c.picks, 0);
    if (top === 0) return;
    const rects = tableLayout(state.seats.length).seats;
    c.picks.forEach((n, i) => {
      const rect = rects[i];
      if (!rect || n <= 0) return;
      this.tabs.addChild(tab(rect, state.seats[i]?.avatar ?? 0, crowdTexts.now().guesses(n), n === top));
    });
  }

  /** `count` bubbles of one kind, rising from the bottom of the table, each in a place of its own. */
  private burst(kind: 'cheer' | 'groan', count: number): void {
    for (let i = 0; i < count && this.flight.flying.length < MAX_BUBBLES; i++) {
      const view = bubble(kind === 'cheer' ? crowdTexts.now().cheer : crowdTexts.now().groan, kind === 'cheer');
      const at = this.flight.add(view, bubbleWidth(view), BUBBLE_H, i * 90);
      view.position.set(at.x, at.y);
      this.bubbles.addChild(view);
      view.alpha = 0;
    }
  }
}

/**
 * A tab straddling the top edge of a seat card, at its right: the seat's avatar and "3 guesses".
 * Cards stacked in a column leave the tab between two of them, so the avatar says whose it is.
 */
function tab(card: Rect, avatar: number, text: string, lead: boolean): Container {
  const c = new Container();
  const label: Text = bodyText(text, 26, lead ? 0x1a1300 : COLOURS.gold);
  const h = CROWD_TAB.h;
  const face = avatarBadge(avatar, h - 8);
  const w = 4 + face.width + 8 + label.width + 16;
  const g = new Graphics().roundRect(0, 0, w, h, h / 2).fill({ color: lead ? COLOURS.gold : COLOURS.surfaceHigh }).stroke({ width: 2, color: COLOURS.gold });
  face.position.set(4 + (h - 8) / 2, h / 2);
  label.anchor.set(0, 0.5);
  label.position.set(4 + face.width + 8, h / 2);
  c.addChild(g, face, label);
  // Mostly above the card's top edge, clear of its name and score.
  const at = crowdTab(card, w);
  c.position.set(at.x, at.y);
  c.label = `crowd ${text}`;
  return c;
}

/** A bubble's height (design px); its width is its word's and a margin (`bubbleWidth`). */
const BUBBLE_H = 64;
function bubbleWidth(view: Container): number {
  return view.getLocalBounds().width;
}

/** One rising bubble. */
function bubble(text: string, cheer: boolean): Container {
  const c = new Container();
  const label = displayText(text, 40, cheer ? 0x1a1300 : COLOURS.text);
  const w = label.width + 36;
  const h = BUBBLE_H;
  const g = new Graphics().roundRect(-w / 2, -h / 2, w, h, h / 2).fill({ color: cheer ? COLOURS.gold : COLOURS.line });
  label.anchor.set(0.5);
  c.addChild(g, label);
  return c;
}
