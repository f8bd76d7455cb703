import { spawn } from 'node:child_process';
import { Client } from 'colyseus.js';
import { startRedis } from './shared/src/node/redis-server.ts';
import { freePort } from './shared/src/node/free-port.ts';
const redis = await startRedis();
async function proc(n: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['server/dist/index.js'], { env: { ...process.env, PORT: String(port), REDIS_URL: redis.url + '/1', PROCESS_ADDRESS: `127.0.0.1:${port}` }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', d => { const t = String(d); if (!/▀|▄|█/.test(t)) process.stdout.write(`[${n}] ${t}`); });
  child.stderr.on('data', d => process.stdout.write(`[${n}!] ${d}`));
  child.on('exit', (c, s) => console.log(`[${n}] exit`, c, s));
  for (;;) { try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 100)); }
  return { port, child };
}
const A = await proc('A'); const B = await proc('B');
const stage = await new Client(`ws://127.0.0.1:${A.port}`).create('minus', { role: 'stage' }); stage.onMessage('*', () => {});
stage.onLeave(() => {});
A.child.kill('SIGKILL');
await new Promise(r => setTimeout(r, 300));
const t0 = Date.now();
try { await new Client(`ws://127.0.0.1:${B.port}`).joinById(stage.roomId, { role: 'player', name: 'Ann' }); } catch (e: any) { console.log('join after kill:', e.code, e.message, Date.now() - t0, 'ms'); }
B.child.kill(); await redis.stop(); process.exit(0);
