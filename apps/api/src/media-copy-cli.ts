// `npm run media:copy -- --to s3` (or `--to file`): copies every media object from the folder
// (MEDIA_DIR) to the bucket (S3_*), or back. Resumable: what the destination already holds with
// the same size is skipped, so a run cut short is simply run again (decision 039).
import { copyMedia, createFileStorage, createS3Storage } from '@dastarkhan/db/storage';
import { loadConfig } from './env.js';

const USAGE = 'usage: npm run media:copy -- --to s3|file';

function fail(message: string): never {
  console.error(`media:copy: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const at = args.indexOf('--to');
const to = at >= 0 ? args[at + 1] : args.find((a) => a.startsWith('--to='))?.slice('--to='.length);
if (to !== 's3' && to !== 'file') fail(USAGE);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail((error as Error).message);
}
if (!config.media.s3) fail('no bucket: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');

const folder = createFileStorage(config.mediaDir);
const bucket = createS3Storage(config.media.s3);
const bucketName = `s3://${config.media.s3.bucket}${config.media.s3.endpoint ? ` (${config.media.s3.endpoint})` : ''}`;
const [from, into] = to === 's3' ? [folder, bucket] : [bucket, folder];
console.log(
  to === 's3'
    ? `media:copy: ${config.mediaDir} -> ${bucketName}`
    : `media:copy: ${bucketName} -> ${config.mediaDir}`,
);

let lastLine = 0;
const report = await copyMedia(from, into, {
  onProgress(progress, total) {
    const done = progress.copied + progress.skipped + progress.failed;
    // A line every 2 s at most, and the last one: readable in a terminal and in a CI log.
    if (done === total || Date.now() - lastLine >= 2_000) {
      lastLine = Date.now();
      console.log(
        `  ${done}/${total}: copied ${progress.copied}, skipped ${progress.skipped}, failed ${progress.failed}`,
      );
    }
  },
}).catch((error: Error) => fail(`could not list the objects: ${error.message}`));

for (const { key, reason } of report.failures) console.error(`  failed: ${key}: ${reason}`);
if (report.failed > report.failures.length)
  console.error(`  … and ${report.failed - report.failures.length} more failures`);
console.log(`copied ${report.copied}, skipped ${report.skipped} (already there), failed ${report.failed}`);
process.exit(report.failed > 0 ? 1 : 0);
