/**
 * One room under load: a stage connection (`client.create(ROOM_NAME, { role: 'stage' })`) and five
 * scripted phones that join by the room code, then whole games back to back. The first phone is
 * the VIP and sends `start` / `play-again`; the stage takes over when the VIP cannot (soak).
 * The stage times each decision too (send on the phone → patch on the stage), and, when
 * `verify` is on, fetches each finished game's record and checks it (verify.ts).
 */
import type { GameRecord } from '@minus/shared/shows/minus-auction/index';
import { ROOM_NAME, type AnswerMessage } from '@minus/shared/platform/protocol/index';
import type { MinusEvent as GameEvent } from '@minus/shared/shows/minus-auction/events';
import type { MinusRoomState as RoomStateShape } from '@minus/shared/shows/minus-auction/state';
import type { Room } from 'colyseus.js';
import { Phone, sleep, waitFor, type TableContext } from './phone.js';
import type { Histogram } from './stats.js';
import { checkGame, type GameOverEvent } from './verify.js';

export const PHONES_PER_ROOM = 5;

export interface RoomDriverOptions extends TableContext {
  /** Decision-to-patch latency seen by the stage (ms). */
  stageLatency: Histogram;
  /** Fetch and replay every finished game's record. */
  verify: boolean;
  /** Settings the stage sends before the first game (e.g. a shorter decision timer for the soak). */
  settings?: Record<string, unknown>;
  /** Pause on the results screen before `play-again`, ms. */
  pause(): number;
}

export class RoomDriver {
  stage: Room<RoomStateShape> | null = null;
  readonly phones: Phone[] = [];
  code = '';
  gamesFinished = 0;
  private stopping = false;
  private closingStage = false;
  private sweep: NodeJS.Timeout | null = null;
  private nextGame: NodeJS.Timeout | null = null;
  /** Record checks in flight (close() waits for them). */
  private readonly checks = new Set<Promise<void>>();

  constructor(private readonly o: RoomDriverOptions, private readonly tag: string) {}

  /** Create the room, seat five phones, start the first game. Throws when a join fails. */
  async open(): Promise<void> {
    const o = this.o;
    const stage = await o.client.create<RoomStateShape>(ROOM_NAME, { role: 'stage' }).catch((e: Error) => {
      throw new Error(`create: ${e.message}`);
    });
    this.stage = stage;
    o.counters.connections += 1;
    stage.onMessage('event', (e: GameEvent) => this.onEvent(e));
    stage.onMessage('answer', (a: AnswerMessage) => {
      if (!a.ok) o.error(`stage: ${a.type} refused (${a.code}: ${a.message ?? ''})`);
    });
    stage.onMessage('*', () => undefined);
    stage.onStateChange((s) => this.onStageState(s));
    stage.onError((code, message) => o.error(`stage: room error ${code} ${message ?? ''}`));
    stage.onLeave((code) => {
      o.counters.connections -= 1;
      if (!this.closingStage) o.error(`stage: connection closed by the server (${code})`);
    });
    await waitFor(() => !!stage.state?.code, 10_000, 'the room code');
    this.code = stage.state.code;
    if (o.settings) stage.send('settings', o.settings);
    for (let i = 0; i < PHONES_PER_ROOM; i++) {
      const phone = new Phone(`${this.tag}-${i + 1}`, o);
      this.phones.push(phone);
      await phone.join(this.code).catch((e: Error) => {
        throw new Error(`phone ${i + 1} join: ${e.message}`);
      });
    }
    await waitFor(() => stage.state.seats.length === PHONES_PER_ROOM, 10_000, 'five seats');
    o.counters.roomsUp += 1;
    this.sweep = setInterval(() => this.checkOverdue(), 1000);
    this.startGame();
  }

  private onStageState(s: RoomStateShape): void {
    const f = this.o.inFlight;
    if (f && (s.game.version > f.version || s.phase !== 'playing')) {
      this.o.stageLatency.add(performance.now() - f.at);
      this.o.inFlight = null;
    }
  }

  /** The VIP's phone starts (or plays again) when it holds its own seat; otherwise the stage does. */
  startGame(): void {
    this.nextGame = null;
    const stage = this.stage;
    if (this.stopping || !stage?.state) return;
    const type = stage.state.phase === 'finale' ? 'play-again' : 'start';
    const vip = this.phones[0]!;
    const i = vip.room?.state ? vip.index(vip.room.state) : -1;
    const seat = i >= 0 ? vip.room!.state.seats[i] : undefined;
    if (seat?.vip && !seat.standIn && !vip.busy) vip.room!.send(type, {});
    else stage.send(type, {});
  }

  private onEvent(e: GameEvent): void {
    if (e.type !== 'game-over') return;
    this.gamesFinished += 1;
    this.o.counters.gamesFinished += 1;
    if (this.o.verify) {
      const check = this.verify(e);
      this.checks.add(check);
      void check.finally(() => this.checks.delete(check));
    }
    if (this.stopping) return;
    this.nextGame = setTimeout(() => this.startGame(), this.o.pause());
  }

  /** Ask for the record of a finished game and replay it against what the room announced. */
  private async verify(over: GameOverEvent): Promise<void> {
    const stage = this.stage;
    if (!stage) return;
    const seats = stage.state.seats.map((s) => ({ finalChips: s.finalChips, finalScore: s.finalScore, place: s.place }));
    const record = await new Promise<GameRecord | null>((resolve) => {
      const off = stage.onMessage('record', (m: { game: number; record: GameRecord }) => {
        if (m.game !== over.game) return;
        off();
        resolve(m.record);
      });
      stage.send('get-record', { game: over.game });
      setTimeout(() => {
        off();
        resolve(null);
      }, 5000);
    });
    if (!record) return this.o.error(`${this.tag}: no record for game ${over.game}`);
    const problems = checkGame({ over, seats, record });
    if (problems.length === 0) this.o.counters.gamesVerified += 1;
    for (const p of problems) this.o.error(`${this.tag}: ${p}`);
  }

  private checkOverdue(): void {
    const now = performance.now();
    for (const p of this.phones) if (p.overdue(now, 5000)) this.o.error(`${p.name}: a decision was not applied within 5 s`);
  }

  /** Leave: phones first, then (once record checks in flight have ended) the stage; all consented. Bounded by a few seconds. */
  async close(): Promise<void> {
    this.stopping = true;
    if (this.sweep) clearInterval(this.sweep);
    if (this.nextGame) clearTimeout(this.nextGame);
    await Promise.all(this.phones.map((p) => p.close(true)));
    // Stand-ins finish the game when the phones leave (a move per turn of the server's event
    // loop): wait for its end, bounded, so that its record is asked for and checked too.
    if (this.o.verify) await waitFor(() => this.stage?.state?.phase !== 'playing', 8000, 'the stand-ins to finish').catch(() => undefined);
    await Promise.race([Promise.all(this.checks), sleep(6000)]);
    const stage = this.stage;
    if (stage && !this.closingStage) {
      this.closingStage = true;
      await Promise.race([stage.leave(true), sleep(3000)]);
    }
  }
}
