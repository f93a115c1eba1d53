import { tables } from '@dastarkhan/db';
import { type StaffInboxNotice, StaffInboxNoticeSchema } from '@dastarkhan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone, nextIp, phoneSequence } from '../../test-support/accounts.js';
import { branchIds, MONDAY_NOON } from '../../test-support/orders.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { STAFF_INBOX_CHANNEL } from './index.js';

const { diningTables, vacancies } = tables;

let t: TestApp;
let demo: number;
let chilonzor: number;
let operator: string;
let stop: () => Promise<void>;
const heard: StaffInboxNotice[] = [];
const nextPhone = phoneSequence('99879');

/**
 * LISTEN on the test database with the driver behind it, as another app process would: PGlite's
 * own listen, or a connection of the PostgreSQL pool held for the file.
 */
async function listen(onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const client = (t.db as unknown as { $client: unknown }).$client as {
    listen?: (channel: string, cb: (payload: string) => void) => Promise<() => Promise<void>>;
    connect?: () => Promise<{
      on(event: 'notification', cb: (message: { channel: string; payload?: string }) => void): void;
      query(text: string): Promise<unknown>;
      release(): void;
    }>;
  };
  if (client.listen) return client.listen(STAFF_INBOX_CHANNEL, onPayload);
  const connection = await client.connect!();
  connection.on('notification', (message) => {
    if (message.channel === STAFF_INBOX_CHANNEL && message.payload) onPayload(message.payload);
  });
  await connection.query(`listen ${STAFF_INBOX_CHANNEL}`);
  return async () => {
    await connection.query(`unlisten ${STAFF_INBOX_CHANNEL}`);
    connection.release();
  };
}

beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON });
  demo = await t.merchantId('demo');
  chilonzor = (await branchIds(t, String(demo)))['Dastarkhan Chilanzar']!;
  operator = (await loginByPhone(t, String(demo), '998900000001')).token;
  stop = await listen((payload) => heard.push(StaffInboxNoticeSchema.parse(JSON.parse(payload))));
});
afterAll(async () => {
  await stop();
  await t.close();
});

const send = (method: 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: asUser(String(demo), token), ...(payload ? { payload } : {}) });

/** The notices heard while `action` ran (NOTIFY is delivered after the commit, asynchronously). */
async function noticesOf(action: () => Promise<unknown>, expected: number): Promise<StaffInboxNotice[]> {
  const from = heard.length;
  await action();
  for (let waited = 0; heard.length - from < expected && waited < 5000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // A little longer, so an extra notice would be caught too.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return heard.slice(from);
}

const ok = async (res: Promise<{ statusCode: number; body: string; json(): { data: { id: number } } }>) => {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json().data.id;
};

describe('announcing the inboxes on the staff_inbox channel', () => {
  it('announces a new waiter call and its acknowledgement, once each, with the branch', async () => {
    const [table] = await t.db.select().from(diningTables).where(eq(diningTables.branchId, chilonzor));
    const guest = await loginByPhone(t, String(demo), nextPhone());
    let id = 0;
    const created = await noticesOf(async () => {
      id = await ok(send('POST', '/api/orders/v1/waiter-calls', guest.token, { tableId: table!.id }));
      // The same table again answers the open call: nothing new to announce.
      await ok(send('POST', '/api/orders/v1/waiter-calls', guest.token, { tableId: table!.id }));
    }, 1);
    expect(created).toEqual([{ merchantId: demo, branchId: chilonzor, kind: 'WAITER_CALL', id }]);
    const acked = await noticesOf(async () => {
      await ok(send('PUT', `/api/orders/v1/operator/waiter-calls/${id}/ack`, operator));
      expect((await send('PUT', `/api/orders/v1/operator/waiter-calls/${id}/ack`, operator)).statusCode).toBe(
        409,
      );
    }, 1);
    expect(acked).toEqual([{ merchantId: demo, branchId: chilonzor, kind: 'WAITER_CALL', id }]);
  });

  it("announces a booking, staff's change of it and the customer's cancellation; not a refused change", async () => {
    const [, table] = await t.db.select().from(diningTables).where(eq(diningTables.branchId, chilonzor));
    const customer = await loginByPhone(t, String(demo), nextPhone());
    const book = (time: string) =>
      ok(
        send('POST', '/api/users/v1/reservations', customer.token, {
          branchId: chilonzor,
          tableId: table!.id,
          chairs: 2,
          day: '2026-11-24',
          time,
        }),
      );
    const ids: number[] = [];
    const notices = await noticesOf(async () => {
      ids.push(await book('13:00'), await book('16:00'));
      await ok(
        send('PUT', `/api/users/v1/operator/reservations/${ids[0]}/status`, operator, { status: 'CANCELED' }),
      );
      await ok(send('PUT', `/api/users/v1/reservations/${ids[1]}/cancel`, customer.token));
      const refused = await send('PUT', `/api/users/v1/operator/reservations/${ids[0]}/status`, operator, {
        status: 'CONFIRMED',
      });
      expect(refused.statusCode).toBe(409);
    }, 4);
    const of = (id: number) => ({ merchantId: demo, branchId: chilonzor, kind: 'RESERVATION', id });
    expect(notices).toEqual([of(ids[0]!), of(ids[1]!), of(ids[0]!), of(ids[1]!)]);
  });

  it('announces new feedback and applications, and their handling, with their branch or none', async () => {
    const customer = await loginByPhone(t, String(demo), nextPhone());
    const [vacancy] = await t.db.select().from(vacancies).where(eq(vacancies.merchantId, demo));
    await t.db.update(vacancies).set({ branchId: chilonzor }).where(eq(vacancies.id, vacancy!.id));
    let feedbackId = 0;
    let applicationId = 0;
    const notices = await noticesOf(async () => {
      feedbackId = await ok(
        send('POST', '/api/support/v1/feedback', customer.token, { kind: 'RESTAURANT', text: 'Rahmat!' }),
      );
      await ok(
        send('PUT', `/api/support/v1/operator/feedback/${feedbackId}/handled`, operator, { handled: true }),
      );
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/support/v1/vacancies/${vacancy!.id}/applications`,
        headers: { merchant: String(demo) },
        payload: { name: 'Malika', phone: nextPhone(), message: null },
        remoteAddress: nextIp(),
      });
      expect(applied.statusCode, applied.body).toBe(201);
      applicationId = applied.json().data.id;
      await ok(
        send('PUT', `/api/support/v1/operator/vacancy-applications/${applicationId}/handled`, operator, {
          handled: true,
        }),
      );
      // Bad input changes nothing and announces nothing.
      const bad = await send('PUT', `/api/support/v1/operator/feedback/${feedbackId}/handled`, operator, {});
      expect(bad.statusCode).toBe(400);
    }, 4);
    expect(notices).toEqual([
      { merchantId: demo, branchId: null, kind: 'FEEDBACK', id: feedbackId },
      { merchantId: demo, branchId: null, kind: 'FEEDBACK', id: feedbackId },
      { merchantId: demo, branchId: chilonzor, kind: 'VACANCY_APPLICATION', id: applicationId },
      { merchantId: demo, branchId: chilonzor, kind: 'VACANCY_APPLICATION', id: applicationId },
    ]);
  });
});
