import { describe, expect, it } from 'vitest';
import { expectError, loginByPhone, phoneSequence } from '../../test-support/accounts.js';
import { orderWorld } from '../../test-support/order-world.js';
import { MONDAY_NOON, orderBody, plainProduct, postOrder } from '../../test-support/orders.js';

// Issue 20 point 9 (decision 037): orders per customer per minute, counted in the database. The
// clock stands still here, so every order of the file falls in one window.
let clock = MONDAY_NOON;
const { t, demo, menu, chilonzor } = await orderWorld({
  now: () => clock,
  env: { ORDER_RATE_LIMIT_PER_MINUTE: '10' },
});
const nextPhone = phoneSequence('99896');
const body = () => orderBody([{ product: plainProduct(menu, chilonzor) }], { branchId: chilonzor });

describe('orders per customer per minute', () => {
  it("refuses a customer's eleventh order in a minute with ORDER_RATE_LIMITED, not another customer's", async () => {
    const one = await loginByPhone(t, demo, nextPhone());
    for (let i = 0; i < 10; i++) {
      const res = await postOrder(t, demo, one.token, body());
      expect(res.statusCode, `order ${i + 1}: ${res.body}`).toBe(201);
    }
    const eleventh = await postOrder(t, demo, one.token, body());
    expectError(eleventh, 429, 'ORDER_RATE_LIMITED');
    const other = await loginByPhone(t, demo, nextPhone());
    expect((await postOrder(t, demo, other.token, body())).statusCode).toBe(201);
    // The next minute takes orders again.
    clock = new Date(clock.getTime() + 60_000);
    expect((await postOrder(t, demo, one.token, body())).statusCode).toBe(201);
  });

  it('counts a repeat of the same Idempotency-Key once, and answers it with its order even past the limit', async () => {
    const one = await loginByPhone(t, demo, nextPhone());
    const first = await postOrder(t, demo, one.token, body(), { key: 'repeat-key-1' });
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 0; i < 15; i++) {
      const again = await postOrder(t, demo, one.token, body(), { key: 'repeat-key-1' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data.id).toBe(first.json().data.id);
    }
    // Fifteen repeats later, nine new orders still fit in the minute.
    for (let i = 0; i < 9; i++) {
      const res = await postOrder(t, demo, one.token, body(), { key: `fresh-key-${i}` });
      expect(res.statusCode, `order ${i + 2}: ${res.body}`).toBe(201);
    }
    expectError(
      await postOrder(t, demo, one.token, body(), { key: 'fresh-key-9' }),
      429,
      'ORDER_RATE_LIMITED',
    );
    const late = await postOrder(t, demo, one.token, body(), { key: 'repeat-key-1' });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.id).toBe(first.json().data.id);
  });
});
