import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where media bytes live. The file store is the default; an S3-compatible store only has to
 * implement these four calls (keys are relative, slash-separated paths).
 */
export interface MediaStorage {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Gone for good (a deleted profile photo is personal data); a missing key is not an error. */
  remove(key: string): Promise<void>;
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
  };
}
