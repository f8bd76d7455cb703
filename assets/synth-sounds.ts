/**
 * Synthesises the stage's sound effects in pure code (no samples, no downloads) into one sprite:
 * assets/sfx.wav (mono, 22.05 kHz, 16-bit PCM) and assets/sfx.json ({ sprite: { id: [offset ms,
 * duration ms] } }) for howler. Deterministic: the noise comes from a seeded generator, so the
 * files only change when this script does. Run: `npx tsx assets/synth-sounds.ts`.
 * Each effect is normalised to the same loudness (RMS), peaks capped at -1 dBFS (docs/STAGE.md, "Sound").
 */
import { writeFileSync } from 'node:fs';
import { SOUND_IDS, type SoundId } from '@minus/shared/platform/captions/sounds';

const RATE = 22050;
const GAP_MS = 80;
const TARGET_RMS = 0.16;
const PEAK = 0.89;

let seed = 0x2545f491;
function noise(): number {
  seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
  return ((seed >>> 0) / 0xffffffff) * 2 - 1;
}

type Wave = Float32Array;
const len = (ms: number): number => Math.round((ms / 1000) * RATE);
const blank = (ms: number): Wave => new Float32Array(len(ms));

/** Mix `src` into `dst` starting at `atMs`, times `gain`. */
function mix(dst: Wave, src: Wave, atMs = 0, gain = 1): Wave {
  const o = len(atMs);
  for (let i = 0; i < src.length && o + i < dst.length; i++) dst[o + i]! += src[i]! * gain;
  return dst;
}

/** A tone: partials as [ratio, gain], frequency glide f0 → f1, attack/decay envelope. */
function tone(ms: number, f0: number, f1: number, partials: [number, number][], attackMs: number, decay: number): Wave {
  const w = blank(ms);
  let phase = 0;
  for (let i = 0; i < w.length; i++) {
    const t = i / w.length;
    const f = f0 + (f1 - f0) * t;
    phase += (2 * Math.PI * f) / RATE;
    let v = 0;
    for (const [r, g] of partials) v += Math.sin(phase * r) * g;
    const a = Math.min(1, i / Math.max(1, len(attackMs)));
    w[i] = v * a * Math.exp(-decay * (i / RATE));
  }
  return w;
}

/** Noise through a one-pole low-pass (`cut` 0..1) and optional high-pass, with an envelope fn. */
function noiseBand(ms: number, cut: number, high: boolean, env: (t: number) => number): Wave {
  const w = blank(ms);
  let lp = 0;
  for (let i = 0; i < w.length; i++) {
    const n = noise();
    lp += cut * (n - lp);
    w[i] = (high ? n - lp : lp) * env(i / w.length);
  }
  return w;
}

const brass: [number, number][] = [[1, 1], [2, 0.5], [3, 0.33], [4, 0.2], [5, 0.12]];
const bell: [number, number][] = [[1, 1], [2.76, 0.35], [5.4, 0.15]];
const note = (n: number): number => 440 * 2 ** ((n - 69) / 12);

function clink(base: number): Wave {
  const w = blank(260);
  for (const [r, g] of [[1, 1], [1.58, 0.6], [2.24, 0.45], [3.1, 0.3]] as const) mix(w, tone(260, base * r, base * r, [[1, 1]], 1, 22), 0, g);
  return mix(w, noiseBand(30, 0.9, true, (t) => 1 - t), 0, 0.4);
}

function sequence(notes: [number, number, number][], total: number, partials = brass, decay = 3): Wave {
  const w = blank(total);
  for (const [n, at, ms] of notes) mix(w, tone(ms, note(n), note(n), partials, 15, decay), at);
  return w;
}

