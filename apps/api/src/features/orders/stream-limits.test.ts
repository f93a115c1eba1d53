import { describe, expect, it } from 'vitest';
import { asUser, expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from '../../test-support/orders.js';
import { openSse } from '../../test-support/sse.js';

// Issue 20 point 3 (decision 037): streams per customer and per address are capped, and a change
// of an order is read once for all of its open streams.
const { t, demo, menu, chilonzor, operator } = await orderWorld({
  operator: true,
  env: { STREAMS_PER_ADDRESS: '25' },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const nextPhone = phoneSequence('99895');

async function customerWithOrder() {
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
  return { token: owner.token, id: res.json().data.id as number };
}

const streamUrl = (id: number) => `${base}/api/orders/v1/orders/${id}/events`;

/** A stream that answered 200 and sent the order as it is. */
async function openStream(id: number, token: string) {
  const stream = openSse(streamUrl(id), asUser(demo, token));
  expect((await stream.response).status).toBe(200);
  await stream.next();
  return stream;
}

/** The refusal of one more stream, as JSON the client can show. */
async function refused(id: number, token: string) {
  const res = await fetch(streamUrl(id), { headers: asUser(demo, token) });
  const body = await res.text();
  return {
    statusCode: res.status,
    body,
    json: () => JSON.parse(body),
  } as unknown as Parameters<typeof expectError>[0];
}

/** Opens a stream once the server has seen an earlier one close (its close arrives on its own time). */
async function openOnceFreed(id: number, token: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const res = await fetch(streamUrl(id), { headers: asUser(demo, token) });
    if (res.status === 200) {
      await res.body?.cancel();
      return res.status;
    }
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return 429;
}

const move = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/v1/operator/orders/${id}/status`,
    headers: asUser(demo, operator),
    payload: { status },
  });

describe('stream caps', () => {
  it("refuses a customer's sixth stream with TOO_MANY_STREAMS, and takes one again after one closes", async () => {
    const a = await customerWithOrder();
    const b = await customerWithOrder();
    const streams: Array<ReturnType<typeof openSse>> = [];
    for (let i = 0; i < 5; i++) streams.push(await openStream(a.id, a.token));
    expectError(await refused(a.id, a.token), 429, 'TOO_MANY_STREAMS');
    // Another customer is not affected.
    const other = await openStream(b.id, b.token);
    await streams.shift()!.close();
    expect(await openOnceFreed(a.id, a.token)).toBe(200);
    for (const stream of [...streams, other]) await stream.close();
  });

  it('refuses streams past the cap of one client address, staff boards included', async () => {
    const watched = await customerWithOrder();
    const streams: Array<ReturnType<typeof openSse>> = [];
    // Staff are not capped as customers: their streams count towards the address alone.
    for (let i = 0; i < 24; i++) streams.push(await openStream(watched.id, operator));
    const board = openSse(`${base}/api/orders/v1/operator/events`, asUser(demo, operator));
    expect((await board.response).status).toBe(200);
    const third = await customerWithOrder();
    expectError(await refused(third.id, third.token), 429, 'TOO_MANY_STREAMS');
    const boardRes = await fetch(`${base}/api/orders/v1/operator/events`, {
      headers: asUser(demo, operator),
    });
    expect(boardRes.status).toBe(429);
    expect(((await boardRes.json()) as { error: { code: string } }).error.code).toBe('TOO_MANY_STREAMS');
    await board.close();
    for (const stream of streams) await stream.close();
    expect(await openOnceFreed(third.id, third.token)).toBe(200);
  });
});

describe('one read per change', () => {
  /**
   * Reads of order lines (each load of an order's details makes one) while `fn` runs: other
   * statements around a status change (the job engine's, the pool's) vary between engines.
   */
  async function lineReadsDuring(fn: () => Promise<void>): Promise<number> {
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
      .$client;
    const original = client.query;
    let count = 0;
    client.query = function (this: unknown, ...args: unknown[]) {
      const [query] = args as [string | { text?: string }];
      const text = typeof query === 'string' ? query : (query?.text ?? '');
      if (/from "order_items"/.test(text)) count++;
      return original.apply(this, args);
    };
    try {
      await fn();
    } finally {
      client.query = original;
    }
    return count;
  }

  /** Opens `n` streams on one order (the operator's: no customer cap), moves the order, waits for all. */
  async function changeWatchedBy(n: number): Promise<number> {
    const order = await customerWithOrder();
    const streams: Array<ReturnType<typeof openSse>> = [];
    for (let i = 0; i < n; i++) {
      const stream = openSse(streamUrl(order.id), asUser(demo, operator));
      expect((await stream.response).status).toBe(200);
      await stream.next();
      streams.push(stream);
    }
    const reads = await lineReadsDuring(async () => {
      expect((await move(order.id, 'ACCEPTED')).statusCode).toBe(200);
      const got = await Promise.all(streams.map((s) => s.next()));
      for (const message of got) expect(message.data).toEqual(got[0]!.data);
      expect(got[0]!.data).toMatchObject({ order: { id: order.id, status: 'ACCEPTED' } });
    });
    for (const stream of streams) await stream.close();
    return reads;
  }

  it('reads a change of an order once, however many streams watch it', async () => {
    const one = await changeWatchedBy(1);
    const twenty = await changeWatchedBy(20);
    expect(one).toBeGreaterThanOrEqual(1);
    expect(twenty).toBe(one);
  });
});
