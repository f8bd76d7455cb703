/**
 * The fame track (docs/STAGE.md, "Rubbish Auction"): a horizontal scale with every seat's avatar
 * at its fame (seats on the same fame stack upwards), the scale's ends and its title under it. A change of fame
 * slides the avatars to their new places. Sizes in design px.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import type { StepPace } from '../../platform/engine/queue.js';
import { release, releaseChildren } from '../../platform/engine/release.js';
import { stopTweens, tween } from '../../platform/engine/tween.js';
import { avatarBadge } from '../../platform/ui/icons.js';
import { bodyText, COLOURS, fitWidth } from '../../platform/ui/theme.js';
import { words } from './texts.js';

const BADGE = 52;

export class FameTrack extends Container {
  private readonly line = new Graphics();
  private readonly title: Text = bodyText('', 30, COLOURS.gold);
  private readonly low: Text = bodyText('0', 28, COLOURS.textDim, { fontWeight: '400' });
  private readonly high: Text = bodyText('', 28, COLOURS.textDim, { fontWeight: '400' });
  private readonly marks = new Container();
  private badges: Container[] = [];
  private avatars: number[] = [];
  private max = 60;

  constructor(private readonly w: number) {
    super();
    this.high.anchor.set(1, 0);
    this.title.anchor.set(0.5, 0);
    this.addChild(this.line, this.title, this.low, this.high, this.marks);
  }

  /** Where each seat's badge sits for these fames (x along the scale, stacked up by ties). */
  private spots(fame: readonly number[]): { x: number; y: number }[] {
    const seen = new Map<number, number>();
    return fame.map((f) => {
      const k = seen.get(f) ?? 0;
      seen.set(f, k + 1);
      return { x: BADGE / 2 + (Math.max(0, f) / this.max) * (this.w - BADGE), y: 150 - k * (BADGE - 24) };
    });
  }

  /** Draw the scale and the badges at `fame` (per seat), at once. */
  draw(avatars: readonly number[], fame: readonly number[]): void {
    this.max = Math.max(60, Math.ceil((Math.max(0, ...fame) + 10) / 20) * 20);
    this.line.clear();
    this.line.roundRect(0, 174, this.w, 12, 6).fill(COLOURS.line);
    for (let v = 0; v <= this.max; v += 10) this.line.rect(BADGE / 2 + (v / this.max) * (this.w - BADGE) - 1, 168, 3, 24).fill(COLOURS.textDim);
    // The title under the scale, between its ends: ties stack upwards into free space.
    this.title.text = words().fame;
    fitWidth(this.title, this.w - 160);
    this.title.position.set(this.w / 2, 196);
    this.low.position.set(0, 196);
    this.high.text = String(this.max);
    this.high.position.set(this.w, 196);
    if (avatars.length !== this.avatars.length || avatars.some((a, i) => a !== this.avatars[i])) {
      releaseChildren(this.marks);
      this.avatars = [...avatars];
      this.badges = avatars.map((a) => this.marks.addChild(avatarBadge(a, BADGE)));
    }
    const at = this.spots(fame);
    this.badges.forEach((b, i) => {
      stopTweens(b);
      b.position.set(at[i]!.x, at[i]!.y);
    });
  }

  /** Slide the badges to `fame` (the scale is redrawn first when it has to grow). */
  async slide(avatars: readonly number[], fame: readonly number[], ms: number, pace: StepPace): Promise<void> {
    const before = this.badges.map((b) => ({ x: b.x, y: b.y }));
    this.draw(avatars, fame);
    if (pace.instant || before.length !== this.badges.length) return;
    const at = this.badges.map((b) => ({ x: b.x, y: b.y }));
    this.badges.forEach((b, i) => b.position.set(before[i]!.x, before[i]!.y));
    await Promise.all(this.badges.map((b, i) => tween(b, { x: at[i]!.x, y: at[i]!.y, ease: 'power2.inOut' }, ms, pace)));
  }

  override destroy(): void {
    for (const b of this.badges) stopTweens(b);
    release(this.marks);
    super.destroy({ children: true });
  }
}