const MAKERS: Record<SoundId, () => Wave> = {
  join: () => sequence([[84, 0, 300], [88, 110, 320]], 440, bell, 7),
  leave: () => sequence([[76, 0, 260], [71, 120, 300]], 430, bell, 8),
  start: () => sequence([[67, 0, 220], [72, 110, 220], [76, 220, 220], [79, 330, 500]], 850),
  draw: () => {
    const w = blank(820);
    mix(w, noiseBand(520, 0.25, false, (t) => Math.sin(Math.PI * t) ** 2), 0, 1.4);
    return mix(w, tone(300, 90, 45, [[1, 1], [2, 0.3]], 2, 14), 500, 1.2);
  },
  'clink-1': () => clink(2100),
  'clink-2': () => clink(2350),
  'clink-3': () => clink(1900),
  take: () => sequence([[62, 0, 180], [67, 140, 460]], 640),
  'take-bad': () => {
    const w = blank(900);
    mix(w, tone(420, note(55), note(52), brass, 20, 2.5), 0);
    return mix(w, tone(520, note(50), note(43), brass, 20, 2.5), 360);
  },
  'take-good': () => sequence([[72, 0, 150], [76, 110, 150], [84, 220, 380]], 640, bell, 5),
  tick: () => mix(tone(70, 1250, 1150, [[1, 1], [2.5, 0.3]], 1, 60), noiseBand(10, 0.8, true, (t) => 1 - t), 0, 0.3),
  rumble: () => {
    const w = noiseBand(1300, 0.03, false, (t) => Math.min(1, t * 5) * (1 - t));
    return mix(w, tone(1300, 42, 36, [[1, 1], [2, 0.4]], 200, 1.2), 0, 0.6);
  },
  drumroll: () => {
    const w = blank(2600);
    for (let at = 0; at < 2400; at += 38) {
      const g = 0.25 + 0.75 * (at / 2400);
      mix(w, noiseBand(60, 0.5, false, (t) => (1 - t) ** 2), at, g);
    }
    return mix(w, noiseBand(500, 0.6, true, (t) => (1 - t) ** 3), 2400, 1.5);
  },
  reveal: () => noiseBand(1200, 0.35, true, (t) => Math.exp(-4 * t)),
  fanfare: () => sequence([[67, 0, 180], [67, 180, 180], [67, 360, 180], [72, 540, 900], [76, 1100, 300], [79, 1400, 900]], 2400, brass, 1.6),
  aww: () => {
    const w = blank(1200);
    for (const [f, g] of [[300, 1], [600, 0.5], [900, 0.25]] as const) mix(w, tone(1200, f * 1.1, f * 0.8, [[1, 1]], 120, 1.8), 0, g);
    return w;
  },
};

function normalise(w: Wave): Wave {
  let sum = 0;
  let peak = 0;
  for (const v of w) { sum += v * v; peak = Math.max(peak, Math.abs(v)); }
  const rms = Math.sqrt(sum / Math.max(1, w.length));
  const gain = Math.min(rms > 0 ? TARGET_RMS / rms : 1, peak > 0 ? PEAK / peak : 1);
  const fade = len(8);
  return w.map((v, i) => v * gain * Math.min(1, (w.length - i) / fade));
}

const parts: Wave[] = [];
const sprite: Record<string, [number, number]> = {};
let offsetMs = 0;
for (const id of SOUND_IDS) {
  const w = normalise(MAKERS[id]());
  const ms = Math.floor((w.length / RATE) * 1000);
  sprite[id] = [offsetMs, ms];
  parts.push(w, blank(GAP_MS));
  offsetMs += ms + GAP_MS;
}
const total = parts.reduce((n, p) => n + p.length, 0);
const pcm = Buffer.alloc(44 + total * 2);
pcm.write('RIFF', 0); pcm.writeUInt32LE(36 + total * 2, 4); pcm.write('WAVE', 8);
pcm.write('fmt ', 12); pcm.writeUInt32LE(16, 16); pcm.writeUInt16LE(1, 20); pcm.writeUInt16LE(1, 22);
pcm.writeUInt32LE(RATE, 24); pcm.writeUInt32LE(RATE * 2, 28); pcm.writeUInt16LE(2, 32); pcm.writeUInt16LE(16, 34);
pcm.write('data', 36); pcm.writeUInt32LE(total * 2, 40);
let o = 44;
for (const p of parts) for (const v of p) { pcm.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), o); o += 2; }
writeFileSync(new URL('./sfx.wav', import.meta.url), pcm);
writeFileSync(new URL('./sfx.json', import.meta.url), JSON.stringify({ rate: RATE, sprite }, null, 2) + '\n');
process.stdout.write(`sfx.wav: ${SOUND_IDS.length} effects, ${(total / RATE).toFixed(1)} s, ${(pcm.length / 1024).toFixed(0)} KiB\n`);
