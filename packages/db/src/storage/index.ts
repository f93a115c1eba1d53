// The media stores alone, for scripts that need no database (`npm run media:copy` starts in a
// third of the time the whole package takes to load).
export { type CopyReport, copyMedia } from './media-copy.js';
export { createFileStorage, isValidMediaKey, type MediaObject, type MediaStorage } from './media-storage.js';
export {
  checkS3Bucket,
  contentTypeOf,
  createS3Client,
  createS3Storage,
  MediaStoreUnavailableError,
  type S3StorageOptions,
} from './s3-storage.js';
