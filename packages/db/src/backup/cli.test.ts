import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

// The command as `npm run backup` / `npm run restore` start it; the work itself is tested in
// backup-restore.test.ts. Here: arguments, the environment read, and the refusals' exit code 2.
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-backup-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsx, '--conditions=source', CLI, ...args],
      { env: { ...inherited, DATA_DIR: dataDir }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('refuses wrong arguments, a missing database and a missing file with exit code 2 and the reason', async () => {
  const [badArgs, noDatabase, noFile] = await Promise.all([
    run(['backup', '--force']),
    run(['backup', '--out', join(dataDir, 'out')]),
    run(['restore', join(dataDir, 'missing.tar.gz')]),
  ]);
  expect(badArgs.code).toBe(2);
  expect(badArgs.stderr).toContain('usage: npm run backup');
  expect(noDatabase.code).toBe(2);
  expect(noDatabase.stderr).toContain(`there is no database in ${join(dataDir, 'pglite')}`);
  expect(noFile.code).toBe(2);
  expect(noFile.stderr).toMatch(/missing\.tar\.gz: no such file/);
});
