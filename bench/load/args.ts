/**
 * Argument helpers for the bench CLIs (node's util.parseArgs underneath): a bad argument prints
 * the reason and the usage line on stderr and exits with code 2.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class ArgError extends Error {}

/** Parse `argv` with `options` (strict, no positionals); throws ArgError on an unknown or malformed option. */
export function parseOptions(argv: string[], options: NonNullable<ParseArgsConfig['options']>): Record<string, string | boolean | undefined> {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (e) {
    throw new ArgError((e as Error).message);
  }
}

/** A whole number in [min, max] from an option (`fallback` when absent); throws ArgError. */
export function intArg(name: string, raw: string | boolean | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) throw new ArgError(`--${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

/** Think time in ms: `200-1000` → [200, 1000]; `0` → [0, 0]; `500` → [500, 500]; absent → [200, 1000]. Throws ArgError. */
export function thinkArg(raw: string | boolean | undefined): [number, number] {
  if (raw === undefined) return [200, 1000];
  const m = /^(\d{1,5})(?:-(\d{1,5}))?$/.exec(String(raw));
  if (!m) throw new ArgError(`--think must be MIN-MAX in ms or one number, not "${raw}"`);
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  if (min > max) throw new ArgError('--think: MIN must not exceed MAX');
  return [min, max];
}

/** Run `main`; an ArgError exits 2 with `usage`, anything else exits 1 with the message. */
export async function cli(usage: string, main: () => Promise<number>): Promise<never> {
  try {
    process.exit(await main());
  } catch (e) {
    if (e instanceof ArgError) {
      process.stderr.write(`${e.message}\n${usage}\n`);
      process.exit(2);
    }
    process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
    process.exit(1);
  }
}
