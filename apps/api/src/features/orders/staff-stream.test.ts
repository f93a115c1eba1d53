import { StaffStreamEventSchema } from '@dastarkhan/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { openSse } from '../../test-support/sse.js';
import { STAFF_INBOX_CHANNEL } from '../staff-inbox/index.js';

// The staff stream over real HTTP (issue 16): every new and changed order of my branches, live,
// resumable, across processes on PostgreSQL.

const nextPhone = phoneSequence('99895');
const { t, demo, lavash, menu, chilonzor, branches, operator } = await orderWorld({ operator: true });
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const owner = (await loginByPhone(t, demo, '998900000003')).token;
const otherBranch = Object.values(branches).find((id) => id !== chilonzor)!;

const stream = (token: string, lastEventId?: string | null, app = base, merchant = demo) =>
  openSse(`${app}/api/orders/v1/operator/events`, {
    ...asUser(merchant, token),
    ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
  });

async function placeOrder() {
  const customer = await loginByPhone(t, demo, nextPhone());
  const res = await postOrder(
    t,
    demo,
    customer.token,
    orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; number: number; version: number };
}

const move = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(demo, operator),
    payload: { status },
  });

describe('the staff stream', () => {
  it('says hello under the latest id, then sends every new order and change with the customer', async () => {
    const board = stream(operator);
    expect((await board.response).headers.get('content-type')).toContain('text/event-stream');
    const hello = await board.next();
    expect(hello.event).toBe('hello');
    expect(Number(hello.id)).toBeGreaterThanOrEqual(0);
    const order = await placeOrder();
    const created = await board.nextChange();
    const message = StaffStreamEventSchema.parse(created.data);
    expect(message.order).toMatchObject({ id: order.id, status: 'OPEN' });
    expect(message.order.user?.phone).toMatch(/^99895/);
    expect(Number(created.id)).toBe(message.event.id);
    expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
    const accepted = StaffStreamEventSchema.parse((await board.nextChange()).data);
    expect(accepted).toMatchObject({ event: { toStatus: 'ACCEPTED' }, order: { status: 'ACCEPTED' } });
    await board.close();
  });

  it('replays what a dropped board missed after Last-Event-ID, each change once', async () => {
    const board = stream(operator);
    const hello = await board.next();
    await board.close();
    const order = await placeOrder();
    expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
    const resumed = stream(operator, hello.id);
    const a = StaffStreamEventSchema.parse((await resumed.nextChange()).data);
    const b = StaffStreamEventSchema.parse((await resumed.nextChange()).data);
    expect([a.event.toStatus, b.event.toStatus]).toEqual(['OPEN', 'ACCEPTED']);
    expect(b.order.status).toBe('ACCEPTED');
    expect(await resumed.none(300)).toBe(true);
    await resumed.close();
  });

  it('sends nothing of branches the caller does not work in', async () => {
    const phone = nextPhone();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/operator/staff',
      headers: asUser(demo, owner),
      payload: { phone, role: 'OPERATOR', branchIds: [otherBranch] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const limited = stream((await loginByPhone(t, demo, phone)).token);
    const everyone = stream(operator);
    await limited.next();
    await everyone.next();
    const order = await placeOrder();
    expect(StaffStreamEventSchema.parse((await everyone.nextChange()).data).order.id).toBe(order.id);
    expect(await limited.none(500)).toBe(true);
    await Promise.all([limited.close(), everyone.close()]);
  });

  it('forwards inbox notices of my branches', async () => {
    const board = stream(operator);
    await board.next();
    const notice = { merchantId: Number(demo), branchId: chilonzor, kind: 'WAITER_CALL', id: 42 };
    await t.db.execute(sql`select pg_notify(${STAFF_INBOX_CHANNEL}, ${JSON.stringify(notice)})`);
    const inbox = await board.nextChange();
    expect(inbox).toMatchObject({
      event: 'inbox',
      id: null,
      data: { kind: 'WAITER_CALL', id: 42, branchId: chilonzor },
    });
    await board.close();
  });

  it('refuses customers (403), strangers (401) and another tenant’s staff', async () => {
    const customer = (await loginByPhone(t, demo, nextPhone())).token;
    expect(
      (await fetch(`${base}/api/orders/v1/operator/events`, { headers: asUser(demo, customer) })).status,
    ).toBe(403);
    expect(
      (await fetch(`${base}/api/orders/v1/operator/events`, { headers: { merchant: demo } })).status,
    ).toBe(401);
    const lavashOperator = (await loginByPhone(t, lavash, '998900000002')).token;
    expect(
      (await fetch(`${base}/api/orders/v1/operator/events`, { headers: asUser(demo, lavashOperator) }))
        .status,
    ).toBe(401);
    // lavash's own board hears nothing of demo's orders.
    const theirs = stream(lavashOperator, null, base, lavash);
    await theirs.next();
    await placeOrder();
    expect(await theirs.none(500)).toBe(true);
    await theirs.close();
  });

  it('ends when its session is signed out, instead of streaming on', async () => {
    const session = (await loginByPhone(t, demo, '998900000001')).token;
    const board = stream(session);
    expect((await board.next()).event).toBe('hello');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/v1/users/logout',
      headers: asUser(demo, session),
    });
    expect(out.statusCode, out.body).toBe(200);
    const until = Date.now() + 2_000;
    while (!board.ended && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(board.ended).toBe(true);
    await board.close();
  });

  it.runIf(process.env.DATABASE_URL)('hears an order placed through another app process', async () => {
    const other = await t.sibling();
    afterAll(() => other.close());
    const otherBase = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const board = stream(operator, null, otherBase);
    await board.next();
    const order = await placeOrder();
    expect(StaffStreamEventSchema.parse((await board.nextChange()).data).order.id).toBe(order.id);
    await board.close();
  });
});
