/**
 * The heading a show's how-to scene puts over its table (app/how-to-player.ts): "HOW TO PLAY ·
 * 3 of 9" and the keys that skip it, with a Skip pill a mouse can click. Centred on 0,0's
 * x, its top at y 0; `w` design px wide at most.
 */
import { Container, Graphics } from 'pixi.js';
import { stageTexts } from '../i18n/texts/index.js';
import { bodyText, COLOURS, displayText, fitWidth } from './theme.js';

/** The heading for beat `beat` (1-based) of `beats`; a click on it calls `skip`. */
export function howToHeader(beat: number, beats: number, w: number, skip: () => void): Container {
  const t = stageTexts.now().howTo;
  const c = new Container();
  const title = displayText(t.banner(beat, beats), 44, COLOURS.gold);
  title.anchor.set(0.5, 0);
  title.position.set(0, 18);
  fitWidth(title, w - 48);
  const hint = bodyText(t.skip, 30, COLOURS.textDim, { fontWeight: '400' });
  hint.anchor.set(0.5, 0);
  hint.position.set(0, 78);
  fitWidth(hint, w - 48);
  const h = 126;
  const bg = new Graphics().roundRect(-w / 2, 0, w, h, 22).fill(COLOURS.captionBg).stroke({ width: 3, color: COLOURS.gold, alpha: 0.7 });
  // Progress along the bottom edge: one pip per beat, the ones shown in gold.
  const pips = new Graphics();
  const step = Math.min(40, (w - 80) / Math.max(1, beats));
  for (let i = 0; i < beats; i++) pips.circle(-((beats - 1) * step) / 2 + i * step, h - 6, 6).fill(i < beat ? COLOURS.gold : COLOURS.line);
  c.addChild(bg, title, hint, pips);
  c.eventMode = 'static';
  c.cursor = 'pointer';
  c.on('pointertap', () => skip());
  return c;
}
