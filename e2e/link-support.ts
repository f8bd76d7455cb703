/**
 * For tests that drive the stage's and the phones' own link classes (StageLink, RoomConnection)
 * from Node on real colyseus.js clients: the stage tab's sessionStorage, and a wait on a condition
 * those classes' fields reach.
 */

/** sessionStorage as the stage's tab has it. */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  private readonly map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

/** Resolves once `check()` is true (asked every 20 ms); throws naming `what` after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
