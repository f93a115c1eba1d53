import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeOrderPricing } from '@dastarkhan/domain';
import pg from 'pg';

/** Monday noon in Tashkent: the demo's branches are open whenever such a test runs. */
export const OPEN_CLOCK_START = '2026-11-23T07:00:00.000Z';

/** A server process as `npm start` runs it (from sources), on the database given, on a free port. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Its log lines (JSON) so far. */
  lines: string[];
  /** SIGKILL: no drain, no close, as a crash or the OOM killer would end it. */
  kill9(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it; resolves with the exit code once it has drained. */
  stop(): Promise<number | null>;
}

const serverPath = new URL('../server.ts', import.meta.url).pathname;

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', serverPath], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_MODE: 'demo',
      LOG_LEVEL: 'info',
      APP_CLOCK_START: OPEN_CLOCK_START,
      OTP_IP_LIMIT_PER_HOUR: '100000',
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let buffered = '';
  const lines: string[] = [];
  const port = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        if (lines.length < 20_000) lines.push(line);
        const found = /"port":(\d+)/.exec(line);
        if (found) resolve(Number(found[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const base = `http://127.0.0.1:${await port.catch((error: Error) => {
    throw new Error(`${error.message}\n${stderr}`);
  })}`;
  return {
    child,
    base,
    lines,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A fresh PGlite directory, or a fresh PostgreSQL database when the tests run on one (DATABASE_URL). */
export async function freshDatabaseEnv(
  name: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url)
    return {
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), `dastarkhan-${name}-`)), DATABASE_URL: '' },
      drop: async () => {},
    };
  const database = `dastarkhan_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.query(`create database ${database}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${database}`;
  return {
    env: { DATABASE_URL: own.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), `dastarkhan-${name}-`)) },
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    },
  };
}

/** A JSON call to a server process. */
export async function callServer(
  base: string,
  path: string,
  options: {
    merchant?: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  } = {},
): Promise<{ status: number; json: { data?: unknown; [key: string]: unknown } }> {
  const res = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.merchant ? { merchant: options.merchant } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, json: (await res.json()) as { data?: unknown } };
}

/** Signs a phone in at a tenant of a demo-mode server process (the console gateway's texts). */
export async function loginOnServer(base: string, merchant: string, phone: string): Promise<string> {
  await callServer(base, '/api/users/v1/auth/otp', { merchant, body: { phone } });
  const outbox = await callServer(base, `/api/dev/v1/sms-outbox?phone=${phone}`);
  const code = /\b(\d{6})\b/.exec((outbox.json.data as Array<{ text: string }>)[0]!.text)![1];
  const verified = await callServer(base, '/api/users/v1/auth/otp/verify', {
    merchant,
    body: { phone, code },
  });
  return (verified.json.data as { token: string }).token;
}

interface Overalls {
  products: Array<{
    id: number;
    type: string;
    costPrice: number;
    discount?: number;
    productBranch: Array<{ branch: { id: number; isActive: boolean } }>;
  }>;
}

/** A cash pick-up order of one plain product at the tenant's main branch, priced as a client would. */
export async function pickUpOrderBody(base: string, merchant: string) {
  const branches = (await callServer(base, '/api/users/v1/branches', { merchant })).json.data as Array<{
    id: number;
    isMain: boolean;
  }>;
  const branch = branches.find((b) => b.isMain) ?? branches[0]!;
  const overalls = (await callServer(base, '/api/products/v1/overalls', { merchant })).json.data as Overalls;
  const product = overalls.products.find(
    (p) =>
      p.type === 'NONE' && p.productBranch.some((pb) => pb.branch.id === branch.id && pb.branch.isActive),
  )!;
  const cartItems = [
    {
      product: { id: product.id, costPrice: product.costPrice, discount: product.discount ?? 0, count: 1 },
      modifications: [],
    },
  ];
  const { totals } = computeOrderPricing({
    items: cartItems,
    serviceType: 'PICK_UP',
    deliveryPrice: 0,
    now: new Date(OPEN_CLOCK_START),
  });
  const { deliveryPrice, deliveryDiscount, cashback, ...requestTotals } = totals;
  return {
    serviceType: 'PICK_UP',
    cartItems,
    branch: { id: branch.id },
    paymentType: 'CASH',
    deliveryPrice,
    deliveryDiscount,
    cashback,
    totals: requestTotals,
  };
}
