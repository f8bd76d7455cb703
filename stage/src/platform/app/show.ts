/**
 * The show's director: holds the latest room state, the chosen show's stage part (loaded on
 * demand from the registry), the table as shown so far (the part's model) and the one animation
 * queue. Events become animation steps played in order; when the queue is idle the screen is
 * re-synced from state (unless the state is behind what was already shown). It picks the screen
 * for the room's phase (the platform's lobby, the show's game and finale screens), speaks
 * captions through its voice (show-voice.ts: caption bar, DOM live log, sound) and routes keys
 * (lobby menu, play again, M to mute). It never decides a rule and never names a show.
 */
import { Container } from 'pixi.js';
import { platformCaptions, type Caption } from '@minus/shared/platform/captions/caption';
import { isPlatformEvent, type RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { StreamedEvent } from '@minus/shared/platform/show-module';
import { AnimationQueue, type StepPace } from '../engine/queue.js';
import { release } from '../engine/release.js';
import { hurryTweens } from '../engine/tween.js';
import type { MenuContext } from './lobby-menu.js';
import { LobbyControls } from './lobby-controls.js';
import { HowToPlayer } from './how-to-player.js';
import type { JoinInfo, Screen, ShowContext, View } from '../screens/screen.js';
import { LobbyScreen } from '../screens/lobby.js';
import type { StageShow } from '../show-part.js';
import { stageTexts } from '../i18n/texts/index.js';
import type { ShowDeps } from './show-deps.js';
import { menuContextFor, ShowParts } from './show-parts.js';
import { FinaleWait, kindFor, LOBBY_SCENE, type SceneKind } from './scenes.js';
import { ShowVoice } from './show-voice.js';

export type { ShowDeps };

export class Show {
  private design: Container | null = null;
  private screen: Screen | null = null;
  private sceneKind: SceneKind | null = null;
  /** The show whose screens are up (a game screen belongs to the show that made it). */
  private sceneShow: string | null = null;
  /** The caption bar, the live log and the sounds. */
  private readonly voice: ShowVoice;
  private state: RoomStateShape | null = null;
  /** The show's table as shown (its part's model); null until the part and a state are in. */
  private shown: unknown = null;
  /**
   * The room's newest table (the show's model), from the latest state: the state is the clock. The live parts
   * of a screen (whose call, the countdown, the pot, the lit seat) draw from it at once, whatever the queue animates.
   */
  private latest: unknown = null;
  /** A state came in that the screen has not drawn yet (`frame` draws it). */
  private stale = false;
  private readonly finaleWait = new FinaleWait();
  private readonly lobby: LobbyControls;
  /** The last turn had a deadline (a decision's clock runs). */
  private clockOn = false;
  private join: JoinInfo = { url: '', display: '' };
  /** The shows' stage parts, loaded on demand. */
  private readonly parts: ShowParts;
  /** Off screen (a replay has the TV): no scene is drawn, no caption said, no sound played. */
  private detached = false;
  /** A replay's speed: every step's pace is multiplied by it (1 for the live room). */
  speed = 1;
  readonly queue: AnimationQueue;
  private readonly ctx: ShowContext;
  /** The show's "how to play", over the lobby while it plays. */
  private readonly howTo: HowToPlayer;

  constructor(private readonly deps: ShowDeps) {
    this.voice = new ShowVoice(deps, { detached: () => this.detached, lessonPlaying: () => this.howTo.playing });
    this.lobby = new LobbyControls({ howTo: () => void this.startHowTo(), replay: deps.replay && (() => deps.replay!()), send: (type, payload) => deps.send(type, payload),
      redraw: () => { const view = this.view(); if (view && this.sceneKind === 'lobby' && !this.queue.busy) this.screen?.sync(view); } }); // the lobby again, when on screen
    this.parts = new ShowParts(deps.shows, (id) => {
      if (this.state?.show === id && !this.queue.busy) this.reconcile();
    });
    this.queue = new AnimationQueue({
      baseSpeed: deps.reducedMotion ? 2 : 1,
      onIdle: () => this.reconcile(),
      onHurry: () => hurryTweens(),
      onError: (e) => console.warn('animation step failed', e),
    });
    this.ctx = {
      say: (c) => this.say(c),
      sound: (id) => deps.play(id),
      now: () => deps.now(),
      send: (type, payload) => deps.send(type, payload),
      state: () => this.state,
      latest: () => this.newest(),
      evening: (lines) => deps.evening(lines),
      call: (text) => deps.call(text),
      menuClick: (row, press = true) => this.menuClick(row, press),
      card: (id) => this.parts.card(id),
      lobbyTiles: (tiles, blurb) => { if (!this.detached) deps.lobby?.(tiles, blurb); },
      replaying: deps.replaying === true,
    };
    this.howTo = new HowToPlayer({
      say: (text) => this.say({ text, sound: null }), scene: deps.scene, lobby: LOBBY_SCENE, reducedMotion: deps.reducedMotion,
      ended: () => { if (!this.queue.busy) this.reconcile(); },
    });
  }

  /** Play the chosen show's how-to over the lobby (the menu's tile, or H); false when there is none. */
  private startHowTo(): boolean {
    const howTo = this.part()?.howTo;
    if (!howTo || !this.design || !this.screen || this.sceneKind !== 'lobby') return false;
    this.howTo.start(howTo, this.design, this.screen.root, this.ctx);
    return true;
  }

  /** (Re)build on a fresh design container: after start and after a lost WebGL context. */
  build(design: Container): void {
    this.detached = false;
    const howTo = this.howTo.suspend();
    this.screen?.destroy();
    this.screen = null;
    this.sceneKind = null;
    this.design = design;
    for (const c of design.removeChildren()) release(c);
    this.voice.attach(design, this.state?.phase);
    this.queue.clear();
    if (this.state) {
      this.shown = this.tableOf(this.state);
      this.ensureScene(kindFor(this.state.phase));
      this.current()?.sync(this.view()!);
      this.mirrorTable();
      // A how-to playing goes on over the rebuilt lobby, from its beat.
      const lobby = this.sceneKind === 'lobby' ? this.current() : null;
      if (howTo && lobby) this.howTo.start(howTo.howTo, design, lobby.root, this.ctx, howTo.beat);
    }
  }

  /**
   * Let go of the scene before its Pixi application is destroyed, or for good (a replay's director when the replay
   * ends): stops its tweens first, and lets go of the design container too, so a step still playing, or the queue
   * going idle after it, draws nothing more until `build`.
   */
  teardown(): void {
    this.howTo.close(false);
    this.queue.clear();
    this.screen?.destroy();
    this.screen = null;
    this.sceneKind = null;
    this.voice.detach();
    this.design = null;
  }

  /** Give the TV to a replay: let go of the scene and draw nothing until `build` (state and events still come in). */
  detach(): void {
    this.teardown();
    this.detached = true;
  }

  /** The screen on show (a method, so flow analysis does not pin it to an earlier null). */
  private current(): Screen | null {
    return this.screen;
  }

  /** The chosen show's part if it is loaded (and asks for it when it is not). */
  private part(): StageShow | null {
    const id = this.state?.show;
    return id ? this.parts.want(id) : null;
  }

  /** Load a show's part once; when it arrives, draw with it. Null for a show this stage does not know. */
  load(id: string): Promise<StageShow | null> {
    return this.parts.load(id);
  }

  /** The chosen show's table from a state, or null while its part loads. */
  private tableOf(state: RoomStateShape): unknown {
    const part = this.parts.get(state.show);
    return part ? part.fromState(state) : null;
  }

  /**
   * The room's newest table: the latest state's, unless the animations have already shown more
   * (a patch that comes after its event, or a page fed events without states, like the demo).
   */
  private newest(): unknown {
    const part = this.parts.get(this.state?.show ?? '');
    if (part && this.latest !== null && this.shown !== null && this.sceneShow === this.state?.show && part.isBehind(this.latest, this.shown)) return this.shown;
    return this.latest;
  }

  /** Where phones join (lobby and results QR); drawn again when it comes after the state (a TV reloaded on the results). */
  setJoin(join: JoinInfo): void {
    this.join = join;
    const view = this.view();
    if (view && (this.sceneKind === 'lobby' || this.sceneKind === 'finale') && !this.queue.busy) this.screen?.sync(view);
  }

  /** A new state snapshot from the room. */
  onState(state: RoomStateShape): void {
    const showChanged = this.state?.show !== state.show;
    if (showChanged) this.lobby.clear();
    this.state = state;
    if (showChanged) this.deps.title(this.parts.card(state.show)?.title ?? '');
    if (this.shown === null || showChanged) this.shown = this.tableOf(state);
    this.part();
    this.latest = this.tableOf(state);
    // Drawn in the next frame, before it renders: the room sends a change's events right behind
    // its patch, so they play in that same frame (no frame of the patch alone in between).
    this.stale = true;
    // Another show chosen ends a lesson (after the tables above, which the lobby's reconcile reads).
    if (showChanged && this.howTo.playing) this.howTo.close(true);
  }

  /**
   * The caption bar's last line gives way to the welcome (the room's phase's, `welcomeFor`): after the host picked another language
   * (the line was said in the old one), and in a new room (the line was the old room's).
   */
  sayWelcome(): void {
    this.voice.welcome(this.state?.phase);
  }

  /** A new room (first connect or after the old room was lost): forget what was shown. */
  resetRoom(): void {
    this.queue.clear();
    this.lobby.clear();
    this.shown = null;
    this.latest = null;
    this.state = null;
  }

  /**
   * One room event: queued, played in order. A step may run longer than the queue's default
   * limit when the show plans it so (its finale, a long reveal: `StageShow.stepLimit`).
   */
  onEvent(event: RoomEvent): void {
    const part = this.parts.get(this.state?.show ?? '');
    const limit = isPlatformEvent(event) ? undefined : part?.stepLimit(event);
    // The game over goes to the finale at once (after the last move, for a show that plays it); the
    // finale (a planned step the phones wait for) is hurried only by the room moving on; any other
    // long step (a reveal) by the next decision, as every step is; a platform event (a phone dropping
    // or coming back, a stand-in) hurries nothing: its line follows what is being read.
    const firm = limit !== undefined && event.type === 'game-over';
    this.queue.push((pace) => this.step(event, this.speed === 1 ? pace : { ...pace, speed: pace.speed * this.speed }), { limitMs: limit, firm, patient: isPlatformEvent(event), urgent: event.type === 'game-over' && !part?.playsLastMove });
  }

  private menuContext(): MenuContext {
    return this.lobby.context(menuContextFor(this.state, this.part(), this.parts, !!this.deps.replay));
  }

  private view(): View | null {
    if (!this.state) return null;
    const menu = this.menuContext();
    return { state: this.state, table: this.shown, join: this.join, menu: this.lobby.menuFor(menu), lobby: { card: this.parts.card(this.state.show), menu } };
  }

  private reconcile(dtMs = 0): void {
    const state = this.state;
    const kind = kindFor(state?.phase ?? 'lobby');
    // The game's last events are on their way: they take the screen to the finale themselves.
    this.stale = this.finaleWait.holds(this.sceneKind, kind, dtMs);
    if (!state || this.stale) return;
    const part = this.part();
    // Every screen waits for the show's part (the lobby's menu has its rule rows), unless this
    // stage does not know the show at all (then the lobby shows what the platform knows).
    if (!part && (kind !== 'lobby' || this.parts.card(state.show))) return;
    if (part) {
      const target = part.fromState(state);
      if (this.shown !== null && this.sceneShow === state.show && part.isBehind(target, this.shown)) return;
      this.shown = target;
    }
    this.ensureScene(kind);
    const view = this.view();
    if (view) this.screen?.sync(view);
    this.mirrorTable();
  }

  /** The table in words on the page (not while off screen: a replay's, or the live one's during a replay, is not on show). */
  private mirrorTable(): void {
    if (this.detached) return;
    const part = this.part();
    const state = this.state;
    if (part && this.shown !== null) {
      const d = part.describe(this.shown);
      this.deps.table(d.offer, d.seats);
    } else if (state) {
      this.deps.table('', state.seats.map((s) => `${s.name}: ${s.kind === 'bot' ? `bot ${s.botLabel}` : s.connected ? 'phone on' : 'phone off'}`));
    }
  }

  private ensureScene(kind: SceneKind): void {
    const show = this.state?.show ?? null;
    if (!this.design || (this.sceneKind === kind && (kind === 'lobby' || this.sceneShow === show))) return;
    const part = this.part();
    if (kind !== 'lobby' && !part) return;
    this.howTo.close(false);
    this.screen?.destroy();
    this.deps.call('');
    this.screen = kind === 'lobby' ? new LobbyScreen(this.ctx) : part!.screen(kind, this.ctx);
    if (kind === 'lobby' && this.sceneKind === 'finale') this.say({ text: stageTexts.now().backInLobby, sound: null });
    this.sceneKind = kind;
    this.voice.greet(this.state?.phase); // nothing said yet: greet for this phase
    this.sceneShow = show;
    this.design.addChildAt(this.screen.root, 0);
    const info = kind === 'lobby' ? LOBBY_SCENE : part!.scenes[kind];
    this.deps.scene(info.name, info.description, kind);
  }

  private async step(event: RoomEvent, pace: StepPace): Promise<void> {
    if (!this.state) return;
    if (isPlatformEvent(event) && !this.parts.get(this.state.show)) {
      // Seats coming and going in the lobby need no show's part: the lobby redraws from state.
      for (const c of platformCaptions(event, this.state.seats.map((s) => s.name), this.captionContext())) this.voice.sayRoom(c);
      this.reconcile();
      return;
    }
    const part = await this.load(this.state.show);
    if (!part || !this.state) return;
    const current = part.fromState(this.state);
    const before = this.shown !== null && this.sceneShow === this.state.show ? part.withSeatsFrom(this.shown, current) : current;
    const after = part.apply(before, event);
    const names = part.names(after);
    if (isPlatformEvent(event)) {
      if (event.type === 'turn') this.clockOn = event.deadline > 0;
      // A stand-in's bot in the stage's words ("Medium"), not its label ("medium-steady").
      const said = event.type === 'stand-in' && part.botName ? { ...event, label: part.botName(event.label) } : event;
      for (const c of platformCaptions(said, names, this.captionContext())) this.voice.sayRoom(c);
      if (event.type === 'turn') this.ensureScene('game');
    } else {
      this.ensureScene(event.type === 'game-over' ? 'finale' : 'game');
      // A screen may speak an event's lines itself, as its animation reaches them (a finale's reveal).
      if (!this.screen?.speaks?.(event)) for (const c of part.captions(event as StreamedEvent<{ type: string }>, names)) this.say(c);
    }
    this.shown = after;
    const view = this.view();
    this.mirrorTable();
    if (this.screen && view) await this.screen.play(event, before, after, view, pace);
  }

  /** Sound captions on the caption bar ("♪ chip clink"): the host may hide them (key C). */
  get soundCaptions(): boolean {
    return this.voice.soundCaptions;
  }

  /** Show or hide the sound captions on the caption bar. */
  setSoundCaptions(on: boolean): void {
    this.voice.soundCaptions = on;
  }

  /** A decision's clock runs: a game is on and its last turn had a deadline. */
  private captionContext(): { clock: boolean } {
    return { clock: this.state?.phase === 'playing' && this.clockOn };
  }

  /** Show a caption: the bar, the DOM live log, and its sound. */
  say(c: Caption): void {
    this.voice.say(c);
  }

  /** Focus lobby row `row` (by key; gone: nothing) and, with `press`, use it as a click does (ShowContext.menuClick). */
  private menuClick(row: string, press: boolean): void {
    if (!this.lobby.focusRow(row, this.menuContext())) return;
    if (!press || !this.key('Click')) this.screen?.sync(this.view()!);
  }

  /** A key from the keyboard or a TV remote. Returns true when used. */
  key(key: string): boolean {
    const view = this.view();
    if (!view) return false;
    if (this.sceneKind === 'lobby') {
      if (this.howTo.playing) return this.howTo.key(key);
      if (key === 'h' || key === 'H') return this.startHowTo();
      const used = this.lobby.key(key, view.lobby.menu);
      if (used) this.screen?.sync(this.view()!);
      return used;
    }
    return this.screen?.key?.(key, view) ?? false;
  }

  /** Every frame (before it renders): a new state not yet drawn is drawn first, then the screen's live parts. */
  frame(dtMs: number): void {
    if (this.stale && !this.queue.busy) this.reconcile(dtMs);
    const view = this.view();
    if (view) this.screen?.update(dtMs, view);
    this.howTo.update(dtMs);
  }

  /** The room's phase (undefined before its first state). */
  get phase(): RoomStateShape['phase'] | undefined { return this.state?.phase; }

  /** The table as shown now (tests, bench): the show's model. */
  get table(): unknown {
    return this.shown;
  }
}
