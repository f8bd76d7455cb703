/**
 * The director's voice: the caption bar on the design, the DOM live log and the sound behind each
 * line. It remembers the last line (a rebuilt design says it again), greets for the room's phase
 * while nothing was said yet, holds the host's choice to show sound captions ("♪ chip clink"), and
 * keeps the bar for a lesson while one plays (a room's line then goes to the log and sound only).
 */
import type { Container } from 'pixi.js';
import { soundDescription, type Caption } from '@minus/shared/platform/captions/caption';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { CaptionBar } from '../ui/bits.js';
import { CAPTION_BAR } from './layout.js';
import { welcomeFor } from './scenes.js';
import type { ShowDeps } from './show-deps.js';

/** What the voice asks of its director: off screen (a replay has the TV), and whether a lesson has the bar. */
export interface VoiceHost {
  detached(): boolean;
  lessonPlaying(): boolean;
}

/** The caption bar, the live log and the sounds of one director (see the file's comment). */
export class ShowVoice {
  private bar: CaptionBar | null = null;
  /** The caption on the bar (null: the welcome line, said in the stage's language when drawn). */
  private last: { text: string; sound: string | null } | null = null;
  private soundsOn = true;

  constructor(private readonly deps: Pick<ShowDeps, 'announce' | 'play'>, private readonly host: VoiceHost) {}

  /** A new caption bar on a fresh design container, saying the last line again (or the phase's welcome). */
  attach(design: Container, phase: RoomStateShape['phase'] | undefined): void {
    this.bar = new CaptionBar(CAPTION_BAR);
    this.bar.showSounds(this.soundsOn);
    const last = this.last ?? { text: welcomeFor(phase), sound: null };
    this.bar.say(last.text, last.sound);
    design.addChild(this.bar);
  }

  /** Let go of the bar (its design container is going). */
  detach(): void {
    this.bar = null;
  }

  /** Nothing said yet: greet for this phase (a screen for another phase came up). */
  greet(phase: RoomStateShape['phase'] | undefined): void {
    if (this.last === null) this.bar?.say(welcomeFor(phase), null);
  }

  /** The last line gives way to the phase's welcome (another language, a new room). */
  welcome(phase: RoomStateShape['phase'] | undefined): void {
    this.last = null;
    this.bar?.say(welcomeFor(phase), null);
  }

  /** Sound captions on the caption bar: the host may hide them (key C). */
  get soundCaptions(): boolean {
    return this.soundsOn;
  }

  set soundCaptions(on: boolean) {
    this.soundsOn = on;
    this.bar?.showSounds(on);
  }

  /** A room's line (a phone joining): while the lesson plays, only the live log and its sound, the bar stays the lesson's. */
  sayRoom(c: Caption): void {
    if (!this.host.lessonPlaying()) return this.say(c);
    if (this.host.detached()) return;
    this.deps.announce(c.text);
    if (c.sound) this.deps.play(c.sound);
  }

  /** Show a caption: the bar, the DOM live log, and its sound. */
  say(c: Caption): void {
    const description = c.sound ? soundDescription(c.sound) : null;
    this.last = { text: c.text, sound: description };
    this.bar?.say(c.text, description);
    if (this.host.detached()) return;
    this.deps.announce(c.text);
    if (c.sound) this.deps.play(c.sound);
  }
}
