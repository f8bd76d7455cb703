/**
 * Rubbish Auction on the phone (platform show-part.ts): the play screen, the lobby's rules panel
 * and bot picker, its results and the audience's view. Loaded on demand (its own chunk) when the
 * room picks the show.
 */
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { rubbishAuctionCard } from '@minus/shared/shows/rubbish-auction/card';
import { rubbishRevealMs } from '@minus/shared/shows/rubbish-auction/finale';
import { PLAIN_REVEAL, showMsFor } from '@minus/shared/shows/rubbish-auction/reveal-pace';
import { rubbishHowTo } from '@minus/shared/shows/rubbish-auction/how-to/script';
import { rubbishCoachSentence } from '@minus/shared/shows/rubbish-auction/bots/coach-text';
import { turnFor, type PhoneHowTo, type PhoneShow } from '../../platform/show-part.js';
import { lastRevealShape, rubbishView } from './table.js';
import { botLevelText, itemText, rubbishNotice, stepText, words } from './texts.js';
import './how-to-table.js';
import './lobby.js';
import './play-screen.js';
import './results-body.js';
import './watch-view.js';

/** The how-to: one script whatever the room's rules. */
const howTo: PhoneHowTo = {
  script: rubbishHowTo,
  // Keyed by the beat, so each beat fades in afresh.
  table: (table, beat) => html`${keyed(beat, html`<rubbish-how-to-table .table=${table}></rubbish-how-to-table>`)}`,
};

export const rubbishAuctionPhone: PhoneShow = {
  card: rubbishAuctionCard,
  view: rubbishView,
  turn(state, me) {
    const v = rubbishView(state);
    if (v.phase !== 'playing' || v.game.current < 0) return null;
    const seat = v.seats[v.game.current];
    const { mine, botForMe } = turnFor(v.game.current, me, seat);
    return { key: `${v.game.round}:${v.game.step}:${v.game.current}`, mine, text: seat && !botForMe ? stepText(v.game.step, seat.name, mine) : '' };
  },
  play: (p) => html`<rubbish-play .view=${rubbishView(p.view)} .me=${p.me} .pending=${p.pending}
    .notice=${p.notice} .offset=${p.offset} ?offline=${p.offline} ?held=${p.held}></rubbish-play>`,
  rules: (view, editable, refused) => html`<rubbish-settings .settings=${rubbishView(view).settings} ?editable=${editable} .refused=${refused}></rubbish-settings>`,
  bots: (full) => html`<rubbish-bot-picker ?full=${full}></rubbish-bot-picker>`,
  results: (view, me) => html`<rubbish-results .view=${rubbishView(view)} .me=${me}></rubbish-results>`,
  watch: (view, offset, _reason, held) => html`<rubbish-watch .view=${rubbishView(view)} .offset=${offset} ?held=${held}></rubbish-watch>`,
  revealMs: (view) => rubbishRevealMs(view.seats.length, lastRevealShape(rubbishView(view))),
  crowdPrompt: (state) => {
    const item = rubbishView(state).game.item;
    return item ? words().play.crowdPrompt(itemText(item)) : '';
  },
  // A round revealed: the TV shows the bids, the winner and the fame first (its reveal's length,
  // longer when it has a tie to explain or fame gainers to name).
  holdMs(before, after) {
    const a = rubbishView(before);
    const b = rubbishView(after);
    const revealed = a.phase === 'playing' && b.phase === 'playing' && a.game.number === b.game.number && b.game.lastRound > a.game.lastRound;
    return revealed ? showMsFor(lastRevealShape(b) ?? PLAIN_REVEAL) : 0;
  },
  notice: rubbishNotice,
  botName: (label) => botLevelText(label).name,
  coachText: (tip, state, me) => rubbishCoachSentence(tip, rubbishView(state).seats.map((s) => s.name), me),
  howTo: () => howTo,
};
