import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { type ApiSession, apiLogin } from './accounts-support';

/** The demo tenant's operator (seeded staff phone). */
export const DEMO_OPERATOR_PHONE = '998900000001';

const memo = new Map<string, Promise<ApiSession>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function stillValid(request: APIRequestContext, session: ApiSession): Promise<boolean> {
  const res = await request.get('/api/orders/v1/operator/orders?size=1', {
    headers: { merchant: String(session.merchantId), authorization: `Bearer ${session.token}` },
  });
  return res.ok();
}

/**
 * The staff session of a phone, shared by every worker of the run: a phone gets five login codes
 * an hour (issue 4), and a full run moves orders in dozens of tests. The token is kept in a file
 * next to the server's port and checked before use, so a file left by an earlier run (another
 * database) just leads to one fresh login.
 */
async function loadStaffSession(
  request: APIRequestContext,
  merchantId: number,
  phone: string,
): Promise<ApiSession> {
  const port = process.env.E2E_PORT; // set by playwright.config.ts
  const file = join(tmpdir(), `dastarkhan-e2e-staff-${port}-${merchantId}-${phone}.json`);
  const lock = `${file}.lock`;
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      mkdirSync(lock);
    } catch {
      await sleep(100); // another worker is logging in
      continue;
    }
    try {
      try {
        const cached = JSON.parse(readFileSync(file, 'utf8')) as ApiSession;
        if (await stillValid(request, cached)) return cached;
      } catch {
        // no file yet, or unreadable: log in
      }
      const session = await apiLogin(request, merchantId, phone);
      writeFileSync(file, JSON.stringify(session));
      return session;
    } finally {
      rmdirSync(lock);
    }
  }
  throw new Error(`could not get the staff session of ${phone}`);
}

export function staffSession(request: APIRequestContext, merchantId: number, phone = DEMO_OPERATOR_PHONE) {
  const key = `${merchantId}:${phone}`;
  let session = memo.get(key);
  if (!session) {
    session = loadStaffSession(request, merchantId, phone);
    memo.set(key, session);
    session.catch(() => memo.delete(key));
  }
  return session;
}
