import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSequence } from '../../../test-support/accounts.js';
import { MONDAY_NOON } from '../../../test-support/orders.js';
import { DEMO_CLICK, orderOf, placeUnpaidOrder } from '../../../test-support/payments.js';
import { createTestApp, type TestApp } from '../../../test-support/test-app.js';

let t: TestApp;
let demo: string;
let lavash: string;
const nextPhone = phoneSequence('99896');
let clickSeq = 19_007_199_254_740_000n;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => MONDAY_NOON });
  demo = String(await t.merchantId('demo'));
  lavash = String(await t.merchantId('lavash'));
});
afterAll(() => t.close());

type Form = Record<string, string>;

/** Signs a form the way Click does, over the values as they will be sent. */
function signed(form: Form, secret = DEMO_CLICK.secretKey): Form {
  const complete = form.action === '1';
  const raw = [
    form.click_trans_id,
    form.service_id,
    secret,
    form.merchant_trans_id,
    ...(complete ? [form.merchant_prepare_id] : []),
    form.amount,
    form.action,
    form.sign_time,
  ].join('');
  return { ...form, sign_string: createHash('md5').update(raw).digest('hex') };
}

async function call(stage: 'prepare' | 'complete', form: Form, merchant = demo) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payments/v1/click/${merchant}/${stage}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown> & { error: number; error_note: string };
}

function prepareForm(orderId: number, amount: string, extra: Form = {}): Form {
  // Above 2^53, as real Click ids can be: they must survive as text.
  clickSeq += 1n;
  return signed({
    click_trans_id: String(clickSeq),
    service_id: DEMO_CLICK.serviceId,
    click_paydoc_id: String(clickSeq + 5n),
    merchant_trans_id: String(orderId),
    amount,
    action: '0',
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-23 12:00:00',
    ...extra,
  });
}

const completeForm = (prepared: Form, prepareId: unknown, extra: Form = {}) =>
  signed({ ...prepared, action: '1', merchant_prepare_id: String(prepareId), ...extra });

async function clickOrder() {
  const placed = await placeUnpaidOrder(t, demo, nextPhone(), 'CLICK');
  return { ...placed, som: `${placed.order.totals.totalPrice}.00` };
}

