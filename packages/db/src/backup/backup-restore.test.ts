// Backup and restore on the engine the run uses (PGlite by default, PostgreSQL under
// DATABASE_URL): the seeded demo tenants plus an order, backed up, restored into a fresh place,
// and every table's row count compared with the source (pg-boss's schema included).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.js';
import { branches, orderEvents, orderItems, orders } from '../schema/index.js';
import { createFileStorage } from '../storage/media-storage.js';
import { withDatabase } from '../test-support/global-setup.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { createBackup } from './backup.js';
import { BackupRefused } from './backup-refused.js';
import { backupSocketPath } from './pglite-backup-socket.js';
import { restoreBackup } from './restore.js';
import { countTableRows, type TableCounts } from './table-counts.js';

const template = inject('dbTemplate');
const work = mkdtempSync(join(tmpdir(), 'dastarkhan-backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An order of the demo tenant with one line and its event (the event queues a pg-boss job). */
async function addOrder(handle: DatabaseHandle) {
  const [branch] = await handle.db.select().from(branches).where(eq(branches.merchantId, 1)).limit(1);
  const [order] = await handle.db
    .insert(orders)
    .values({
      merchantId: 1,
      number: sql`nextval('order_number_1')::int`,
      branchId: branch!.id,
      serviceType: 'PICKUP',
      paymentType: 'CASH',
      productCount: 1,
      totalPrice: 25_000,
    })
    .returning();
  await handle.db.insert(orderItems).values({
    merchantId: 1,
    orderId: order!.id,
    name: { uz: 'Osh', ru: 'Плов', eng: 'Pilaf' },
    count: 1,
    costPrice: 25_000,
  });
  await handle.db
    .insert(orderEvents)
    .values({ merchantId: 1, orderId: order!.id, type: 'CREATED', toStatus: 'OPEN' });
}

async function sourceMedia(dir: string) {
  const storage = createFileStorage(dir);
  await storage.put('products/1/photo.webp', Buffer.from('photo bytes'));
  await storage.put('logos/demo.png', Buffer.from('logo bytes'));
  writeFileSync(join(dir, 'products/1/half-written.webp.1234.tmp'), 'an upload in progress');
}

function expectSameRows(source: TableCounts, restored: TableCounts) {
  expect(restored).toEqual(source);
  expect(source['public.orders']).toBeGreaterThan(0);
  expect(source['public.order_events']).toBeGreaterThan(0);
  expect(source['pgboss.queue']).toBeGreaterThan(0);
  expect(source['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
}

describe.runIf(template.kind === 'pglite')('PGlite', () => {
  const sourceDir = join(work, 'source/pglite');
  const mediaDir = join(work, 'source/media');
  let handle: DatabaseHandle;
  let closed = false;
  let sourceCounts: TableCounts;
  let file: string;

  beforeAll(async () => {
    if (template.kind !== 'pglite') return;
    // The seeded template written to disk, then opened the way the server opens it.
    mkdirSync(sourceDir, { recursive: true });
    const seeded = await PGlite.create({
      dataDir: sourceDir,
      loadDataDir: new Blob([readFileSync(template.dumpPath)]),
    });
    await seeded.close();
    handle = await openDatabase({ dataDir: sourceDir });
    await addOrder(handle);
    await sourceMedia(mediaDir);
    sourceCounts = await countTableRows((text) => handle.executeSql(text));
  });
  afterAll(async () => {
    if (!closed) await handle?.close();
  });

  it('backs up the database a running process holds and restores it into a new directory', async () => {
    // The running process answers on a socket only its own user may reach.
    expect(statSync(dirname(backupSocketPath(sourceDir))).mode & 0o777).toBe(0o700);
    expect(statSync(backupSocketPath(sourceDir)).isSocket()).toBe(true);
    const backup = await createBackup({
      pgliteDir: sourceDir,
      media: { dir: mediaDir },
      out: join(work, 'out'),
    });
    file = backup.path;
    expect(file).toMatch(/dastarkhan-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-pglite\.tar\.gz$/);
    expect(backup.manifest.tables).toEqual(sourceCounts);
    expect(backup.manifest.media).toEqual({ files: 2, bytes: 21 });

    const target = join(work, 'restored/pglite');
    const restored = await restoreBackup({
      file,
      pgliteDir: target,
      media: { dir: join(work, 'restored/media') },
      force: false,
    });
    expect(restored.mediaFiles).toBe(2);
    expect(readFileSync(join(work, 'restored/media/products/1/photo.webp'), 'utf8')).toBe('photo bytes');
    // Counted again here, independently of the restore's own check.
    const reopened = await PGlite.create({ dataDir: target });
    try {
      expectSameRows(sourceCounts, await countTableRows((text) => reopened.query(text)));
    } finally {
      await reopened.close();
    }
  });

  it('refuses a non-empty directory without --force, a damaged file, and moves the old one aside with it', async () => {
    const target = join(work, 'restored/pglite');
    const media = { dir: join(work, 'restored/media') };
    await expect(restoreBackup({ file, pgliteDir: target, media, force: false })).rejects.toThrow(
      /holds a database already/,
    );

    const damaged = join(work, 'damaged.tar.gz');
    writeFileSync(damaged, readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2)));
    const elsewhere = join(work, 'elsewhere/pglite');
    const refusal = restoreBackup({ file: damaged, pgliteDir: elsewhere, media, force: false });
    await expect(refusal).rejects.toBeInstanceOf(BackupRefused);
    await expect(refusal).rejects.toThrow(/damaged/);
    expect(existsSync(elsewhere)).toBe(false);

    const forced = await restoreBackup({ file, pgliteDir: target, media, force: true });
    expect(forced.movedAside).toMatch(/pglite\.before-restore-/);
    expect(existsSync(join(forced.movedAside!, 'PG_VERSION'))).toBe(true);
    expect(forced.tables).toEqual(sourceCounts);
  });

  it('backs up a stopped database by opening it itself', async () => {
    await handle.close();
    closed = true;
    const backup = await createBackup({
      pgliteDir: sourceDir,
      media: { skipped: '--no-media' },
      out: join(work, 'stopped.tar.gz'),
    });
    expect(backup.manifest.tables).toEqual(sourceCounts);
    expect(backup.manifest.media).toEqual({ skipped: '--no-media' });
  });
});

describe.runIf(template.kind === 'postgres')('PostgreSQL', () => {
  const mediaDir = join(work, 'source/media');
  let source: Awaited<ReturnType<typeof openTestDatabase>>;
  let admin: pg.Client;
  let restoredName: string;
  let restoredUrl: string;
  let sourceCounts: TableCounts;

  beforeAll(async () => {
    if (template.kind !== 'postgres') return;
    source = await openTestDatabase();
    await addOrder(source.handle);
    await sourceMedia(mediaDir);
    sourceCounts = await countTableRows((text) => source.handle.executeSql(text));
    admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    restoredName = `${new URL(source.url!).pathname.slice(1)}_restored`;
    restoredUrl = withDatabase(template.url, restoredName);
    await admin.query(`create database ${restoredName}`);
  });
  afterAll(async () => {
    await source?.handle.close();
    await admin?.query(`drop database if exists ${restoredName} with (force)`);
    await admin?.end();
  });

  it('backs up with pg_dump and restores into a new database with the same rows in every table', async () => {
    const backup = await createBackup({
      databaseUrl: source.url,
      pgliteDir: join(work, 'unused'),
      media: { dir: mediaDir },
      out: join(work, 'out'),
    });
    expect(backup.manifest.engine).toBe('postgres');
    expect(backup.manifest.tables).toEqual(sourceCounts);

    const restored = await restoreBackup({
      file: backup.path,
      databaseUrl: restoredUrl,
      pgliteDir: join(work, 'unused'),
      media: { dir: join(work, 'restored/media') },
      force: false,
    });
    expect(restored.mediaFiles).toBe(2);
    const client = new pg.Client({ connectionString: restoredUrl });
    await client.connect();
    try {
      expectSameRows(sourceCounts, await countTableRows((text) => client.query(text)));
    } finally {
      await client.end();
    }

    await expect(
      restoreBackup({
        file: backup.path,
        databaseUrl: restoredUrl,
        pgliteDir: join(work, 'unused'),
        media: { skipped: 'test' },
        force: false,
      }),
    ).rejects.toThrow(/has tables already/);
    const forced = await restoreBackup({
      file: backup.path,
      databaseUrl: restoredUrl,
      pgliteDir: join(work, 'unused'),
      media: { skipped: 'test' },
      force: true,
    });
    expect(forced.movedAside).toMatch(/public_before_restore_\d+/);
    expect(forced.tables).toEqual(sourceCounts);
  });
});
