// Boots the app: config from the environment, database opened and migrated, demo tenants seeded
// on an empty database in demo mode, then listen. SIGTERM/SIGINT drain and close cleanly.
import { join } from 'node:path';
import { hasAnyMerchant, openDatabase, seedDatabase } from '@dastarkhan/db';
import { buildApp } from './app.js';
import { loadConfig } from './env.js';
import { sealPlaintextSecrets } from './features/operator-settings/index.js';
import { checkMediaStore, createMediaStore } from './media-store.js';

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

await handle.withStartupLock(async () => {
  await handle.migrate();
  if (config.mode === 'demo' && !(await hasAnyMerchant(handle.db))) {
    app.log.info('empty database: seeding the demo tenants');
    await seedDatabase(handle.db, {
      storage,
      demoTelegramBotToken: config.demoTelegramBotToken,
      log: (message) => app.log.info(message),
    });
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining connections');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await handle.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
app.log.info({ engine: handle.kind, mode: config.mode, port }, `Dastarkhan on http://localhost:${port}`);
