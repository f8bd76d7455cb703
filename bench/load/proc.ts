/**
 * CPU time and resident memory of a process, from Linux's /proc (the server under load).
 * CPU is utime + stime in clock ticks (`getconf CLK_TCK`, 100 on Linux x86-64); RSS is VmRSS.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | null = null;

/** Clock ticks per second (`getconf CLK_TCK`; 100 when getconf is missing). */
export function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** One reading: CPU seconds used so far (user + system), RSS in bytes, and when (ms, monotonic). */
export interface ProcReading {
  cpuS: number;
  rssBytes: number;
  atMs: number;
}

/** Read `pid` now. Throws if the process is gone. */
export function readProc(pid: number): ProcReading {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 14 (utime) and 15 (stime) of stat(5) are indexes 11 and 12 here.
  const ticks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return { cpuS: ticks / clockTicks(), rssBytes: rssKb * 1024, atMs: performance.now() };
}

/** CPU use between two readings, in percent of one core (200 = both cores of this machine). */
export function cpuPercent(a: ProcReading, b: ProcReading): number {
  const wall = (b.atMs - a.atMs) / 1000;
  return wall > 0 ? ((b.cpuS - a.cpuS) / wall) * 100 : 0;
}

/**
 * Sample a process every `everyMs` until `stop()`: keeps every reading, so the caller can report
 * average CPU, peak and mean RSS, and a memory trend (soak).
 */
export class ProcSampler {
  readonly readings: ProcReading[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly pid: number) {}

  start(everyMs = 1000): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    return this;
  }

  /** Take one reading now (ignored if the process is gone). */
  sample(): ProcReading | null {
    try {
      const r = readProc(this.pid);
      this.readings.push(r);
      return r;
    } catch {
      return null;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }

  /** Average CPU % of one core over all readings, mean and peak RSS (bytes). */
  summary(): { cpuPercent: number; rssMeanBytes: number; rssPeakBytes: number } {
    const r = this.readings;
    if (r.length < 2) return { cpuPercent: 0, rssMeanBytes: r[0]?.rssBytes ?? 0, rssPeakBytes: r[0]?.rssBytes ?? 0 };
    const rss = r.map((x) => x.rssBytes);
    return {
      cpuPercent: cpuPercent(r[0]!, r[r.length - 1]!),
      rssMeanBytes: rss.reduce((a, b) => a + b, 0) / rss.length,
      rssPeakBytes: Math.max(...rss),
    };
  }
}
