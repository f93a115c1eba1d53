// `npm run seed`: migrate, then write the demo tenants that are not there yet (never in production).
import { join, resolve } from 'node:path';
import { openDatabase } from '../client.js';
import { createFileStorage } from '../storage/media-storage.js';
import { seedDatabase } from './seed-database.js';

// A production database holds real tenants: demo shops with fixed staff phones have no place there.
if (process.env.APP_MODE === 'production') {
  console.error(
    'seed: refused, APP_MODE is production. The demo tenants are for demo databases only; create a real tenant with `npm run merchant:create`.',
  );
  process.exit(1);
}

// This script writes the demo pictures to DATA_DIR/media only. On a bucket (decision 039) they
// would be missing for every instance: the server seeds an empty demo database through its own
// store at start, or the folder is copied over after.
if (process.env.MEDIA_STORE === 's3') {
  console.error(
    'seed: refused, MEDIA_STORE is s3 and this script writes media to DATA_DIR/media only. Start the server on the empty demo database instead (it seeds through the bucket), or seed with MEDIA_STORE=file and then run `npm run media:copy -- --to s3`.',
  );
  process.exit(1);
}

const dataDir = resolve(process.env.DATA_DIR ?? './data');
const handle = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: join(dataDir, 'pglite'),
});
try {
  const report = await handle.withStartupLock(async () => {
    await handle.migrate();
    return seedDatabase(handle.db, {
      storage: createFileStorage(join(dataDir, 'media')),
      demoTelegramBotToken: process.env.DEMO_TELEGRAM_BOT_TOKEN || undefined,
      log: (message) => console.log(message),
    });
  });
  if (report.skipped.length > 0) console.log(`already there, left as is: ${report.skipped.join(', ')}`);
} finally {
  await handle.close();
}
