/**
 * Count Up on the phone (tests only): plain Lit templates, every control with an accessible
 * name: Up and Pass on my turn (my secret number beside them), the rounds for the VIP, a bot
 * picker, the results and the audience's view. Enough to prove that the phone plays a show it
 * only knows through its registry.
 */
import { html, nothing } from 'lit';
import type { RoomStateShape } from '@minus/shared/platform/protocol/state';
import { roomSend } from '../../controller/src/platform/components/events.js';
import type { PhoneShow } from '../../controller/src/platform/show-part.js';
import { countUpCard, type CountAction } from './module.js';

const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
const game = (v: RoomStateShape) => v.game as unknown as Record<string, unknown>;
const seatOf = (v: RoomStateShape, i: number) => v.seats[i] as unknown as Record<string, unknown> | undefined;

/** Send an action from a control: the app sends it (the event is cancelled when it could not). */
function act(e: Event, action: CountAction): void {
  e.target!.dispatchEvent(new CustomEvent('act', { detail: action, bubbles: true, composed: true, cancelable: true }));
}

function table(v: RoomStateShape) {
  return html`<ul aria-label="Seats">${v.seats.map((s, i) => html`<li>${s.name}: ${num(seatOf(v, i)?.ups, 0)} ups</li>`)}</ul>`;
}

export const countUpPhone: PhoneShow = {
  card: countUpCard,
  view: (state) => state,
  turn(v, me) {
    const current = num(game(v).current, -1);
    if (v.phase !== 'playing' || current < 0) return null;
    return { key: String(v.game.version), mine: current === me, text: current === me ? 'Your turn: up or pass.' : `${v.seats[current]?.name ?? '?'}'s turn.` };
  },
  play(p) {
    const v = p.view;
    const current = num(game(v).current, -1);
    const mine = current === p.me;
    const secret = num(seatOf(v, p.me)?.secret, -1);
    const locked = !mine || p.pending || p.offline;
    return html`<section style="padding: 1rem">
      <h1>Count Up</h1>
      <p>Counter: <strong>${num(game(v).counter, 0)}</strong></p>
      <p>Your secret number: <strong class="secret">${secret >= 0 ? secret : '?'}</strong></p>
      <p role="status">${mine ? 'Your turn!' : `${v.seats[current]?.name ?? 'Someone'} is deciding…`}</p>
      ${p.notice ? html`<p role="alert">${p.notice}</p>` : nothing}
      <div role="group" aria-label="Your move">
        <button ?disabled=${locked} @click=${(e: Event) => act(e, 'pass')}>Pass</button>
        <button ?disabled=${locked} @click=${(e: Event) => act(e, 'up')}>Up</button>
      </div>
      ${table(v)}
    </section>`;
  },
  rules(v, editable) {
    const rounds = num((v.settings as unknown as Record<string, unknown>).rounds, 2);
    if (!editable) return html`<p>Rounds: ${rounds}.</p>`;
    return html`<label for="rounds">Rounds</label>
      <select id="rounds" @change=${(e: Event) => e.target!.dispatchEvent(roomSend({ type: 'settings', body: { rounds: Number((e.target as HTMLSelectElement).value) } }))}>
        ${[1, 2, 3, 4, 5].map((n) => html`<option value=${n} ?selected=${n === rounds}>${n}</option>`)}
      </select>`;
  },
  bots(full) {
    return html`<label for="count-bot">Computer player</label>
      <select id="count-bot"><option value="eager">Eager</option><option value="lazy">Lazy</option></select>
      <button ?disabled=${full} @click=${(e: Event) => {
        const pick = (e.target as HTMLElement).parentNode!.querySelector<HTMLSelectElement>('#count-bot')!;
        e.target!.dispatchEvent(roomSend({ type: 'add-bot', body: { label: pick.value } }));
      }}>Add bot</button>`;
  },
  results(v) {
    const winner = v.seats[num(game(v).winner, -1)];
    const order = v.seats.map((s, i) => ({ s, x: seatOf(v, i)! })).sort((a, b) => num(a.x.place, 9) - num(b.x.place, 9));
    return html`<p role="status">${winner ? `${winner.name} wins Count Up!` : 'First place is shared!'}</p>
      <section aria-labelledby="count-standings"><h2 id="count-standings">Standings</h2>
        <ol>${order.map(({ s, x }) => html`<li>${s.name}: secret ${num(x.shownSecret, 0)}, ${num(x.ups, 0)} ups, ${num(x.points, 0)} points</li>`)}</ol>
      </section>`;
  },
  watch(v) {
    return html`<p>Counter: ${num(game(v).counter, 0)}</p>${table(v)}`;
  },
  revealMs: () => 1500,
  notice: () => null,
};
