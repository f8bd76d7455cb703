/**
 * The ordered event stream (protocol events.ts): every event gets the next `seq` (1, 2, ...) and
 * a caption `variant` from the room's cosmetic generator (randomness.ts: it shares nothing with
 * the deal), then goes to `send`. A
 * show's event also gets the number of the game it belongs to. Once `close()` is called (game
 * room disposed) nothing more is sent.
 */
import type { PlatformEventBody, RoomEvent } from '@minus/shared/platform/protocol/index';
import type { Rng } from '@minus/shared/platform/rng';

/** Highest caption variant + 1; captions pick `variant % wordings`. */
export const VARIANTS = 1000;

export class EventStream {
  private seq = 0;
  private closed = false;
  /** Events emitted while held (a request whose lobby change is not stored yet), or null. */
  private held: RoomEvent[] | null = null;

  constructor(
    /** The room's cosmetic generator. */
    private readonly cosmetic: Rng,
    private readonly send: (event: RoomEvent) => void,
  ) {}

  /**
   * Number and send one event: a platform event, or (with `game`, the game's number) a show's.
   * Returns it, or null once closed.
   */
  emit(body: PlatformEventBody): RoomEvent | null;
  emit(body: { type: string }, game: number): RoomEvent | null;
  emit(body: { type: string }, game?: number): RoomEvent | null {
    if (this.closed) return null;
    const numbered = { seq: ++this.seq, variant: this.cosmetic.int(0, VARIANTS - 1) };
    const event = (game === undefined ? { ...body, ...numbered } : { ...body, game, ...numbered }) as RoomEvent;
    if (this.held) this.held.push(event);
    else this.send(event);
    return event;
  }

  /** Keep the next events back until `release` (write-ahead: nothing leaves before it is stored). */
  hold(): void {
    this.held ??= [];
  }

  /** Send the events held back (`send`), or drop them (the change they tell was undone); their `seq` stay used. */
  release(send: boolean): void {
    const held = this.held;
    this.held = null;
    if (send && held) for (const e of held) this.send(e);
  }

  /** The last `seq` sent (0 before any). */
  get last(): number {
    return this.seq;
  }

  close(): void {
    this.closed = true;
  }
}
