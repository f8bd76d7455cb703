/**
 * Runs one of the repository's commands as a user would, for the commands' own tests: `simulate`
 * through Node with tsx, `replay` through `npm run -s`. Never throws on a failing command: the
 * exit code, stdout and stderr come back for the test to check.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The repository's root folder (where package.json is). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What a command printed and how it ended (`code` 0 on success). */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

const run = promisify(execFile);

async function settle(p: Promise<{ stdout: string; stderr: string }>): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await p;
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as CommandResult;
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

/** `npm run -s simulate -- ...args` (run as `node --import tsx shared/src/cli/simulate.ts`). */
export function runSimulate(args: readonly string[]): Promise<CommandResult> {
  return settle(run(process.execPath, ['--import', 'tsx', 'shared/src/cli/simulate.ts', ...args], { cwd: REPO_ROOT }));
}

/** `npm run -s replay -- file`, with `file` relative to the repository's root. */
export function runReplay(file: string): Promise<CommandResult> {
  return settle(run('npm', ['run', '-s', 'replay', '--', file], { cwd: REPO_ROOT }));
}

/** A simulate report without the fields that depend on the machine's speed. */
export function untimed(stdout: string): unknown {
  const r = JSON.parse(stdout) as { gamesPerSecond: number; cpuSeconds?: number; bots: { meanDecisionMs: number; p99DecisionMs: number }[] };
  const cpu = r.cpuSeconds === undefined ? {} : { cpuSeconds: 0 };
  return { ...r, gamesPerSecond: 0, ...cpu, bots: r.bots.map((b) => ({ ...b, meanDecisionMs: 0, p99DecisionMs: 0 })) };
}
