/**
 * The coach's words in English, the source (docs/I18N.md, docs/BOTS.md "The coach"): the two
 * actions, one clause per reason kind (`CoachReason`, coach.ts) and how a sentence is put together,
 * e.g. "Take: it joins your -17 run; refusing leaves you 2 chips." Each clause gets its reason,
 * whether the advice is to take, and the seat names in seat order.
 */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { CoachReason } from '../bots/coach.js';

const f = formatsFor('en');
type R<K extends CoachReason['kind']> = Extract<CoachReason, { kind: K }>;
type Names = readonly string[];
const chips = (n: number) => f.count(n, { one: '# chip', other: '# chips' });
const points = (n: number) => f.count(n, { one: '# point', other: '# points' });
const rival = (names: Names, seat: number) => names[seat] ?? 'a rival';

/** The cubes between a cube and a run: "-28 to -30", or the two of them. */
const between = (near: number, far: number) => `${f.number(near)}${Math.abs(far - near) === 1 ? ' and ' : ' to '}${f.number(far)}`;

export const en = {
  take: 'Take',
  refuse: 'Refuse',
  /** The sentence: the action, then its clauses (none: the action alone). */
  sentence: (verb: string, clauses: readonly string[]) => (clauses.length ? `${verb}: ${clauses.join('; ')}.` : `${verb}.`),
  reasons: {
    'no-chips': (_r: R<'no-chips'>, _take: boolean, _names: Names) => 'you have no chips, so you must take it',
    'joins-runs': (r: R<'joins-runs'>, _take: boolean, _names: Names) => `it joins your ${f.number(r.upper)} and ${f.number(r.lower)} runs (${f.signed(r.gain)} points)`,
    'extends-run': (r: R<'extends-run'>, _take: boolean, _names: Names) => `it joins your ${f.number(r.run)} run`,
    gap: (r: R<'gap'>, _take: boolean, _names: Names) => `it is one gap from your ${f.number(r.run)} run, and ${f.number(r.missing)} may still come`,
    'near-run': (r: R<'near-run'>, _take: boolean, _names: Names) => `it could grow into your ${f.number(r.run)} run: ${between(r.near, r.far)} may still come`,
    'rival-run': (r: R<'rival-run'>, take: boolean, names: Names) => (take
      ? `it fits ${rival(names, r.seat)}'s ${f.number(r.run)} run: keep it from them`
      : `it fits ${rival(names, r.seat)}'s ${f.number(r.run)} run, so ${rival(names, r.seat)} will likely take it`),
    'pot-pays': (r: R<'pot-pays'>, _take: boolean, _names: Names) => `the pot's ${f.count(r.pot, { one: '# chip pays', other: '# chips pay' })} for much of its ${points(r.cost)}`,
    'small-cube': (r: R<'small-cube'>, _take: boolean, _names: Names) => `it costs only ${points(r.cost)}, one of the smallest cubes`,
    'few-chips': (r: R<'few-chips'>, _take: boolean, _names: Names) => `refusing leaves you ${chips(r.left)}`,
    'too-costly': (r: R<'too-costly'>, _take: boolean, _names: Names) => (r.pot > 0
      ? `it costs you ${points(r.cost)} and the pot holds only ${chips(r.pot)}`
      : `it costs you ${points(r.cost)} and the pot is empty`),
    milk: (_r: R<'milk'>, _take: boolean, _names: Names) => 'nobody else can use it yet, so let it go round and collect chips',
    'spare-chips': (r: R<'spare-chips'>, _take: boolean, _names: Names) => `you have ${chips(r.chips)} to spare`,
    // The look-ahead's values are not win rates (a share of wins plus a lead term, from a few
    // dozen imagined endings): the clause says which action came out ahead, never a percentage.
    'look-ahead': (r: R<'look-ahead'>, _take: boolean, _names: Names): string => (r.take > r.refuse
      ? 'played on from here many times, taking came out ahead of refusing'
      : 'played on from here many times, refusing came out ahead of taking'),
    'close-call': (r: R<'close-call'>, take: boolean, _names: Names) => (r.cost <= 0
      ? 'it is a close call, and taking costs you no points'
      : take
        ? `it is a close call: taking costs ${points(r.cost)} but brings the pot's ${chips(r.pot)}`
        : `it is a close call: refusing costs 1 chip, taking would cost ${points(r.cost)}`),
    trade: (r: R<'trade'>, take: boolean, _names: Names) => (take
      ? (r.pot > 0 ? `taking costs ${points(r.cost)} but brings the pot's ${chips(r.pot)}` : `taking costs ${points(r.cost)}, with no chips in the pot`)
      : (r.pot > 0 ? `refusing costs 1 chip; taking would cost ${points(r.cost)} for the pot's ${chips(r.pot)}` : `refusing costs 1 chip; taking would cost ${points(r.cost)} for an empty pot`)),
  },
};

/** The shape of the coach's words in every locale. */
export type CoachTexts = typeof en;
