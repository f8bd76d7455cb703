/**
 * The texts a stage draws, read by a browser test through the PixiJS devtools' hook
 * (`globalThis.__PIXI_APP__`, which the stage's Pixi application sets): the one walker over the
 * stage's Pixi tree for every browser and end-to-end test.
 */
import type { Page } from 'playwright-core';

/** One drawn text. Places and sizes in design px (the stage's 1920x1080 frame, whatever the window). */
export interface StageText {
  text: string;
  /** The style's fill when it is a plain colour (a number or a colour string), else null. */
  fill: number | string | null;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Font size on screen. */
  px: number;
  /** Opacity on screen, 0..1 (its own and every parent's). */
  alpha: number;
}

/** Which texts to read: by default those a viewer could see (visible, not faded out, not blank). */
export interface ReadOptions {
  /** Also texts faded to (nearly) nothing and blank ones: what the stage holds, seen or not. */
  faint?: boolean;
}

/** Opacity at or below which a text counts as faded out. */
const FADED = 0.05;

/** Every text on the stage, in drawing order (see `ReadOptions`); none before the stage has started. */
export async function stageTexts(page: Page, opts: ReadOptions = {}): Promise<StageText[]> {
  const all = await page.evaluate(() => {
    type Node = {
      visible: boolean; alpha: number; children: Node[]; text?: unknown; style?: { fontSize: number; fill: unknown };
      worldTransform: { a: number; tx: number; ty: number }; getBounds(): { x: number; y: number; width: number; height: number };
    };
    const app = (globalThis as unknown as { __PIXI_APP__?: { stage: Node } }).__PIXI_APP__;
    if (!app) return [];
    const design = app.stage.children[0];
    const k = design?.worldTransform.a || 1;
    const ox = design?.worldTransform.tx ?? 0;
    const oy = design?.worldTransform.ty ?? 0;
    const out: { text: string; fill: number | string | null; x: number; y: number; w: number; h: number; px: number; alpha: number }[] = [];
    // Pixi 8 keeps no world opacity a test can read: each text's is the product of its own and its parents'.
    const walk = (n: Node, parent: number): void => {
      if (!n.visible) return;
      const alpha = parent * n.alpha;
      if (typeof n.text === 'string' && n.style) {
        const b = n.getBounds();
        const fill = n.style.fill;
        out.push({
          text: n.text, fill: typeof fill === 'number' || typeof fill === 'string' ? fill : null,
          x: (b.x - ox) / k, y: (b.y - oy) / k, w: b.width / k, h: b.height / k, px: (n.style.fontSize * n.worldTransform.a) / k, alpha,
        });
      }
      for (const c of n.children) walk(c, alpha);
    };
    walk(app.stage, 1);
    return out;
  });
  return opts.faint ? all : all.filter((t) => t.alpha > FADED && t.text.trim() !== '');
}

/** The strings of `stageTexts`. */
export async function stageStrings(page: Page, opts: ReadOptions = {}): Promise<string[]> {
  return (await stageTexts(page, opts)).map((t) => t.text);
}
