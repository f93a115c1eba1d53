import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * Helpers for tests of signed-in routes: log in through the real OTP flow, reading the code from
 * the demo SMS outbox. Each request comes from its own address so the per-IP code limit (30 an
 * hour) never decides a test that is not about it.
 */

let addresses = 0;
/** A fresh client address (10.77.x.y) for the next request. */
export function nextIp(): string {
  addresses++;
  return `10.77.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** Unique phones for one test file: `prefix` is 5 digits (`99891`), the rest a counter. */
export function phoneSequence(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(7, '0')}`;
}

export const bearer = (token: string) => `Bearer ${token}`;

/** Headers of a signed-in call to a tenant. */
export const asUser = (merchant: string, token: string) => ({ merchant, authorization: bearer(token) });

/** The texts the console gateway "sent" to a phone, newest first. */
export async function outbox(
  t: TestApp,
  phone: string,
): Promise<Array<{ text: string; merchantId: number }>> {
  const res = await t.app.inject({ url: `/api/dev/v1/sms-outbox?phone=${phone}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The 6-digit code of the newest text to a phone. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  // Status and receipt texts (with a link) may have come after it: the newest code text counts.
  const newest = (await outbox(t, phone)).find((sms) => !sms.text.includes('://'));
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  expect(code, `no code in the outbox of ${phone}`).toBeDefined();
  return code!;
}

export function requestLoginCode(t: TestApp, merchant: string, phone: string, remoteAddress = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/v1/auth/otp',
    headers: { merchant },
    payload: { phone },
    remoteAddress,
  });
}

export function verifyLoginCode(t: TestApp, merchant: string, phone: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/v1/auth/otp/verify',
    headers: { merchant },
    payload: { phone, code },
  });
}

/** Logs a phone in at a tenant through the real code flow; answers the token and the user. */
export async function loginByPhone(
  t: TestApp,
  merchant: string,
  phone: string,
): Promise<{ token: string; user: { id: number; phone: string; role: string; [key: string]: unknown } }> {
  const sent = await requestLoginCode(t, merchant, phone);
  expect(sent.statusCode, sent.body).toBe(200);
  const verified = await verifyLoginCode(t, merchant, phone, await latestCode(t, phone));
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data;
}

/** An error answer: its status, stable code, and a message in all three languages. */
export function expectError(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = res.json() as {
    error: { code: string; message: Record<string, unknown>; field?: string };
  };
  expect(error.code).toBe(code);
  for (const language of ['uz', 'ru', 'eng'] as const) {
    const text = error.message?.[language];
    expect(typeof text, `message.${language}`).toBe('string');
    expect(String(text).trim().length, `message.${language}`).toBeGreaterThan(0);
  }
  if (field !== undefined) expect(error.field).toBe(field);
  return error;
}

/**
 * Runs `fn` with every top-level query of the app's database delayed to the next turn of the
 * event loop. An in-process PGlite otherwise answers so fast that "parallel" injected requests
 * run one after the other, and a read-then-write race could never show in a test.
 */
export async function withInterleavedQueries<T>(t: TestApp, fn: () => Promise<T>): Promise<T> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query;
  client.query = async function (this: unknown, ...args: unknown[]) {
    await new Promise((resolve) => setImmediate(resolve));
    return original.apply(this, args);
  };
  try {
    return await fn();
  } finally {
    client.query = original;
  }
}
