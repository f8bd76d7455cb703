/** The stage's own words in Italian (see remote-en.ts). */
import type { RemoteTexts } from './remote-en.js';

export const remoteIt: RemoteTexts = {
  keys: {
    noFocus: 'Premi Invio o chiedi al VIP di iniziare · Sinistra/Destra per le impostazioni',
    start: 'Invio: inizia la partita · Sinistra/Destra: sposta',
    bot: 'Invio: aggiungi un bot · Su/Giù: il suo livello · Sinistra/Destra: sposta',
    solo: 'Invio: gioca contro il computer · Su/Giù: quanti giocatori · Sinistra/Destra: sposta',
    howTo: (seconds) => `Invio: guarda come si gioca (${seconds} secondi) · Sinistra/Destra: sposta`,
    replay: 'Invio: rivedi una partita di stasera · Sinistra/Destra: sposta',
    theShow: 'lo show',
    value: (what) => `Su/Giù: cambia ${what.toLowerCase()} · Sinistra/Destra: sposta · Invio: inizia`,
  },
  replayTile: { button: 'Rivedi una partita di stasera', tile: 'Rivedi', games: (n) => (n === 1 ? '1 partita' : `${n} partite`) },
  howTo: {
    tile: 'Come si gioca',
    length: (seconds) => `${seconds} secondi`,
    banner: (beat, beats) => `COME SI GIOCA · ${beat} di ${beats}`,
    skip: 'Indietro o Invio: salta',
    skipButton: 'Salta come si gioca',
    scene: (seconds) => `Come si gioca: una lezione animata di ${seconds} secondi sulla TV.`,
    back: 'Di nuovo in sala d’attesa. Inquadra il codice per entrare!',
  },
  status: { bot: 'BOT', away: 'ASSENTE', awayBotPlays: 'ASSENTE · gioca un bot', leftBotPlays: 'USCITO · gioca un bot', botPlays: 'GIOCA UN BOT', coached: 'CON ALLENATORE', vip: 'VIP' },
  soundCaptions: { on: 'Sottotitoli dei suoni attivi. Premi C per nasconderli.', off: 'Sottotitoli dei suoni nascosti. Premi C per mostrarli.' },
  ordinal: (n) => `${n}º`,
};
