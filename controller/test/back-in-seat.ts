/**
 * A phone app back in its seat by reconnection, for the app's tests: the one set-up they share.
 */
import '../src/platform/components/party-app.js';
import type { PartyApp } from '../src/platform/components/party-app.js';
import { saveSession } from '../src/platform/net/storage.js';
import { FakeClient, FakeRoom } from './fakes.js';
import { mount, until } from './helpers.js';

/**
 * Ana's phone (room MKST, seat 0, id "a", secret "sek") mounted with a stored session, back in her
 * seat through a reconnection to a fake room holding `state` on arrival (none: an empty state),
 * once the app has asked the room for its seat.
 */
export async function backInSeat(state?: unknown): Promise<{ app: PartyApp; r: FakeRoom; client: FakeClient }> {
  saveSession({ code: 'MKST', role: 'player', secret: 'sek', token: 'MKST:t', name: 'Ana', seat: 0, seatId: 'a' });
  const client = new FakeClient();
  const r = new FakeRoom();
  if (state) r.state = state;
  client.reconnectQueue.push(r);
  const app = await mount<PartyApp>('party-app', { client, search: '' });
  await until(app, () => r.has('seat'));
  return { app, r, client };
}
