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

/** The fields of a custom game the TV shows and sends back whole (the lobby's `settings`). */
const CUSTOM_FIELDS = ['smallest', 'largest', 'removed', 'chips', 'seating', 'starter'] as const;

/**
 * The settings message for a preset and a timer. A remote never picks custom, but a timer changed
 * over the VIP's custom rules keeps them: the message carries the custom game's fields as the TV
 * shows them, so it means the same whatever the room holds when it arrives (a VIP's change of
 * preset crossing it leaves these rules, not a custom game of default numbers).
 */
function settingsFor(settings: Readonly<Record<string, unknown>>, change: { preset?: string; timerMs?: number | null }): Record<string, unknown> {
  const custom = change.preset === undefined && settings.preset === 'custom';
  const preset = (MENU_PRESETS as readonly string[]).includes(String(settings.preset)) ? String(settings.preset) : 'show';
  const timer = num(settings.timerMs);
  const timerMs = change.timerMs !== undefined ? change.timerMs : timer > 0 ? timer : null;
  // A preset picked takes its own timer (the room's rule): the message leaves the timer out.
  if (!custom) return change.preset !== undefined ? { preset: change.preset } : { preset, timerMs };
  const fields = Object.fromEntries(CUSTOM_FIELDS.filter((k) => settings[k] !== undefined).map((k) => [k, settings[k]]));
  return { preset: 'custom', ...fields, timerMs };
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
