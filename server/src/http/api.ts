/**
 * HTTP routes beside the game: `GET /healthz`, `GET /api/info` (join URL for the stage's QR
 * code) and `GET /api/rooms/:code/record/:game.json` (download a finished game's record, as
 * `<show>-<CODE>-<YYYY-MM-DD>-game-<N>.json`, shared/src/platform/protocol/record-file.ts). With
 * several server processes, the health covers all of them (cluster/health.ts) and a record is
 * fetched from the process hosting the room (cluster/records.ts).
 */
import type { Express } from 'express';
import { normalizeRoomCode } from '@minus/shared/platform/protocol/index';
import { recordFileName } from '@minus/shared/platform/protocol/record-file';
import { clusterHealth } from '../cluster/health.js';
import { findRecord } from '../cluster/records.js';
import { liveRooms } from '../platform/live-rooms.js';

export interface ApiOptions {
  /** The port actually listened on (known after listen). */
  port: () => number;
  publicUrl: string | null;
  info: (port: number, publicUrl: string | null) => { joinBase: string; stageUrl: string };
  startedAt: number;
}

export function mountApi(app: Express, opts: ApiOptions): void {
  app.get('/healthz', async (_req, res) => {
    const uptimeS = Math.round((Date.now() - opts.startedAt) / 1000);
    try {
      res.json({ ok: true, ...(await clusterHealth(liveRooms.size)), uptimeS });
    } catch (e) {
      // Redis is unreachable: this process still runs its own rooms, but the cluster is not whole.
      res.status(503).json({ ok: false, rooms: liveRooms.size, error: `cluster: ${(e as Error).message}`, uptimeS });
    }
  });

  app.get('/api/info', (_req, res) => {
    res.json(opts.info(opts.port(), opts.publicUrl));
  });

  app.get('/api/rooms/:code/record/:file', async (req, res) => {
    const code = normalizeRoomCode(String(req.params.code));
    const match = /^(\d{1,4})(\.json)?$/.exec(String(req.params.file));
    if (!code || !match) return void res.status(400).json({ error: 'bad-request', message: 'Use /api/rooms/CODE/record/N.json, e.g. /api/rooms/BCFG/record/1.json.' });
    const game = Number(match[1]);
    const found = await findRecord(code, game);
    if (found.kind === 'no-such-room') return void res.status(404).json({ error: 'no-such-room', message: `There is no room ${code} on this server.` });
    if (found.kind === 'no-record') return void res.status(404).json({ error: 'no-record', message: `Room ${code} has no finished game ${game}.` });
    // Named as the phone names it: show, room code and the date the game finished (server's time zone).
    res.setHeader('Content-Disposition', `attachment; filename="${recordFileName(code, game, found.finishedAt, found.show)}"`);
    res.type('application/json').send(JSON.stringify(found.record, null, 2));
  });
}
