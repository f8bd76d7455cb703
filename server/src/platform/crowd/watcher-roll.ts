/**
 * What the room knows of its watchers for the whole evening, whatever game is on (docs/SERVER.md,
 * "The crowd"): how many it has numbered ("Watcher N"), each phone's number by its `watcher` id
 * (so a reload and a restart keep it), and the names the host hid (`hide-name`): by voter id (that
 * watcher, whatever it calls itself later) and by the name's comparison key (name-skeleton.ts
 * `nameKey`: the same rude word from another phone, or in look-alike letters, is hidden too).
 * Stored with the crowd's snapshot (crowd-snapshot.ts) and put back at a restart even when the
 * snapshot is of an earlier game than the one restored.
 */
import { nameKey } from '@minus/shared/platform/protocol/name-skeleton';

/** Phones whose numbers the roll remembers; a phone past it gets a new number when it comes back. */
export const ROLL_PHONES_MAX = 5_000;
/** Hidden ids and names the roll keeps (a host hiding more is flooding, not moderating). */
export const ROLL_HIDDEN_MAX = 1_000;

/** The roll as stored (crowd-snapshot.ts): plain JSON. */
export interface WatcherRollSnapshot {
  /** Watchers numbered so far: the next is "Watcher watchers+1". */
  watchers: number;
  /** `[watcher id, N]` for each phone numbered, in the order numbered. */
  phones: [string, number][];
  /** Voter ids (crowd.ts `Voter.id`) the host hid. */
  hidden: string[];
  /** Comparison keys of the names the host hid. */
  hiddenKeys: string[];
}

export class WatcherRoll {
  /** Watchers numbered so far (the next is "Watcher watchers+1"). */
  watchers = 0;
  private readonly phones = new Map<string, number>();
  private readonly hiddenIds = new Set<string>();
  private readonly hiddenKeys = new Set<string>();

  /**
   * The number of the watcher on phone `phone` (its `watcher` id; undefined: a phone that sent
   * none): the one it had this evening, else the next, remembered for that phone.
   */
  numberFor(phone: string | undefined): number {
    const kept = phone === undefined ? undefined : this.phones.get(phone);
    if (kept !== undefined) return kept;
    const n = ++this.watchers;
    if (phone !== undefined && this.phones.size < ROLL_PHONES_MAX) this.phones.set(phone, n);
    return n;
  }

  /** Numbering goes on after `n` (a "Watcher n" seen in an older snapshot): no number is given twice. */
  countAtLeast(n: number): void {
    this.watchers = Math.max(this.watchers, n);
  }

  /** Hide voter `id` and the name it chose (`name`) for the rest of the evening. */
  hide(id: string, name: string): void {
    if (this.hiddenIds.size < ROLL_HIDDEN_MAX) this.hiddenIds.add(id);
    if (this.hiddenKeys.size < ROLL_HIDDEN_MAX) this.hiddenKeys.add(nameKey(name));
  }

  /** How many ids and names the host hid so far (grows with each hide: a phone is told). */
  get hiddenCount(): number {
    return this.hiddenIds.size + this.hiddenKeys.size;
  }

  /** True when voter `id`, or a name whose comparison key is `key`, was hidden by the host. */
  isHidden(id: string, key: string): boolean {
    return this.hiddenIds.has(id) || this.hiddenKeys.has(key);
  }

  snapshot(): WatcherRollSnapshot {
    return { watchers: this.watchers, phones: [...this.phones], hidden: [...this.hiddenIds], hiddenKeys: [...this.hiddenKeys] };
  }

  /** Put back a stored roll (`s`; its parts absent in a snapshot stored before they were kept), replacing this one's. */
  restore(s: Partial<WatcherRollSnapshot>): void {
    this.phones.clear();
    this.hiddenIds.clear();
    this.hiddenKeys.clear();
    this.watchers = s.watchers ?? 0;
    for (const [phone, n] of (s.phones ?? []).slice(0, ROLL_PHONES_MAX)) {
      this.phones.set(phone, n);
      this.countAtLeast(n);
    }
    for (const id of (s.hidden ?? []).slice(0, ROLL_HIDDEN_MAX)) this.hiddenIds.add(id);
    for (const key of (s.hiddenKeys ?? []).slice(0, ROLL_HIDDEN_MAX)) this.hiddenKeys.add(key);
  }
}
