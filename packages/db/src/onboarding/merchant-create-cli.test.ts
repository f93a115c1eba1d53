import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.js';
import * as t from '../schema/index.js';
import { openTestDatabase } from '../test-support/test-database.js';

// The commands exactly as `npm run merchant:create` and `npm run seed` start them, in a child process.
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const script = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const CREATE = script('./merchant-create-cli.ts');
const SEED = script('../../../../apps/api/src/seed-cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, APP_MODE: _mode, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, '--conditions=source', file, ...args],
      { env: { ...inherited, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'onboarding-cli-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run merchant:create', () => {
  it('refuses bad arguments with a message for each and exit code 2, before opening any database', async () => {
    const dataDir = join(tempDir(), 'data');
    const result = await run(CREATE, ['--sub', 'Admin_', '--name', '', '--owner', '90111'], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--sub "Admin_" is not a valid sub-domain');
    expect(result.stderr).toContain('--name is required and may not be empty');
    expect(result.stderr).toContain('--owner "90111" is not a phone in the form 998XXXXXXXXX');
    expect(result.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);

    const reserved = await run(CREATE, ['--sub', 'www', '--name', 'W', '--owner', '998901112233'], {
      DATA_DIR: dataDir,
    });
    expect(reserved.code).toBe(2);
    expect(reserved.stderr).toContain('--sub "www" is reserved for the platform');
    const unknown = await run(CREATE, ['--sub', 'cafe', '--colour', 'red'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--colour'[\s\S]*usage: npm run merchant:create/);
  });

  it('creates the tenant on a fresh PGlite directory (migrating it) and prints the console address; a second process on the directory is refused', async () => {
    const dataDir = join(tempDir(), 'data');
    const created = await run(CREATE, ['--sub', 'cafe', '--name', 'Cafe', '--owner', '998901112233'], {
      DATA_DIR: dataDir,
      PORT: '3123',
    });
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('http://cafe.localhost:3123/console/');

    // The database is held open here, as a running server holds it.
    const held = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const [row] = await held.db.select().from(t.merchants).where(eq(t.merchants.sub, 'cafe'));
      expect(row).toMatchObject({ live: false, name: { eng: 'Cafe' } });
      const busy = await run(CREATE, ['--sub', 'cafe2', '--name', 'Cafe 2', '--owner', '998901112233'], {
        DATA_DIR: dataDir,
      });
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain(`is open in another process (pid ${process.pid})`);
      expect(await held.db.$count(t.merchants)).toBe(1);
    } finally {
      await held.close();
    }
  });

  it('on PostgreSQL, creates the tenant while another process uses the database, and prints the base domain address', async (context) => {
    const { handle, url } = await openTestDatabase();
    try {
      if (!url) return context.skip('PostgreSQL only (DATABASE_URL)');
      const created = await run(
        CREATE,
        ['--sub', 'pg-cafe', '--name', 'PG Cafe', '--owner', '998901112233'],
        {
          DATABASE_URL: url,
          BASE_DOMAIN: 'dastarkhan.uz',
        },
      );
      expect(created.stderr).toBe('');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('https://pg-cafe.dastarkhan.uz/console/');
      const [row] = await handle.db.select().from(t.merchants).where(eq(t.merchants.sub, 'pg-cafe'));
      expect(row?.live).toBe(false);
    } finally {
      await handle.close();
    }
  });
});

describe('npm run seed in production', () => {
  it('refuses with a clear message and exit code 1, writing nothing', async () => {
    const dataDir = join(tempDir(), 'data');
    const { handle, url } = await openTestDatabase();
    try {
      const before = await handle.db.$count(t.merchants);
      await handle.db.delete(t.merchants).where(eq(t.merchants.sub, 'lavash'));
      const env: Record<string, string> = { APP_MODE: 'production', DATA_DIR: dataDir };
      if (url) env.DATABASE_URL = url;
      const result = await run(SEED, [], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('seed: refused, APP_MODE is production');
      expect(result.stdout).toBe('');
      expect(existsSync(dataDir)).toBe(false);
      // lavash, missing now, would have been written by a seed that ran.
      expect(await handle.db.$count(t.merchants)).toBe(before - 1);
    } finally {
      await handle.close();
    }
  });
});
