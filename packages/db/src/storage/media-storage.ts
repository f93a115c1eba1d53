import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** One stored object as a listing gives it. */
export interface MediaObject {
  key: string;
  size: number;
}

/**
 * Where media bytes live: a local folder (the default) or an S3-compatible bucket
 * (s3-storage.ts, decision 039). Keys are relative, slash-separated paths (isValidMediaKey).
 */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Gone for good (a deleted profile photo is personal data); a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Every stored object with a valid key (`npm run media:copy` walks it). */
  list(): AsyncIterable<MediaObject>;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key) && !key.includes('..');
}

export function createFileStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
    const full = resolve(join(base, key));
    // Belt and braces against path traversal on top of the key pattern.
    if (!full.startsWith(base + sep)) throw new Error(`invalid media key: ${key}`);
    return full;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file; a temporary name of its own, since
      // two puts of one key may run at once (in one process or in threads of one).
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      try {
        await stat(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async *list() {
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        const key = relative(base, join(base, entry)).split(sep).join('/');
        // A put's temporary file (`….tmp`) is half written: never listed as an object.
        if (key.endsWith('.tmp') || !isValidMediaKey(key)) continue;
        const info = await stat(join(base, entry)).catch(() => null);
        if (info?.isFile()) yield { key, size: info.size };
      }
    },
  };
}
