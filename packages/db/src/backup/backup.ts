// `npm run backup`: one .tar.gz with the database, its row counts and the media files
// (decision 042). PGlite: a copy of the data directory, taken by the server holding it when one
// runs (pglite-backup-socket.ts), else by this process; PostgreSQL: pg_dump in the same snapshot
// as the row counts.
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirBusy, holdDataDirLock } from '../data-dir-lock.js';
import { isValidMediaKey } from '../storage/media-storage.js';
import { type ArchiveEntry, DATABASE_ENTRY, type Manifest, mediaEntryName, writeArchive } from './archive.js';
import { BackupRefused } from './backup-refused.js';
import { dumpPglite, requestOnlineBackup } from './pglite-backup-socket.js';
import { postgresTarget, runPostgresTool } from './postgres-tools.js';
import { countTableRows, type TableCounts } from './table-counts.js';

export interface BackupOptions {
  /** Set: back up this PostgreSQL database; unset: the PGlite data directory. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory (DATA_DIR/pglite). */
  pgliteDir: string;
  /** The media folder to include, or why media are left out (S3, --no-media). */
  media: { dir: string } | { skipped: string };
  /** A folder (the file gets a timestamped name) or a path ending in .tar.gz. */
  out: string;
  now?: Date;
}

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: Manifest;
}

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const createdAt = options.now ?? new Date();
  const path = options.out.endsWith('.tar.gz')
    ? options.out
    : join(
        options.out,
        `dastarkhan-${createdAt.toISOString().slice(0, 19).replaceAll(':', '-')}Z-${engine}.tar.gz`,
      );
  if (existsSync(path)) throw new BackupRefused(`${path} exists already`);
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.partial`;
  const dumpFile = `${path}.dump.partial`;
  try {
    const { tables, database } = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, dumpFile)
      : await dumpPgliteDir(options.pgliteDir);
    const media = 'dir' in options.media ? await listMedia(options.media.dir) : null;
    const manifest: Manifest = {
      format: 'dastarkhan-backup',
      version: 1,
      engine,
      createdAt: createdAt.toISOString(),
      tables,
      media: media
        ? { files: media.length, bytes: media.reduce((sum, m) => sum + m.bytes, 0) }
        : { skipped: 'skipped' in options.media ? options.media.skipped : '' },
    };
    const entries: ArchiveEntry[] = [
      'bytes' in database
        ? { name: DATABASE_ENTRY[engine], bytes: database.bytes }
        : { name: DATABASE_ENTRY[engine], path: database.path },
      ...(media ?? []).map((m) => ({ name: mediaEntryName(m.key), path: m.path })),
    ];
    await writeArchive(partial, manifest, entries);
    // Renamed only once complete: a file under the final name is always a whole backup.
    await rename(partial, path);
    return { path, bytes: (await stat(path)).size, manifest };
  } finally {
    await rm(partial, { force: true });
    await rm(dumpFile, { force: true });
  }
}

async function dumpPgliteDir(
  pgliteDir: string,
): Promise<{ tables: TableCounts; database: { bytes: Buffer } }> {
  if (!existsSync(join(pgliteDir, 'PG_VERSION')))
    throw new BackupRefused(`there is no database in ${pgliteDir} (DATA_DIR/pglite)`);
  let bytes: Buffer;
  let release: (() => void) | null = null;
  let holder = 0;
  try {
    release = holdDataDirLock(pgliteDir);
  } catch (error) {
    if (!(error instanceof DataDirBusy)) throw error;
    holder = error.pid;
  }
  if (release) {
    // Nobody holds it: copy it here (the server, started meanwhile, would be refused the lock).
    try {
      const pglite = await PGlite.create({ dataDir: pgliteDir });
      try {
        bytes = await dumpPglite(pglite);
      } finally {
        await pglite.close();
      }
    } finally {
      release();
    }
  } else {
    bytes = await requestOnlineBackup(pgliteDir, holder);
  }
  // The copy is opened once before it is kept: a backup that does not load is found now, and
  // the row counts the restore checks against are the copy's own.
  const copy = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  try {
    return { tables: await countTableRows((text) => copy.query(text)), database: { bytes } };
  } finally {
    await copy.close();
  }
}

async function dumpPostgres(
  databaseUrl: string,
  dumpFile: string,
): Promise<{ tables: TableCounts; database: { path: string } }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // pg_dump reads the snapshot this transaction exported, so the counts are exactly the dump's.
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const tables = await countTableRows((text) => client.query(text));
    // No compression inside: the archive's gzip compresses the whole.
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', '--compress=0', `--snapshot=${rows[0]?.snapshot}`, '--file', dumpFile],
      postgresTarget(databaseUrl),
    );
    await client.query('commit');
    return { tables, database: { path: dumpFile } };
  } finally {
    await client.end();
  }
}

interface MediaFile {
  key: string;
  path: string;
  bytes: number;
}

/** Every media file, by key; half-written `.tmp` files of a running upload are left out. */
async function listMedia(root: string): Promise<MediaFile[]> {
  if (!existsSync(root)) return [];
  const found: MediaFile[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(root, path).split(sep).join('/');
    if (!isValidMediaKey(key)) continue;
    found.push({ key, path, bytes: (await stat(path)).size });
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}
