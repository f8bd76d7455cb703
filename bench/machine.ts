/** The machine a benchmark ran on, as docs/BENCHMARKS.md names it: CPU model, cores, memory (GiB), Node version. */
import os from 'node:os';

/** "AMD EPYC ..., 2 cores, 8 GiB, Node v20.20.2". */
export function machineName(): string {
  return `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
