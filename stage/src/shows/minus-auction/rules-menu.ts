/**
 * Minus Auction's rows in the lobby's menu for a TV remote (platform app/lobby-menu.ts): the
 * preset and the decision timer. Custom rules need fields a remote cannot type: the VIP's phone
 * sets them.
 */
import type { RuleRow } from '../../platform/app/lobby-menu.js';
import { timerText } from '../../platform/app/lobby-menu.js';
import { minusStageTexts } from './texts/index.js';

/** Presets a remote can pick. */
export const MENU_PRESETS = ['show', 'veto', 'genius', 'classic'] as const;
/** Decision timer choices in ms, null = off. */
export const TIMER_CHOICES: readonly (number | null)[] = [null, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000];


function wrap(i: number, n: number): number {
  return ((i % n) + n) % n;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/**
 * The settings message for a preset and a timer. A remote never picks custom, but a timer changed
 * over the VIP's custom rules keeps them: `{ preset: 'custom', timerMs }` changes the timer alone
 * (the room keeps a custom game's fields that a message leaves out).
 */
function settingsFor(settings: Readonly<Record<string, unknown>>, change: { preset?: string; timerMs?: number | null }): Record<string, unknown> {
  const kept = settings.preset === 'custom' || (MENU_PRESETS as readonly string[]).includes(String(settings.preset));
  const preset = kept ? String(settings.preset) : 'show';
  const timer = num(settings.timerMs);
  return { preset: change.preset ?? preset, timerMs: change.timerMs !== undefined ? change.timerMs : timer > 0 ? timer : null };
}

function timerIndex(timerMs: number): number {
  const i = TIMER_CHOICES.indexOf(timerMs > 0 ? timerMs : null);
  return i >= 0 ? i : TIMER_CHOICES.indexOf(20_000);
}

export const MINUS_RULE_ROWS: readonly RuleRow[] = [
  {
    key: 'preset',
    get label() { return minusStageTexts.now().rules.preset; },
    value: (s) => minusStageTexts.now().presets[String(s.preset ?? 'show')] ?? String(s.preset ?? 'show'),
    step(s, dir) {
      const i = Math.max(0, MENU_PRESETS.indexOf(s.preset as (typeof MENU_PRESETS)[number]));
      return settingsFor(s, { preset: MENU_PRESETS[wrap(i + dir, MENU_PRESETS.length)]! });
    },
    // A custom game names the VIP's numbers, as the phones do; a preset its own line.
    blurb: (s) => (s.preset === 'custom' && num(s.largest) > 0
      ? minusStageTexts.now().customBlurb(num(s.smallest), num(s.largest), num(s.removed), num(s.chips))
      : minusStageTexts.now().blurbs[String(s.preset)] ?? ''),
  },
  {
    key: 'timer',
    get label() { return minusStageTexts.now().rules.timer; },
    value: (s) => timerText(num(s.timerMs)),
    step: (s, dir) => settingsFor(s, { timerMs: TIMER_CHOICES[wrap(timerIndex(num(s.timerMs)) + dir, TIMER_CHOICES.length)]! }),
  },
];
