/** Rubbish Auction's words on the stage in Italian (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { RubbishStageTexts } from './en.js';

const f = formatsFor('it');
const cards = (n: number) => f.count(n, { one: '# carta', other: '# carte' });

export const it: RubbishStageTexts = {
  cards,
  deciding: {
    pick: (who) => `${who} sceglie un oggetto e il suo Primo Offerente`,
    peek: (who, of) => `${who} sbircia una carta di ${of}`,
    holdOut: (who) => `${who} sceglie l’offerta`,
  },
  onOffer: 'ALL’ASTA',
  picking: 'PROSSIMO BANDITORE',
  round: (n, left) => `GIRO ${f.number(n)} DI 7 · ${f.count(left, { one: 'RESTA # OGGETTO', other: 'RESTANO # OGGETTI' })}`,
  firstBidder: (who) => `Primo Offerente: ${who}`,
  binned: (item) => `${item}: nel cestino!`,
  recap: (round, line) => `Giro ${f.number(round)} · ${line}`,
  fame: 'FAMA',
  seat: {
    noItems: 'Ancora nessun oggetto',
    holding: (n) => `mette giù ${f.number(n)}`,
    peeked: (who) => `ha sbirciato ${who}`,
    blocked: 'bloccata in questo giro',
  },
  finale: {
    geeks: 'I GEEK',
    whoWasWho: 'Chi era chi?',
    wins: (name) => `VINCE ${name.toUpperCase()}!`,
    shared: 'PRIMO POSTO CONDIVISO',
    sum: 'fama + Geek = totale',
    secret: (items) => `? Geek segreto · ${f.count(items, { one: '# oggetto', other: '# oggetti' })}`,
  },
  levels: { easy: 'Facile', medium: 'Medio', hard: 'Difficile' },
  scenes: { game: 'Rubbish Auction: l’asta è aperta.', finale: 'Rubbish Auction: i Geek e i risultati.' },
  rules: { timer: 'Timer', head: 'Regole', blurb: '7 oggetti, un Geek segreto a testa, soldi da 1, 2, 2, 5, 10 mila' },
  howTo: {
    geek: (who) => `IL GEEK SEGRETO DI ${who.toUpperCase()}`,
    wants: (items, bonus) => `vuole ${f.list(items)}: +${f.number(bonus)} di fama ciascuno alla fine`,
    peeked: (who, of) => `${who} ha sbirciato una carta di ${of}:`,
  },
  mirror: {
    offer: (round, item, who) => `Giro ${f.number(round)}: all’asta ${item}${who ? `, decide ${who}` : ''}.`,
    pick: (round, who) => `Giro ${f.number(round)}: ${who || 'il Prossimo Banditore'} sceglie l’oggetto.`,
    seat: (name, fame, items) => `${name}: ${f.number(fame)} di fama, ${items.length ? f.list(items) : 'nessun oggetto'}`,
    blocked: (money) => `, ${money} bloccata`,
    holding: (n) => `, mette giù ${cards(n)}`,
  },
};
