/**
 * @colyseus/ws-transport 0.16's ES module build calls `new WebSocket.Server(...)` on the default
 * export of `ws`; in ES modules that export is the bare WebSocket class, and only ws's CommonJS
 * entry attaches `.Server` to it. Loading that entry once, from ws-transport's own location,
 * attaches it (both entries share the same class object). Import this module before creating a
 * `WebSocketTransport`.
 */
import { createRequire } from 'node:module';

const fromTransport = createRequire(import.meta.resolve('@colyseus/ws-transport'));
const ws = fromTransport('ws') as { Server?: unknown; WebSocketServer?: unknown };
if (!ws.Server) throw new Error('ws did not expose WebSocket.Server; check the installed ws version');
