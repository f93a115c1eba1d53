import { DEMO_STAFF_CHAT_ID } from '@dastarkhan/db';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTelegram } from '../../test-support/fake-telegram.js';
import {
  callServer,
  freshDatabaseEnv,
  loginOnServer,
  pickUpOrderBody,
  startServerProcess,
} from '../../test-support/server-process.js';

// Issue 18's kill -9 test, on the engine the run uses (PGlite here; PostgreSQL under test:pg):
// orders committed by a process whose workers never ran, the process killed with SIGKILL, a new
// one started — and every staff-group message arrives at the fake Bot API exactly once.

const TOKEN = '7000000001:demo-bot-token-for-local-tests';
const ORDERS = 12;
const fake = await startFakeTelegram({ tokens: [TOKEN] });
const database = await freshDatabaseEnv('kill');
afterAll(async () => {
  await fake.close();
  await database.drop();
});
const env = { ...database.env, TELEGRAM_API_URL: fake.url, DEMO_TELEGRAM_BOT_TOKEN: TOKEN };

const staffTexts = () =>
  fake
    .of('sendMessage')
    .filter((c) => String(c.params.chat_id) === DEMO_STAFF_CHAT_ID)
    .map((c) => String(c.params.text));

describe('messages across a kill -9', () => {
  it('are delivered exactly once by the next process', { timeout: 120_000 }, async () => {
    const first = await startServerProcess({ ...env, JOB_WORKERS: '0' });
    let numbers: number[] = [];
    try {
      const demo = (await callServer(first.base, '/api/users/v1/merchants/sub/demo')).json.data as {
        id: number;
      };
      const merchant = String(demo.id);
      const token = await loginOnServer(first.base, merchant, '998977770001');
      const body = await pickUpOrderBody(first.base, merchant);
      for (let i = 0; i < ORDERS; i++) {
        const res = await callServer(first.base, '/api/orders/v1/orders', {
          merchant,
          token,
          body,
          headers: { 'idempotency-key': `kill-${i}` },
        });
        expect(res.status, JSON.stringify(res.json)).toBe(201);
        numbers.push((res.json.data as { number: number }).number);
      }
      // Committed, and nothing sent: this process runs no workers.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(staffTexts()).toHaveLength(0);
    } finally {
      await first.kill9();
    }

    const second = await startServerProcess({ ...env, JOB_WORKERS: '1' });
    try {
      const mentions = (n: number) =>
        staffTexts().filter((text) => new RegExp(`#${n}(?!\\d)`).test(text)).length;
      const until = Date.now() + 30_000;
      while (numbers.some((n) => mentions(n) === 0) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      // Time for a duplicate to show up, were there one.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      numbers = [...new Set(numbers)];
      expect(numbers).toHaveLength(ORDERS);
      expect(numbers.map(mentions)).toEqual(numbers.map(() => 1));
      expect(fake.problems).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
