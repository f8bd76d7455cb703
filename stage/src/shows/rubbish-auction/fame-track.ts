/**
 * The fame track (docs/STAGE.md, "Rubbish Auction"): a horizontal scale with every seat's avatar
 * pinned to its fame, the scale's ends and its title under it. Seats on the same fame, or on fames
 * close together, are fanned out side by side above their pins (fame-layout.ts), so every avatar
 * stays in view. A change of fame slides the avatars and their stems to their new places. Sizes
 * in design px.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import { stopTweens, tween } from '../../platform/engine/tween.js';
import { avatarBadge } from '../../platform/ui/icons.js';
import { bodyText, COLOURS, fitWidth } from '../../platform/ui/theme.js';
import { FAME_BADGE, FAME_LINE_Y, famePlace, fameScaleMax, fameSpots, type FameSpot } from './fame-layout.js';
import { words } from './texts.js';

/** The middle of the scale's line, where the stems end. */
const PIN_Y = FAME_LINE_Y + 6;

export class FameTrack extends Container {
  private readonly line = new Graphics();
  private readonly stems = new Graphics();
  private readonly title: Text = bodyText('', 30, COLOURS.gold);
  private readonly low: Text = bodyText('0', 28, COLOURS.textDim, { fontWeight: '400' });
  private readonly high: Text = bodyText('', 28, COLOURS.textDim, { fontWeight: '400' });
  private readonly marks = new Container();
  private badges: Container[] = [];
  private avatars: number[] = [];
  /** Where the badges and pins are drawn now. */
  private at: FameSpot[] = [];
  /** The slide running now (its progress, 0 to 1), or null. */
  private motion: { t: number } | null = null;

  constructor(private readonly w: number) {
    super();
    this.high.anchor.set(1, 0);
    this.title.anchor.set(0.5, 0);
    this.addChild(this.line, this.title, this.low, this.high, this.stems, this.marks);
  }

  /** Draw the scale and the badges at `fame` (per seat), at once. */
  draw(avatars: readonly number[], fame: readonly number[]): void {
    const max = fameScaleMax(fame);
    this.line.clear();
    this.line.roundRect(0, FAME_LINE_Y, this.w, 12, 6).fill(COLOURS.line);
    for (let v = 0; v <= max; v += 10) this.line.rect(famePlace(v, max, this.w) - 1, FAME_LINE_Y - 6, 3, 24).fill(COLOURS.textDim);
    // The title under the scale, between its ends.
    this.title.text = words().fame;
    fitWidth(this.title, this.w - 160);
    this.title.position.set(this.w / 2, FAME_LINE_Y + 22);
    this.low.position.set(0, FAME_LINE_Y + 22);
    this.high.text = String(max);
    this.high.position.set(this.w, FAME_LINE_Y + 22);
    if (avatars.length !== this.avatars.length || avatars.some((a, i) => a !== this.avatars[i])) {
      releaseChildren(this.marks);
      this.avatars = [...avatars];
      this.badges = avatars.map((a) => this.marks.addChild(avatarBadge(a, FAME_BADGE)));
    }
    if (this.motion) stopTweens(this.motion);
    this.motion = null;
    this.place(fameSpots(fame, max, this.w));
  }

  /** Put the badges at `at` and draw each one's stem down to its pin on the scale. */
  private place(at: FameSpot[]): void {
    this.at = at;
    this.stems.clear();
    this.badges.forEach((b, i) => {
      const s = at[i];
      if (!s) return;
      b.position.set(s.x, s.y);
      this.stems.moveTo(s.x, s.y).lineTo(s.pin, PIN_Y).stroke({ width: 4, color: COLOURS.textDim, alpha: 0.9, cap: 'round' });
    });
    for (const s of at) this.stems.circle(s.pin, PIN_Y, 7).fill(COLOURS.gold);
  }

  /** Slide the badges to `fame` (the scale is redrawn first when it has to grow). */
  async slide(avatars: readonly number[], fame: readonly number[], ms: number, pace: StepPace): Promise<void> {
    const from = this.at;
    this.draw(avatars, fame);
    const to = this.at;
    if (pace.instant || from.length !== to.length) return;
    const motion = { t: 0 };
    const mix = (a: number, b: number) => a + (b - a) * motion.t;
    const step = () => this.place(to.map((s, i) => ({ x: mix(from[i]!.x, s.x), y: mix(from[i]!.y, s.y), pin: mix(from[i]!.pin, s.pin) })));
    this.motion = motion;
    step();
    await tween(motion, { t: 1, ease: 'power2.inOut', onUpdate: step }, ms, pace);
    // Ends where `draw` put it, unless a newer draw took over meanwhile.
    if (this.motion === motion && !this.destroyed) {
      this.motion = null;
      this.place(to);
    }
  }

  override destroy(): void {
    if (this.motion) stopTweens(this.motion);
    this.motion = null;
    release(this.marks);
    super.destroy({ children: true });
  }
}
