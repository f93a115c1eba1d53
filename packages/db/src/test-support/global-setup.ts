// Builds one migrated, seeded database per test run; every test file then gets its own copy
// (PGlite: load of a data-dir dump, ~0.3 s; PostgreSQL: CREATE DATABASE … TEMPLATE, ~25 ms).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../client.js';
import { seedDatabase } from '../seed/seed-database.js';
import { createFileStorage } from '../storage/media-storage.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate:
      | { kind: 'pglite'; dumpPath: string; mediaDir: string }
      | { kind: 'postgres'; url: string; template: string; mediaDir: string };
  }
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'dastarkhan-test-'));
  // Dish images are content-addressed, so one rendering serves every later run.
  const mediaDir = resolve('node_modules/.cache/dastarkhan-test-media');
  const storage = createFileStorage(mediaDir);
  const databaseUrl = process.env.DATABASE_URL;

  if (databaseUrl) {
    const template = `dastarkhan_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, template), poolSize: 2 });
    await handle.migrate();
    await seedDatabase(handle.db, { storage });
    await handle.close();
    project.provide('dbTemplate', { kind: 'postgres', url: databaseUrl, template, mediaDir });
    return async () => {
      await dropTestDatabases(admin, template);
      await admin.end();
      rmSync(workDir, { recursive: true, force: true });
    };
  }

  const pglite = await PGlite.create();
  const handle = await openDatabase({ pglite });
  await handle.migrate();
  await seedDatabase(handle.db, { storage });
  const dump = await pglite.dumpDataDir('none');
  const dumpPath = join(workDir, 'template.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpPath, mediaDir });
  return () => rmSync(workDir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function dropTestDatabases(admin: pg.Client, template: string) {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1',
    [`${template}%`],
  );
  // Copies first, the template last.
  for (const { datname } of rows.sort((a, b) => b.datname.length - a.datname.length)) {
    await admin.query(`drop database if exists ${datname} with (force)`);
  }
}
