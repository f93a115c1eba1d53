import { afterAll, describe, expect, it } from 'vitest';
import {
  callServer,
  freshDatabaseEnv,
  loginOnServer,
  pickUpOrderBody,
  startServerProcess,
} from './test-support/server-process.js';
import { openSse } from './test-support/sse.js';

// Decision 041: SIGTERM in the middle of a burst of orders. Nothing is lost and nothing fails
// without a retryable answer: each order either succeeded, or was answered 503 with
// Retry-After, or never reached a process (refused, reset) — and its retry with the same
// Idempotency-Key on the next process places it exactly once. Every open stream is told to
// reconnect before it closes.

const ORDERS = 60;
const IN_FLIGHT = 8;
/** SIGTERM once this many orders are answered. */
const SIGNAL_AFTER = 15;

const database = await freshDatabaseEnv('drain');
afterAll(() => database.drop());
const env = { ...database.env, DRAIN_TIMEOUT_MS: '5000', JOB_WORKERS: '0' };

type Outcome =
  | { kind: 'placed'; status: number; orderId: number }
  | { kind: 'refused'; status: number; retryAfter: string | null; code: unknown }
  | { kind: 'network'; code: string };

/** Error codes of a request that did not get an answer: a client retries those. */
const RETRYABLE_NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);

async function placeOrder(base: string, merchant: string, token: string, body: unknown, key: string) {
  try {
    const res = await fetch(`${base}/api/orders/v1/orders`, {
      method: 'POST',
      headers: {
        merchant,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data?: { id: number }; error?: { code: string } };
    if (res.ok) return { kind: 'placed', status: res.status, orderId: json.data!.id } satisfies Outcome;
    return {
      kind: 'refused',
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      code: json.error?.code,
    } satisfies Outcome;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { kind: 'network', code: cause?.code ?? String(error) } satisfies Outcome;
  }
}

// The drain does not depend on the database engine (several-processes.test.ts stops PostgreSQL
// processes with SIGTERM too): once, in the PGlite run.
describe.skipIf(process.env.DATABASE_URL)('a drain on SIGTERM', () => {
  it('loses no order and ends every stream with a reconnect hint', { timeout: 180_000 }, async () => {
    const first = await startServerProcess(env);
    const demo = (await callServer(first.base, '/api/users/v1/merchants/sub/demo')).json.data as {
      id: number;
    };
    const merchant = String(demo.id);
    const token = await loginOnServer(first.base, merchant, '998977710001');
    const me = (await callServer(first.base, '/api/users/v1/users/me', { merchant, token })).json.data as {
      id: number;
    };
    const body = await pickUpOrderBody(first.base, merchant);

    // Two customers' screens on their orders and the operator's board.
    const streams = [];
    for (const key of ['stream-a', 'stream-b']) {
      const placed = await placeOrder(first.base, merchant, token, body, key);
      expect(placed.kind).toBe('placed');
      const id = (placed as { orderId: number }).orderId;
      streams.push(
        openSse(`${first.base}/api/orders/v1/orders/${id}/events`, {
          merchant,
          authorization: `Bearer ${token}`,
        }),
      );
    }
    const operator = await loginOnServer(first.base, merchant, '998900000001');
    streams.push(
      openSse(`${first.base}/api/orders/v1/operator/events`, {
        merchant,
        authorization: `Bearer ${operator}`,
      }),
    );
    for (const stream of streams) expect((await stream.next()).data).toBeDefined();

    // The burst: IN_FLIGHT at a time; SIGTERM once SIGNAL_AFTER are answered, the rest go on.
    const outcomes: Outcome[] = new Array(ORDERS);
    let nextKey = 0;
    let answered = 0;
    let exit: Promise<number | null> | null = null;
    const worker = async () => {
      while (nextKey < ORDERS) {
        const i = nextKey++;
        outcomes[i] = await placeOrder(first.base, merchant, token, body, `drain-${i}`);
        if (++answered === SIGNAL_AFTER) exit = first.stop();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(exit, 'the signal was sent mid-burst').not.toBeNull();
    expect(await exit).toBe(0);

    const placed = outcomes.filter((o) => o.kind === 'placed');
    const refused = outcomes.filter((o) => o.kind === 'refused');
    const network = outcomes.filter((o) => o.kind === 'network');
    expect(placed.length, 'orders placed before and during the drain').toBeGreaterThanOrEqual(SIGNAL_AFTER);
    expect(placed.length, 'the burst outlasted the process').toBeLessThan(ORDERS);
    for (const o of placed) expect(o.status).toBe(201);
    for (const o of refused)
      expect(o).toMatchObject({ status: 503, retryAfter: '1', code: 'SERVER_DRAINING' });
    for (const o of network) expect(RETRYABLE_NETWORK, o.code).toContain(o.code);

    for (const stream of streams) {
      await stream.finished;
      const hint = stream.queued().find((message) => message.event === 'reconnect');
      expect(hint, 'event: reconnect before the stream closed').toBeDefined();
      expect(hint!.retry).toBeGreaterThanOrEqual(500);
    }
    const log = first.lines.join('\n');
    expect(log).toContain('shutting down: draining connections');
    expect(log).toContain('"msg":"shut down"');

    // The next process on the same data: every key retried, as the clients would.
    const second = await startServerProcess(env);
    try {
      for (let i = 0; i < ORDERS; i++) {
        const before = outcomes[i]!;
        const again = await placeOrder(second.base, merchant, token, body, `drain-${i}`);
        expect(again.kind, `retry of drain-${i}`).toBe('placed');
        const retried = again as { status: number; orderId: number };
        // A key that got its 2xx gets the same order back: placed once, not twice. One that got
        // no answer or a 503 had placed nothing: the drain never dropped an order it was placing.
        if (before.kind === 'placed')
          expect(retried).toEqual({ kind: 'placed', status: 200, orderId: before.orderId });
        else expect(retried.status, `drain-${i} (${before.kind}) was placed without an answer`).toBe(201);
      }
      const page = (
        await callServer(second.base, `/api/orders/v1/orders/user/${me.id}?size=1`, { merchant, token })
      ).json.data as { totalElements: number };
      expect(page.totalElements, 'each key placed exactly one order').toBe(ORDERS + 2);
    } finally {
      await second.stop();
    }
  });
});
