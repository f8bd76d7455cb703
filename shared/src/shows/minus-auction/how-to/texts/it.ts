/** Minus Auction's how-to-play in Italian (docs/I18N.md). */
import type { MinusHowToTexts } from './en.js';
import { formatsFor } from '../../../../platform/i18n/format.js';

const f = formatsFor('it');

export const it: MinusHowToTexts = {
  title: 'Come si gioca',
  welcome: 'Benvenuti a Minus Auction! Ogni cubo costa punti: tenete il punteggio più alto che potete.',
  reveal: 'Un cubo va all\'asta: -24! La prima mossa è di Ana.',
  refuse: 'Non lo vuoi? Rifiuta: metti un gettone sul cubo e la mossa passa al prossimo.',
  refuseAgain: 'Anche Ben rifiuta. Ora sul -24 ci sono due gettoni.',
  take: 'Cleo lo prende: il cubo e tutti i gettoni sopra sono suoi.',
  run: 'In una scala conta solo il cubo più vicino allo zero: -23 e -24 insieme costano a Cleo solo 23.',
  chips: 'Ogni gettone che tieni vale un punto. Niente gettoni? Allora devi prendere.',
  vault: (n) => f.count(n, {
    '=0': 'In questa partita il caveau è vuoto: ogni cubo va all’asta.',
    one: 'Un cubo è nascosto nel caveau, mai visto: nessuna scala è mai sicura.',
    other: '# cubi sono nascosti nel caveau, mai visti: nessuna scala è mai sicura.',
  }),
  end: 'Vince il punteggio più alto. Buona fortuna e buon divertimento!',
};
