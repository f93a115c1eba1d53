// `npm run seed`: migrate, then write the demo tenants that are not there yet (never in production).
// Read like the server's own settings (env.ts), so the demo pictures go where the server serves
// them from: MEDIA_DIR, or the bucket with MEDIA_STORE=s3 (decision 039).
import { join } from 'node:path';
import { openDatabase, seedDatabase } from '@dastarkhan/db';
import { loadConfig } from './env.js';
import { createMediaStore } from './media-store.js';

// A production database holds real tenants: demo shops with fixed staff phones have no place there.
if (process.env.APP_MODE === 'production') {
  console.error(
    'seed: refused, APP_MODE is production. The demo tenants are for demo databases only; create a real tenant with `npm run merchant:create`.',
  );
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error(`seed: ${(error as Error).message}`);
  process.exit(1);
}
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'pglite'),
});
try {
  const report = await handle.withStartupLock(async () => {
    await handle.migrate();
    return seedDatabase(handle.db, {
      storage: createMediaStore(config),
      demoTelegramBotToken: config.demoTelegramBotToken,
      log: (message) => console.log(message),
    });
  });
  if (report.skipped.length > 0) console.log(`already there, left as is: ${report.skipped.join(', ')}`);
} finally {
  await handle.close();
}
