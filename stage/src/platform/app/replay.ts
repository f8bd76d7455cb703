/**
 * The replay on the stage (docs/STAGE.md, "Replay"): a finished game of tonight, or a record file
 * dropped on the page, played on the TV through the same screens as a live game, at 1x, 2x or 4x,
 * under a REPLAY badge. The server walks the record through the show's module and projection
 * (GET /api/rooms/CODE/replay/N, POST /api/replay: frames of public state and the room's events);
 * here a second director (`Show`, sending nothing) plays those frames while the live one is
 * detached, keeping the room's state without drawing it. The live room is never touched: phones
 * keep their lobby, and a new game's start ends the replay at once.
 */
import type { Container } from 'pixi.js';
import type { RoomEvent } from '@minus/shared/platform/protocol/events';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import type { JoinInfo } from '../screens/screen.js';
import type { Show } from './show.js';
import { ReplayPanel } from './replay-panel.js';
import { guessAvatars } from './replay-avatars.js';
import { replayTexts, type ReplayTexts } from '../ui/replay-texts/index.js';

/** What the server sends for a replay (server/src/platform/replay-script.ts). */
export interface ReplayScript {
  show: string;
  game: number;
  /** The seats wear the avatars the record kept; false (or absent) for an older record: the stage picks them (replay-avatars.ts). */
  avatarsKnown?: boolean;
  frames: { state: RoomStateShape; events: RoomEvent[] }[];
}

/** The speeds a remote steps through. */
export const REPLAY_SPEEDS = [1, 2, 4] as const;
/** A pause between two steps at 1x (ms), so a decision reads as one beat; divided by the speed. */
const STEP_PAUSE_MS = 700;
/** How long the finale stays up after its last step at 1x (ms) before the room comes back. */
const FINALE_HOLD_MS = 6000;
/** Largest record file read (bytes), as the server's limit. */
const MAX_FILE_BYTES = 1_000_000;

export interface ReplayDeps {
  /** The live director (detached while a replay plays). */
  live: Show;
  /** A fresh director for one replay: it must send nothing to the room. */
  makeShow(): Show;
  /** The Pixi design container (null before the renderer is up). */
  design(): Container | null;
  /** Draw the live room again on `design` (the live director and its overlays). */
  rebuildLive(design: Container): void;
  /** Add a caption to the DOM live log. */
  announce(text: string): void;
  /** The room's code and where phones join (the finale's join box). */
  room(): { code: string; join: JoinInfo };
  /** A show's title by its id (the id when the TV does not know the show). */
  showTitle(id: string): string;
  fetch: typeof fetch;
}

type Refusal = keyof Pick<ReplayTexts, 'unfinished' | 'notRecord' | 'noRecord' | 'offline' | 'busy'>;

/** The refusal a replay route's error code is worded as (server/src/http/api.ts); anything else is `offline`. */
const REFUSALS: Readonly<Record<string, Refusal>> = { unfinished: 'unfinished', 'no-record': 'noRecord', 'not-a-record': 'notRecord', busy: 'busy' };

export class Replay {
  readonly panel: ReplayPanel;
  private live: RoomStateShape | null = null;
  private show: Show | null = null;
  /** Bumped by every start and stop: a feeding loop of an older replay stops at its next wait. */
  private run = 0;
  private speedNow = 1;

  constructor(private readonly deps: ReplayDeps, doc: Document = document) {
    this.panel = new ReplayPanel(doc);
  }

  /** True while a replay has the TV. */
  get active(): boolean {
    return this.show !== null;
  }

  /** The live room's state: a game starting ends the replay (and closes the picker). */
  onLiveState(state: RoomStateShape): void {
    const wasPlaying = this.live?.phase === 'playing';
    this.live = state;
    if (state.phase === 'playing' && !wasPlaying) {
      if (this.panel.open) this.panel.hide();
      if (this.active) this.stop(replayTexts.now().newGame);
    }
  }

  /** Replays play between games only (the live room is not playing). */
  private get between(): boolean {
    return this.live !== null && this.live.phase !== 'playing';
  }

