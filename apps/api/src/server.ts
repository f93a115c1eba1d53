// Boots the app: config from the environment, database opened and migrated, demo tenants seeded
// on an empty database in demo mode, then listen. SIGTERM/SIGINT drain and close cleanly.
import { join } from 'node:path';
import { hasAnyMerchant, openDatabase, seedDatabase } from '@dastarkhan/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './env.js';
import { sealPlaintextSecrets } from './features/operator-settings/index.js';
import { checkMediaStore, createMediaStore } from './media-store.js';
import { startupNotes } from './startup-notes.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// A bucket that is not there or not ours stops the start here, before anything is written.
const mediaProblem = await checkMediaStore(config);
if (mediaProblem?.fatal) {
  console.error(mediaProblem.message);
  process.exit(1);
}
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
  poolSize: config.databasePoolSize,
});
// Media (seeded dishes and logos, uploads, resized variants) go through this one store.
const storage = createMediaStore(config);

const app = await buildApp({
  db: handle.db,
  listen: handle.listen,
  executeSql: handle.executeSql,
  poolStats: handle.poolStats,
  storage,
  config,
});

// Said first, before the slow part of the start, so nobody misses it.
for (const warning of config.startupWarnings) app.log.warn(warning);
if (mediaProblem) app.log.warn(mediaProblem.message);
if (config.mode === 'demo')
  app.log.warn(
    'APP_MODE=demo: NOT FOR A REAL DEPLOYMENT. Login codes of tenants without an SMS gateway are never sent: they are written to this log and kept for /api/dev/v1/sms-outbox (answered to this machine only), so whoever reads either signs in as anyone; the demo tenants, staff phones and bot token are public. Run APP_MODE=production',
  );

/** A line every 5 s while a slow step of the start runs: a first start is never silent for long. */
async function saying<T>(what: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  app.log.info(what);
  const timer = setInterval(
    () => app.log.info(`still ${what} (${Math.round((Date.now() - started) / 1000)} s)`),
    5_000,
  );
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

await handle.withStartupLock(async () => {
  await saying('applying the database migrations', () => handle.migrate());
  if (config.mode === 'demo' && !(await hasAnyMerchant(handle.db))) {
    await saying('seeding the demo tenants into the empty database', () =>
      seedDatabase(handle.db, {
        storage,
        demoTelegramBotToken: config.demoTelegramBotToken,
        log: (message) => app.log.info(message),
      }),
    );
  }
  // Decision 027: credentials still in plaintext (older releases, the seed) are sealed, losing nothing.
  const sealed = await sealPlaintextSecrets(handle.db, config.secrets.key);
  if (sealed > 0) app.log.info({ sealed }, 'sealed plaintext credentials');
});
// After the migrations: the job engine's schema and queues come with them.
if (config.jobWorkers) await app.deps.jobs.start();
else app.log.warn('JOB_WORKERS=0: messages and clock jobs wait in the queue for another process');
if (config.secrets.development)
  app.log.warn(
    'SECRETS_KEY not set: credentials are sealed with the fixed development key (never use it for real ones)',
  );

// Decision 041: SIGTERM/SIGINT (and a crash: uncaughtException) drain before the process ends.
// Readiness fails at once and late requests get 503 + Retry-After; the listener closes; streams
// are told to reconnect elsewhere; requests in flight get DRAIN_TIMEOUT_MS to finish, then what
// is left is cut; the job workers stop; the database closes last. A second signal, or the drain
// overrunning by 5 s more, ends the process at once (close-with-grace).
closeWithGrace(
  { delay: config.drainTimeoutMs + 5_000, logger: app.log },
  async ({ signal, err }: { signal?: string; err?: unknown }) => {
    if (err) app.log.error({ err }, 'fatal error: shutting down');
    app.log.info({ signal, drainTimeoutMs: config.drainTimeoutMs }, 'shutting down: draining connections');
    app.deps.drain.begin();
    const cut = setTimeout(() => {
      app.log.warn('drain timeout: closing the connections still open');
      app.server.closeAllConnections();
    }, config.drainTimeoutMs);
    await app.close();
    clearTimeout(cut);
    await handle.close();
    app.log.info('shut down');
  },
);

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info(
  { engine: handle.kind, mode: config.mode, port, notes: startupNotes(config.mode, port) },
  `Dastarkhan on http://localhost:${port}`,
);
