/** Refusals in Italian (docs/I18N.md). */
import { formatsFor } from '../../i18n/format.js';
import type { RefusalParams } from '../../protocol/refusals.js';
import type { RefusalTexts } from './en.js';

const f = formatsFor('it');
const n = (p: RefusalParams, key: string) => f.number(Number(p[key] ?? 0));

export const it: RefusalTexts = {
  codes: {
    'bad-message': 'Il gioco non ha capito. Riprova.',
    'rate-limited': 'Piano! Un tocco alla volta.',
    'not-allowed': 'Solo il VIP può farlo.',
    'not-your-turn': 'Non è ancora il tuo turno. Tieni duro!',
    'too-late': 'Troppo tardi: il gioco è andato avanti.',
    'game-over': 'La partita è finita.',
    'not-in-lobby': 'Si può cambiare solo prima che inizi la partita.',
    'too-few-seats': 'Servono più giocatori. Aggiungi un bot o aspetta gli amici.',
    'too-many-seats': 'Questo show ha meno posti: togline uno prima.',
    'room-full': 'Tutti i posti sono occupati.',
    'bad-settings': 'Queste impostazioni non vanno d’accordo. Provane altre.',
    'bad-bot': 'Questo giocatore del computer non esiste.',
    'bad-show': 'Questo show non c’è su questo server di gioco.',
    'no-such-seat': 'Quel posto non è più al tavolo.',
    'no-record': 'Nessuna partita è ancora finita.',
    'not-saved': 'Il server di gioco non è riuscito a salvarlo, quindi non è cambiato nulla. Riprova tra un momento.',
  },
  reasons: {
    'question-closed': (_p) => 'Troppo tardi: la domanda è chiusa.',
    'not-an-answer': (_p) => 'Quel giocatore non è tra le risposte.',
    'stage-no-guess': (_p) => 'La TV non fa pronostici.',
    'own-decision': (_p) => 'Decidi tu: i pronostici sono per gli altri.',
    'own-seat': (_p) => 'Non su di te: potresti farlo avverare. Scegli uno degli altri.',
    'name-gone': (_p) => 'Quel nome non è più in classifica.',
    'seat-only': (_p) => 'Può farlo solo chi ha un posto al tavolo.',
    'seat-is-person': (_p) => 'Quel posto è di una persona, non di un bot.',
    'kick-self': (_p) => 'Non puoi togliere il tuo posto.',
    'hand-self': (_p) => 'Il tuo posto non può passare a un bot finché sei il VIP.',
    'already-bot': (_p) => 'Quel posto è già del computer.',
    'stand-in': (_p) => 'Un bot sta giocando al posto tuo. Prima riprendi il tuo posto.',
    'not-yet': (_p) => 'Non è ancora il momento.',
    'practice-between-games': (_p) => 'L’allenamento si cambia tra una partita e l’altra.',
    'coach-practice-only': (_p) => 'L’allenatore aiuta solo nelle partite di allenamento: chiedine una al VIP.',
    'no-coach': (_p) => 'Questo show non ha ancora un allenatore.',
    'show-changed': (_p) => 'Lo show è appena cambiato: scegli di nuovo le impostazioni.',
    'needs-players': (p) => `Questo show vuole almeno ${n(p, 'min')} giocatori. Aggiungi un bot o aspetta gli amici.`,
    'seats-at-most': (p) => `Questo show ha al massimo ${n(p, 'max')} posti: togline ${n(p, 'over')} prima.`,
    'solo-size': (p) => `Questo show ha da ${n(p, 'min')} a ${n(p, 'max')} giocatori: scegli un numero in mezzo.`,
    'solo-bigger': (p) => `Ci sono già ${n(p, 'people')} persone sedute: scegli più di ${n(p, 'people')} giocatori in tutto, o inizia una partita normale.`,
    'solo-full': (p) => `Tutti i ${n(p, 'people')} posti hanno già una persona: inizia una partita normale.`,
    'stage-only': (_p) => 'Solo la TV può farlo.',
    'rules-misfit': (p) => `Queste regole non bastano per ${n(p, 'players')} giocatori: cambiale o scegli meno giocatori.`,
    'deals-fewer': (p) => `Queste regole bastano per ${n(p, 'most')} giocatori al massimo, e ne sono seduti ${n(p, 'players')}. Provane altre.`,
    'deals-none': (_p) => 'Con queste regole non si può distribuire una partita: controlla i numeri e riprova.',
    'timer-range': (p) => `Il tempo per decidere va da ${n(p, 'min')} a ${n(p, 'max')} secondi: scegline uno in mezzo.`,
    'setting-range': (p) => `Quel numero è fuori dai limiti: scegline uno da ${n(p, 'min')} a ${n(p, 'max')}.`,
    'seats-taken': (p) => `Tutti i ${n(p, 'max')} posti sono occupati.`,
    'no-such-game': (p) => `La partita ${n(p, 'game')} non è mai finita.`,
  },
  'no-answer': 'Il gioco non ha risposto. Riprova.',
  other: 'Non ha funzionato. Riprova.',
};
