import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirBusy, holdDataDirLock } from './data-dir-lock.js';

const root = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the PGlite directory lock', () => {
  it('is held once: a second open is refused until the first lets go', () => {
    const dir = join(root, 'a');
    const release = holdDataDirLock(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => holdDataDirLock(dir)).toThrow(DataDirBusy);
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    holdDataDirLock(dir)();
  });

  it('refuses while the pid in the lock is alive, takes over a dead one and a stale one of its own pid', () => {
    const dir = join(root, 'b');
    // The parent of this process is alive and is not us.
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => holdDataDirLock(dir)).toThrow(/open in another process \(pid \d+\)/);
    writeFileSync(`${dir}.lock`, '2147483646');
    holdDataDirLock(dir)();
    // A container's pid 1 after a crash: the file names our pid, but this process never took it.
    writeFileSync(`${dir}.lock`, String(process.pid));
    holdDataDirLock(dir)();
  });
});
