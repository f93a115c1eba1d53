export * from './client.js';
export { DataDirBusy } from './data-dir-lock.js';
export * from './named-statement.js';
export {
  type CreatedMerchant,
  consoleAddress,
  createMerchant,
  NewMerchantRefused,
} from './onboarding/create-merchant.js';
export { rowFromJson } from './row-from-json.js';
export type {
  AddressRow,
  BranchRow,
  CardRow,
  MerchantRow,
  OrderEventRow,
  OrderItemRow,
  OrderRow,
  PaymentRow,
  PaymentSettingsRow,
  SessionRow,
  UserRow,
  VacancyRow,
} from './row-types.js';
// Row types that inferred API types mention; exported so declarations can name them.
export type { Text } from './schema/columns.js';
export type {
  BranchSettingsRow,
  OrderAddressRow,
  OrderItemModificationRow,
  OutboxChannel,
  OutboxState,
  PushAudience,
  WorkHourRow,
} from './schema/index.js';
export * as tables from './schema/index.js';
export {
  DEFAULT_DEMO_BOT_TOKEN,
  DEMO_STAFF_CHAT_ID,
  DEMO_STAFF_PHONES,
  hasAnyMerchant,
  type SeedOptions,
  type SeedReport,
  seedDatabase,
} from './seed/seed-database.js';
export {
  type CopyReport,
  checkS3Bucket,
  contentTypeOf,
  copyMedia,
  createFileStorage,
  createS3Client,
  createS3Storage,
  isValidMediaKey,
  type MediaObject,
  type MediaStorage,
  MediaStoreUnavailableError,
  type S3StorageOptions,
} from './storage/index.js';
