/**
 * The Pixi application around the show (PixiJS 8): one canvas filling the window, a `design`
 * container letterboxed onto it (engine/resize.ts), crisp at the device pixel ratio, refitted on
 * every resize. A lost WebGL context is survived: if the browser restores it, the show is redrawn;
 * if not within a second, the whole application is rebuilt on a fresh canvas.
 */
// Only the extensions the show uses (see docs/STAGE.md, "Bundle"): the application's ticker and
// resize plugins, pointer events (the lobby menu takes clicks), graphics and canvas text. The
// renderer is told not to import the rest (accessibility, DOM, filters, spritesheets).
import 'pixi.js/app';
import 'pixi.js/events';
import 'pixi.js/graphics';
import 'pixi.js/text';
import { Application, CanvasTextMetrics, Container } from 'pixi.js';
import { fitDesign, renderResolution } from './resize.js';
import { sceneChanged } from './scene-changed.js';

export interface PixiHostOptions {
  /** Called after (re)creation: draw everything again from state into `design`. */
  onBuild: (design: Container) => void;
  /** Called every frame with the time since the last one, ms. */
  onFrame: (dtMs: number) => void;
  /**
   * Called before the application is destroyed (a lost context not restored): let go of the scene
   * while its objects are alive (stop their tweens), or a tween would write into a destroyed one.
   */
  onTeardown?: () => void;
  /**
   * True while an animation plays that a rebuild would cut short (the finale, a reveal): a text
   * refresh (`refreshText`) waits for the first frame where it is false. Absent: never waits.
   */
  textBusy?: () => boolean;
  /** Called after each frame the renderer drew (the page may hide what stood in for the stage meanwhile). */
  onDrawn?: () => void;
}

/** The parts of Pixi 8.22's renderer `compactRendererCaches` reaches (private fields, by name). */
interface RendererCaches {
  gc: { addCollection(context: object, collection: string, type: 'hash'): void; _managedResourceHashes?: { context: object; hash: string }[] };
  canvasText?: object & { _activeTextures?: object };
}

/**
 * Let the renderer's own collector (every 30 s, `GCSystem.addCollection`) drop the dead entries of
 * two kinds of Pixi cache that otherwise only grow: the text system's texture table keeps a key
 * (set to null, never deleted) for every string it ever drew, and the renderer's resource tables
 * (`GCManagedHash`: drawn texts, graphics, contexts, buffers, textures) null an entry when its
 * object goes and only compact after 10,000 of them. A show that draws new captions and rows all
 * evening grew both by tens of KB a game (measured over 20 bot games, docs/STAGE.md, "Memory").
 * Written against Pixi 8.22; if those fields are renamed this does nothing.
 */
function compactRendererCaches(renderer: unknown): void {
  const r = renderer as RendererCaches;
  if (r.canvasText && r.canvasText._activeTextures) r.gc.addCollection(r.canvasText, '_activeTextures', 'hash');
  for (const { context, hash } of r.gc._managedResourceHashes ?? []) r.gc.addCollection(context, hash, 'hash');
}

export class PixiHost {
  app: Application | null = null;
  design = new Container();
  /** How many times the context was lost, and how many rebuilds followed (mirrored in the DOM). */
  losses = 0;
  rebuilds = 0;
  /** How many times the text was drawn again for late fonts (`refreshText`; mirrored in the DOM). */
  refreshes = 0;
  /** Frames drawn and frames skipped because nothing changed (mirrored in the DOM for the bench). */
  rendered = 0;
  skipped = 0;
  /** Draw the next frame whatever the scene says (a resize, a restored context). */
  private mustRender = true;
  /** A text refresh waits for the animation on screen to end (`refreshText`). */
  private refreshWaiting = false;
  private lostTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onResize = (): void => this.fit();

  constructor(private readonly host: HTMLElement, private readonly opts: PixiHostOptions) {}

