import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installProblem } from './install-check.mjs';

// `npm start`'s install check: node_modules against package-lock.json (decision 052).

let root;
const lock = (packages) => JSON.stringify({ lockfileVersion: 3, packages });
const wanted = {
  '': { name: 'x' },
  'node_modules/fastify': { version: '5.12.8' },
  'node_modules/@esbuild/win32-x64': { version: '0.25.0', optional: true },
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'install-check-'));
  writeFileSync(join(root, 'package-lock.json'), lock(wanted));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('installProblem', () => {
  it('stops a start when nothing is installed', () => {
    expect(installProblem(root)).toMatchObject({ fatal: true });
  });

  it('is content with what the lockfile names, other platforms’ optional packages left out', () => {
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(
      join(root, 'node_modules/.package-lock.json'),
      lock({ 'node_modules/fastify': { version: '5.12.8' } }),
    );
    expect(installProblem(root)).toBeNull();
  });

  it('names a package whose installed version differs from the lockfile', () => {
    mkdirSync(join(root, 'node_modules'));
    writeFileSync(
      join(root, 'node_modules/.package-lock.json'),
      lock({ 'node_modules/fastify': { version: '5.11.0' } }),
    );
    expect(installProblem(root)).toEqual({
      fatal: false,
      message: 'package-lock.json changed since the last install (fastify): run `npm ci`',
    });
  });
});
