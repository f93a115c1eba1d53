import { afterAll, describe, expect, it, vi } from 'vitest';
import { asUser, loginByPhone } from '../test-support/accounts.js';
import { menuOf } from '../test-support/orders.js';
import { createTestApp } from '../test-support/test-app.js';

// The change record cached pages are judged by (decision 044): every catalogue or settings
// change of a merchant reaches it by NOTIFY, in the saving process and (PostgreSQL) in the others.
const t = await createTestApp();
afterAll(() => t.close());
const demo = String(await t.merchantId('demo'));
const lavash = await t.merchantId('lavash');
const owner = (await loginByPhone(t, demo, '998900000003')).token;

const saveSettings = async () => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/v1/operator/settings',
    headers: asUser(demo, owner),
    payload: { switches: { cashActive: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
};
/** Puts a product on the stop list of a branch and back: two catalogue changes. */
const stopAndRestore = async () => {
  const product = (await menuOf(t, demo))[0]!;
  const branchId = product.productBranch[0]!.branch.id;
  for (const available of [false, true]) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/products/v1/operator/stop-list',
      headers: asUser(demo, owner),
      payload: { branchId, productId: product.id, available },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

describe('merchant changes', () => {
  it('records a settings change of the merchant, and of no other', async () => {
    const changes = t.app.deps.merchantChanges;
    const since = changes.now();
    await saveSettings();
    await vi.waitFor(() => expect(changes.changedAfter(Number(demo), since)).toBe(true));
    expect(changes.changedAfter(lavash, since)).toBe(false);
  });

  it('records a catalogue change', async () => {
    const changes = t.app.deps.merchantChanges;
    const since = changes.now();
    await stopAndRestore();
    await vi.waitFor(() => expect(changes.changedAfter(Number(demo), since)).toBe(true));
  });

  it.runIf(process.env.DATABASE_URL)('reaches another app process', async () => {
    const other = await t.sibling();
    try {
      const since = other.app.deps.merchantChanges.now();
      await saveSettings();
      await vi.waitFor(() =>
        expect(other.app.deps.merchantChanges.changedAfter(Number(demo), since)).toBe(true),
      );
    } finally {
      await other.close();
    }
  });
});
