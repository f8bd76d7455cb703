/** The host's platform lines in Italian (docs/I18N.md). */
import { formatsFor } from '../../i18n/format.js';
import type { CaptionTexts } from './en.js';

const f = formatsFor('it');

export const it: CaptionTexts = {
  seatJoined: [(who) => `${who} entra nello show!`, (who) => `Un applauso per ${who}!`, (who) => `${who} prende posto.`],
  seatLeft: (who) => `${who} ha lasciato il tavolo.`,
  seatAway: (who, clock) => `Il telefono di ${who} tace.${clock ? ' Il tempo scorre.' : ''}`,
  seatRejoined: (who) => `Di nuovo tra noi, ${who}! La classifica di stasera continua.`,
  seatBack: [(who) => `Ed ecco di nuovo ${who}!`, (who) => `${who} è di nuovo con noi!`],
  standIn: (bot, who) => `Un giocatore del computer (${bot}) prende il posto di ${who}.`,
  standInLeft: (bot, who) => `${who} è uscito dalla partita: al suo posto gioca un giocatore del computer (${bot}).`,
  vipChanged: (who) => `Ora il VIP è ${who}: può far partire lo show.`,
  vipNone: 'Per ora nessuno è il VIP: lo diventa la prossima persona che torna al proprio posto o che si unisce.',
  showChosen: [(title) => `Ed ora: ${title}!`, (title) => `Il prossimo show di stasera: ${title}.`],
  countdown: (who, seconds) => `${who}, ${f.count(seconds, { one: '# secondo', other: '# secondi' })}!`,
  seat: (n) => `Posto ${f.number(n)}`,
  someone: 'Qualcuno',
  sounds: {
    join: 'campanello', leave: 'porta che si chiude', start: 'sigla', draw: 'fruscio e tonfo',
    'clink-1': 'tintinnio di gettoni', 'clink-2': 'tintinnio di gettoni', 'clink-3': 'tintinnio di gettoni',
    take: 'stacco musicale', 'take-bad': 'stacco cupo', 'take-good': 'stacco brillante', tick: 'ticchettio',
    rumble: 'rombo del caveau', drumroll: 'rullo di tamburi', reveal: 'piatti', fanfare: 'fanfara', aww: 'ooh di compassione',
  },
};
