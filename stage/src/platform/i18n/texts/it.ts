/** The stage's platform words in Italian (docs/I18N.md). */
import { formatsFor } from '@minus/shared/platform/i18n/format';
import type { StageTexts } from './en.js';
import { remoteIt } from './remote-it.js';

const f = formatsFor('it');

export const it: StageTexts = {
  ...remoteIt,
  welcome: 'Benvenuti allo show! Inquadrate il codice per entrare.',
  backInLobby: 'Di nuovo nella lobby! Si rigioca o si cambia? Chi arriva ora: inquadri il codice.',
  lobby: {
    addBot: 'Aggiungi un bot',
    start: 'Via!',
    language: 'Lingua',
    pickShow: 'Su e giù scelgono lo show della prossima partita.',
    scan: 'Inquadra col telefono · stessa Wi-Fi di questo schermo',
    watching: (n) => f.count(n, { one: '# telefono guarda', other: '# telefoni guardano' }),
    waiting: 'in attesa...',
    free: 'posto libero',
    over: (title, max, over) => `${title} ha ${f.number(max)} posti: il VIP ne toglie prima ${f.number(over)}`,
    need: (n) => f.count(n, { one: 'Manca ancora # giocatore (o aggiungi un bot)', other: 'Mancano ancora # giocatori (o aggiungi un bot)' }),
    startOrShow: 'Premi Invio o chiedi al VIP di iniziare · Su per un altro show',
    startHint: 'Premi Invio o chiedi al VIP di iniziare',
    minSeats: (n) => `da ${f.number(n)} posti`,
    soloPlayers: (n) => f.count(n, { one: '# giocatore', other: '# giocatori' }),
    solo: 'Partita da solo',
    thisShow: 'Questo show',
    timerOff: 'no',
    timer: (s) => `${f.number(s)} s`,
  },
  results: {
    hintShared: 'Nessun vincitore assoluto · Invio o il VIP: nuova partita · R: rivedi',
    hint: 'Invio o il VIP: nuova partita · Indietro: show, regole, posti · R: rivedi',
    tonight: 'LA CLASSIFICA DI STASERA',
    practiceOnly: 'Le partite di prova non contano nella classifica di stasera.',
    name: 'Nome',
    wins: 'Vittorie',
    row: (name, games, wins, points) => `${name}: ${f.count(games, { one: '# partita', other: '# partite' })}, ${f.count(wins, { one: '# vittoria', other: '# vittorie' })}${points ? `, ${points}` : ''}`,
    scan: ['Inquadra per', 'la prossima partita'],
  },
  seat: {
    bot: (label) => `BOT · ${label}`,
    standIn: (label) => `BOT al suo posto (${label})`,
    computer: 'computer',
    on: 'telefono acceso',
    off: 'telefono spento',
    vip: (phone) => `VIP · ${phone}`,
  },
  sound: {
    muted: 'Audio disattivato: premi M per riattivarlo.',
    welcome: 'Audio attivo. Benvenuti allo show!',
    off: 'Audio spento. Premi M per l’audio.',
    on: 'Audio attivo.',
    volume: (v) => `Volume ${f.number(v)} su 10.`,
  },
  link: {
    stopping: 'Il server di gioco si sta fermando. Aspettiamo che torni...',
    away: (code) => `Il server che ospita ${code ? `la stanza ${code}` : 'questa stanza'} si sta riavviando. La partita torna appena riparte: resta su questa pagina.`,
    restored: 'Il server di gioco si è riavviato: la vostra partita è tornata.',
    lost: 'Server di gioco perso. Riconnessione...',
    unreachable: 'Impossibile raggiungere il server di gioco. Controlla che sia avviato (npm start), poi ricarica la pagina.',
    replaced: (code) => `Il server di gioco è ripartito e questa partita è andata persa. C’è una nuova stanza: ${code}. Rientrate con il nuovo codice.`,
    retry: 'Lo show non raggiunge il suo server. È avviato? Riprovo...',
  },
  mirror: {
    unlock: 'Fai clic o premi un tasto per iniziare lo show',
    join: (url) => `Entra dal telefono: ${url}`,
    theShow: 'Lo show',
    room: (show, code) => `${show} · stanza ${code}`,
    evening: 'La classifica di stasera',
    captions: 'Sottotitoli del presentatore',
    roomCode: 'Codice della stanza',
    joinLink: 'Entra dal telefono',
    sameWifi: '(stesso Wi-Fi di questo schermo)',
    table: 'Il tavolo',
    seats: 'Posti',
  },
};
