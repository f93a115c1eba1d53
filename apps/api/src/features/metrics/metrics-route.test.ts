import { tables } from '@dastarkhan/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSequence } from '../../test-support/accounts.js';
import { MONDAY_NOON } from '../../test-support/orders.js';
import { basic, DEMO_PAYME, placeUnpaidOrder } from '../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

// Decision 041: /api/metrics in the Prometheus text format, for the METRICS_TOKEN bearer only.

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
let demo: string;
const nextPhone = phoneSequence('99894');
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN }, { now: () => MONDAY_NOON });
  demo = String(await t.merchantId('demo'));
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
}

/** The value of one series (`name{labels}` exactly as exposed), or null when absent. */
function seriesValue(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe('the metrics route', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('refuses a missing or wrong token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const res = await t.app.inject({
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
      expect(res.body).not.toContain('dastarkhan_');
    }
  });

  it('counts requests by route pattern, orders placed and payments by provider and outcome', async () => {
    const before = await scrape();
    const ordersBefore = seriesValue(before, 'dastarkhan_orders_created_total') ?? 0;
    const { order } = await placeUnpaidOrder(t, demo, nextPhone(), 'PAYME');
    const after = await scrape();
    expect(seriesValue(after, 'dastarkhan_orders_created_total')).toBe(ordersBefore + 1);
    // The pattern, never the raw URL with its id.
    const created =
      'dastarkhan_http_request_duration_seconds_count{route="/api/orders/v1/orders",method="POST",status="2xx"}';
    expect(seriesValue(after, created)).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(`/orders/${order.id}`);

    const paid = 'dastarkhan_payments_total{provider="PAYME",outcome="paid"}';
    const paidBefore = seriesValue(after, paid) ?? 0;
    const rpc = (method: string, params: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/v1/payme/${demo}`,
        headers: {
          authorization: basic(DEMO_PAYME.login, DEMO_PAYME.key),
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ method, params, id: 1 }),
      });
    const id = `metrics${Date.now()}`.slice(0, 24);
    const account = { order_id: String(order.id) };
    const create = await rpc('CreateTransaction', {
      id,
      time: Date.now(),
      amount: order.totals.totalPrice * 100,
      account,
    });
    expect(create.json().result?.state, create.body).toBe(1);
    expect((await rpc('PerformTransaction', { id })).json().result?.state).toBe(2);
    // Payme repeats a Perform it did not hear back from: the same answer, not a second payment.
    expect((await rpc('PerformTransaction', { id })).json().result?.state).toBe(2);
    expect(seriesValue(await scrape(), paid)).toBe(paidBefore + 1);
  });

  it('reads the outbox lag, the open streams and the pool at scrape time', async () => {
    await t.db.insert(tables.outboxMessages).values({
      merchantId: Number(demo),
      key: 'metrics-test:lag',
      channel: 'sms',
      topic: 'order-status',
      payload: {},
      createdDate: new Date(Date.now() - 120_000),
    });
    const text = await scrape();
    expect(seriesValue(text, 'dastarkhan_outbox_lag_seconds')).toBeGreaterThanOrEqual(120);
    expect(seriesValue(text, 'dastarkhan_open_streams')).toBe(0);
    expect(seriesValue(text, 'dastarkhan_process_resident_memory_bytes')).toBeGreaterThan(0);
    if (process.env.DATABASE_URL)
      expect(seriesValue(text, 'dastarkhan_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });
});
