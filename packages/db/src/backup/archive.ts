// The backup file: a plain .tar.gz (any `tar xzf` opens it) holding manifest.json first, then the
// database (PGlite's data-dir tar, or pg_dump's custom-format file) and the media files.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';
import { isValidMediaKey } from '../storage/media-storage.js';
import { BackupRefused } from './backup-refused.js';
import type { TableCounts } from './table-counts.js';

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = { pglite: 'database/pglite-datadir.tar', postgres: 'database/postgres.dump' };
const MEDIA_PREFIX = 'media/';

export interface Manifest {
  format: 'dastarkhan-backup';
  version: 1;
  engine: 'pglite' | 'postgres';
  createdAt: string;
  /** Rows per table at the instant of the backup: the restore checks its result against them. */
  tables: TableCounts;
  /** Files under media/, or why there are none. */
  media: { files: number; bytes: number } | { skipped: string };
}

/** One file to put in the archive: bytes in memory or a file on disk. */
export type ArchiveEntry = { name: string; bytes: Buffer } | { name: string; path: string };

export const mediaEntryName = (key: string) => `${MEDIA_PREFIX}${key}`;

/** Writes manifest + entries to `path` as one gzip'd tar. */
export async function writeArchive(path: string, manifest: Manifest, entries: ArchiveEntry[]) {
  await mkdir(dirname(path), { recursive: true });
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(path, { mode: 0o600 }));
  const add = async (entry: ArchiveEntry) => {
    if ('bytes' in entry) {
      await new Promise<void>((resolve, reject) =>
        pack.entry({ name: entry.name, size: entry.bytes.length, mode: 0o600 }, entry.bytes, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      return;
    }
    const { size } = await stat(entry.path);
    await new Promise<void>((resolve, reject) => {
      const sink = pack.entry({ name: entry.name, size, mode: 0o600 }, (error) =>
        error ? reject(error) : resolve(),
      );
      createReadStream(entry.path).on('error', reject).pipe(sink);
    });
  };
  try {
    await add({ name: MANIFEST, bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) });
    for (const entry of entries) await add(entry);
    pack.finalize();
  } catch (error) {
    pack.destroy(error as Error);
  }
  await written;
}

export interface ExtractedArchive {
  manifest: Manifest;
  /** Path of the database entry inside `dir`. */
  databasePath: string;
  /** Media keys extracted under `dir/media/`. */
  mediaKeys: string[];
}

/**
 * Reads the whole archive into `dir` and checks it: gzip and tar intact, a manifest of this
 * format, the database the manifest names, only media keys the app could have written. A file
 * failing any of it is refused (BackupRefused) before anything of the running setup is touched.
 */
export async function extractArchive(path: string, dir: string): Promise<ExtractedArchive> {
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  const mediaKeys: string[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(path), createGunzip(), extract);
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const known =
        name === MANIFEST ||
        Object.values(DATABASE_ENTRY).includes(name) ||
        (name.startsWith(MEDIA_PREFIX) && isValidMediaKey(name.slice(MEDIA_PREFIX.length)));
      if (entry.header.type !== 'file' || !known || seen.has(name))
        throw new BackupRefused(`${path} is not a Dastarkhan backup: unexpected entry "${name}"`);
      if (name !== MANIFEST && !manifest)
        throw new BackupRefused(`${path} is not a Dastarkhan backup: manifest.json does not come first`);
      seen.add(name);
      const target = join(dir, name);
      await mkdir(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
      if (name === MANIFEST) manifest = parseManifest(await readFile(target, 'utf8'), path);
      else if (name.startsWith(MEDIA_PREFIX)) mediaKeys.push(name.slice(MEDIA_PREFIX.length));
    }
    await reading;
  } catch (error) {
    reading.catch(() => {});
    // Stops reading the file (and closes it) when the refusal came from an entry.
    extract.destroy();
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(`${path} is damaged or not a backup (${(error as Error).message})`);
  }
  if (!manifest) throw new BackupRefused(`${path} is not a Dastarkhan backup: no manifest.json`);
  const databaseName = DATABASE_ENTRY[manifest.engine];
  if (!seen.has(databaseName)) throw new BackupRefused(`${path} lacks its database (${databaseName})`);
  if ('files' in manifest.media && manifest.media.files !== mediaKeys.length)
    throw new BackupRefused(
      `${path} is incomplete: the manifest lists ${manifest.media.files} media files, the archive holds ${mediaKeys.length}`,
    );
  return { manifest, databasePath: join(dir, databaseName), mediaKeys };
}

function parseManifest(text: string, path: string): Manifest {
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupRefused(`${path}: manifest.json is not JSON`);
  }
  const countsOk =
    typeof value.tables === 'object' &&
    value.tables !== null &&
    Object.values(value.tables).every((n) => Number.isInteger(n) && n >= 0);
  if (
    value.format !== 'dastarkhan-backup' ||
    value.version !== 1 ||
    (value.engine !== 'pglite' && value.engine !== 'postgres') ||
    !countsOk ||
    typeof value.media !== 'object' ||
    value.media === null
  )
    throw new BackupRefused(`${path}: manifest.json is not one this version reads (format 1)`);
  return value as Manifest;
}
