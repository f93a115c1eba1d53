import { tables } from '@dastarkhan/db';
import { OrderDetailsSchema, type PushPayload } from '@dastarkhan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { browserKeys, startFakePushService } from '../../test-support/fake-push-service.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

// Web push (issue 18, decision 033): customers subscribe for their orders' statuses, staff for
// new orders of their branches; pushes go out through the outbox to a push service played on
// 127.0.0.1, which checks the VAPID signature and the encryption as a real one would.

const SUBJECT = 'mailto:push-test@dastarkhan.uz';
const push = await startFakePushService({ subject: SUBJECT });
const { t, demo, lavash, menu, chilonzor, branches, operator } = await orderWorld({
  operator: true,
  jobs: true,
  env: { VAPID_SUBJECT: SUBJECT },
});
afterAll(() => push.close());
const nextPhone = phoneSequence('99896');
const { outboxMessages, pushSubscriptions, users, platformValues } = tables;
const otherBranch = Object.values(branches).find((id) => id !== chilonzor)!;

const keyRes = await t.app.inject({
  method: 'GET',
  url: '/api/users/v1/push/key',
  headers: { merchant: demo },
});
const publicKey: string = keyRes.json().data.publicKey;
push.expectKey(publicKey);

const customerUrl = '/api/users/v1/push/subscriptions';
const staffUrl = '/api/users/v1/operator/push/subscriptions';

function subscription(name: string, lang = 'eng') {
  const browser = browserKeys();
  return { browser, body: { endpoint: push.endpoint(name), keys: browser.keys, lang } };
}

const call = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method, url, headers, payload });

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 8_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value && !(Array.isArray(value) && value.length === 0)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const pushRows = (orderId: number) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.channel, 'push')));

async function placeOrder(token: string, branchId = chilonzor) {
  const product = plainProduct(menu, branchId);
  const res = await postOrder(t, demo, token, orderBody([{ product }], { branchId, serviceType: 'PICK_UP' }));
  expect(res.statusCode, res.body).toBe(201);
  return OrderDetailsSchema.parse(res.json().data);
}

const move = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(demo, operator),
    payload: { status },
  });

describe('the VAPID key', () => {
  it('is made once and kept for every process in platform_values', async () => {
    expect(keyRes.statusCode).toBe(200);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const [row] = await t.db.select().from(platformValues).where(eq(platformValues.key, 'vapid'));
    expect(row!.value.publicKey).toBe(publicKey);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/users/v1/push/key',
      headers: { merchant: lavash },
    });
    expect(again.json().data.publicKey).toBe(publicKey);
  });
});

describe('subscriptions', () => {
  it('refuses a caller without a session', async () => {
    expectError(
      await call('POST', customerUrl, { merchant: demo }, subscription('anon').body),
      401,
      'UNAUTHORIZED',
    );
    expectError(
      await call('POST', staffUrl, { merchant: demo }, subscription('anon').body),
      401,
      'UNAUTHORIZED',
    );
  });

  it('refuses an endpoint that is not https, or keys that are not base64url, and keeps nothing', async () => {
    const { token } = await loginByPhone(t, demo, nextPhone());
    const { body } = subscription('bad');
    for (const bad of [
      { ...body, endpoint: 'http://push.example.com/x' },
      { ...body, endpoint: `https://push.example.com/${'x'.repeat(1100)}` },
      { ...body, keys: { ...body.keys, p256dh: 'not base64!' } },
    ]) {
      expectError(await call('POST', customerUrl, asUser(demo, token), bad), 400, 'VALIDATION_FAILED');
    }
    expectError(
      await call('POST', customerUrl, asUser(demo, token), { endpoint: body.endpoint }),
      400,
      'REQUIRED_FIELD',
    );
    const kept = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(kept).toHaveLength(0);
  });

  it('keeps one subscription per browser, belonging to whoever subscribed it last, and removes only mine', async () => {
    const first = await loginByPhone(t, demo, nextPhone());
    const second = await loginByPhone(t, demo, nextPhone());
    const { body } = subscription('shared-browser');
    expect((await call('POST', customerUrl, asUser(demo, first.token), body)).json().data).toEqual({
      subscribed: true,
    });
    expect((await call('POST', customerUrl, asUser(demo, second.token), body)).statusCode).toBe(200);
    const rows = () =>
      t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect((await rows()).map((r) => [r.userId, r.audience, r.lang])).toEqual([
      [second.user.id, 'customer', 'eng'],
    ]);
    // The first person's "off" does not reach the second's subscription.
    await call('DELETE', customerUrl, asUser(demo, first.token), { endpoint: body.endpoint });
    expect(await rows()).toHaveLength(1);
    const off = await call('DELETE', customerUrl, asUser(demo, second.token), { endpoint: body.endpoint });
    expect(off.json().data).toEqual({ subscribed: false });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a customer on the staff route, a kitchen without the board, and another tenant's token", async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    const { body } = subscription('staff-refusals');
    expectError(await call('POST', staffUrl, asUser(demo, customer.token), body), 403, 'NOT_STAFF');
    const cook = await loginByPhone(t, demo, nextPhone());
    await t.db.update(users).set({ role: 'KITCHEN' }).where(eq(users.id, cook.user.id));
    expectError(await call('POST', staffUrl, asUser(demo, cook.token), body), 403, 'FORBIDDEN');
    expectError(await call('POST', staffUrl, asUser(lavash, operator), body), 401, 'TOKEN_MERCHANT_MISMATCH');
    expectError(
      await call('DELETE', staffUrl, asUser(demo, customer.token), { endpoint: body.endpoint }),
      403,
      'NOT_STAFF',
    );
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)),
    ).toHaveLength(0);
  });
});

