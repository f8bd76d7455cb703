/**
 * The stage's side of a show's "how to play" (shared platform/how-to.ts): started by the host
 * from the lobby (the menu's "How to play" tile, or H), it hides the lobby, plays the show's
 * script through the show's own scene (`StageShow.howTo`), says each beat's caption (caption bar
 * and the live log) and ends back in the lobby after the last beat, on Back/Escape or Enter, on
 * a click of its Skip pill, or when the room leaves the lobby (a game started from a phone).
 * Phones keep joining meanwhile: the room never hears of it.
 */
import type { Container } from 'pixi.js';
import { howToSeconds, runHowTo, type HowToBeat, type HowToRun, type HowToScript } from '@minus/shared/platform/how-to';
import type { StepPace } from '../engine/queue.js';
import { stageTexts } from '../i18n/texts/index.js';
import { release } from '../engine/release.js';
import type { ShowContext, View } from '../screens/screen.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { INITIAL_MENU } from './lobby-menu.js';

/** A show's how-to scene on the stage: draws each beat's table with the show's own pieces. */
export interface HowToScene {
  readonly root: Container;
  /**
   * Show beat `i` of `count` (animating from the beat before it at `pace`). `skip` ends the
   * how-to (the scene's Skip pill calls it).
   */
  beat(i: number, count: number, beat: HowToBeat, pace: StepPace): void;
  /** Every frame. */
  update(dtMs: number): void;
  destroy(): void;
}

/**
 * The context a how-to scene gives the show's own game screen: the how-to's captions are the
 * player's (the screen says nothing), nothing goes to the room, and its live parts draw from the
 * how-to's table (`latest`).
 */
export function quietContext(ctx: ShowContext, latest: () => unknown): ShowContext {
  return { ...ctx, say: () => {}, send: () => {}, call: () => {}, evening: () => {}, menuClick: () => {}, state: () => null, latest };
}

/** The view a how-to scene hands the show's game screen: its made-up table, no room, no lobby. */
export function howToView(table: unknown): View {
  return { state: {} as RoomStateShape, table, join: { url: '', display: '' }, menu: INITIAL_MENU, lobby: { card: null, menu: { shows: [], show: '', rules: [], bots: [], settings: {} } } };
}

/** What a show's stage part brings for its how-to: the shared script and its scene. */
export interface StageHowTo {
  readonly script: HowToScript;
  /** A new scene; `skip()` ends the how-to at once (its Skip pill). */
  scene(ctx: ShowContext, skip: () => void): HowToScene;
}

/** Keys that end the how-to early: Back on a TV remote, Escape, Backspace, and Enter (OK). */
const SKIP_KEYS = new Set(['Escape', 'Backspace', 'GoBack', 'BrowserBack', 'Enter']);

export class HowToPlayer {
  private run: HowToRun | null = null;
  private scene: HowToScene | null = null;
  /** The how-to playing now. */
  private howTo: StageHowTo | null = null;
  /** The lobby's root, hidden while the how-to plays. */
  private cover: Container | null = null;

  constructor(private readonly deps: {
    /** Say a line (the caption bar and the live log). */
    say(text: string): void;
    /** Name the scene in the DOM (`how-to` while it plays, then the lobby's). */
    scene(name: string, description: string): void;
    /** The lobby's scene name and description, for the end. */
    lobby: { name: string; description: string };
    /** The how-to ended by itself or was skipped, and the lobby shows again. */
    ended(): void;
    /** Under reduced motion the tables change without tweens. */
    reducedMotion: boolean;
  }) {}

  /** True while a how-to plays. */
  get playing(): boolean {
    return this.scene !== null;
  }

  /**
   * Start `howTo` in `parent` in the place of `lobby` (hidden meanwhile; over it, under the caption
   * bar). Restarts one already playing. `from`: resume at that beat, its caption already said
   * (the stage was rebuilt mid-way: a lost context, or late fonts).
   */
  start(howTo: StageHowTo, parent: Container, lobby: Container, ctx: ShowContext, from = 0): void {
    this.close(false);
    const scene = howTo.scene(ctx, () => this.close(true));
    this.scene = scene;
    this.howTo = howTo;
    this.cover = lobby;
    lobby.visible = false;
    parent.addChildAt(scene.root, parent.getChildIndex(lobby) + 1);
    this.deps.scene('how-to', stageTexts.now().howTo.scene(howToSeconds(howTo.script)));
    const pace: StepPace = { speed: 1, instant: this.deps.reducedMotion };
    const count = howTo.script.beats.length;
    this.run = runHowTo(howTo.script, {
      beat: (i, beat) => {
        scene.beat(i, count, beat, from > 0 && i === from ? { speed: 1, instant: true } : pace);
        if (!(from > 0 && i === from)) this.deps.say(howTo.script.words()[beat.caption] ?? '');
      },
      end: () => this.close(true),
    }, { timers: globalThis, from });
  }

  /** Stop for a rebuild of the stage, keeping what to resume: the how-to and its beat, or null when none plays. */
  suspend(): { howTo: StageHowTo; beat: number } | null {
    const howTo = this.howTo;
    const beat = this.run?.beat ?? -1;
    this.close(false);
    return howTo && beat >= 0 ? { howTo, beat } : null;
  }

  /** A key while playing: the skip keys end it; every other key is swallowed. Returns true (used). */
  key(key: string): boolean {
    if (SKIP_KEYS.has(key)) this.close(true);
    return true;
  }

  /**
   * End now. `back`: the lobby shows again and says so (false when the lobby itself is going
   * away: a game starts, or the stage is rebuilt).
   */
  close(back: boolean): void {
    const scene = this.scene;
    if (!scene) return;
    this.scene = null;
    this.howTo = null;
    const run = this.run;
    this.run = null;
    run?.stop();
    scene.destroy();
    if (!scene.root.destroyed) release(scene.root);
    const lobby = this.cover;
    this.cover = null;
    if (!back || !lobby || lobby.destroyed) return;
    lobby.visible = true;
    this.deps.scene(this.deps.lobby.name, this.deps.lobby.description);
    this.deps.say(stageTexts.now().howTo.back);
    this.deps.ended();
  }

  /** Every frame. */
  update(dtMs: number): void {
    this.scene?.update(dtMs);
  }
}
