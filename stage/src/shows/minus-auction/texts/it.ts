/** Minus Auction's words on the stage in Italian (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { MinusStageTexts } from './en.js';

const f = formatsFor('it');
const chips = (n: number) => f.count(n, { '=0': 'nessun gettone', one: '# gettone', other: '# gettoni' });

export const it: MinusStageTexts = {
  pot: (n) => f.count(n, { '=0': 'Piatto vuoto', one: 'Piatto: # gettone', other: 'Piatto: # gettoni' }),
  call: (name, secs) => `Tocca a ${name}${secs}`,
  info: (game, cube, left) => `Partita ${f.number(game)} · cubo ${f.number(cube)} · ne restano ${f.number(left)}`,
  vault: 'CAVEAU',
  refusedTag: (times) => (times > 1 ? `rifiutato ×${times}` : 'rifiutato'),
  noThanks: (several) => (several ? 'hanno rifiutato, in ordine' : 'ha rifiutato'),
  onOffer: (cube, pot) => `${cube} all’asta con ${chips(pot)}`,
  runCount: (n) => `${f.number(n)} cubi`,
  finalChips: (n) => `${f.signed(n)} ${n === 1 ? 'gettone' : 'gettoni'}`,
  place: (n) => `${f.number(n)}º`,
  wins: (name) => `VINCE ${name.toUpperCase()}!`,
  shared: 'PRIMO POSTO CONDIVISO',
  finale: 'IL GRAN FINALE',
  gameFinale: (game) => `PARTITA ${f.number(game)}: IL FINALE`,
  vaultOpens: 'Si apre il caveau...',
  vaultHeld: 'NEL CAVEAU C’ERA',
  chipsHead: 'GETTONI',
  scoreHead: 'PUNTI',
  vaultShut: 'IL CAVEAU',
  vaultEmpty: 'CAVEAU VUOTO',
  scenes: { game: 'L’asta è aperta.', finale: 'Il finale: i risultati.' },
  rules: { preset: 'Regole', timer: 'Timer' },
  levels: { easy: 'Facile', medium: 'Medio', hard: 'Difficile' },
  presets: { show: 'Show', veto: 'Veto', genius: 'Genius', classic: 'Classico', custom: 'Su misura' },
  blurbs: {
    show: 'da -3 a -35, 1 nel caveau, 9 gettoni',
    veto: 'da -3 a -25, 1 nel caveau, 7 gettoni',
    genius: 'da -3 a -35, 2 nel caveau, 9 gettoni',
    classic: 'da -3 a -35, 9 nel caveau, 7-11 gettoni',
    custom: 'regole su misura del VIP',
  },
  customBlurb: (smallest, largest, hidden, each) => `da ${f.number(-smallest)} a ${f.number(-largest)}, ${f.number(hidden)} nel caveau, ${chips(each)}`,
  table: {
    offer: (cube, pot, who, refused) => `${f.number(cube)} all’asta, ${chips(pot)} nel piatto${refused.length ? `, rifiutato da ${f.list(refused)}` : ''}${who ? `, decide ${who}` : ''}.`,
    bot: (label) => `bot ${label}`,
    on: 'telefono acceso',
    off: 'telefono spento',
    seat: (name, cubes, score, status) => `${name}: ${cubes || 'nessun cubo'}, punti cubi ${f.number(score)}, ${status}`,
  },
};
