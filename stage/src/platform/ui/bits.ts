/**
 * Small pieces every show's screens share: the caption bar, the countdown ring, the backdrop.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Rect } from '../app/layout.js';
import { bodyText, COLOURS, fitWidth } from './theme.js';

/**
 * The scene's backdrop layer. The navy gradient and the vault light themselves are CSS behind a
 * transparent canvas (style.css): a full-screen gradient drawn by WebGL costs hundreds of ms per
 * frame on a software renderer (measured in headless Chromium), CSS costs nothing per frame.
 */
export function backdrop(): Container {
  const c = new Container();
  c.label = 'backdrop';
  return c;
}

/**
 * The caption bar: the host's line, and at its right the sound it goes with, as part of the show
 * (a gold note and the sound's name, "♪ chip clink"), unless the host hid sound captions (C).
 */
/** The caption's size on one line, and on two when one is too short for it (design px). */
const CAPTION_PX = 44;
const CAPTION_TWO_LINES_PX = 36;

export class CaptionBar extends Container {
  private readonly line: Text;
  private readonly sound: Text;
  private readonly box: Rect;
  private soundShown = true;
  private last: { text: string; sound: string | null } = { text: '', sound: null };

  constructor(box: Rect) {
    super();
    this.box = box;
    const bg = new Graphics().roundRect(0, 0, box.w, box.h, 20).fill({ color: COLOURS.captionBg, alpha: 0.92 }).stroke({ width: 2, color: COLOURS.line });
    this.line = bodyText('', CAPTION_PX);
    this.line.anchor.set(0, 0.5);
    this.line.position.set(32, box.h / 2);
    // Italic glyphs lean past their advance (Korean ones most): padding keeps the last one whole.
    this.sound = bodyText('', 32, COLOURS.gold, { fontWeight: '400', fontStyle: 'italic', padding: 8 });
    this.sound.anchor.set(1, 0.5);
    this.sound.position.set(box.w - 28, box.h / 2);
    this.position.set(box.x, box.y);
    this.addChild(bg, this.line, this.sound);
  }

  /** Show `text` with the described `sound` ("chip clink") or none. */
  say(text: string, sound: string | null): void {
    this.last = { text, sound };
    this.sound.text = sound && this.soundShown ? `♪ ${sound}` : '';
    sound = this.sound.text ? sound : null;
    const room = this.box.w - 64 - (sound ? this.sound.width + 24 : 0);
    this.layoutLine(text, room);
  }

  /**
   * One line at 44 px when it fits; else two lines at 36 px (still readable across a room); only
   * a line too long for two is shrunk to fit.
   */
  private layoutLine(text: string, room: number): void {
    const style = this.line.style;
    style.wordWrap = false;
    style.fontSize = CAPTION_PX;
    style.lineHeight = 0;
    this.line.scale.set(1);
    this.line.text = text;
    if (this.line.width <= room) return;
    style.fontSize = CAPTION_TWO_LINES_PX;
    style.lineHeight = CAPTION_TWO_LINES_PX * 1.2;
    style.wordWrap = true;
    style.wordWrapWidth = room;
    if (this.line.height > this.box.h - 8) {
      this.line.scale.set(Math.min(1, (this.box.h - 8) / this.line.height));
    }
  }

  get text(): string {
    return this.line.text;
  }

  /** Show or hide the sound captions (the host's choice); the line on show is drawn again. */
  showSounds(shown: boolean): void {
    this.soundShown = shown;
    this.say(this.last.text, this.last.sound);
  }
}

/** The countdown ring round the cube on offer: `fraction` of the timer left (1 → 0). */
export class CountdownRing extends Graphics {
  readonly radius: number;
  /** What is drawn now, so a frame with the same arc draws nothing (the stage renders only changes). */
  private drawn: string | null = null;

  constructor(radius: number) {
    super();
    this.radius = radius;
  }

  /**
   * Draw for `fraction` left (null hides the arc but keeps the track), urgent in the last seconds
   * (shared `urgentSeconds`). Does nothing when the arc would look the same (to a thousandth of a turn).
   */
  draw(fraction: number | null, urgent: boolean): void {
    const key = fraction === null || fraction <= 0 ? 'none' : `${Math.round(fraction * 1000)}:${urgent}`;
    if (key === this.drawn) return;
    this.drawn = key;
    this.clear();
    this.circle(0, 0, this.radius).stroke({ width: 14, color: COLOURS.line, alpha: 0.6 });
    if (fraction === null || fraction <= 0) return;
    const start = -Math.PI / 2;
    // The arc starts a new line at its own first point (12 o'clock): without the move, Pixi joins
    // it to the path's last point, the centre, and draws a spoke down to the cube.
    this.moveTo(0, -this.radius).arc(0, 0, this.radius, start, start + fraction * Math.PI * 2).stroke({ width: 16, color: urgent ? COLOURS.urgent : COLOURS.gold, cap: 'round' });
  }
}

/** Fit a text into a box width (helper re-export for screens). */
export { fitWidth };
