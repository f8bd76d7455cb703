/** The Rubbish Auction coach's words in Italian (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { RubbishCoachTexts } from './en.js';

const f = formatsFor('it');

export const it: RubbishCoachTexts = {
  pick: (item, first) => `Metti all’asta ${item}, con ${first ?? 'te'} come Primo Offerente`,
  thisItem: 'questo oggetto',
  peek: 'Guarda una carta qualsiasi',
  holdOut: (money, cards) => (money ? `Metti giù ${cards.length > 1 ? `${cards.join(' + ')} (${money})` : money}` : 'Non mettere giù niente'),
  sentence: (verb, clauses) => (clauses.length ? `${verb}: ${clauses.join('; ')}.` : `${verb}.`),
  reasons: {
    wanted: (item, bonus) => `il tuo Geek vuole ${item} (${f.signed(bonus)} di fama se lo vinci)`,
    'not-wanted': (item) => `il tuo Geek non vuole ${item}, quindi lascia pagare gli altri`,
    'middle-gain': (fame) => `se la tua offerta non è né la più alta né la più bassa, guadagni ${f.number(fame)} di fama`,
    'pick-next': 'chi offre meno sceglie il prossimo oggetto',
    saw: (card, of) => `hai visto un ${card} tra le carte di ${of}`,
    'last-round': 'è l’ultimo oggetto, quindi conta solo la fama finale',
    'any-card': 'le carte sono in un ordine segreto, quindi nessuna posizione ti dice più di un’altra',
  },
};
