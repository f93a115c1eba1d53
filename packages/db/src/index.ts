export * from './client.js';
export * as tables from './schema/index.js';
export {
  DEFAULT_DEMO_BOT_TOKEN,
  hasAnyMerchant,
  type SeedOptions,
  type SeedReport,
  seedDatabase,
} from './seed/seed-database.js';
export { createFileStorage, isValidMediaKey, type MediaStorage } from './storage/media-storage.js';
