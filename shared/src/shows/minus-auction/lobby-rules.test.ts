/** The lobby's rule edits (lobby-rules.ts): what a `settings` message keeps and what the engine refuses. */
import { describe, expect, it } from 'vitest';
import { changeSettings } from './lobby-rules.js';
import { resolveRules } from './presets.js';

describe('changeSettings', () => {
  it('keeps custom fields and the timer that were not sent', () => {
    const a = changeSettings({ preset: 'show' }, { preset: 'custom', smallest: 5, largest: 20, timerMs: null }, 3);
    expect(a).toEqual({ ok: true, value: { preset: 'custom', smallest: 5, largest: 20, timerMs: null } });
    const b = changeSettings(a.ok ? a.value : { preset: 'show' }, { preset: 'custom', chips: 4 }, 3);
    expect(b).toEqual({ ok: true, value: { preset: 'custom', smallest: 5, largest: 20, chips: 4, timerMs: null } });
    expect(changeSettings({ preset: 'custom', smallest: 5 }, { preset: 'veto' }, 3)).toEqual({ ok: true, value: { preset: 'veto' } });
  });
  it('picking another preset takes its own 20 s timer unless the message names one; a timer change keeps the preset', () => {
    const custom = { preset: 'custom' as const, smallest: 5, largest: 18, timerMs: 10_000 };
    const show = changeSettings(custom, { preset: 'show' }, 3);
    expect(show).toEqual({ ok: true, value: { preset: 'show' } });
    expect(resolveRules(show.ok ? show.value : custom, 3)).toMatchObject({ ok: true, value: { preset: 'show', timerMs: 20_000 } });
    expect(changeSettings({ preset: 'show', timerMs: 60_000 }, { preset: 'veto' }, 3)).toEqual({ ok: true, value: { preset: 'veto' } });
    expect(changeSettings(custom, { preset: 'show', timerMs: 45_000 }, 3)).toEqual({ ok: true, value: { preset: 'show', timerMs: 45_000 } });
    expect(changeSettings({ preset: 'show', timerMs: 60_000 }, { preset: 'show' }, 3)).toEqual({ ok: true, value: { preset: 'show', timerMs: 60_000 } });
    expect(changeSettings({ preset: 'show', timerMs: 60_000 }, { preset: 'custom' }, 3)).toEqual({ ok: true, value: { preset: 'custom', timerMs: 60_000 } });
  });
  it('refuses what the engine refuses, with its sentence', () => {
    const r = changeSettings({ preset: 'show' }, { preset: 'custom', smallest: 3, largest: 6, removed: 3 }, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/need at least 7/);
  });
});
