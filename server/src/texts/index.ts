/**
 * The terminal's catalogue (docs/I18N.md) and its language: `--lang=ko` (or `--lang ko`), else
 * LC_ALL, LC_MESSAGES, LANG (POSIX names such as "it_IT.UTF-8"), else English.
 */
import { pickLocale, type Locale } from '@minus/shared/platform/i18n/locales';
import { defineTexts } from '@minus/shared/platform/i18n/texts';
import { en, type TerminalTexts } from './en.js';

export type { TerminalTexts };

/** The terminal's lines in every locale. */
export const terminalTexts = defineTexts<TerminalTexts>('terminal', en, {
  ko: () => import('./ko.js').then((m) => m.ko),
  it: () => import('./it.js').then((m) => m.it),
  ms: () => import('./ms.js').then((m) => m.ms),
});

/** The terminal's locale from the command line and the environment (see the module's note). */
export function terminalLocale(argv: readonly string[], env: NodeJS.ProcessEnv): Locale {
  const i = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const flag = i < 0 ? null : argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1];
  // POSIX: the first of LC_ALL, LC_MESSAGES, LANG that is set decides, even when we do not speak it.
  const posix = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  return pickLocale([flag, posix]);
}
