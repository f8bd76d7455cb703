/**
 * The show's director: holds the latest room state, the table as shown so far, and the one
 * animation queue. Events become animation steps played in order; when the queue is idle the
 * screen is re-synced from state (unless the state is behind what was already shown). It picks
 * the screen for the room's phase, speaks captions (caption bar, DOM live log, sound) and routes
 * keys (lobby menu, play again, M to mute). It never decides a rule.
 */
import { Container } from 'pixi.js';
import type { Caption } from '@minus/shared/shows/minus-auction/captions';
import { captionsFor } from '@minus/shared/shows/minus-auction/captions';
import { SOUND_DESCRIPTIONS, type SoundId } from '@minus/shared/platform/captions/sounds';
import type { GameEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { AnimationQueue, type StepPace } from '../engine/queue.js';
import { release } from '../engine/release.js';
import { stepLimitForEvent } from '../../shows/minus-auction/finale-plan.js';
import { CaptionBar } from '../ui/bits.js';
import { CAPTION_BAR } from './layout.js';
import { applyEvent, describeTable, isBehind, namesOf, tableFromState, withSeatsFrom, type Table } from '../../shows/minus-auction/table.js';
import { INITIAL_MENU, menuKey, type MenuState } from './lobby-menu.js';
import type { JoinInfo, Screen, ShowContext, View } from '../screens/screen.js';
import { LobbyScreen } from '../screens/lobby.js';
import { AuctionScreen } from '../../shows/minus-auction/auction.js';
import { FinaleScreen } from '../../shows/minus-auction/finale.js';

type SceneName = 'lobby' | 'auction' | 'finale';

export interface ShowDeps {
  /** Play a sound (dropped while locked). */
  play(id: SoundId): void;
  /** Add a caption to the DOM live log. */
  announce(text: string): void;
  /** Name the scene in the DOM. */
  scene(name: SceneName, description: string): void;
  /** Mirror the table as text in the DOM (see `describeTable`). */
  table(offer: string, seats: string[]): void;
  /** Mirror tonight's table as text lines while the screen shows it; null while it does not. */
  evening(lines: string[] | null): void;
  /** Server time now (ms). */
  now(): number;
  /** Send a host request to the room. */
  send(type: string, payload: unknown): void;
  /** Under reduced motion the queue plays at double speed and skips flourishes. */
  reducedMotion: boolean;
}

function sceneFor(phase: RoomStateShape['phase']): SceneName {
  return phase === 'playing' ? 'auction' : phase === 'finale' ? 'finale' : 'lobby';
}

export class Show {
  private design: Container | null = null;
  private screen: Screen | null = null;
  private sceneName: SceneName | null = null;
  private caption: CaptionBar | null = null;
  private lastCaption: { text: string; sound: string | null } = { text: 'Welcome to Minus Auction! Scan the code to join.', sound: null };
  private state: RoomStateShape | null = null;
  private shown: Table | null = null;
  private menu: MenuState = INITIAL_MENU;
  private join: JoinInfo = { url: '', display: '' };
  readonly queue: AnimationQueue;
  private readonly ctx: ShowContext;

  constructor(private readonly deps: ShowDeps) {
    this.queue = new AnimationQueue({
      baseSpeed: deps.reducedMotion ? 2 : 1,
      onIdle: () => this.reconcile(),
      onError: (e) => console.warn('animation step failed', e),
    });
    this.ctx = {
      say: (c) => this.say(c),
      sound: (id) => deps.play(id),
      now: () => deps.now(),
      send: (type, payload) => deps.send(type, payload),
      state: () => this.state,
      evening: (lines) => deps.evening(lines),
      menuClick: (row) => {
        this.menu = { ...this.menu, focus: row };
        this.key('Enter');
      },
    };
  }

  /** (Re)build on a fresh design container: after start and after a lost WebGL context. */
  build(design: Container): void {
    this.screen?.destroy();
    this.screen = null;
    this.sceneName = null;
    this.design = design;
    for (const c of design.removeChildren()) release(c);
    this.caption = new CaptionBar(CAPTION_BAR);
    this.caption.say(this.lastCaption.text, this.lastCaption.sound);
    design.addChild(this.caption);
    this.queue.clear();
    if (this.state) {
      this.shown = tableFromState(this.state);
      this.ensureScene(sceneFor(this.state.phase));
      this.current()?.sync(this.view()!);
    }
  }

  /** Let go of the scene before its Pixi application is destroyed (stops its tweens first). */
  teardown(): void {
    this.queue.clear();
    this.screen?.destroy();
    this.screen = null;
    this.sceneName = null;
    this.caption = null;
  }

  /** The screen on show (a method, so flow analysis does not pin it to an earlier null). */
  private current(): Screen | null {
    return this.screen;
  }

  /** Where phones join (the lobby's QR and the finale's). Before a state (a new room) it waits for one. */
  setJoin(join: JoinInfo): void {
    this.join = join;
    const view = this.view();
    if (view && this.sceneName === 'lobby' && !this.queue.busy) this.screen?.sync(view);
  }

  /** A new state snapshot from the room. */
  onState(state: RoomStateShape): void {
    this.state = state;
    if (!this.shown) this.shown = tableFromState(state);
    if (!this.queue.busy) this.reconcile();
  }

  /** A new room (first connect or after the old room was lost): forget what was shown. */
  resetRoom(): void {
    this.queue.clear();
    this.shown = null;
    this.state = null;
  }

  /**
   * One room event: queued, played in order. The finale's step may run longer than the queue's
   * default limit, so it gets one derived from its planned duration (app/finale-plan.ts).
   */
  onEvent(event: GameEvent): void {
    this.queue.push((pace) => this.step(event, pace), stepLimitForEvent(event));
  }

  private view(): View | null {
    if (!this.state || !this.shown) return null;
    return { state: this.state, table: this.shown, join: this.join, menu: this.menu };
  }

  private reconcile(): void {
    if (!this.state) return;
    const target = tableFromState(this.state);
    if (this.shown && isBehind(target, this.shown)) return;
    this.shown = target;
    this.ensureScene(sceneFor(this.state.phase));
    const view = this.view();
    if (view) this.screen?.sync(view);
    this.mirrorTable();
  }

  private mirrorTable(): void {
    if (!this.shown) return;
    const d = describeTable(this.shown);
    this.deps.table(d.offer, d.seats);
  }

  private ensureScene(name: SceneName): void {
    if (!this.design || this.sceneName === name) return;
    this.screen?.destroy();
    this.screen = name === 'lobby' ? new LobbyScreen(this.ctx) : name === 'auction' ? new AuctionScreen(this.ctx) : new FinaleScreen(this.ctx);
    this.sceneName = name;
    this.design.addChildAt(this.screen.root, 0);
    const descriptions: Record<SceneName, string> = {
      lobby: 'Lobby: scan the code to join.',
      auction: 'The auction is on.',
      finale: 'The finale: results.',
    };
    this.deps.scene(name, descriptions[name]);
  }

  private async step(event: GameEvent, pace: StepPace): Promise<void> {
    if (!this.state) return;
    const current = tableFromState(this.state);
    const before = this.shown ? withSeatsFrom(this.shown, current) : current;
    const after = applyEvent(before, event);
    const names = namesOf(after);
    if (event.type === 'game-started' || event.type === 'cube-revealed' || event.type === 'refused' || event.type === 'taken' || event.type === 'turn') {
      this.ensureScene('auction');
    } else if (event.type === 'game-over') {
      this.ensureScene('finale');
    }
    if (event.type !== 'game-over') for (const c of captionsFor(event, names)) this.say(c);
    this.shown = after;
    const view = this.view();
    this.mirrorTable();
    if (this.screen && view) await this.screen.play(event, before, after, view, pace);
  }

  /** Show a caption: the bar, the DOM live log, and its sound. */
  say(c: Caption): void {
    const description = c.sound ? SOUND_DESCRIPTIONS[c.sound] : null;
    this.lastCaption = { text: c.text, sound: description };
    this.caption?.say(c.text, description);
    this.deps.announce(c.text);
    if (c.sound) this.deps.play(c.sound);
  }

  /** A key from the keyboard or a TV remote. Returns true when used. */
  key(key: string): boolean {
    const view = this.view();
    if (!view) return false;
    if (this.sceneName === 'lobby') {
      const r = menuKey(this.menu, key, view.state.settings);
      const changed = r.menu !== this.menu;
      this.menu = r.menu;
      if (r.request) this.deps.send(r.request.type, r.request.payload);
      if (changed || r.request) this.screen?.sync(this.view()!);
      return changed || !!r.request;
    }
    return this.screen?.key?.(key, view) ?? false;
  }

  /** Every frame. */
  frame(dtMs: number): void {
    const view = this.view();
    if (view) this.screen?.update(dtMs, view);
  }

  /** The table as shown now (tests, bench). */
  get table(): Table | null {
    return this.shown;
  }
}
