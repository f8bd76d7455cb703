/**
 * Keeping the phone's screen on (controller/src/platform/net/wake-lock.ts), with fakes for the Wake Lock
 * API, for nosleep.js and for the page's events:
 * - with the API (https): the lock is held during a game only, and taken again when the page
 *   comes back into view; nosleep.js is never made;
 * - without it (a plain http:// LAN address): nosleep.js is loaded at once and starts at the player's first tap, keeps
 *   running into the game, is released when the game ends or the phone leaves, and starts again
 *   at the next tap; a browser that refuses the video is tried again at the next tap.
 */
import { describe, expect, it } from 'vitest';
import { WakeLockController, type PageEvents, type ScreenKeeper, type WakeLockLike } from '../src/platform/net/wake-lock.js';

/** The page: an event target with a visibility state. */
class FakePage extends EventTarget implements PageEvents {
  visibilityState: DocumentVisibilityState = 'visible';
  tap(kind: 'click' | 'touchend' | 'keydown' = 'click'): void {
    this.dispatchEvent(new Event(kind));
  }
  show(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

/** nosleep.js as the controller sees it; `refuse` makes the next enable() fail (no user activation). */
class FakeKeeper implements ScreenKeeper {
  isEnabled = false;
  enables = 0;
  disables = 0;
  refuse = false;
  async enable(): Promise<void> {
    this.enables++;
    if (this.refuse) {
      this.refuse = false;
      throw new Error('NotAllowedError: play() failed because the user did not interact');
    }
    this.isEnabled = true;
  }
  disable(): void {
    this.disables++;
    this.isEnabled = false;
  }
}

/** The Wake Lock API: sentinels it handed out. */
class FakeWakeLock implements WakeLockLike {
  readonly sentinels: { released: boolean; release(): Promise<void> }[] = [];
  async request(): Promise<{ released: boolean; release(): Promise<void> }> {
    const s = { released: false, release: async () => void (s.released = true) };
    this.sentinels.push(s);
    return s;
  }
}

const host = () => ({ addController: () => undefined, removeController: () => undefined, requestUpdate: () => undefined, updateComplete: Promise.resolve(true) });
const settle = () => new Promise((r) => setTimeout(r, 0));

function make(api: WakeLockLike | undefined) {
  const page = new FakePage();
  const keepers: FakeKeeper[] = [];
  const wake = new WakeLockController(host(), api, async () => {
    const k = new FakeKeeper();
    keepers.push(k);
    return k;
  }, page);
  wake.hostConnected();
  return { page, keepers, wake };
}

describe('with the Wake Lock API (a secure context)', () => {
  it('holds the lock during a game only, takes it again when the page is back in view, and never makes nosleep.js', async () => {
    const api = new FakeWakeLock();
    const { page, keepers, wake } = make(api);
    page.tap();
    await settle();
    expect(api.sentinels).toHaveLength(0);
    wake.set(true);
    await settle();
    expect(wake.held).toBe(true);
    // The browser releases the lock when the page is hidden; back in view, it is asked again.
    api.sentinels[0]!.released = true;
    page.show('hidden');
    page.show('visible');
    await settle();
    expect(api.sentinels).toHaveLength(2);
    expect(wake.held).toBe(true);
    wake.set(false);
    await settle();
    expect(api.sentinels[1]!.released).toBe(true);
    expect(wake.held).toBe(false);
    expect(keepers).toHaveLength(0);
  });
});

describe('without the Wake Lock API (plain http:// on the LAN): nosleep.js', () => {
  it('starts at the first tap, runs into the game, is released when the game ends, and starts again at the next tap', async () => {
    const { page, keepers, wake } = make(undefined);
    await settle(); // loaded at once, not started
    expect(keepers).toHaveLength(1);
    expect(keepers[0]!.enables).toBe(0);
    expect(wake.held).toBe(false);
    page.tap(); // the Join button
    await settle();
    expect(keepers).toHaveLength(1);
    const k = keepers[0]!;
    expect(k.enables).toBe(1);
    expect(wake.held).toBe(true);
    page.tap(); // more taps change nothing
    wake.set(true); // the game starts
    await settle();
    expect(k.enables).toBe(1);
    expect(wake.held).toBe(true);
    wake.set(false); // the game ends
    expect(k.disables).toBe(1);
    expect(wake.held).toBe(false);
    page.tap('touchend'); // "Play again", or any tap
    await settle();
    expect(keepers).toHaveLength(1);
    expect(k.enables).toBe(2);
    expect(wake.held).toBe(true);
  });

  it('starts when it arrives if the tap came first', async () => {
    const { page, keepers, wake } = make(undefined);
    page.tap(); // the library has not arrived yet (its promise settles later)
    expect(keepers[0]!.enables).toBe(0);
    await settle();
    expect(keepers[0]!.enables).toBe(1);
    expect(wake.held).toBe(true);
  });

  it('tries again at the next tap when the browser refused the video, and after the page was hidden', async () => {
    const { page, keepers, wake } = make(undefined);
    await settle();
    page.tap('keydown');
    await settle();
    const k = keepers[0]!;
    expect(k.enables).toBe(1);
    // Hidden, then back: the video may have stopped; it is started again.
    page.show('hidden');
    page.show('visible');
    await settle();
    expect(k.enables).toBe(2);
    wake.set(true);
    wake.set(false); // released
    k.refuse = true;
    page.tap(); // refused by the browser
    await settle();
    expect(k.enables).toBe(3);
    expect(wake.held).toBe(false);
    page.tap(); // the next tap tries again, and this time the browser lets it play
    await settle();
    expect(k.enables).toBe(4);
    expect(wake.held).toBe(true);
    page.tap(); // running: nothing more
    await settle();
    expect(k.enables).toBe(4);
  });

  it('stops listening and releases the screen when the phone leaves', async () => {
    const { page, keepers, wake } = make(undefined);
    await settle();
    page.tap();
    await settle();
    wake.hostDisconnected();
    expect(keepers[0]!.isEnabled).toBe(false);
    page.tap();
    await settle();
    expect(keepers[0]!.enables).toBe(1);
    expect(wake.held).toBe(false);
  });
});
