/**
 * The logger Colyseus writes through (`new Server({ logger })`): the console, minus Colyseus'
 * developer hints for a reconnection that came too late ("❌ reconnection token invalid or
 * expired. Did you miss .allowReconnection()?", and the same for a disposed room). In this game
 * that is a normal day: a phone back after its reconnection window, or after a server restart,
 * falls back to its seat secret or is told the game has ended (controller/src/platform/net/connection.ts).
 * A host reading the terminal should not take it for an error.
 * A frame over the websocket's size limit (`ws` closes that connection) is one line, not the
 * stack trace Colyseus prints for it.
 */

const HINT = /Did you miss \.allowReconnection\(\)\?/;
const TOO_BIG = /^Max payload size exceeded/;

/** What the host reads for a frame over the size limit (once per connection: it is closed). */
export const TOO_BIG_LINE = 'A connection sent a frame over the size limit and was closed.';

/** The console's methods, `info` without the reconnection hints. */
export const quietLogger = {
  debug: (...args: unknown[]): void => console.debug(...args),
  trace: (...args: unknown[]): void => console.trace(...args),
  warn: (...args: unknown[]): void => console.warn(...args),
  error: (...args: unknown[]): void => {
    if (typeof args[0] === 'string' && TOO_BIG.test(args[0])) return console.error(TOO_BIG_LINE);
    console.error(...args);
  },
  info: (...args: unknown[]): void => {
    if (typeof args[0] === 'string' && HINT.test(args[0])) return;
    console.info(...args);
  },
};
