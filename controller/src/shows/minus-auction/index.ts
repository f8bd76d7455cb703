/**
 * Minus Auction on the phone (platform show-part.ts): the play screen, the lobby's rules panel and
 * bot picker, its results and the audience's view. Loaded on demand (its own chunk) when the room
 * picks the show.
 */
import { html } from 'lit';
import { minusPhoneTexts } from './texts/index.js';
import { minusAuctionCard } from '@minus/shared/shows/minus-auction/card';
import { coachSentence } from '@minus/shared/shows/minus-auction/bots/coach-text';
import { finaleRevealMs } from '@minus/shared/shows/minus-auction/finale';
import { turnFor, type PhoneHowTo, type PhoneShow } from '../../platform/show-part.js';
import { minusView } from './table.js';
import { botLabelText, minusNotice } from './texts.js';
import './bot-picker.js';
import './lobby-settings.js';
import './play-screen.js';
import './results-body.js';
import './watch-view.js';
import './how-to-table.js';
import { keyed } from 'lit/directives/keyed.js';
import { minusHowToFor } from '@minus/shared/shows/minus-auction/how-to/script';

const howTos = new Map<number, PhoneHowTo>();

/** The how-to told with `removed` cubes in the vault (the room's rules), one object per count. */
function howToFor(removed: number): PhoneHowTo {
  let h = howTos.get(removed);
  if (!h) {
    h = {
      script: minusHowToFor(removed),
      // Keyed by the beat, so each beat's CSS animation starts afresh.
      table: (table, beat) => html`${keyed(beat, html`<minus-how-to-table .table=${table}></minus-how-to-table>`)}`,
    };
    howTos.set(removed, h);
  }
  return h;
}

export const minusAuctionPhone: PhoneShow = {
  card: minusAuctionCard,
  view: minusView,
  turn(state, me) {
    const v = minusView(state);
    if (v.phase !== 'playing' || v.game.current < 0) return null;
    const seat = v.seats[v.game.current];
    const { mine, botForMe } = turnFor(v.game.current, me, seat);
    const text = botForMe ? '' : mine
      ? minusPhoneTexts.now().turn.mine(v.game.offer, v.game.pot)
      : seat ? minusPhoneTexts.now().turn.of(seat.name, v.game.offer, v.game.pot) : '';
    return { key: `${v.game.auction}:${v.game.current}`, mine, text };
  },
  play: (p) => html`<play-screen .view=${minusView(p.view)} .me=${p.me} .pending=${p.pending}
    .notice=${p.notice} .offset=${p.offset} ?offline=${p.offline}></play-screen>`,
  rules: (view, editable, refused) => html`<lobby-settings .settings=${minusView(view).settings} ?editable=${editable} .refused=${refused} .seated=${view.seats.length}></lobby-settings>`,
  bots: (full) => html`<minus-bot-picker ?full=${full}></minus-bot-picker>`,
  results: (view, me) => html`<minus-results .view=${minusView(view)} .me=${me}></minus-results>`,
  watch: (view, offset) => html`<minus-watch .view=${minusView(view)} .offset=${offset}></minus-watch>`,
  revealMs: (view) => finaleRevealMs(view.seats.length),
  hints: () => ({ label: minusPhoneTexts.now().hints.label, help: minusPhoneTexts.now().hints.help }),
  crowdPrompt: (state) => minusPhoneTexts.now().crowdPrompt(minusView(state).game.offer),
  notice: minusNotice,
  botName: botLabelText,
  coachText: (tip, state) => coachSentence(tip, minusView(state).seats.map((s) => s.name)),
  howTo: (state) => howToFor(minusView(state).settings.removed),
};
