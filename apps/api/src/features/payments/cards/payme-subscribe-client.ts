import type { PaymeCredentials } from '../payment-credentials.js';

/** Payme answered with a JSON-RPC error (a refused card, a wrong code, a declined payment). */
export class PaymeSubscribeRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Payme could not be reached, or answered something that is not its protocol. */
export class PaymeSubscribeUnavailable extends Error {}

export interface SubscribeCard {
  number: string;
  expire: string;
  token: string;
  verify: boolean;
  type?: string;
}

/**
 * Payme Subscribe API (JSON-RPC at /api, header X-Auth): the card methods of the front-end
 * flow authenticate with the cashbox id alone, the server-side ones (remove, receipts) with
 * `id:key` (developer.help.paycom.uz/protokol-subscribe-api). We call both from the server, so
 * the card number passes through us to Payme and is never stored.
 */
export function paymeSubscribe(baseUrl: string, credentials: PaymeCredentials, timeoutMs: number) {
  let sequence = 0;
  async function call<T>(method: string, params: object, backEnd: boolean): Promise<T> {
    let response: Response;
    try {
      response = await fetch(baseUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'X-Auth': backEnd ? `${credentials.merchantId}:${credentials.key}` : credentials.merchantId,
        },
        body: JSON.stringify({ id: ++sequence, method, params }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymeSubscribeUnavailable(`${method}: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as {
      result?: T;
      error?: { code?: number; message?: unknown };
    } | null;
    if (body?.error && typeof body.error.code === 'number')
      throw new PaymeSubscribeRefusal(body.error.code, `${method}: ${JSON.stringify(body.error.message)}`);
    if (!response.ok || !body || body.result === undefined)
      throw new PaymeSubscribeUnavailable(`${method}: HTTP ${response.status}`);
    return body.result;
  }

  return {
    createCard: (number: string, expire: string) =>
      call<{ card: SubscribeCard }>('cards.create', { card: { number, expire }, save: true }, false),
    sendVerifyCode: (token: string) =>
      call<{ sent: boolean; phone: string; wait: number }>('cards.get_verify_code', { token }, false),
    verifyCard: (token: string, code: string) =>
      call<{ card: SubscribeCard }>('cards.verify', { token, code }, false),
    removeCard: (token: string) => call<{ success: boolean }>('cards.remove', { token }, true),
    createReceipt: (amountTiyin: number, orderId: number) =>
      call<{ receipt: { _id: string; state: number } }>(
        'receipts.create',
        { amount: amountTiyin, account: { order_id: String(orderId) } },
        true,
      ),
    payReceipt: (receiptId: string, token: string) =>
      call<{ receipt: { _id: string; state: number } }>('receipts.pay', { id: receiptId, token }, true),
  };
}

/** Receipt state 4: paid (Subscribe API receipt states). */
export const RECEIPT_PAID = 4;
