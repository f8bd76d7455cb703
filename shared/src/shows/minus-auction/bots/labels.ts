/**
 * Computer player labels: what a host types or picks to fill a seat (docs/BOTS.md,
 * "The brief for computer players"). A label is a level and a style joined by a dash
 * (`hard-bold`, `easy-cautious`), a bare level (`hard` means `hard-steady`), or a measuring baseline (`random`, `greedy`).
 */
import type { Result } from '../types.js';

/** How much of the table a computer player reads (docs/BOTS.md: easy, medium, hard). */
export type BotLevel = 'easy' | 'medium' | 'hard';

/** How long a computer player lets a cube go round (docs/BOTS.md: bold, steady, cautious). */
export type BotStyle = 'bold' | 'steady' | 'cautious';

/** Baselines for measurement only: not offered to hosts as opponents by default. */
export type BotBaseline = 'random' | 'greedy';

/**
 * Challengers: players of other kinds that the hard level is measured against (docs/BOTS.md,
 * "Challengers"). The simulate command accepts them; the lobby does not (`parseBotLabel`).
 */
export type BotChallenger = 'dmc' | 'ismcts' | 'ismcts-read' | 'selfplay';

/**
 * A parsed label. `label` is the canonical spelling (`hard` becomes `hard-steady`), the one to
 * store and show; two specs with the same `label` play identically.
 */
export type BotSpec =
  | { kind: 'level'; level: BotLevel; style: BotStyle; label: string }
  | { kind: 'baseline'; baseline: BotBaseline; label: string }
  | { kind: 'challenger'; challenger: BotChallenger; label: string };

/** One choice for a picker: its key, a short name and a one-line description a player can read. */
export interface BotChoice<K extends string> {
  key: K;
  name: string;
  description: string;
}

/** The three levels, weakest first, for a lobby's picker (descriptions follow docs/BOTS.md). */
export const BOT_LEVELS: readonly BotChoice<BotLevel>[] = [
  { key: 'easy', name: 'Easy', description: 'Judges a cube by its face value and the chips on it.' },
  {
    key: 'medium',
    name: 'Medium',
    description: 'Sees how a cube fits its own runs, keeps chips in reserve, and lets a cube that fits go round once.',
  },
  {
    key: 'hard',
    name: 'Hard',
    description: 'Counts what is still unseen, reads rivals\u2019 runs and chips, blocks the leader and plays the game out in its head.',
  },
];

/** The three styles, for a lobby's picker. `steady` is the default. */
export const BOT_STYLES: readonly BotChoice<BotStyle>[] = [
  { key: 'bold', name: 'Bold', description: 'Refuses longer to collect chips.' },
  { key: 'steady', name: 'Steady', description: 'Neither greedy nor shy.' },
  { key: 'cautious', name: 'Cautious', description: 'Takes early rather than pay chips.' },
];

/** The measuring baselines (the simulate command; not meant as opponents). */
export const BOT_BASELINES: readonly BotChoice<BotBaseline>[] = [
  { key: 'random', name: 'Random', description: 'Takes or refuses at random (a coin toss when it has chips).' },
  { key: 'greedy', name: 'Greedy', description: 'Takes exactly when taking does not lower its score.' },
];

/** The challengers, for the simulate command's usage and docs (never a lobby picker). */
export const BOT_CHALLENGERS: readonly BotChoice<BotChallenger>[] = [
  {
    key: 'dmc',
    name: 'Monte Carlo',
    description: 'Determinised Monte Carlo: plays imagined endings with the sharp rule and fixed noise for every rival.',
  },
  {
    key: 'ismcts',
    name: 'ISMCTS',
    description: 'Information-set Monte Carlo tree search with progressive widening over the cubes still to come.',
  },
  {
    key: 'ismcts-read',
    name: 'ISMCTS reading rivals',
    description: 'The same tree search, each rival imagined as the kind of player it was read as (sharp, medium or coin-tosser); the hard level for a while.',
  },
  { key: 'selfplay', name: 'Self-play rule', description: 'The sharp threshold rule alone, its weights tuned by self-play.' },
];

/** The style a bare level label gets. */
export const DEFAULT_BOT_STYLE: BotStyle = 'steady';

/**
 * Every canonical label with a one-line description, levels first (each level with every style),
 * then the baselines: 11 entries, e.g. `{ label: 'hard-bold', description: 'Hard, bold: ...' }`.
 */
export function botLabelChoices(): { label: string; description: string }[] {
  const out: { label: string; description: string }[] = [];
  for (const l of BOT_LEVELS) {
    for (const s of BOT_STYLES) out.push({ label: `${l.key}-${s.key}`, description: `${l.name}, ${s.name.toLowerCase()}: ${l.description} ${s.description}` });
  }
  for (const b of BOT_BASELINES) out.push({ label: b.key, description: `${b.name}: ${b.description}` });
  return out;
}

/**
 * Parse a label for the simulate command and the benchmarks: everything `parseBotLabel`
 * accepts, and the challengers (`dmc`, `ismcts`, `ismcts-read`, `selfplay`).
 */
export function parseArenaLabel(label: unknown): Result<BotSpec> {
  if (typeof label === 'string') {
    const text = label.trim().toLowerCase();
    const challenger = BOT_CHALLENGERS.find((c) => c.key === text);
    if (challenger) return { ok: true, value: { kind: 'challenger', challenger: challenger.key, label: challenger.key } };
  }
  const parsed = parseBotLabel(label);
  if (parsed.ok) return parsed;
  return bad(`${parsed.error.message}, or a challenger (${BOT_CHALLENGERS.map((c) => c.key).join(', ')})`);
}

function bad(message: string): Result<BotSpec> {
  return { ok: false, error: { code: 'bad-config', message } };
}

/**
 * Parse a label (case and surrounding spaces ignored): `LEVEL`, `LEVEL-STYLE`, `random` or
 * `greedy`. Returns the spec with its canonical label, or a `bad-config` error whose message
 * lists what is allowed, e.g. for `"hrad"` or `"hard-wild"` or a non-string.
 */
export function parseBotLabel(label: unknown): Result<BotSpec> {
  const allowed = `a level (${BOT_LEVELS.map((l) => l.key).join(', ')}), optionally with a style (${BOT_STYLES.map((s) => s.key).join(', ')}) as in hard-bold, or ${BOT_BASELINES.map((b) => b.key).join(' or ')}`;
  if (typeof label !== 'string') return bad(`a bot label must be text: ${allowed}`);
  const text = label.trim().toLowerCase();
  const baseline = BOT_BASELINES.find((b) => b.key === text);
  if (baseline) return { ok: true, value: { kind: 'baseline', baseline: baseline.key, label: baseline.key } };
  const [levelText, styleText, ...rest] = text.split('-');
  const level = BOT_LEVELS.find((l) => l.key === levelText);
  const style = styleText === undefined ? DEFAULT_BOT_STYLE : BOT_STYLES.find((s) => s.key === styleText)?.key;
  if (!level || !style || rest.length > 0) return bad(`"${label}" is not a bot label; use ${allowed}`);
  return { ok: true, value: { kind: 'level', level: level.key, style, label: `${level.key}-${style}` } };
}
