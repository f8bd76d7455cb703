/**
 * The matchmaking request's body (`POST /matchmake/create/party`, `/matchmake/joinById/CODE`,
 * `/matchmake/reconnect/ID`): the join options as a JSON object, read here before Colyseus sees
 * them. Colyseus would read a body of any size into memory, and answer one that is not JSON with
 * HTTP 200 and the parser's own words; here a body too large is refused (413) or cut off, and one
 * that is not a JSON object gets a clear 400. Both answers are what colyseus.js reads as a
 * matchmaking error: `{ code: 4215, error: 'bad-options' }` (with a `message` for a person
 * reading it), and carry Colyseus' CORS headers so a browser reads them too.
 */
import { ErrorCode, matchMaker, type Server } from '@colyseus/core';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** The answer to a body that is not a JSON object. */
export const NOT_JSON_ANSWER = {
  code: ErrorCode.AUTH_FAILED,
  error: 'bad-options',
  message: 'The request body is not a JSON object: send the join options as JSON, e.g. {"role":"player","name":"Ann"}.',
} as const;

/** Whether `body` reads as a JSON object (the join options). */
function isJsonObject(body: Buffer): boolean {
  try {
    const value: unknown = JSON.parse(body.toString());
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** Answer `status` with a JSON body and Colyseus' CORS headers. */
function answer(req: IncomingMessage, res: ServerResponse, status: number, body: object, close = false): void {
  const cors = Object.assign({}, matchMaker.controller.DEFAULT_CORS_HEADERS, matchMaker.controller.getCorsHeaders.call(undefined, req));
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json', ...(close ? { Connection: 'close' } : {}) });
  res.end(JSON.stringify(body));
}

/**
 * Read each matchmaking POST's body before Colyseus does: over `maxBytes` declared, 413 `{ code:
 * 4215, error: 'bad-options' }`; streamed past it, the connection is cut; not a JSON object, 400
 * `NOT_JSON_ANSWER`. A good body is handed on to Colyseus' handler as it came.
 */
export function checkMatchmakeBodies(gameServer: Server, maxBytes: number): void {
  const server = gameServer as unknown as { handleMatchMakeRequest(req: IncomingMessage, res: ServerResponse): unknown };
  const handle = server.handleMatchMakeRequest.bind(gameServer);
  server.handleMatchMakeRequest = (req, res) => {
    if (req.method !== 'POST') return handle(req, res);
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return answer(req, res, 413, { code: ErrorCode.AUTH_FAILED, error: 'bad-options' }, true);
    const chunks: Buffer[] = [];
    let seen = 0;
    req.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (!isJsonObject(body)) return answer(req, res, 400, NOT_JSON_ANSWER);
      // Colyseus reads the request's url, headers, socket and body stream: the same, the body replayed.
      const replay = Object.assign(Readable.from([body]), { url: req.url, method: req.method, headers: req.headers, socket: req.socket });
      void handle(replay as unknown as IncomingMessage, res);
    });
  };
}
