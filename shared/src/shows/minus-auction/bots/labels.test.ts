import { describe, expect, it } from 'vitest';
import { BOT_BASELINES, BOT_LEVELS, BOT_STYLES, botLabelChoices, parseBotLabel } from './labels.js';

describe('parseBotLabel', () => {
  it('gives a bare level the steady style', () => {
    expect(parseBotLabel('hard')).toEqual({ ok: true, value: { kind: 'level', level: 'hard', style: 'steady', label: 'hard-steady' } });
  });

  it('accepts every level with every style, in any case and with spaces round it', () => {
    for (const l of BOT_LEVELS) {
      for (const s of BOT_STYLES) {
        const r = parseBotLabel(`  ${l.key.toUpperCase()}-${s.key} `);
        expect(r.ok && r.value).toEqual({ kind: 'level', level: l.key, style: s.key, label: `${l.key}-${s.key}` });
      }
    }
  });

  it('accepts the baselines, without a style', () => {
    expect(parseBotLabel('random')).toEqual({ ok: true, value: { kind: 'baseline', baseline: 'random', label: 'random' } });
    expect(parseBotLabel('greedy').ok).toBe(true);
    expect(parseBotLabel('greedy-bold').ok).toBe(false);
  });

  it.each([['hrad'], ['hard-wild'], ['hard-bold-extra'], [''], ['-bold'], ['bold'], ['hard-']])('refuses "%s" with a readable message', (label) => {
    const r = parseBotLabel(label);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-config');
      expect(r.error.message).toContain('hard-bold');
    }
  });

  it('refuses a label that is not text', () => {
    expect(parseBotLabel(3).ok).toBe(false);
    expect(parseBotLabel(null).ok).toBe(false);
  });
});

describe('label choices for the lobby', () => {
  it('lists every level-style pair and the baselines once, each with a description', () => {
    const choices = botLabelChoices();
    expect(choices).toHaveLength(BOT_LEVELS.length * BOT_STYLES.length + BOT_BASELINES.length);
    expect(new Set(choices.map((c) => c.label)).size).toBe(choices.length);
    for (const c of choices) {
      expect(parseBotLabel(c.label)).toMatchObject({ ok: true, value: { label: c.label } });
      expect(c.description.length).toBeGreaterThan(10);
    }
  });
});