describe('a customer who turned push on', () => {
  it("gets each status, encrypted for their browser, in the browser's language, with the order page", async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    const { body, browser } = subscription('customer-1', 'ru');
    expect((await call('POST', customerUrl, asUser(demo, customer.token), body)).statusCode).toBe(200);
    const order = await placeOrder(customer.token);
    expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
    await until('two pushes', () => (push.to('customer-1').length >= 2 ? true : undefined));
    expect(push.problems).toEqual([]);
    const payloads = push.to('customer-1').map((p) => JSON.parse(browser.decrypt(p.body)) as PushPayload);
    const accepted = payloads.find((p) => p.body === 'Принят')!;
    expect(accepted).toMatchObject({ url: `/profile/orders/${order.id}`, tag: `order-${order.id}` });
    expect(accepted.title).toContain(`#${order.number}`);
    expect(payloads.map((p) => p.body).sort()).toEqual(['Новый', 'Принят']);
    const sent = await until('the messages sent', async () => {
      const rows = await pushRows(order.id);
      return rows.length === 2 && rows.every((r) => r.state === 'sent') ? rows : undefined;
    });
    expect(sent.map((r) => r.topic)).toEqual(['order-status', 'order-status']);
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, body.endpoint));
    expect(row!.lastSentAt).not.toBeNull();
    expect(push.to('customer-1')[0]!.headers.urgency).toBe('normal');
  });

  it('loses a subscription the push service says is gone (410): the message is dead, nothing more is sent', async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    const { body } = subscription('customer-gone');
    push.answer('customer-gone', 410);
    await call('POST', customerUrl, asUser(demo, customer.token), body);
    const order = await placeOrder(customer.token);
    const [dead] = await until('the dead message', async () =>
      (await pushRows(order.id)).filter((r) => r.state === 'dead'),
    );
    expect(dead).toMatchObject({ lastReason: 'gone', attempts: 1 });
    expect(dead!.lastError).not.toContain('/push/v1/');
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint)),
    ).toHaveLength(0);
    expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await pushRows(order.id)).toHaveLength(1);
    expect(push.to('customer-gone')).toHaveLength(1);
  });

  it('is tried again after a 500 or a 429, and refused for good on another 4xx', async () => {
    const customer = await loginByPhone(t, demo, nextPhone());
    const { body } = subscription('customer-flaky');
    push.answer('customer-flaky', 500);
    await call('POST', customerUrl, asUser(demo, customer.token), body);
    const order = await placeOrder(customer.token);
    const [waiting] = await until('the postponed message', async () =>
      (await pushRows(order.id)).filter((r) => r.attempts === 1),
    );
    expect(waiting).toMatchObject({ state: 'pending', lastReason: 'server' });

    const other = await loginByPhone(t, demo, nextPhone());
    const refused = subscription('customer-refused');
    push.answer('customer-refused', 413);
    await call('POST', customerUrl, asUser(demo, other.token), refused.body);
    const second = await placeOrder(other.token);
    const [dead] = await until('the refused message', async () =>
      (await pushRows(second.id)).filter((r) => r.state === 'dead'),
    );
    expect(dead).toMatchObject({ lastReason: 'refused', attempts: 1 });
  });
});

describe('staff who turned push on', () => {
  it('hear of a new order only at their branches, and not of its later statuses', async () => {
    const here = await loginByPhone(t, demo, nextPhone());
    const there = await loginByPhone(t, demo, nextPhone());
    await t.db
      .update(users)
      .set({ role: 'OPERATOR', branchIds: [chilonzor] })
      .where(eq(users.id, here.user.id));
    await t.db
      .update(users)
      .set({ role: 'OPERATOR', branchIds: [otherBranch] })
      .where(eq(users.id, there.user.id));
    const mine = subscription('staff-here', 'uz');
    expect((await call('POST', staffUrl, asUser(demo, here.token), mine.body)).statusCode).toBe(200);
    expect(
      (await call('POST', staffUrl, asUser(demo, there.token), subscription('staff-there').body)).statusCode,
    ).toBe(200);

    const customer = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(customer.token);
    const [received] = await until('the staff push', () => push.to('staff-here'));
    expect(push.problems).toEqual([]);
    expect(received!.headers.urgency).toBe('high');
    const payload = JSON.parse(mine.browser.decrypt(received!.body)) as PushPayload;
    expect(payload.title).toBe(`Yangi buyurtma #${order.number}`);
    expect(payload.url).toBe(`/console/orders?order=${order.id}`);
    expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
    await until(
      'the staff message sent',
      async () =>
        (await pushRows(order.id)).some((r) => r.topic === 'staff-new-order' && r.state === 'sent') ||
        undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(push.to('staff-here')).toHaveLength(1);
    expect(push.to('staff-there')).toHaveLength(0);
  });

  it('stop hearing once they are no longer on the board', async () => {
    const former = await loginByPhone(t, demo, nextPhone());
    await t.db.update(users).set({ role: 'OPERATOR', branchIds: null }).where(eq(users.id, former.user.id));
    await call('POST', staffUrl, asUser(demo, former.token), subscription('staff-former').body);
    await t.db.update(users).set({ role: 'KITCHEN' }).where(eq(users.id, former.user.id));
    const customer = await loginByPhone(t, demo, nextPhone());
    const order = await placeOrder(customer.token);
    await until(
      'the order fanned out',
      async () =>
        (await t.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, order.id))).length > 0 ||
        undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(push.to('staff-former')).toHaveLength(0);
  });
});
