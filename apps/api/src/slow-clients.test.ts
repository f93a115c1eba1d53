import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { asUser, loginByPhone, phoneSequence } from './test-support/accounts.js';
import { orderWorld } from './test-support/order-world.js';
import { orderBody, plainProduct, postOrder } from './test-support/orders.js';
import { openSse } from './test-support/sse.js';
import { createTestApp } from './test-support/test-app.js';

// Issue 20 point 2: a client that trickles its request is cut off after the limits, while others
// are served, and a live stream (long-lived by design) is not (decision 037). Short limits here.
const { t, demo, menu, chilonzor, operator } = await orderWorld({
  operator: true,
  env: {
    HEADERS_TIMEOUT_MS: '1000',
    REQUEST_TIMEOUT_MS: '1500',
    CONNECTION_TIMEOUT_MS: '1500',
    KEEP_ALIVE_TIMEOUT_MS: '1000',
  },
});
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = new URL(base);
const nextPhone = phoneSequence('99894');

/** A raw connection that sends `head` at once, then one byte of `rest` every `everyMs`. */
function trickle(head: string, rest: string, everyMs: number) {
  const socket: Socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  let sent = 0;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
  });
  socket.on('error', () => {});
  socket.write(head);
  const timer = setInterval(() => {
    if (sent < rest.length && !socket.destroyed) socket.write(rest[sent++]!);
  }, everyMs);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    closed: closed.then(() => {
      clearInterval(timer);
      return { answer, sent, of: rest.length };
    }),
    destroy() {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

// HTTP timeouts and the connection cap do not depend on the database: once, in the PGlite run.
describe.skipIf(process.env.DATABASE_URL)('slow clients', () => {
  it('cuts off clients that trickle a body with 408 and a closed connection, serving others meanwhile', async () => {
    const body = JSON.stringify({ phone: '998901234567', padding: 'x'.repeat(200) });
    const head = `POST /api/users/v1/auth/otp HTTP/1.1\r\nhost: localhost\r\nmerchant: ${demo}\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const slow = Array.from({ length: 20 }, () => trickle(head, body, 200));
    // While they hold their connections, everyone else is answered.
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const ends = await Promise.all(slow.map((s) => s.closed));
    for (const end of ends) {
      expect(end.sent).toBeLessThan(end.of);
      expect(end.answer).toMatch(/^HTTP\/1\.1 408 /);
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 20_000);

  it('cuts off a client that trickles its headers', async () => {
    const slow = trickle(
      'GET /api/health HTTP/1.1\r\n',
      `host: localhost\r\nx-slow: ${'y'.repeat(100)}\r\n\r\n`,
      200,
    );
    const end = await slow.closed;
    expect(end.sent).toBeLessThan(end.of);
    expect(end.answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('closes a connection that opens and says nothing', async () => {
    const silent = trickle('', '', 1000);
    const end = await silent.closed;
    expect(end.answer === '' || end.answer.startsWith('HTTP/1.1 408 '), end.answer).toBe(true);
  }, 20_000);

  it('keeps a live order stream open past every limit, still delivering changes', async () => {
    const owner = await loginByPhone(t, demo, nextPhone());
    const placed = await postOrder(
      t,
      demo,
      owner.token,
      orderBody([{ product: plainProduct(menu, chilonzor) }], {
        branchId: chilonzor,
        serviceType: 'DELIVERY',
        deliveryPrice: 12000,
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const stream = openSse(`${base}/api/orders/v1/orders/${id}/events`, asUser(demo, owner.token));
    const board = openSse(`${base}/api/orders/v1/operator/events`, asUser(demo, operator));
    expect((await stream.next()).data).toMatchObject({ order: { status: 'OPEN' } });
    expect((await board.next()).event).toBe('hello');
    // Longer than the request, headers, idle and keep-alive limits together.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/v1/operator/orders/${id}/status`,
      headers: asUser(demo, operator),
      payload: { status: 'ACCEPTED' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await stream.next()).data).toMatchObject({ order: { status: 'ACCEPTED' } });
    expect((await board.nextChange()).data).toMatchObject({ order: { id, status: 'ACCEPTED' } });
    await stream.close();
    await board.close();
  }, 20_000);
});

describe.skipIf(process.env.DATABASE_URL)('the connection cap', () => {
  it('drops connections past MAX_CONNECTIONS at once and serves again when one closes', async () => {
    const capped = await createTestApp({ MAX_CONNECTIONS: '3' });
    try {
      const address = new URL(await capped.app.listen({ port: 0, host: '127.0.0.1' }));
      const open = (): Promise<Socket> =>
        new Promise((resolve) => {
          const socket = connect(Number(address.port), '127.0.0.1', () => resolve(socket));
          socket.on('error', () => {});
        });
      const held = [await open(), await open(), await open()];
      // Let the server count them before the fourth comes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const fourth = await open();
      await new Promise<void>((resolve) => fourth.once('close', () => resolve()));
      held[0]!.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await fetch(`${address.origin}/api/health`)).status).toBe(200);
      for (const socket of held) socket.destroy();
    } finally {
      await capped.close();
    }
  }, 20_000);
});
