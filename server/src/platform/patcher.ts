/**
 * When a room writes its state and patches. A room has no patch interval (docs/SERVER.md): a
 * change marks the projection due and queues one patch for the end of this turn of the event loop
 * (a bot move, a timer, a join); the projection then runs once, right before that patch or a
 * joiner's full state, however many changes the turn made (a decision changes the show and
 * answers the request: one projection, not two; docs/BENCHMARKS.md, "load").
 */
export interface PatcherHooks {
  /** False once the room is closing: nothing more is projected. */
  canProject(): boolean;
  /** False once the room is disposed: no more patches. */
  alive(): boolean;
  /** Copy the room into the state and the views (projection.ts). */
  project(): void;
  /** Send the patch (the room's `broadcastPatch`, which calls `flush()` first). */
  patch(): void;
}

export class Patcher {
  private queued = false;
  private due = false;

  constructor(private readonly hooks: PatcherHooks) {}

  /** Something the state shows changed: project before the next patch, and patch soon. */
  changed(): void {
    if (!this.hooks.canProject()) return;
    this.due = true;
    this.queue();
  }

  /** Patch once, soon (the events queued behind a patch go out with it). */
  queue(): void {
    if (this.queued) return;
    this.queued = true;
    setImmediate(() => {
      this.queued = false;
      if (this.hooks.alive()) this.hooks.patch();
    });
  }

  /** Bring the state up to date now if a change is pending (before a patch or a full state). */
  flush(): void {
    if (!this.due || !this.hooks.canProject()) return;
    this.due = false;
    this.hooks.project();
  }
}