  /** Create the application and its canvas. */
  async mount(): Promise<void> {
    const app = new Application();
    await app.init({
      backgroundAlpha: 0,
      antialias: false,
      autoDensity: true,
      resolution: renderResolution(window.devicePixelRatio),
      width: Math.max(1, window.innerWidth),
      height: Math.max(1, window.innerHeight),
      preference: 'webgl',
      powerPreference: 'high-performance',
      preserveDrawingBuffer: false,
      skipExtensionImports: true,
    });
    this.app = app;
    // The PixiJS devtools' hook: browser tests read the drawn texts and their bounds through it.
    (globalThis as { __PIXI_APP__?: Application }).__PIXI_APP__ = app;
    compactRendererCaches(app.renderer);
    app.canvas.setAttribute('aria-hidden', 'true');
    app.canvas.addEventListener('webglcontextlost', this.onLost);
    app.canvas.addEventListener('webglcontextrestored', this.onRestored);
    this.host.appendChild(app.canvas);
    this.design = new Container();
    app.stage.addChild(this.design);
    // Frames on demand: the application's own render (every tick) gives way to one that draws
    // only when the scene changed since the last frame (scene-changed.ts, docs/STAGE.md).
    app.ticker.remove(app.render, app);
    app.ticker.add((t) => {
      this.opts.onFrame(t.deltaMS);
      if (this.refreshWaiting && !this.opts.textBusy?.()) this.redrawText();
      if (!this.mustRender && !sceneChanged(app.stage)) {
        this.skipped++;
        return;
      }
      this.mustRender = false;
      this.rendered++;
      app.render();
      this.opts.onDrawn?.();
    });
    (globalThis as { __STAGE_FRAMES__?: () => { rendered: number; skipped: number } }).__STAGE_FRAMES__ = () => ({ rendered: this.rendered, skipped: this.skipped });
    window.addEventListener('resize', this.onResize);
    this.fit();
    this.opts.onBuild(this.design);
  }

  /** Refit the design space to the window (and the device pixel ratio, which changes with zoom). */
  fit(): void {
    if (!this.app) return;
    const f = fitDesign(window.innerWidth, window.innerHeight);
    this.app.renderer.resize(f.width, f.height, renderResolution(window.devicePixelRatio));
    this.design.scale.set(f.scale);
    this.design.position.set(f.x, f.y);
    this.mustRender = true;
  }

  /**
   * Draw every text again (the show's faces arrived after `loadFonts` stopped waiting): forget the
   * text sizes Pixi measured with the fallback face, then rebuild the scene from state, as after a
   * restored context. Destroying the old Text objects releases their cached textures, so the new
   * ones are drawn with the faces now loaded. Does nothing before `mount`. While `textBusy` says an
   * animation plays (a face arriving mid-finale), the rebuild waits for it to end, so the show's
   * finale and reveals are never cut short; text drawn meanwhile measures with the new faces.
   */
  refreshText(): void {
    CanvasTextMetrics.clearMetrics();
    // Pixi's cache of measured strings (keyed by text and style, not by the face that drew them).
    (CanvasTextMetrics as unknown as { _measurementCache?: { clear(): void } })._measurementCache?.clear();
    if (!this.app) return;
    if (this.opts.textBusy?.()) {
      this.refreshWaiting = true;
      document.body.dataset.textRefreshWaiting = '1';
      return;
    }
    this.redrawText();
  }

  /** The rebuild of `refreshText`, now. */
  private redrawText(): void {
    this.refreshWaiting = false;
    delete document.body.dataset.textRefreshWaiting;
    if (!this.app) return;
    CanvasTextMetrics.clearMetrics();
    this.refreshes++;
    document.body.dataset.textRefreshes = String(this.refreshes);
    this.mustRender = true;
    this.opts.onBuild(this.design);
  }

  private readonly onLost = (e: Event): void => {
    e.preventDefault();
    this.losses++;
    document.body.dataset.contextLosses = String(this.losses);
    if (this.lostTimer) clearTimeout(this.lostTimer);
    this.lostTimer = setTimeout(() => void this.rebuild(), 1000);
  };

  private readonly onRestored = (): void => {
    if (this.lostTimer) clearTimeout(this.lostTimer);
    this.lostTimer = null;
    this.rebuilds++;
    document.body.dataset.rebuilds = String(this.rebuilds);
    this.mustRender = true;
    this.opts.onBuild(this.design);
  };

  /** Throw the lost application away and start again on a fresh canvas. */
  private async rebuild(): Promise<void> {
    this.lostTimer = null;
    this.unmount();
    await this.mount();
    this.rebuilds++;
    document.body.dataset.rebuilds = String(this.rebuilds);
  }

  private unmount(): void {
    window.removeEventListener('resize', this.onResize);
    const app = this.app;
    this.app = null;
    if (!app) return;
    this.opts.onTeardown?.();
    app.canvas.removeEventListener('webglcontextlost', this.onLost);
    app.canvas.removeEventListener('webglcontextrestored', this.onRestored);
    const canvas = app.canvas;
    try {
      app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
    } catch {
      canvas.remove();
    }
  }

  destroy(): void {
    if (this.lostTimer) clearTimeout(this.lostTimer);
    this.unmount();
  }
}
