/** Rubbish Auction's host lines, items and Geeks in Italian (docs/I18N.md). */
import { formatsFor } from '../../../platform/i18n/format.js';
import type { RubbishTexts } from './en.js';

const f = formatsFor('it');
/** A Geek's name inside a sentence: its article in lower case ("Ana era il Nottambulo", not "era Il"). */
const inSentence = (geek: string) => geek.replace(/^(Il|Lo|La|I|Gli|Le|L’)(?=[\s\p{L}])/u, (a) => a.toLowerCase());

export const it: RubbishTexts = {
  // As the cards print it ("1.000": Italian does not group a four-digit number by itself, the card does).
  money: (thousands) => (thousands === 0 ? 'zero' : `${f.number(thousands)}.000`),
  fame: (points) => (points === 0 ? 'fama invariata' : `${f.signed(points)} di fama`),
  cards: (n) => f.count(n, { one: '# carta', other: '# carte' }),
  items: {
    'rubber-duck': { name: 'Paperella di gomma', the: 'la paperella di gomma' },
    'garden-gnome': { name: 'Nano da giardino', the: 'il nano da giardino' },
    'lava-lamp': { name: 'Lampada lava', the: 'la lampada lava' },
    'disco-ball': { name: 'Palla da discoteca', the: 'la palla da discoteca' },
    'cuckoo-clock': { name: 'Orologio a cucù', the: 'l’orologio a cucù' },
    'snow-globe': { name: 'Palla di neve', the: 'la palla di neve' },
    'plastic-flamingo': { name: 'Fenicottero di plastica', the: 'il fenicottero di plastica' },
  },
  anItem: 'un oggetto',
  geeks: {
    'pond-keeper': 'Il Custode dello Stagno',
    'groovy-gardener': 'Il Giardiniere Groovy',
    'seventies-throwback': 'Il Nostalgico degli Anni ’70',
    'night-owl': 'Il Nottambulo',
    'alpine-tourist': 'Il Turista Alpino',
    'souvenir-hunter': 'Il Cacciatore di Souvenir',
    'bird-fancier': 'L’Amante degli Uccelli',
  },
  gameStarted: [
    (who) => `Sette cianfrusaglie, un Geek segreto a testa! ${who} sceglie il primo oggetto.`,
    (who) => `Fuori i portafogli! ${who} apre l’asta.`,
  ],
  pickedTimeout: (who, item) => `Tempo scaduto per ${who}: va all’asta ${item}, e ${who} offre per primo.`,
  bidsFirstToo: (who) => `E offre per primo anche ${who}.`,
  bidsFirst: [(first) => `${first} offre per primo!`, (first) => `${first}, tocca a te per primo.`, (first) => `Prima offerta: ${first}.`],
  pickedLast: (who, item) => `${who} mette all’asta l’ultimo oggetto: ${item}!`,
  picked: [(who, item) => `${who} mette all’asta ${item}.`, (who, item) => `${who} apre le offerte per ${item}!`, (who, item) => `${who} sceglie ${item}. Chi offre di più?`],
  peekTimeout: (who, of) => `Tempo scaduto per ${who}: sbircia la prima carta di ${of}.`,
  peekKept: [(who, of) => `${who} sbircia una carta tenuta da parte da ${of}.`, (who, of) => `${who} dà un’occhiata a una carta di riserva di ${of}.`],
  peekBid: [(who, of, n) => `${who} sbircia la carta numero ${f.number(n)} di ${of}.`, (who, of, _n) => `${who} sbircia una carta di ${of}. Faccia da poker, ${of}!`],
  holdTimeout: (who) => `Tempo scaduto per ${who}: nessuna carta in mano.`,
  holdNothing: [(who) => `${who} non mette proprio niente!`, (who) => `${who} si tiene strette tutte le carte.`],
  hold: [(who, cards) => `${who} mette ${cards}.`, (who, cards) => `${who} posa ${cards} a faccia in giù.`, (who, cards) => `${who} va con ${cards}.`],
  bid: (who, money) => `${who} ${money}`,
  reveal: [(bids) => `Carte in tavola! ${f.list(bids)}.`, (bids) => `Scopriamole! ${f.list(bids)}.`, (bids) => `Fuori i soldi! ${f.list(bids)}.`],
  binned: (who, money, item) => `${who} offre ${money} ma non può pagare tutto: fama a 0 e ${item} finisce nel cestino!`,
  free: (who, item) => `${who} si prende ${item} gratis!`,
  wonTied: (who, item, money, fame, others) => `Parità a ${money}! ${who} ha offerto prima di ${f.list(others)}, quindi vince ${item}: ${fame}.`,
  won: [(who, item, money, fame) => `${who} vince ${item} per ${money}: ${fame}.`, (who, _item, money, fame) => `Aggiudicato a ${who} per ${money}! Sono ${fame}.`],
  gain: (who, fame) => `${who} ${fame}`,
  gainers: [(gains) => `${f.list(gains)}. Chi spende si fa notare!`, (gains) => `${f.list(gains)}. La generosità paga!`],
  bottom: [(who) => `${who} ha speso meno di tutti e sceglie il prossimo oggetto.`, (who) => `${who} ha tenuto chiuso il portafoglio: niente fama, ma sceglie il prossimo.`],
  bottomLast: (who) => `${who} ha offerto meno di tutti: la fama non cambia.`,
  bottomTied: (who, others) => `Parità in fondo: ${who} ha offerto dopo ${f.list(others)}, quindi sceglie il prossimo oggetto.`,
  bottomTiedLast: (who, others) => `Parità in fondo: ${who} ha offerto dopo ${f.list(others)}, e la sua fama non cambia.`,
  geeksReveal: ['Geek, rivelatevi!', 'È ora di conoscere i Geek...'],
  noWish: (who, geek) => `${who} era ${inSentence(geek)}. Nessun desiderio avverato stavolta.`,
  wish: (who, geek, items, fame) => `${who} era ${inSentence(geek)}: ${f.list(items)}, ${fame}!`,
  winsTied: (who, fame) => `${who} è pari a ${f.number(fame)} di fama ma ha più oggetti, e vince lo show!`,
  wins: [(who, fame) => `${who} vince lo show con ${f.number(fame)} di fama!`, (who, fame) => `E il vincitore è... ${who}, con ${f.number(fame)} di fama!`],
  shared: (who) => `Primo posto condiviso: ${f.list(who)} pari per fama e oggetti!`,
};
