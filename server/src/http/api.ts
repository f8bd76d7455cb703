/**
 * HTTP routes beside the game: `GET /healthz`, `GET /api/info` (join URL for the stage's QR
 * code) and `GET /api/rooms/:code/record/:game.json` (download a finished game's record, as
 * `<show>-<CODE>-<YYYY-MM-DD>-game-<N>.json`, shared/src/platform/protocol/record-file.ts).
 */
import type { Express } from 'express';
import { normalizeRoomCode } from '@minus/shared/platform/protocol/index';
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import { liveRooms } from '../platform/live-rooms.js';

export interface ApiOptions {
  /** The port actually listened on (known after listen). */
  port: () => number;
  publicUrl: string | null;
  info: (port: number, publicUrl: string | null) => { joinBase: string; stageUrl: string };
  startedAt: number;
}

export function mountApi(app: Express, opts: ApiOptions): void {
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true, rooms: liveRooms.size, uptimeS: Math.round((Date.now() - opts.startedAt) / 1000) });
  });

  app.get('/api/info', (_req, res) => {
    res.json(opts.info(opts.port(), opts.publicUrl));
  });

  app.get('/api/rooms/:code/record/:file', (req, res) => {
    const code = normalizeRoomCode(String(req.params.code));
    const match = /^(\d{1,4})(\.json)?$/.exec(String(req.params.file));
    if (!code || !match) return void res.status(400).json({ error: 'bad-request', message: 'Use /api/rooms/CODE/record/N.json, e.g. /api/rooms/BCFG/record/1.json.' });
    const room = liveRooms.get(code);
    if (!room) return void res.status(404).json({ error: 'no-such-room', message: `There is no room ${code} on this server.` });
    const game = Number(match[1]);
    const finished = room.record(game);
    if (!finished) return void res.status(404).json({ error: 'no-record', message: `Room ${code} has no finished game ${game}.` });
    // Named as the phone names it: show, room code and the date the game finished (server's time zone).
    res.setHeader('Content-Disposition', `attachment; filename="${recordFileName(code, game, room.finishedAt(game) ?? Date.now(), finished.show)}"`);
    res.type('application/json').send(JSON.stringify(finished.record, null, 2));
  });
}
