// `npm run restore -- FILE [--force]`: the file is read and checked in full before anything is
// replaced; a non-empty target is refused without --force (decision 042); the restored row counts
// must equal the manifest's, table by table.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DataDirBusy, holdDataDirLock } from '../data-dir-lock.js';
import { type ExtractedArchive, extractArchive, type Manifest } from './archive.js';
import { BackupRefused } from './backup-refused.js';
import { postgresTarget, runPostgresTool } from './postgres-tools.js';
import { countDifferences, countTableRows, type TableCounts } from './table-counts.js';

export interface RestoreOptions {
  file: string;
  /** Set: restore into this PostgreSQL database; unset: into the PGlite data directory. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory (DATA_DIR/pglite). */
  pgliteDir: string;
  /** Where the media files go, or why they are not restored (S3, --no-media). */
  media: { dir: string } | { skipped: string };
  /** Replace a database that is not empty (PGlite: the old directory is moved aside, not deleted). */
  force: boolean;
  now?: Date;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: TableCounts;
  mediaFiles: number;
  /** With --force: where the replaced database now is (PGlite: a directory; PostgreSQL: schemas). */
  movedAside?: string;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(options.file)) throw new BackupRefused(`${options.file}: no such file`);
  return options.databaseUrl ? restorePostgres(options, options.databaseUrl) : restorePglite(options);
}

async function restorePglite(options: RestoreOptions): Promise<RestoreResult> {
  const target = options.pgliteDir;
  let release: () => void;
  await mkdir(dirname(target), { recursive: true });
  try {
    release = holdDataDirLock(target);
  } catch (error) {
    if (error instanceof DataDirBusy)
      throw new BackupRefused(
        `the database in ${target} is open in process ${error.pid}: stop the server before a restore`,
      );
    throw error;
  }
  const staging = await mkdtemp(join(dirname(target), '.restore-'));
  const restoring = `${target}.restoring`;
  try {
    const occupied = existsSync(target) && readdirSync(target).length > 0;
    if (occupied && !options.force)
      throw new BackupRefused(
        `${target} holds a database already; --force replaces it (the old one is moved aside, not deleted)`,
      );
    const archive = await extractArchive(options.file, staging);
    expectEngine(archive, 'pglite', options.file);
    // Loaded beside the target and checked there; the target is swapped only once it is right.
    await rm(restoring, { recursive: true, force: true });
    const pglite = await PGlite.create({
      dataDir: restoring,
      loadDataDir: new Blob([readFileSync(archive.databasePath)]),
    });
    let tables: TableCounts;
    try {
      tables = await countTableRows((text) => pglite.query(text));
    } finally {
      await pglite.close();
    }
    expectCounts(archive.manifest.tables, tables, restoring);
    let movedAside: string | undefined;
    if (existsSync(target)) {
      movedAside = `${target}.before-restore-${stamp(options.now)}`;
      await rename(target, movedAside);
    }
    await rename(restoring, target);
    const mediaFiles = await restoreMedia(archive, staging, options.media);
    return { manifest: archive.manifest, tables, mediaFiles, ...(movedAside ? { movedAside } : {}) };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(restoring, { recursive: true, force: true });
    release();
  }
}

async function restorePostgres(options: RestoreOptions, databaseUrl: string): Promise<RestoreResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const staging = await mkdtemp(join(tmpdir(), 'dastarkhan-restore-'));
  let movedAside: string[] = [];
  try {
    const occupied = Object.keys(await countTableRows((text) => client.query(text))).length > 0;
    if (occupied && !options.force)
      throw new BackupRefused(
        `the database ${new URL(databaseUrl).pathname.slice(1)} has tables already; restore into a new one (createdb), or --force to move what it holds aside`,
      );
    if (occupied) await expectNoOtherSessions(client);
    const archive = await extractArchive(options.file, staging);
    expectEngine(archive, 'postgres', options.file);
    if (occupied) movedAside = await moveSchemasAside(client, stamp(options.now));
    try {
      // One transaction: a restore that fails half-way leaves nothing behind.
      await runPostgresTool(
        'pg_restore',
        ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', archive.databasePath],
        postgresTarget(databaseUrl),
      );
    } catch (error) {
      if (movedAside.length > 0) await moveSchemasBack(client, movedAside);
      movedAside = [];
      throw error;
    }
    const tables = await countTableRows((text) => client.query(text));
    expectCounts(archive.manifest.tables, tables, 'the database');
    const mediaFiles = await restoreMedia(archive, staging, options.media);
    return {
      manifest: archive.manifest,
      tables,
      mediaFiles,
      ...(movedAside.length > 0 ? { movedAside: movedAside.join(', ') } : {}),
    };
  } finally {
    await client.end();
    await rm(staging, { recursive: true, force: true });
  }
}

/** Schemas renamed under a running app would take its writes with them: stop it first. */
async function expectNoOtherSessions(client: pg.Client) {
  const { rows } = await client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const others = rows[0]?.n ?? 0;
  if (others > 0)
    throw new BackupRefused(
      `${others} other connections use this database (the app?): stop every process on it before replacing it`,
    );
}

const SCHEMAS = `select nspname from pg_namespace
  where nspname not like 'pg\\_%' and nspname <> 'information_schema' and nspname not like '%\\_before\\_restore\\_%'`;

/**
 * --force on PostgreSQL: every schema of the database (public, drizzle, pgboss…) is renamed to
 * `<name>_before_restore_<time>` in one transaction, the analogue of PGlite's directory moved
 * aside: nothing is dropped, and `drop schema … cascade` removes them once the restore is trusted.
 */
async function moveSchemasAside(client: pg.Client, when: string): Promise<string[]> {
  const suffix = `_before_restore_${when.replace(/\D/g, '')}`;
  await client.query('begin');
  try {
    const { rows } = await client.query<{ nspname: string }>(SCHEMAS);
    for (const { nspname } of rows)
      await client.query(`alter schema ${quoteIdent(nspname)} rename to ${quoteIdent(nspname + suffix)}`);
    // pg_dump leaves the public schema out of its output: the restore expects one.
    await client.query('create schema public');
    await client.query('commit');
    return rows.map((r) => r.nspname + suffix);
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function moveSchemasBack(client: pg.Client, names: string[]) {
  await client.query('begin');
  await client.query('drop schema public');
  for (const name of names)
    await client.query(
      `alter schema ${quoteIdent(name)} rename to ${quoteIdent(name.replace(/_before_restore_\d+$/, ''))}`,
    );
  await client.query('commit');
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

function expectEngine(archive: ExtractedArchive, engine: Manifest['engine'], file: string) {
  if (archive.manifest.engine === engine) return;
  throw new BackupRefused(
    archive.manifest.engine === 'pglite'
      ? `${file} is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it`
      : `${file} is a backup of a PostgreSQL database: set DATABASE_URL to the (new, empty) database to restore it into`,
  );
}

function expectCounts(expected: TableCounts, actual: TableCounts, where: string) {
  const differences = countDifferences(expected, actual);
  if (differences.length > 0)
    throw new Error(`${where} does not hold what the backup counted: ${differences.join('; ')}`);
}

/** Media files go to the media folder by key; other files already there stay. */
async function restoreMedia(
  archive: ExtractedArchive,
  staging: string,
  media: RestoreOptions['media'],
): Promise<number> {
  if (!('dir' in media)) return 0;
  for (const key of archive.mediaKeys) {
    const from = join(staging, 'media', key);
    const to = join(media.dir, key);
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await copyFile(from, to);
    });
  }
  return archive.mediaKeys.length;
}

const stamp = (now = new Date()) => `${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z`;