describe('Click SHOP API', () => {
  it('prepares and completes a payment: the order is paid once and a replay says -4', async () => {
    const { order, token, som } = await clickOrder();
    const form = prepareForm(order.id, som);
    const prepared = await call('prepare', form);
    expect(prepared).toMatchObject({
      error: 0,
      merchant_trans_id: String(order.id),
      merchant_prepare_id: expect.any(Number),
    });
    expect(prepared.click_trans_id, 'ids past 2^53 come back as sent').toBe(form.click_trans_id);
    // Click may repeat Prepare: the same transaction.
    expect((await call('prepare', form)).merchant_prepare_id).toBe(prepared.merchant_prepare_id);

    const completed = await call('complete', completeForm(form, prepared.merchant_prepare_id));
    expect(completed).toMatchObject({ error: 0, merchant_confirm_id: prepared.merchant_prepare_id });
    const paid = await orderOf(t, demo, token, order.id);
    expect(paid.isPaid).toBe(true);
    expect(paid.history?.filter((h) => h.type === 'PAID')).toHaveLength(1);

    expect((await call('complete', completeForm(form, prepared.merchant_prepare_id))).error).toBe(-4);
    expect((await call('prepare', prepareForm(order.id, som))).error).toBe(-4);
    expect((await orderOf(t, demo, token, order.id)).history?.filter((h) => h.type === 'PAID')).toHaveLength(
      1,
    );
  });

  it('refuses a bad signature (-1), a wrong service and a merchant without Click', async () => {
    const { order, som } = await clickOrder();
    const form = prepareForm(order.id, som);
    expect((await call('prepare', { ...form, sign_string: 'f'.repeat(32) })).error).toBe(-1);
    expect((await call('prepare', signed(form, 'someone-elses-secret'))).error).toBe(-1);
    // Signed correctly, but the amount was changed on the way: the signature no longer matches.
    expect((await call('prepare', { ...form, amount: `${Number(som) - 1000}.00` })).error).toBe(-1);
    expect((await call('prepare', signed({ ...form, service_id: '9999' }))).error).toBe(-1);
    expect((await call('prepare', form, lavash)).error).toBe(-1);
  });

  it('answers missing fields -8, a wrong action -3, an unknown order -5 and a wrong amount -2', async () => {
    const { order, som } = await clickOrder();
    const { sign_time: _, ...partial } = prepareForm(order.id, som);
    expect((await call('prepare', partial)).error).toBe(-8);
    expect((await call('prepare', prepareForm(order.id, som, { action: '1' }))).error).toBe(-3);
    expect((await call('prepare', prepareForm(99_999_999, som))).error).toBe(-5);
    expect((await call('prepare', prepareForm(order.id, `${Number(som) + 1}.00`))).error).toBe(-2);
    // The same amount written another way is still the amount.
    expect((await call('prepare', prepareForm(order.id, som.replace('.00', '')))).error).toBe(0);
  });

  it('treats an unknown prepare id as -6 and a wrong amount on complete as -2', async () => {
    const { order, som } = await clickOrder();
    const form = prepareForm(order.id, som);
    const prepared = await call('prepare', form);
    expect((await call('complete', completeForm(form, 99_999_999))).error).toBe(-6);
    const other = prepareForm(order.id, som);
    expect((await call('complete', completeForm(other, prepared.merchant_prepare_id))).error).toBe(-6);
    const cheaper = completeForm({ ...form, amount: '1000.00' }, prepared.merchant_prepare_id);
    expect((await call('complete', cheaper)).error).toBe(-2);
  });

  it('cancels when Click completes with an error: -9, the order stays unpaid and cannot complete later', async () => {
    const { order, token, som } = await clickOrder();
    const form = prepareForm(order.id, som);
    const prepared = await call('prepare', form);
    const cancel = completeForm(form, prepared.merchant_prepare_id, {
      error: '-5017',
      error_note: 'Insufficient funds',
    });
    expect((await call('complete', cancel)).error).toBe(-9);
    expect((await orderOf(t, demo, token, order.id)).isPaid).toBe(false);
    expect((await call('complete', completeForm(form, prepared.merchant_prepare_id))).error).toBe(-9);
    // The customer can still pay with a new attempt.
    const again = prepareForm(order.id, som);
    const second = await call('prepare', again);
    expect((await call('complete', completeForm(again, second.merchant_prepare_id))).error).toBe(0);
    expect((await orderOf(t, demo, token, order.id)).isPaid).toBe(true);
  });

  it('pays an order once when two prepared payments complete at the same moment', async () => {
    const { order, token, som } = await clickOrder();
    const forms = [prepareForm(order.id, som), prepareForm(order.id, som)];
    const prepared = await Promise.all(forms.map((f) => call('prepare', f)));
    const answers = await Promise.all(
      forms.map((f, i) => call('complete', completeForm(f, prepared[i]!.merchant_prepare_id))),
    );
    expect(answers.map((a) => a.error).sort()).toEqual([-4, 0]);
    expect((await orderOf(t, demo, token, order.id)).history?.filter((h) => h.type === 'PAID')).toHaveLength(
      1,
    );
  });
});

describe('Click prepare repeated at once', () => {
  it('gives ten repeats of the same prepare sent at once the one same prepare id', async () => {
    const { order, som } = await clickOrder();
    const form = prepareForm(order.id, som);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('prepare', form)));
    expect(answers.map((a) => a.error)).toEqual(Array(10).fill(0));
    expect(new Set(answers.map((a) => a.merchant_prepare_id)).size).toBe(1);
  });
});

describe('Click input PostgreSQL cannot store', () => {
  it('answers a NUL character in any field -8 and records nothing', async () => {
    const { order, som } = await clickOrder();
    const form = prepareForm(order.id, som, { click_trans_id: `${clickSeq}\u0000` });
    expect((await call('prepare', form)).error).toBe(-8);
    expect((await call('prepare', prepareForm(order.id, som))).error).toBe(0);
  });
});
