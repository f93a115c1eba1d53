// `npm run seed`: migrate, then write the demo tenants that are not there yet.
import { join, resolve } from 'node:path';
import { openDatabase } from '../client.js';
import { createFileStorage } from '../storage/media-storage.js';
import { seedDatabase } from './seed-database.js';

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