  /** Open the picker of tonight's games (newest first). False during a live game. */
  openPicker(message = ''): boolean {
    if (!this.between || this.active) return false;
    const count = this.live!.game.number;
    const games = Array.from({ length: count }, (_, i) => count - i);
    this.panel.show(games, {
      game: (n) => void this.load(() => this.deps.fetch(`/api/rooms/${this.deps.room().code}/replay/${n}`), n),
      file: (file) => void this.playFile(file),
      close: () => this.panel.hide(),
    }, message);
    if (count > 0) void this.nameGames();
    return true;
  }

  /**
   * Name each game in the open picker by its show (marked when it was a practice game) and who
   * won (GET /api/rooms/CODE/games); the numbers alone stay when the server does not answer.
   */
  private async nameGames(): Promise<void> {
    let games: unknown;
    try {
      const answer = await this.deps.fetch(`/api/rooms/${this.deps.room().code}/games`);
      if (!answer.ok) return;
      games = ((await answer.json()) as { games?: unknown } | null)?.games;
    } catch {
      return;
    }
    if (!this.panel.open || !Array.isArray(games)) return;
    const listed = new Set<number>();
    for (const g of games as { game?: unknown; show?: unknown; winners?: unknown; practice?: unknown }[]) {
      if (typeof g?.game !== 'number' || typeof g.show !== 'string' || !Array.isArray(g.winners)) continue;
      const winners = g.winners.filter((w): w is string => typeof w === 'string');
      this.panel.name(g.game, this.deps.showTitle(g.show), winners, g.practice === true);
      listed.add(g.game);
    }
    // A game the room has no record of (set aside after a restart) is not offered.
    this.panel.keepOnly(listed);
  }

  /** A record file (picked or dropped): replayed if it is a finished game's record, else a friendly line. */
  async playFile(file: File): Promise<void> {
    if (!this.between || this.active) return;
    if (!this.panel.open) this.openPicker();
    if (file.size > MAX_FILE_BYTES) return this.refuse('notRecord');
    let text: string;
    try {
      text = await file.text();
    } catch {
      return this.refuse('notRecord');
    }
    await this.load(() => this.deps.fetch(`/api/replay?room=${encodeURIComponent(this.deps.room().code)}`, { method: 'POST', body: text, headers: { 'content-type': 'text/plain' } }), null);
  }

  private refuse(why: Refusal): void {
    const line = replayTexts.now()[why];
    this.panel.say(line);
    this.deps.announce(line);
  }

  /** Ask the server for a replay of tonight's game `game` (null: a file) and start it, or say why not. */
  private async load(ask: () => Promise<Response>, game: number | null): Promise<void> {
    this.panel.say(replayTexts.now().loading);
    let answer: Response;
    let body: unknown;
    try {
      answer = await ask();
      body = await answer.json();
    } catch {
      return this.refuse('offline');
    }
    if (!answer.ok) {
      const code = (body as { error?: string } | null)?.error;
      return this.refuse((code !== undefined && Object.hasOwn(REFUSALS, code) ? REFUSALS[code] : undefined) ?? 'offline');
    }
    if (!this.between || this.active || !this.panel.open) return;
    await this.start(body as ReplayScript, game);
  }

  /** Take the TV and play `script` from its first frame. */
  private async start(script: ReplayScript, game: number | null): Promise<void> {
    const design = this.deps.design();
    const show = this.deps.makeShow();
    if (!design || !(await show.load(script.show)) || !this.between || this.active) return this.refuse('notRecord');
    this.panel.hide();
    const run = ++this.run;
    this.show = show;
    show.speed = this.speedNow;
    const room = this.deps.room();
    show.setJoin(room.join);
    this.deps.live.detach();
    show.build(design);
    this.panel.setBadge(this.speedNow);
    const t = replayTexts.now();
    show.say({ text: game === null ? t.startsFile : t.starts(game), sound: null });
    // Each seat as it was in that game (the record's avatars), never by who sits in the room now.
    const guessed = script.avatarsKnown === true ? null : guessAvatars((script.frames[0]?.state.seats ?? []).map((s) => s.name), this.live);
    const dress = (seats: RoomStateShape['seats']) => (guessed ? seats.map((s, i) => ({ ...s, avatar: guessed[i] ?? s.avatar })) : seats);
    const frames = script.frames.map((f) => ({ ...f, state: { ...f.state, code: room.code, seats: dress(f.state.seats) } }));
    for (let i = 0; i < frames.length; i++) {
      const frame = frames[i]!;
      // Events before their state, as the room's stream usually arrives: the step animates from the table shown.
      if (i === 0) show.onState(frame.state);
      for (const e of frame.events) show.onEvent(e);
      if (i > 0) show.onState(frame.state);
      if (!(await this.settle(run, show, STEP_PAUSE_MS))) return;
    }
    if (await this.settle(run, show, FINALE_HOLD_MS)) this.stop(t.over);
  }

