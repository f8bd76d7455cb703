/**
 * Preloaded into the server process by bench:load (`--require`): measures the server's event-loop
 * delay (perf_hooks.monitorEventLoopDelay, 5 ms resolution). On SIGUSR2 it prints one line,
 * `LOOP_DELAY {"p50":..,"p99":..,"max":..}` in ms since the previous SIGUSR2, and starts afresh.
 * The load run sends one SIGUSR2 when its measured window opens and one when it closes, so the
 * server's own stalls can be told apart from the load processes' delays.
 * With LOOP_PROBE_SLICE_MS set, it also prints `LOOP_SLICE {"p99":..,"max":..}` every that many
 * ms (the delay within that slice only), for the run's timeline.
 */
'use strict';
const { monitorEventLoopDelay } = require('node:perf_hooks');

const h = monitorEventLoopDelay({ resolution: 5 });
h.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const line = { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
  process.stdout.write(`LOOP_DELAY ${JSON.stringify(line)}\n`);
  h.reset();
});

const sliceMs = Number(process.env.LOOP_PROBE_SLICE_MS);
if (sliceMs > 0) {
  const slice = monitorEventLoopDelay({ resolution: 5 });
  slice.enable();
  setInterval(() => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    process.stdout.write(`LOOP_SLICE ${JSON.stringify({ p99: ms(slice.percentile(99)), max: ms(slice.max) })}\n`);
    slice.reset();
  }, sliceMs).unref();
}
