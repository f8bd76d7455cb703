/**
 * The coach's advice in one English sentence, e.g. "Take: it joins your -17 run; refusing leaves
 * you 2 chips." Kept apart from the reasoning (coach.ts) so that other languages can word the
 * same typed reasons their own way: a language is a `CoachWords` table.
 */
import type { CoachAdvice, CoachReason } from './coach.js';

/** How one language words the coach: the two actions, and each reason kind (given seat names). */
export interface CoachWords {
  take: string;
  refuse: string;
  /** A clause for a reason; `action` is the advice's action (some reasons read differently for each). */
  reason(r: CoachReason, action: CoachAdvice['action'], names: readonly string[]): string;
  /** How clauses are joined, and how the sentence ends. */
  join: string;
  end: string;
}

const pct = (x: number): string => `${Math.round(Math.max(0, Math.min(1, x)) * 100)}%`;
const plural = (k: number, one: string, many: string): string => `${k} ${k === 1 ? one : many}`;

/** English. */
export const COACH_EN: CoachWords = {
  take: 'Take',
  refuse: 'Refuse',
  join: '; ',
  end: '.',
  reason(r, action, names) {
    switch (r.kind) {
      case 'no-chips':
        return 'you have no chips, so you must take it';
      case 'joins-runs':
        return `it joins your ${r.upper} and ${r.lower} runs (+${r.gain} points)`;
      case 'extends-run':
        return `it joins your ${r.run} run`;
      case 'gap':
        return `it is one gap from your ${r.run} run, and ${r.missing} may still come`;
      case 'rival-run':
        return action === 'take'
          ? `it fits ${names[r.seat] ?? 'a rival'}'s ${r.run} run: keep it from them`
          : `it fits ${names[r.seat] ?? 'a rival'}'s ${r.run} run, so it will not come back`;
      case 'pot-pays':
        return `the pot's ${plural(r.pot, 'chip pays', 'chips pay')} for much of its ${plural(r.cost, 'point', 'points')}`;
      case 'few-chips':
        return `refusing leaves you ${plural(r.left, 'chip', 'chips')}`;
      case 'too-costly':
        return `it costs you ${plural(r.cost, 'point', 'points')} and the pot holds only ${plural(r.pot, 'chip', 'chips')}`;
      case 'milk':
        return 'nobody else can use it yet, so let it go round and collect chips';
      case 'spare-chips':
        return `you have ${plural(r.chips, 'chip', 'chips')} to spare`;
      case 'look-ahead':
        return `played out, taking wins ${pct(r.take)} of the time and refusing ${pct(r.refuse)}`;
    }
  },
};

/**
 * One sentence for an advice: the action, then its reasons. `names`: seat names in seat order
 * (the view's `seats[i].name`). Example: "Take: it joins your -17 run; refusing leaves you 2 chips."
 */
export function coachSentence(advice: CoachAdvice, names: readonly string[], words: CoachWords = COACH_EN): string {
  const verb = advice.action === 'take' ? words.take : words.refuse;
  const clauses = advice.reasons.map((r) => words.reason(r, advice.action, names));
  return clauses.length ? `${verb}: ${clauses.join(words.join)}${words.end}` : `${verb}${words.end}`;
}
