// @vitest-environment happy-dom
/**
 * The director's voice (show-voice.ts): a line goes to the caption bar, the live log and its sound;
 * while a lesson plays a room's line keeps off the bar; off screen (a replay has the TV) nothing is
 * announced or played; a rebuilt design says the last line again.
 */
import { describe, expect, it, vi } from 'vitest';
import { Container } from 'pixi.js';
import { ShowVoice } from '../../src/platform/app/show-voice.js';

const bar = vi.hoisted(() => ({ said: [] as string[], sounds: [] as boolean[] }));

vi.mock('../../src/platform/ui/bits.js', async (original) => {
  const { Container: Box } = await import('pixi.js');
  class CaptionBar extends Box {
    say(text: string): void {
      bar.said.push(text);
    }
    showSounds(on: boolean): void {
      bar.sounds.push(on);
    }
  }
  return { ...(await original()), CaptionBar };
});

/** A voice whose host says `lesson` and `detached`; `log` and `played` record what reached the page. */
function voice(host: { lesson: boolean; detached: boolean }) {
  const log: string[] = [];
  const played: string[] = [];
  const v = new ShowVoice({ announce: (t) => log.push(t), play: (id) => played.push(id) }, { detached: () => host.detached, lessonPlaying: () => host.lesson });
  return { v, log, played };
}

describe('the director\'s voice', () => {
  it('says a line on the bar, in the log, with its sound; says it again on a rebuilt design', () => {
    bar.said.length = 0;
    const { v, log, played } = voice({ lesson: false, detached: false });
    v.attach(new Container(), 'lobby');
    v.say({ text: 'Ana joined.', sound: 'join' });
    expect(log).toEqual(['Ana joined.']);
    expect(played).toEqual(['join']);
    v.detach();
    v.attach(new Container(), 'lobby');
    expect(bar.said.slice(-2)).toEqual(['Ana joined.', 'Ana joined.']);
  });

  it('keeps a room\'s line off the bar while a lesson plays, and says nothing aloud off screen', () => {
    bar.said.length = 0;
    const host = { lesson: true, detached: false };
    const { v, log, played } = voice(host);
    v.attach(new Container(), 'lobby');
    const greeting = bar.said.length;
    v.sayRoom({ text: 'Bo joined.', sound: 'join' });
    expect(bar.said.length).toBe(greeting);
    expect(log).toEqual(['Bo joined.']);
    expect(played).toEqual(['join']);
    host.lesson = false;
    host.detached = true;
    v.sayRoom({ text: 'Cy joined.', sound: 'join' });
    expect(bar.said.at(-1)).toBe('Cy joined.');
    expect(log).toEqual(['Bo joined.']);
  });

  it('hides and shows the sound captions on the bar as the host asks', () => {
    bar.sounds.length = 0;
    const { v } = voice({ lesson: false, detached: false });
    v.attach(new Container(), 'lobby');
    v.soundCaptions = false;
    expect(v.soundCaptions).toBe(false);
    expect(bar.sounds).toEqual([true, false]);
  });
});
