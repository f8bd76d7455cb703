/**
 * Argument errors for the command-line tools (simulate): one line naming the problem, then the
 * usage, on stderr, and exit code 2 (docs/BOTS.md, "Simulate").
 */

/** A command's argument errors (see `argErrors`). */
export interface ArgErrors {
  /** Print the problem and the usage, exit 2. */
  die(message: string): never;
  /** The whole number given for `--name`; dies when it is missing or not a whole number. */
  wholeNumber(name: string, text: string | undefined): number;
}

/**
 * The error helpers of one command, given its name ("simulate") and its usage line. Declare the
 * result with its type (`const cli: ArgErrors = ...`) so `cli.die` narrows like a `never` call.
 */
export function argErrors(command: string, usage: string): ArgErrors {
  /** Print the problem and the usage, exit 2. */
  function die(message: string): never {
    process.stderr.write(`${command}: ${message}\n${usage}\n`);
    process.exit(2);
  }
  /** The whole number given for `--name`; dies when it is missing or not a whole number. */
  function wholeNumber(name: string, text: string | undefined): number {
    if (text === undefined) die(`--${name} is required`);
    if (!/^-?\d+$/.test(text.trim())) die(`--${name} must be a whole number, not "${text}"`);
    return Number(text);
  }
  return { die, wholeNumber };
}
