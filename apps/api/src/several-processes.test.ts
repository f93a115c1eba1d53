import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_STAFF_CHAT_ID } from '@dastarkhan/db';
import { copyTestDatabase } from '@dastarkhan/db/test-support';
import { OrderStreamEventSchema, StaffStreamEventSchema } from '@dastarkhan/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram } from './test-support/fake-telegram.js';
import {
  callServer,
  pickUpOrderBody,
  type ServerProcess,
  startServerProcess,
} from './test-support/server-process.js';
import { openSse } from './test-support/sse.js';

// Issue 21, "several processes, proven": two real server processes on ONE PostgreSQL database,
// and every promise that crosses them — live streams, the menu, the limits, jobs, sessions — is
// checked from the other side. PGlite is one process by design (an embedded database), so this
// file runs under `npm run test:pg` only.

const onPostgres = Boolean(process.env.DATABASE_URL);
const TOKEN = '7000000001:demo-bot-token-for-local-tests';
const OPERATOR = '998900000001';
const OWNER = '998900000003';
/** Orders per customer per minute: small, so the shared window is reached in a few orders. */
const ORDER_LIMIT = 3;

let a: ServerProcess;
let b: ServerProcess;
let merchant: string;
let db: pg.Client;
let fake: Awaited<ReturnType<typeof startFakeTelegram>>;
let database: Awaited<ReturnType<typeof copyTestDatabase>>;
let dataDir: string | undefined;
let phoneCounter = 0;
/** Customers of this run: 99897 and a counter, never a seeded phone. */
const nextPhone = () =>
  `99897${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;

const sendCode = (base: string, phone: string) =>
  callServer(base, '/api/users/v1/auth/otp', { merchant, body: { phone } });

/** Asks for a code on `asksOn`, reads it and signs in on `verifiesOn`: the code lives in the database. */
async function login(asksOn: ServerProcess, verifiesOn: ServerProcess, phone: string): Promise<string> {
  expect((await sendCode(asksOn.base, phone)).status).toBe(200);
  const outbox = await callServer(verifiesOn.base, `/api/dev/v1/sms-outbox?phone=${phone}`);
  const code = /\b(\d{6})\b/.exec((outbox.json.data as Array<{ text: string }>)[0]!.text)![1];
  const verified = await callServer(verifiesOn.base, '/api/users/v1/auth/otp/verify', {
    merchant,
    body: { phone, code },
  });
  expect(verified.status, JSON.stringify(verified.json)).toBe(200);
  return (verified.json.data as { token: string }).token;
}

async function placeOrder(on: ServerProcess, token: string) {
  const res = await callServer(on.base, '/api/orders/v1/orders', {
    merchant,
    token,
    body: await pickUpOrderBody(on.base, merchant),
  });
  return res;
}

const headers = (token: string) => ({ merchant, authorization: `Bearer ${token}` });

/** Polls `check` every 50 ms until it holds or `ms` have passed; answers whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)(
  'two processes on one PostgreSQL database (skipped on PGlite: one process by design)',
  () => {
    beforeAll(async () => {
      fake = await startFakeTelegram({ tokens: [TOKEN] });
      // A fresh copy of the run's seeded template (the seed would take most of the time otherwise).
      database = await copyTestDatabase();
      if (!database) throw new Error('DATABASE_URL is set, but the test template is not PostgreSQL');
      dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-twoproc-'));
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        MEDIA_DIR: database.mediaDir,
        TELEGRAM_API_URL: fake.url,
        DEMO_TELEGRAM_BOT_TOKEN: TOKEN,
        ORDER_RATE_LIMIT_PER_MINUTE: String(ORDER_LIMIT),
        // A minute between rechecks of a cached merchant: only the cross-process NOTIFY can make
        // the other process serve a changed menu within the 2 s this file allows it.
        CATALOGUE_RECHECK_SECONDS: '60',
      };
      // Both at once: each takes the startup lock in turn (migrations, seed check, sealing).
      const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
      // Kept even when the other failed, so afterAll stops whichever did start.
      [a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined)) as [
        ServerProcess,
        ServerProcess,
      ];
      for (const s of started) if (s.status === 'rejected') throw s.reason;
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
      merchant = String(
        ((await callServer(a.base, '/api/users/v1/merchants/sub/demo')).json.data as { id: number }).id,
      );
    });

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await db?.end();
      await fake?.close();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('streams: a customer on A sees staff on B move the order; the board on A sees an order placed on B', async () => {
      const operator = await login(a, b, OPERATOR);
      const board = openSse(`${a.base}/api/orders/v1/operator/events`, headers(operator));
      expect((await board.next()).event).toBe('hello');

      const customer = await login(b, a, nextPhone());
      const placed = await placeOrder(b, customer);
      expect(placed.status, JSON.stringify(placed.json)).toBe(201);
      const order = placed.json.data as { id: number };
      const created = StaffStreamEventSchema.parse((await board.nextChange()).data);
      expect(created.order).toMatchObject({ id: order.id, status: 'OPEN' });

      const mine = openSse(`${a.base}/api/orders/v1/orders/${order.id}/events`, headers(customer));
      expect(OrderStreamEventSchema.parse((await mine.next()).data).order.status).toBe('OPEN');
      const moved = await callServer(b.base, `/api/orders/v1/operator/orders/${order.id}/status`, {
        merchant,
        token: operator,
        method: 'PUT',
        body: { status: 'ACCEPTED', prepMinutes: 20 },
      });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(OrderStreamEventSchema.parse((await mine.next()).data)).toMatchObject({
        event: { fromStatus: 'OPEN', toStatus: 'ACCEPTED' },
        order: { status: 'ACCEPTED' },
      });
      expect(StaffStreamEventSchema.parse((await board.nextChange()).data).order.status).toBe('ACCEPTED');
      await Promise.all([mine.close(), board.close()]);
    });

    it('the menu: a price the OWNER saves on A is served by B within 2 s', async () => {
      const owner = await login(a, a, OWNER);
      const editable = (
        await callServer(a.base, '/api/products/v1/operator/menu', { merchant, token: owner })
      ).json.data as {
        products: Array<
          Record<string, unknown> & { id: number; costPrice: number; modificationGroups: never[] }
        >;
      };
      const product = editable.products.find((p) => p.active && p.modificationGroups.length === 0)!;
      const priceOnB = async () => {
        const menu = (await callServer(b.base, '/api/products/v1/overalls', { merchant })).json.data as {
          products: Array<{ id: number; costPrice: number }>;
        };
        return menu.products.find((p) => p.id === product.id)?.costPrice;
      };
      // B has the menu cached before the change, so a stale copy would be served from its cache.
      expect(await priceOnB()).toBe(product.costPrice);
      const { id, type: _type, priority: _priority, ordered: _ordered, ...rest } = product;
      const price = product.costPrice + 1_000;
      const saved = await callServer(a.base, `/api/products/v1/operator/products/${id}`, {
        merchant,
        token: owner,
        method: 'PUT',
        body: { ...rest, costPrice: price },
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const seen = await within(2_000, async () => (await priceOnB()) === price);
      expect(seen, 'B still served the old price 2 s after the save on A').toBe(true);
    });

    it('settings: promos the OWNER switches off on A are no longer offered by B within 2 s', async () => {
      const owner = await login(a, a, OWNER);
      const customer = await login(b, b, nextPhone());
      const offeredOnB = async () =>
        (await callServer(b.base, '/api/orders/v1/promos/available', { merchant, token: customer })).json
          .data as unknown[];
      // B has the settings cached (promos on) before the change.
      expect((await offeredOnB()).length).toBeGreaterThan(0);
      const saved = await callServer(a.base, '/api/users/v1/operator/settings', {
        merchant,
        token: owner,
        method: 'PUT',
        body: { switches: { promoActive: false } },
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      const seen = await within(2_000, async () => (await offeredOnB()).length === 0);
      expect(seen, 'B still offered promos 2 s after the OWNER switched them off on A').toBe(true);
    });

    it('limits: the per-phone code limit and the order limit count requests on both processes', async () => {
      const phone = nextPhone();
      // The hourly cap of 5 codes per phone: A, B, A, B, A — then neither sends a sixth.
      for (const on of [a, b, a, b, a]) expect((await sendCode(on.base, phone)).status).toBe(200);
      for (const on of [a, b]) {
        const refused = await sendCode(on.base, phone);
        expect(refused.status).toBe(429);
        expect((refused.json.error as { code: string }).code).toBe('RATE_LIMITED');
      }

      const customer = await login(a, b, nextPhone());
      for (const on of [a, b, a]) expect((await placeOrder(on, customer)).status).toBe(201);
      for (const on of [b, a]) {
        const refused = await placeOrder(on, customer);
        expect(refused.status).toBe(429);
      }
    });

    it('jobs: each staff message is sent once with both processes working; one clock tick per slot', async () => {
      const numbers: number[] = [];
      for (const [asks, verifies] of [
        [a, b],
        [b, a],
      ] as const) {
        const customer = await login(asks, verifies, nextPhone());
        for (const on of [a, b, a]) {
          const res = await placeOrder(on, customer);
          expect(res.status, JSON.stringify(res.json)).toBe(201);
          numbers.push((res.json.data as { number: number }).number);
        }
      }
      const staffTexts = () =>
        fake
          .of('sendMessage')
          .filter((c) => String(c.params.chat_id) === DEMO_STAFF_CHAT_ID)
          .map((c) => String(c.params.text));
      const mentions = (n: number) =>
        staffTexts().filter((text) => new RegExp(`#${n}(?!\\d)`).test(text)).length;
      expect(await within(15_000, async () => numbers.every((n) => mentions(n) > 0))).toBe(true);
      // Time for a second process's duplicate to show up, were there one.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(numbers.map(mentions)).toEqual(numbers.map(() => 1));
      expect(fake.problems).toEqual([]);

      const { rows: messages } = await db.query<{ state: string; attempts: number }>(
        `select m.state, m.attempts from outbox_messages m join orders o on o.id = m.order_id
        where m.topic = 'staff-new-order' and o.number = any($1::int[])`,
        [numbers],
      );
      expect(messages).toHaveLength(numbers.length);
      expect(messages.every((m) => m.state === 'sent' && m.attempts === 1)).toBe(true);

      // Both processes offer a clock tick at start and every 15 s; one job per slot is kept and run.
      const { rows: ticks } = await db.query<{ slot: string; jobs: number }>(
        `select singleton_on::text as slot, count(*)::int as jobs from pgboss.job
        where name = 'clock' group by singleton_on`,
      );
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.filter((t) => t.jobs !== 1)).toEqual([]);
    });

    it('sessions: a member of staff removed on B and a customer signed out on A are refused on the other at once', async () => {
      const owner = await login(b, b, OWNER);
      const phone = nextPhone();
      const added = await callServer(b.base, '/api/users/v1/operator/staff', {
        merchant,
        token: owner,
        body: { phone, role: 'OPERATOR' },
      });
      expect(added.status, JSON.stringify(added.json)).toBe(201);
      const member = await login(a, a, phone);
      expect(
        (await callServer(a.base, '/api/users/v1/operator/me', { merchant, token: member })).status,
      ).toBe(200);
      const board = openSse(`${a.base}/api/orders/v1/operator/events`, headers(member));
      expect((await board.next()).event).toBe('hello');

      const removed = await callServer(
        b.base,
        `/api/users/v1/operator/staff/${(added.json.data as { id: number }).id}`,
        {
          merchant,
          token: owner,
          method: 'DELETE',
        },
      );
      expect(removed.status, JSON.stringify(removed.json)).toBe(200);
      expect(
        (await callServer(a.base, '/api/users/v1/operator/me', { merchant, token: member })).status,
      ).toBe(401);
      // The board it had open on A was authenticated once: it ends too, instead of streaming on.
      expect(await within(2_000, async () => board.ended)).toBe(true);
      await board.close();

      const customer = await login(a, b, nextPhone());
      const placed = await placeOrder(a, customer);
      expect(placed.status).toBe(201);
      const tracking = openSse(
        `${b.base}/api/orders/v1/orders/${(placed.json.data as { id: number }).id}/events`,
        headers(customer),
      );
      await tracking.next();
      expect((await callServer(b.base, '/api/users/v1/users/me', { merchant, token: customer })).status).toBe(
        200,
      );
      const out = await callServer(a.base, '/api/users/v1/users/logout', {
        merchant,
        token: customer,
        body: {},
      });
      expect(out.status).toBe(200);
      expect((await callServer(b.base, '/api/users/v1/users/me', { merchant, token: customer })).status).toBe(
        401,
      );
      expect(await within(2_000, async () => tracking.ended)).toBe(true);
      await tracking.close();
    });
  },
);
