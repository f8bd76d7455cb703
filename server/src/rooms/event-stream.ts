/**
 * The ordered event stream (protocol events.ts): every event gets the next `seq` (1, 2, ...) and
 * a caption `variant` from the room's cosmetic generator (randomness.ts: it shares nothing with
 * the deal), then goes to `send`. Once `close()` is
 * called (game room disposed) nothing more is sent.
 */
import type { GameEvent } from '@minus/shared/protocol/index';
import type { Rng } from '@minus/shared/rng';

/** An event before numbering: any `GameEvent` without `seq` and `variant`. */
export type EventBody = GameEvent extends infer E ? (E extends GameEvent ? Omit<E, 'seq' | 'variant'> : never) : never;

/** Highest caption variant + 1; captions pick `variant % wordings`. */
export const VARIANTS = 1000;

export class EventStream {
  private seq = 0;
  private closed = false;

  constructor(
    /** The room's cosmetic generator. */
    private readonly cosmetic: Rng,
    private readonly send: (event: GameEvent) => void,
  ) {}

  /** Number and send one event. Returns it, or null once closed. */
  emit(body: EventBody): GameEvent | null {
    if (this.closed) return null;
    const event = { ...body, seq: ++this.seq, variant: this.cosmetic.int(0, VARIANTS - 1) } as GameEvent;
    this.send(event);
    return event;
  }

  /** The last `seq` sent (0 before any). */
  get last(): number {
    return this.seq;
  }

  close(): void {
    this.closed = true;
  }
}
