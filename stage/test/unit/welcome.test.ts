// @vitest-environment happy-dom
/**
 * The caption bar's greeting fits what is on screen: the lobby's asks newcomers to scan the code
 * (it is on screen there), but a TV page reloaded into a game or onto its results has no code to
 * scan, so it says the game goes on (or the results are up), and the first key only turns the sound
 * on. A director with a show part of screens that draw nothing (director-fixture.ts), its caption
 * bar recording what it says.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Container } from 'pixi.js';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { setLocale } from '@minus/shared/platform/i18n/texts';
import { Show } from '../../src/platform/app/show.js';
import { wireInput } from '../../src/platform/app/input.js';
import type { Sfx } from '../../src/platform/engine/audio.js';
import type { Mirror } from '../../src/platform/app/mirror.js';
import { CARD, deps, state } from './director-fixture.js';

const bar = vi.hoisted(() => ({ said: [] as string[] }));

vi.mock('../../src/platform/ui/bits.js', async (original) => {
  const { Container: Box } = await import('pixi.js');
  class CaptionBar extends Box {
    say(text: string): void {
      bar.said.push(text);
    }
    showSounds(): void {}
  }
  return { ...(await original()), CaptionBar };
});

afterAll(() => setLocale('en'));

/** A TV page opened on a room in `phase`: the director built, the room's state drawn; `lines` is what it said since. */
async function openedOn(phase: RoomStateShape['phase']): Promise<{ show: Show; lines: string[] }> {
  bar.said.length = 0;
  const show = new Show(deps('live', []));
  await show.load(CARD.id);
  show.build(new Container());
  show.onState(state(phase));
  if (phase !== 'lobby') show.frame(16); // the lobby's screen measures text (no canvas here): its greeting is said on build

  return { show, lines: bar.said };
}

/** The first key on the page (it turns the sound on); returns what the caption bar said to it. */
function firstKey(show: Show, muted = false): string {
  const sfx = { isUnlocked: false, muted, unlock(): void { sfx.isUnlocked = true; } };
  const mirror = { unlockButton: document.createElement('button'), hideUnlock: () => undefined } as unknown as Mirror;
  wireInput({ show, sfx: sfx as unknown as Sfx, mirror });
  bar.said.length = 0;
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
  return bar.said.at(-1) ?? '';
}

describe('the welcome on the caption bar', () => {
  it('asks to scan the code in the lobby, and says "sound on, welcome" on the first key', async () => {
    const { show, lines } = await openedOn('lobby');
    expect(lines.at(-1)).toBe('Welcome to the show! Scan the code to join.');
    expect(firstKey(show)).toBe('Sound on. Welcome to the show!');
  });

  it('reloaded mid-game: says the game goes on, never to scan a code that is not on screen', async () => {
    const { show, lines } = await openedOn('playing');
    expect(lines.at(-1)).toBe('Welcome back: the game goes on.');
    expect(firstKey(show)).toBe('Sound on.');
  });

  it('reloaded on the results: says they are the last game\'s results', async () => {
    const { show, lines } = await openedOn('finale');
    expect(lines.at(-1)).toBe('Welcome back: here are the last game’s results.');
    expect(firstKey(show)).toBe('Sound on.');
  });

  it('in every language, after a reload into a game or the results, no line speaks of scanning', async () => {
    const scan = /scan|inquadr|imbas|찍/i;
    for (const locale of ['en', 'it', 'ms', 'ko'] as const) {
      await setLocale(locale);
      for (const phase of ['playing', 'finale'] as const) {
        const { show, lines } = await openedOn(phase);
        const last = lines.at(-1)!;
        expect(last, `${locale} ${phase}`).not.toMatch(scan);
        expect(last.length).toBeGreaterThan(5);
        show.sayWelcome(); // the host picked another language: the same greeting again, in it
        expect(bar.said.at(-1), `${locale} ${phase}`).toBe(last);
        expect(firstKey(show), `${locale} ${phase}`).not.toMatch(scan);
      }
    }
  });
});
