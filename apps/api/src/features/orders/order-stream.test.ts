import { type OrderStreamEvent, OrderStreamEventSchema } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

// The live stream over real HTTP: a listening server, fetch reading text/event-stream.

const nextPhone = phoneSequence('99898');
const { t, demo, menu, chilonzor, operator } = await orderWorld({ operator: true });
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

/** Reads SSE messages as they arrive; `next()` resolves with the next one. */
function openStream(orderId: number, token: string, lastEventId?: number) {
  const controller = new AbortController();
  const queue: Array<{ id: string | null; data: OrderStreamEvent }> = [];
  const waiters: Array<() => void> = [];
  const response = fetch(`${base}/api/orders/v1/orders/${orderId}/events`, {
    headers: { ...asUser(demo, token), ...(lastEventId ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  const done = (async () => {
    const res = await response;
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) return;
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = /^id: (.*)$/m.exec(block)?.[1] ?? null;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) {
          queue.push({ id, data: OrderStreamEventSchema.parse(JSON.parse(data)) });
          waiters.shift()?.();
        }
        cut = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => {});
  return {
    response,
    async next() {
      if (queue.length === 0) await new Promise<void>((resolve) => waiters.push(resolve));
      return queue.shift()!;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}

const move = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(demo, operator),
    payload: { status },
  });

async function newOrder() {
  const owner = await loginByPhone(t, demo, nextPhone());
  const res = await postOrder(
    t,
    demo,
    owner.token,
    orderBody([{ product: plainProduct(menu, chilonzor) }], {
      branchId: chilonzor,
      serviceType: 'DELIVERY',
      deliveryPrice: 12000,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return { owner, id: res.json().data.id as number };
}

describe('live order stream', () => {
  it('starts with the order as it is, then sends each change as it happens', async () => {
    const { owner, id } = await newOrder();
    const stream = openStream(id, owner.token);
    const res = await stream.response;
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first.data.order.status).toBe('OPEN');
    expect(first.data.event.toStatus).toBe('OPEN');

    expect((await move(id, 'ACCEPTED')).statusCode).toBe(200);
    const accepted = await stream.next();
    expect(accepted.data).toMatchObject({
      event: { type: 'CHANGE_STATUS', fromStatus: 'OPEN', toStatus: 'ACCEPTED' },
      order: { status: 'ACCEPTED' },
    });
    expect(Number(accepted.id)).toBe(accepted.data.event.id);

    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/operator/orders/${id}/courier-status`,
      headers: asUser(demo, operator),
      payload: { courierStatus: 'PERFORMER_FOUND' },
    });
    const courier = await stream.next();
    expect(courier.data).toMatchObject({
      event: { type: 'CHANGE_COURIER_STATUS', courierStatus: 'PERFORMER_FOUND' },
      order: { courierStatus: 'PERFORMER_FOUND' },
    });
    await stream.close();
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const { owner, id } = await newOrder();
    const stream = openStream(id, owner.token);
    const first = await stream.next();
    await stream.close();
    for (const status of ['ACCEPTED', 'COOKING']) expect((await move(id, status)).statusCode).toBe(200);
    const resumed = openStream(id, owner.token, first.data.event.id);
    const a = await resumed.next();
    const b = await resumed.next();
    expect([a.data.event.toStatus, b.data.event.toStatus]).toEqual(['ACCEPTED', 'COOKING']);
    expect(b.data.order.status).toBe('COOKING');
    await resumed.close();
  });

  it("refuses another customer's order and a missing token", async () => {
    const { id } = await newOrder();
    const stranger = await loginByPhone(t, demo, nextPhone());
    const theirs = await fetch(`${base}/api/orders/v1/orders/${id}/events`, {
      headers: asUser(demo, stranger.token),
    });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe('ORDER_NOT_FOUND');
    const anonymous = await fetch(`${base}/api/orders/v1/orders/${id}/events`, {
      headers: { merchant: demo },
    });
    expect(anonymous.status).toBe(401);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'reaches a stream open on one app process when another process moves the order (LISTEN/NOTIFY)',
    async () => {
      const { owner, id } = await newOrder();
      const stream = openStream(id, owner.token);
      expect((await stream.next()).data.order.status).toBe('OPEN');
      const other = await t.sibling();
      try {
        const moved = await other.app.inject({
          method: 'PUT',
          url: `/api/orders/v1/operator/orders/${id}/status`,
          headers: asUser(demo, operator),
          payload: { status: 'ACCEPTED' },
        });
        expect(moved.statusCode, moved.body).toBe(200);
        const seen = await stream.next();
        expect(seen.data).toMatchObject({ event: { toStatus: 'ACCEPTED' }, order: { status: 'ACCEPTED' } });
      } finally {
        await stream.close();
        await other.close();
      }
    },
  );
});
