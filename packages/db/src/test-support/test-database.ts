import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.js';
import { createFileStorage, type MediaStorage } from '../storage/media-storage.js';
import { withDatabase } from './global-setup.js';

// Test files run in worker threads of one process, each with its own module state: the pid and a
// counter would repeat, so a copy's name carries this module's own random tag.
const tag = randomBytes(4).toString('hex');
let copies = 0;

export interface TestDatabase {
  handle: DatabaseHandle;
  storage: MediaStorage;
  /** PostgreSQL only: the copy's address, so a test can open a second "process" on it. */
  url?: string;
}

/** A private, migrated and seeded database for one test file (or one test). Close it after. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('dbTemplate');
  const storage = createFileStorage(template.mediaDir);
  if (template.kind === 'pglite') {
    const dump = new Blob([readFileSync(template.dumpPath)]);
    const pglite = await PGlite.create({ loadDataDir: dump });
    return { handle: await openDatabase({ pglite }), storage };
  }
  const url = withDatabase(template.url, await copyTemplate(template));
  return { handle: await openDatabase({ databaseUrl: url, poolSize: 4 }), storage, url };
}

/**
 * PostgreSQL only (null on PGlite): a copy of the seeded template for server processes of their
 * own to share (the several-processes test), and its media folder; drop it after.
 */
export async function copyTestDatabase(): Promise<{
  url: string;
  mediaDir: string;
  drop(): Promise<void>;
} | null> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') return null;
  const name = await copyTemplate(template);
  return {
    url: withDatabase(template.url, name),
    mediaDir: template.mediaDir,
    async drop() {
      const client = new pg.Client({ connectionString: template.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A new database made from the seeded template; answers its name. */
async function copyTemplate(template: { url: string; template: string }): Promise<string> {
  const name = `${template.template}_${tag}_${++copies}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, template.template);
  } finally {
    await admin.end();
  }
  return name;
}

/** Two copies made at the same instant collide on the template ("being accessed"): retry. */
async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 20 || !String((error as Error).message).includes('being accessed')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
