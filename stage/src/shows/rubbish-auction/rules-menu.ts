/**
 * Rubbish Auction's rows in the lobby's menu for a TV remote (platform app/lobby-menu.ts): the
 * decision timer (the show has one preset), and under the tiles the rules' line, headed "Rules".
 */
import type { RuleRow } from '../../platform/app/lobby-menu.js';
import { timerText } from '../../platform/app/lobby-menu.js';
import { words } from './texts.js';

/** Decision timer choices in ms, null = off. */
const TIMER_CHOICES: readonly (number | null)[] = [null, 10_000, 20_000, 30_000, 45_000, 60_000, 90_000];

export const RUBBISH_RULE_ROWS: readonly RuleRow[] = [
  {
    key: 'timer',
    get label() { return words().rules.timer; },
    value: (s) => timerText(typeof s.timerMs === 'number' ? s.timerMs : 0),
    step(s, dir) {
      const now = typeof s.timerMs === 'number' && s.timerMs > 0 ? s.timerMs : null;
      const i = Math.max(0, TIMER_CHOICES.indexOf(now));
      const n = TIMER_CHOICES.length;
      return { preset: 'show', timerMs: TIMER_CHOICES[(((i + dir) % n) + n) % n]! };
    },
    // The one preset's line, headed as the Minus Auction's stands under its Rules tile: it is not the timer's.
    blurb: () => `${words().rules.head}: ${words().rules.blurb}`,
  },
];