  /** Wait for the replay's queue to empty, then `pauseMs` at the current speed. False when this replay was stopped meanwhile. */
  private async settle(run: number, show: Show, pauseMs: number): Promise<boolean> {
    while (this.run === run && show.queue.busy) await wait(40);
    const until = performance.now() + pauseMs / this.speedNow;
    while (this.run === run && performance.now() < until) await wait(Math.min(40, until - performance.now()));
    return this.run === run;
  }

  /** Give the TV back to the live room, saying `line` (the replay ended, or a game starts). */
  stop(line = replayTexts.now().over): void {
    const show = this.show;
    if (!show) return;
    this.run++;
    this.show = null;
    // Off screen for good: a step still playing finishes without drawing, captioning or describing the table.
    show.detach();
    this.panel.setBadge(null);
    this.panel.clearMarker();
    const design = this.deps.design();
    if (design) this.deps.rebuildLive(design);
    this.deps.live.say({ text: line, sound: null });
  }

  /** Set the replay's speed (1, 2 or 4). */
  setSpeed(speed: number): void {
    this.speedNow = speed;
    if (!this.show) return;
    this.show.speed = speed;
    this.panel.setBadge(speed);
    this.show.say({ text: replayTexts.now().speedNow(speed), sound: null });
  }

  /** The replay's director is animating a step (a text refresh waits for it: `PixiHost.refreshText`). */
  get animating(): boolean {
    return this.show?.queue.busy ?? false;
  }

  /** The Pixi context came back or was rebuilt while a replay plays: draw the replay on `design`. False when none plays. */
  rebuild(design: Container): boolean {
    if (!this.show) return false;
    this.show.build(design);
    return true;
  }

  /** A record file dropped anywhere on the page is replayed (between games). */
  acceptDrops(win: Window = window): void {
    win.addEventListener('dragover', (e) => e.preventDefault());
    win.addEventListener('drop', (e) => {
      e.preventDefault();
      const file = e.dataTransfer?.files?.[0];
      if (file) void this.playFile(file);
    });
  }

  /** Every frame. */
  frame(dtMs: number): void {
    this.show?.frame(dtMs);
  }

  /**
   * A key from the keyboard or a TV remote, before the live show sees it. R (or the remote's red
   * key) opens the picker between games; in the picker Up/Down move, Enter replays, Back closes;
   * during a replay 1/2/4 or Left/Right change the speed and Back leaves. True when used.
   */
  key(key: string): boolean {
    if (this.active) {
      const at = REPLAY_SPEEDS.indexOf(this.speedNow as 1);
      if (key === '1' || key === '2' || key === '4') this.setSpeed(Number(key));
      else if (key === 'ArrowRight' || key === 'ArrowUp') this.setSpeed(REPLAY_SPEEDS[Math.min(REPLAY_SPEEDS.length - 1, at + 1)]!);
      else if (key === 'ArrowLeft' || key === 'ArrowDown') this.setSpeed(REPLAY_SPEEDS[Math.max(0, at - 1)]!);
      else if (isBack(key)) this.stop();
      return true;
    }
    if (this.panel.open) {
      if (key === 'ArrowUp' || key === 'ArrowLeft') this.panel.move(-1);
      else if (key === 'ArrowDown' || key === 'ArrowRight') this.panel.move(1);
      else if (key === 'Enter' || key === ' ') this.panel.choose();
      else if (isBack(key)) this.panel.hide();
      return true;
    }
    if (key === 'r' || key === 'R' || key === 'ColorF0Red') return this.openPicker();
    return false;
  }
}

function isBack(key: string): boolean {
  return key === 'Escape' || key === 'Backspace' || key === 'GoBack' || key === 'BrowserBack';
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
