/**
 * `npm start`: read the environment, start listening, print where to go (stage URL, phone join
 * URL, and in a terminal a QR code for the stage) and where the rooms live (the data folder; with REDIS_URL the
 * Redis, password hidden, this process's id and PROCESS_ADDRESS), and stop cleanly on Ctrl-C / SIGTERM (rooms are told
 * `restarting`; the process exits within 5 s). Its lines speak the terminal's language (`--lang`,
 * LC_ALL, LC_MESSAGES, LANG; docs/I18N.md).
 */
import { resolve } from 'node:path';
import QRCode from 'qrcode';
import { printableRedisUrl, processId } from './cluster/colyseus-cluster.js';
import { startServer } from './app.js';
import { configFromEnv, DEFAULT_DATA_DIR } from './config.js';
import { StorageError } from './storage/index.js';
import { terminalLocale, terminalTexts } from './texts/index.js';

// The terminal's language (docs/I18N.md); English when its words cannot be loaded.
const locale = terminalLocale(process.argv.slice(2), process.env);
const say = await terminalTexts.load(locale).catch(() => terminalTexts.en);

const env = configFromEnv(process.env);
if (!env.ok) {
  console.error(say.cannotStart(env.error));
  process.exit(2);
}

try {
  // `npm start` is durable: without DATA_DIR the rooms' database goes to ./data.
  const config = { dataDir: DEFAULT_DATA_DIR, ...env.value };
  const server = await startServer(config);
  const info = server.info();
  // The QR code is for a person at a terminal; a service's log file gets the addresses alone.
  const qr = process.stdout.isTTY ? await QRCode.toString(info.stageUrl, { type: 'terminal', small: true }) : '';
  const where = (config.dataDir ? say.data(resolve(config.dataDir)) : say.memory)
    + (config.redisUrl ? say.cluster(printableRedisUrl(config.redisUrl), processId(), config.processAddress ?? say.ownAddress) : '');
  console.log(say.on(info.stageUrl, info.joinBase, `${server.localUrl}/healthz`, qr, where));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(say.stopping(signal));
    setTimeout(() => process.exit(0), 5000).unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(say.stopError, e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
} catch (e) {
  const err = e as NodeJS.ErrnoException;
  // The rooms' database cannot be used (another server on the folder, a newer or damaged file...): its sentence says what to do.
  if (e instanceof StorageError) {
    console.error(say.cannotStart(e.message));
    process.exit(2);
  }
  if (err.code === 'EADDRINUSE') {
    const port = env.value.port ?? 2567;
    console.error(say.portInUse(port));
  }
  else console.error(say.couldNotStart, err.message ?? err);
  process.exit(1);
}
