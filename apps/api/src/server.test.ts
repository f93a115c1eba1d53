import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real boot path as `npm start` runs it (from sources here): env → database → listen → signals.
const dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function boot(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', new URL('./server.ts', import.meta.url).pathname],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: string[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split('\n');
    buffered = parts.pop()!;
    lines.push(...parts.filter(Boolean));
  });
  const port = new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const ready = lines.map(parseLine).find((line) => typeof line?.port === 'number');
      if (ready) {
        clearInterval(timer);
        resolve(ready.port as number);
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early with ${code}`));
    });
  });
  port.catch(() => {}); // a test that expects an early exit never awaits the port
  return { child, lines, port };
}

function parseLine(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const TEST_KEY = Buffer.alloc(32, 7).toString('base64');

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

// The server runs on PGlite here whatever the suite's engine: the PostgreSQL run (test:pg) skips it.
describe.skipIf(process.env.DATABASE_URL)('server process', () => {
  it('boots in production mode without demo data, logs JSON, and drains on SIGTERM', async () => {
    const { child, lines, port } = boot({ APP_MODE: 'production', LOG_LEVEL: 'info', SECRETS_KEY: TEST_KEY });
    const base = `http://127.0.0.1:${await port}`;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    // Production never seeds: the demo tenant does not exist there.
    expect((await fetch(`${base}/api/users/v1/merchants/sub/demo`)).status).toBe(404);

    const exit = exited(child);
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const parsed = lines.map(parseLine);
    expect(parsed.every((line) => line !== null)).toBe(true);
    expect(parsed.some((line) => String(line?.msg).includes('shutting down'))).toBe(true);
  });

  it('refuses to start in production without SECRETS_KEY, saying what it is for', async () => {
    const { child } = boot({ APP_MODE: 'production' });
    const stderr: string[] = [];
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    expect(await exited(child)).not.toBe(0);
    expect(stderr.join('')).toContain('SECRETS_KEY is required in production');
  });

  it('warns first thing in demo mode that login codes are readable, and how it took TRUST_PROXY=true', async () => {
    const own = mkdtempSync(join(tmpdir(), 'dastarkhan-server-demo-'));
    const { child, lines } = boot({
      APP_MODE: 'demo',
      LOG_LEVEL: 'info',
      DATA_DIR: own,
      TRUST_PROXY: 'true',
    });
    try {
      const warned = () =>
        lines
          .map(parseLine)
          .filter((line) => line?.level === 40)
          .map((line) => String(line?.msg));
      while (warned().length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warned().join('\n')).toMatch(
        /APP_MODE=demo: NOT FOR A REAL DEPLOYMENT.*sms-outbox.*APP_MODE=production/,
      );
      expect(warned().join('\n')).toContain('TRUST_PROXY=true is taken as 1 hop');
    } finally {
      const exit = exited(child);
      child.kill('SIGKILL');
      await exit;
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('refuses to start with an invalid environment', async () => {
    const { child } = boot({ PORT: 'eighty' });
    const stderr: string[] = [];
    child.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    expect(await exited(child)).not.toBe(0);
    expect(stderr.join('')).toContain('PORT');
  });
});
