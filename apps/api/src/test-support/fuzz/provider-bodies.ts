import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { basic, DEMO_CLICK, DEMO_PAYME, DEMO_UZUM } from '../payments.js';
import { nastyNumber, nastyString } from './fuzz-values.js';

/**
 * The payment providers' callbacks document no request body (each speaks its own protocol), so
 * the fuzzer builds theirs here: well-formed envelopes signed or authenticated as the demo
 * tenant's provider would, carrying absurd values, so the code behind the checks is reached.
 */
export interface ProviderRequest {
  authorization?: string;
  contentType: string;
  payload: string;
}

const sometimes = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: fc.oneof(nastyNumber, nastyString), weight: 2 });

const orderId = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), nastyString, nastyNumber);
const now = Date.now();
const time = sometimes(fc.integer({ min: now - 86_400_000, max: now + 60_000 }));

const paymeBody = fc
  .record({
    jsonrpc: fc.constant('2.0'),
    id: sometimes(fc.integer({ min: 1, max: 1000 })),
    method: fc.constantFrom(
      'CheckPerformTransaction',
      'CreateTransaction',
      'PerformTransaction',
      'CancelTransaction',
      'CheckTransaction',
      'GetStatement',
      'SetFiscalData',
      'toString',
    ),
    params: fc.record(
      {
        id: sometimes(fc.stringMatching(/^[0-9a-f]{24}$/)),
        time,
        amount: sometimes(fc.integer({ min: 0, max: 10_000_000 })),
        account: fc.oneof(fc.record({ order_id: orderId }), nastyString, fc.constant(null)),
        from: time,
        to: time,
        reason: sometimes(fc.integer({ min: 1, max: 10 })),
      },
      { requiredKeys: [] },
    ),
  })
  .map((body) => JSON.stringify(body));

const uzumBody = fc
  .record(
    {
      serviceId: sometimes(fc.constant(Number(DEMO_UZUM.serviceId))),
      timestamp: time,
      transId: sometimes(fc.uuid()),
      amount: sometimes(fc.integer({ min: 0, max: 10_000_000 })),
      params: fc.oneof(fc.record({ order_id: orderId }), nastyString),
    },
    { requiredKeys: ['serviceId'] },
  )
  .map((body) => JSON.stringify(body));

const uzumCheckoutBody = fc
  .record({
    orderId: sometimes(fc.uuid()),
    orderNumber: orderId,
    operationState: sometimes(fc.constantFrom('SUCCESS', 'FAIL')),
    operationType: sometimes(fc.constantFrom('COMPLETE', 'REFUND')),
  })
  .map((body) => JSON.stringify(body));

const field = (good: fc.Arbitrary<string>) =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: nastyString, weight: 1 });

function clickForm(action: '0' | '1') {
  return fc
    .record({
      click_trans_id: field(fc.bigInt({ min: 1n, max: 2n ** 63n }).map(String)),
      service_id: field(fc.constant(DEMO_CLICK.serviceId)),
      click_paydoc_id: field(fc.integer({ min: 1 }).map(String)),
      merchant_trans_id: field(orderId.map(String)),
      merchant_prepare_id: field(fc.integer({ min: 1, max: 100 }).map(String)),
      amount: field(
        fc.oneof(
          fc.integer({ min: 0, max: 500_000 }).map((n) => `${n}.00`),
          fc.constant('1e400'),
        ),
      ),
      action: field(fc.constant(action)),
      error: field(fc.constantFrom('0', '-1', '-5017')),
      error_note: field(fc.constant('Success')),
      sign_time: field(fc.constant('2026-11-23 12:00:00')),
    })
    .map((form) => {
      const signed = [
        form.click_trans_id,
        form.service_id,
        DEMO_CLICK.secretKey,
        form.merchant_trans_id,
        ...(action === '1' ? [form.merchant_prepare_id] : []),
        form.amount,
        form.action,
        form.sign_time,
      ].join('');
      const sign_string = createHash('md5').update(signed).digest('hex');
      return new URLSearchParams({ ...form, sign_string }).toString();
    });
}

/** The protocol-shaped request for a callback path, or null when the path is not one. */
export function providerRequest(path: string): fc.Arbitrary<ProviderRequest> | null {
  const json = (payload: fc.Arbitrary<string>, authorization?: string) =>
    payload.map((text) => ({
      contentType: 'application/json',
      payload: text,
      ...(authorization ? { authorization } : {}),
    }));
  if (path.includes('/payme/')) return json(paymeBody, basic(DEMO_PAYME.login, DEMO_PAYME.key));
  if (path.includes('/uzum-checkout/'))
    return json(uzumCheckoutBody, basic(DEMO_UZUM.login, DEMO_UZUM.password));
  if (path.includes('/uzum/')) return json(uzumBody, basic(DEMO_UZUM.login, DEMO_UZUM.password));
  if (path.includes('/click/'))
    return clickForm(path.endsWith('/complete') ? '1' : '0').map((payload) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload,
    }));
  return null;
}
