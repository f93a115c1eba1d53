// `npm run backup -- [--out DIR|FILE.tar.gz] [--no-media]` and
// `npm run restore -- FILE [--force] [--no-media]` (decision 042). Read DATA_DIR, MEDIA_DIR,
// DATABASE_URL and MEDIA_STORE as the server does, PG_BIN_DIR for the PostgreSQL client tools.
// Exit codes: 0 done, 2 refused (arguments, a damaged file, a target not empty…), 1 anything else.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './backup.js';
import { BackupRefused } from './backup-refused.js';
import { restoreBackup } from './restore.js';
import { totalRows } from './table-counts.js';

const USAGE = [
  'usage: npm run backup -- [--out DIR|FILE.tar.gz] [--no-media]',
  '       npm run restore -- FILE.tar.gz [--force] [--no-media]',
];

function fail(code: number, lines: string[]): never {
  for (const line of lines) console.error(line);
  process.exit(code);
}

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      'no-media': { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: true,
  });
}
try {
  parsed = parse();
} catch (error) {
  fail(2, [(error as Error).message, ...USAGE]);
}
const [command, ...rest] = parsed.positionals;
const { values } = parsed;

const dataDir = resolve(process.env.DATA_DIR || './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const pgliteDir = join(dataDir, 'pglite');
const media =
  process.env.MEDIA_STORE === 's3'
    ? { skipped: 'MEDIA_STORE=s3: the bucket is backed up on its own' }
    : values['no-media']
      ? { skipped: '--no-media' }
      : { dir: resolve(process.env.MEDIA_DIR || join(dataDir, 'media')) };
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  if (command === 'backup' && rest.length === 0 && !values.force) {
    const result = await createBackup({
      databaseUrl,
      pgliteDir,
      media,
      out: resolve(values.out ?? 'backups'),
    });
    const { tables, media: mediaSummary } = result.manifest;
    console.log(`backup: ${result.path} (${megabytes(result.bytes)})`);
    console.log(
      `  ${result.manifest.engine}: ${Object.keys(tables).length} tables, ${totalRows(tables)} rows (${result.manifest.engine === 'pglite' ? 'counted in the copy, which opens' : "counted in pg_dump's snapshot"})`,
    );
    console.log(
      'files' in mediaSummary
        ? `  media: ${mediaSummary.files} files, ${megabytes(mediaSummary.bytes)}`
        : `  media: not included (${mediaSummary.skipped})`,
    );
  } else if (command === 'restore' && rest.length === 1 && rest[0] && !values.out) {
    const result = await restoreBackup({
      file: resolve(rest[0]),
      databaseUrl,
      pgliteDir,
      media,
      force: values.force,
    });
    console.log(`restored: ${rest[0]} (taken ${result.manifest.createdAt})`);
    console.log(
      `  ${result.manifest.engine}: ${Object.keys(result.tables).length} tables, ${totalRows(result.tables)} rows, each table's count as in the backup`,
    );
    if (result.movedAside) console.log(`  what it replaced is kept in ${result.movedAside}`);
    console.log(
      'dir' in media
        ? `  media: ${result.mediaFiles} files into ${media.dir}`
        : `  media: not restored (${media.skipped})`,
    );
  } else {
    fail(2, USAGE);
  }
} catch (error) {
  if (error instanceof BackupRefused) fail(2, [`${command}: ${error.message}`]);
  fail(1, [`${command}: ${(error as Error).message}`]);
}
