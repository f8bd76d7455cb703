/**
 * A fake colyseus.js client and room for tests without a server: they record what is sent and
 * let a test push state, messages and closes.
 */
import { RoomConnection, type ClientLike, type RoomLike } from '../src/platform/net/connection.js';

export class FakeRoom implements RoomLike {
  roomId = 'MKST';
  reconnectionToken: string;
  state: unknown = null;
  sent: [string, unknown][] = [];
  left: boolean | undefined;
  private stateCbs: ((s: unknown) => void)[] = [];
  private leaveCbs: ((code: number, reason?: string) => void)[] = [];
  private handlers = new Map<string, (m: never) => void>();

  constructor(token = 'tok1') {
    this.reconnectionToken = token;
  }

  onStateChange(cb: (s: unknown) => void) { this.stateCbs.push(cb); }
  onMessage(type: string, cb: (m: never) => void) { this.handlers.set(type, cb); }
  onLeave(cb: (code: number, reason?: string) => void) { this.leaveCbs.push(cb); }
  send(type: string, message?: unknown) { this.sent.push([type, message]); }
  async leave(consented?: boolean) { this.left = consented; this.close(consented ? 4000 : 1006); return 4000; }

  pushState(state: unknown) { this.state = state; for (const cb of this.stateCbs) cb(state); }
  message(type: string, m: unknown) { this.handlers.get(type)?.(m as never); }
  close(code: number, reason?: string) { for (const cb of this.leaveCbs) cb(code, reason); }
  has(type: string) { return this.handlers.has(type); }
}

type Step = FakeRoom | Error;

/** A client that answers `joinById` and `reconnect` from queues (an Error rejects). */
export class FakeClient implements ClientLike {
  joins: [string, Record<string, unknown>][] = [];
  reconnects: string[] = [];
  joinQueue: Step[] = [];
  reconnectQueue: Step[] = [];

  async joinById(code: string, options: object) {
    this.joins.push([code, options as Record<string, unknown>]);
    return this.next(this.joinQueue);
  }

  async reconnect(token: string) {
    this.reconnects.push(token);
    return this.next(this.reconnectQueue);
  }

  private async next(q: Step[]): Promise<FakeRoom> {
    await new Promise((r) => setTimeout(r, 1));
    const step = q.shift() ?? Object.assign(new Error('Failed to fetch'), { code: undefined });
    if (step instanceof Error) throw step;
    return step;
  }
}

/** An error like the server's join refusals (message starts with the code). */
export function refusal(code: string, status = 4216): Error {
  return Object.assign(new Error(`${code}: nope`), { code: status });
}

/**
 * A phone's connection joined room MKST as Ana (avatar 2) through `client`, then seated by the
 * room at seat 0 (id "a", secret "sek"). Throws when the join is refused.
 */
export async function joinedConnection(client = new FakeClient(), r = new FakeRoom()): Promise<{ c: RoomConnection; client: FakeClient; r: FakeRoom }> {
  client.joinQueue.push(r);
  const c = new RoomConnection(client);
  if (!(await c.join({ code: 'MKST', role: 'player', name: 'Ana', avatar: 2 }))) throw new Error('the fake join was refused');
  r.message('seat', { seat: 0, id: 'a', secret: 'sek' });
  return { c, client, r };
}
