/**
 * `npm start`: read the environment, start listening, print where to go (stage URL, phone join
 * URL, a QR code for the stage), and stop cleanly on Ctrl-C / SIGTERM (rooms are told
 * `restarting`; the process exits within 5 s).
 */
import QRCode from 'qrcode';
import { startServer } from './app.js';
import { configFromEnv, DEFAULT_DATA_DIR } from './config.js';
import { StorageError } from './storage/index.js';

const env = configFromEnv(process.env);
if (!env.ok) {
  console.error(`Minus Auction cannot start: ${env.error}`);
  process.exit(2);
}

try {
  // `npm start` is durable: without DATA_DIR the rooms' database goes to ./data.
  const server = await startServer({ dataDir: DEFAULT_DATA_DIR, ...env.value });
  const info = server.info();
  const qr = await QRCode.toString(info.stageUrl, { type: 'terminal', small: true });
  console.log(`\nMinus Auction is on.\n\n  Stage (open on the TV):   ${info.stageUrl}\n  Phones join at:           ${info.joinBase}\n  Health:                   ${server.localUrl}/healthz\n\n${qr}\nCtrl-C stops the server.\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: telling the rooms and stopping...`);
    setTimeout(() => process.exit(0), 5000).unref();
    server.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('error while stopping:', e);
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
    console.error(`Minus Auction cannot start: ${e.message}`);
    process.exit(2);
  }
  if (err.code === 'EADDRINUSE') {
    const port = env.value.port ?? 2567;
    console.error(`Port ${port} is already in use (is Minus Auction already running?). Set PORT to another one, e.g. PORT=${port + 1} npm start.`);
  }
  else console.error('Minus Auction could not start:', err.message ?? err);
  process.exit(1);
}
