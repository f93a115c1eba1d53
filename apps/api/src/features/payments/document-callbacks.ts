import { z } from 'zod';
import type { ApiDocs } from '../../http/api-docs.js';
import { UZUM_OPERATIONS } from './uzum/uzum-webhooks.js';

const MerchantIdParamSchema = z.object({ merchantId: z.string() });

/**
 * The providers' callbacks in the OpenAPI document. They speak the providers' protocols, not
 * `{ data }` (docs/integrations.md), so their answers are described rather than checked.
 */
export function documentPaymentCallbacks(docs: ApiDocs) {
  docs.add({
    method: 'POST',
    url: '/api/payments/v1/payme/:merchantId',
    summary:
      'Payme Merchant API: JSON-RPC 2.0 from Payme with Basic auth (CheckPerformTransaction … GetStatement)',
    tag: 'payment callbacks',
    merchant: false,
    params: MerchantIdParamSchema,
    raw: {
      contentType: 'application/json',
      description:
        'Always HTTP 200 (Payme reads any other status as a system error): `{ jsonrpc, id, result }` or `{ jsonrpc, id, error: { code, message, data } }`',
    },
  });
  for (const stage of ['prepare', 'complete'] as const) {
    docs.add({
      method: 'POST',
      url: `/api/payments/v1/click/:merchantId/${stage}`,
      summary: `Click SHOP API ${stage === 'prepare' ? 'Prepare' : 'Complete'}: a signed form-urlencoded request from Click`,
      tag: 'payment callbacks',
      merchant: false,
      params: MerchantIdParamSchema,
      raw: {
        contentType: 'application/json',
        description:
          "Click's answer: `click_trans_id`, `merchant_trans_id`, the merchant's id of the step, `error` (0 or Click's negative code) and `error_note`",
      },
    });
  }
  docs.add({
    method: 'POST',
    url: '/api/payments/v1/uzum/:merchantId/:operation',
    summary: 'Uzum Bank merchant webhooks with Basic auth: check, create, confirm, reverse, status',
    tag: 'payment callbacks',
    merchant: false,
    params: z.object({
      merchantId: z.string(),
      operation: z.enum(UZUM_OPERATIONS),
    }),
    raw: {
      contentType: 'application/json',
      description:
        "The operation's answer in Uzum's format (`serviceId`, `timestamp`, `status`…); a refusal is `status: 'FAILED'` with Uzum's `errorCode` and the HTTP status Uzum expects for it",
    },
  });
  docs.add({
    method: 'POST',
    url: '/api/payments/v1/uzum-checkout/:merchantId/callback',
    summary: 'Uzum Checkout callback with Basic auth: a registered payment completed or refunded',
    tag: 'payment callbacks',
    merchant: false,
    params: MerchantIdParamSchema,
    raw: {
      contentType: 'application/json',
      description: '`{ status: "OK" }`; `{ status: "FAILED" }` with 400, 401 or 404',
      schema: z.object({ status: z.enum(['OK', 'FAILED']) }),
    },
  });
}
