/** The coach's words in Italian (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { CoachTexts } from './en.js';

const f = formatsFor('it');
const chips = (n: number) => f.count(n, { one: '# gettone', other: '# gettoni' });
const points = (n: number) => f.count(n, { one: '# punto', other: '# punti' });
const rival = (names: readonly string[], seat: number) => names[seat] ?? 'un avversario';

/** The cubes between a cube and a run: "-28 to -30", or the two of them. */
const between = (near: number, far: number) => (Math.abs(far - near) === 1 ? `${f.number(near)} e ${f.number(far)}` : `da ${f.number(near)} a ${f.number(far)}`);

export const it: CoachTexts = {
  take: 'Prendi',
  refuse: 'Rifiuta',
  sentence: (verb, clauses) => (clauses.length ? `${verb}: ${clauses.join('; ')}.` : `${verb}.`),
  reasons: {
    'no-chips': (_r, _take, _names) => 'non hai gettoni, quindi devi prenderlo',
    'joins-runs': (r, _take, _names) => `unisce le tue scale ${f.number(r.upper)} e ${f.number(r.lower)} (${f.signed(r.gain)} punti)`,
    'extends-run': (r, _take, _names) => `si attacca alla tua scala ${f.number(r.run)}`,
    gap: (r, _take, _names) => `è a un buco dalla tua scala ${f.number(r.run)}, e il ${f.number(r.missing)} può ancora uscire`,
    'near-run': (r, _take, _names) => `potrebbe unirsi alla tua scala ${f.number(r.run)}: ${between(r.near, r.far)} possono ancora uscire`,
    'rival-run': (r, take, names) => (take
      ? `va bene alla scala ${f.number(r.run)} di ${rival(names, r.seat)}: toglieglielo`
      : `va bene alla scala ${f.number(r.run)} di ${rival(names, r.seat)}, che probabilmente lo prenderà`),
    'pot-pays': (r, _take, _names) => `${f.count(r.pot, { one: 'il # gettone del piatto ripaga', other: 'i # gettoni del piatto ripagano' })} buona parte dei suoi ${points(r.cost)}`,
    'small-cube': (r, _take, _names) => `costa solo ${points(r.cost)}: è tra i cubi più piccoli`,
    'few-chips': (r, _take, _names) => f.count(r.left, { '=0': 'se rifiuti resti senza gettoni', one: 'se rifiuti ti resta # gettone', other: 'se rifiuti ti restano # gettoni' }),
    'too-costly': (r, _take, _names) => (r.pot > 0
      ? `ti costa ${points(r.cost)} e nel piatto ci sono solo ${chips(r.pot)}`
      : `ti costa ${points(r.cost)} e il piatto è vuoto`),
    milk: (_r, _take, _names) => 'per ora non serve a nessun altro: lascialo girare e raccogli gettoni',
    'spare-chips': (r, _take, _names) => `hai ${chips(r.chips)} da spendere`,
    'look-ahead': (r, _take, _names) => (r.take > r.refuse
      ? 'giocando molte volte da qui alla fine, prenderlo è andato meglio che rifiutarlo'
      : 'giocando molte volte da qui alla fine, rifiutarlo è andato meglio che prenderlo'),
    'close-call': (r, take, _names) => (r.cost <= 0
      ? 'è una scelta in bilico, e prenderlo non ti costa punti'
      : take
        ? `è una scelta in bilico: prenderlo ti costa ${points(r.cost)} ma ti porta ${chips(r.pot)} del piatto`
        : `è una scelta in bilico: rifiutare costa 1 gettone, prenderlo costerebbe ${points(r.cost)}`),
    trade: (r, take, _names) => (take
      ? (r.pot > 0 ? `prenderlo ti costa ${points(r.cost)} ma ti porta ${chips(r.pot)} del piatto` : `prenderlo ti costa ${points(r.cost)}, e il piatto è vuoto`)
      : (r.pot > 0 ? `rifiutare costa 1 gettone; prenderlo costerebbe ${points(r.cost)} per ${chips(r.pot)} del piatto` : `rifiutare costa 1 gettone; prenderlo costerebbe ${points(r.cost)} con il piatto vuoto`)),
  },
};
