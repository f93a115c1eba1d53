import { afterAll, describe, expect, it } from 'vitest';
import { asUser, loginByPhone } from '../../test-support/accounts.js';
import { createTestApp } from '../../test-support/test-app.js';

// The settings' per-process caches (decision 027): dropped at once in the process that saved,
// at most CATALOGUE_RECHECK_SECONDS stale in the others.
const t = await createTestApp({ CATALOGUE_RECHECK_SECONDS: '1' });
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const owner = (await loginByPhone(t, demo, '998900000003')).token;

const methods = async (app = t.app) => {
  const res = await app.inject({ url: '/api/payments/v1/methods?channel=WEB', headers: { merchant: demo } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as string[];
};
const setCash = async (on: boolean) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    headers: asUser(demo, owner),
    payload: { switches: { cashActive: on } },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a switch flipped in the settings', () => {
  it('reaches the checkout of the saving process at once, though its cache would keep the old value', async () => {
    expect(await methods()).toContain('CASH');
    await setCash(false);
    expect(await methods()).not.toContain('CASH');
    await setCash(true);
    expect(await methods()).toContain('CASH');
  });

  it.runIf(process.env.DATABASE_URL)('reaches another app process within its recheck interval', async () => {
    const other = await t.sibling();
    try {
      expect(await methods(other.app)).toContain('CASH');
      await setCash(false);
      await sleep(1_100);
      expect(await methods(other.app)).not.toContain('CASH');
    } finally {
      await setCash(true);
      await other.close();
    }
  });
});
