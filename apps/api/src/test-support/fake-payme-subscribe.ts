import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Payme's Subscribe API (cards and receipts, JSON-RPC with X-Auth), for tests and
 * the browser suite: Payme itself cannot be reached from here. Like Payme, paying a receipt
 * calls the merchant's Merchant API (CheckPerform, Create, Perform) before answering, so the
 * order is settled by the same callbacks a real payment goes through.
 */

/** Cards the fake knows, as Payme's sandbox documents its test cards (SMS code 666666). */
export const FAKE_CARDS: Record<string, { expire: string; phone: string; funds: boolean }> = {
  '8600069195406311': { expire: '0399', phone: '99890*****31', funds: true },
  '8600495473316478': { expire: '0399', phone: '99890*****78', funds: true },
  // Tokenises and verifies, but every payment is declined.
  '8600000000000002': { expire: '0399', phone: '99890*****02', funds: false },
};
export const FAKE_SMS_CODE = '666666';

interface FakeCard {
  token: string;
  number: string;
  expire: string;
  verified: boolean;
  removed: boolean;
}
interface FakeReceipt {
  id: string;
  cashbox: string;
  key: string;
  amount: number;
  account: Record<string, unknown>;
  state: number;
}

export interface FakePaymeSubscribe {
  url: string;
  /** Every call so far: method, params and the X-Auth header, to assert what the adapter sent. */
  calls: Array<{ method: string; params: Record<string, unknown>; auth: string }>;
  close(): Promise<void>;
}

const mask = (number: string) => `${number.slice(0, 6)}******${number.slice(-4)}`;

export async function startFakePaymeSubscribe(options: {
  port?: number;
  /** Merchant API endpoint per cashbox id, e.g. { 'demo-payme-merchant': 'http://…/payme/1' }. */
  callbacks: Record<string, string>;
}): Promise<FakePaymeSubscribe> {
  const cards = new Map<string, FakeCard>();
  const receipts = new Map<string, FakeReceipt>();
  const calls: FakePaymeSubscribe['calls'] = [];

  class RpcError extends Error {
    constructor(
      readonly code: number,
      message: string,
    ) {
      super(message);
    }
  }

  async function merchantApi(receipt: FakeReceipt, method: string, params: Record<string, unknown>) {
    const url = options.callbacks[receipt.cashbox];
    if (!url) throw new RpcError(-31001, 'Merchant API is not configured');
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`Paycom:${receipt.key}`).toString('base64')}`,
      },
      body: JSON.stringify({ id: Date.now(), method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: unknown } };
    if (body.error) throw new RpcError(body.error.code, `Merchant API ${method}: ${body.error.code}`);
    return body.result;
  }

  function card(params: Record<string, unknown>): FakeCard {
    const found = cards.get(String(params.token));
    if (!found || found.removed) throw new RpcError(-31400, 'Card not found');
    return found;
  }

  const describe = (c: FakeCard) => ({
    number: mask(c.number),
    expire: `${c.expire.slice(0, 2)}/${c.expire.slice(2)}`,
    token: c.token,
    recurrent: true,
    verify: c.verified,
    type: c.number.startsWith('9860') ? 'humo' : 'uzcard',
  });

  const methods: Record<
    string,
    (params: Record<string, unknown>, auth: string) => Promise<unknown> | unknown
  > = {
    'cards.create'(params) {
      const input = (params.card ?? {}) as { number?: string; expire?: string };
      const known = FAKE_CARDS[String(input.number)];
      if (!known || known.expire !== input.expire)
        throw new RpcError(-31300, 'Invalid card number or expiry');
      const created: FakeCard = {
        token: randomBytes(24).toString('base64url'),
        number: String(input.number),
        expire: String(input.expire),
        verified: false,
        removed: false,
      };
      cards.set(created.token, created);
      return { card: describe(created) };
    },
    'cards.get_verify_code'(params) {
      const c = card(params);
      return { sent: true, phone: FAKE_CARDS[c.number]!.phone, wait: 60000 };
    },
    'cards.verify'(params) {
      const c = card(params);
      if (params.code !== FAKE_SMS_CODE) throw new RpcError(-31103, 'Wrong SMS code');
      c.verified = true;
      return { card: describe(c) };
    },
    'cards.check'(params) {
      return { card: describe(card(params)) };
    },
    'cards.remove'(params, auth) {
      if (!auth.includes(':')) throw new RpcError(-32504, 'Insufficient privileges');
      card(params).removed = true;
      return { success: true };
    },
    'receipts.create'(params, auth) {
      const [cashbox = '', key = ''] = auth.split(':');
      if (!key) throw new RpcError(-32504, 'Insufficient privileges');
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0) throw new RpcError(-31001, 'Wrong amount');
      const receipt: FakeReceipt = {
        id: randomBytes(12).toString('hex'),
        cashbox,
        key,
        amount,
        account: (params.account ?? {}) as Record<string, unknown>,
        state: 0,
      };
      receipts.set(receipt.id, receipt);
      return { receipt: { _id: receipt.id, state: 0, amount } };
    },
    async 'receipts.pay'(params, auth) {
      if (!auth.includes(':')) throw new RpcError(-32504, 'Insufficient privileges');
      const receipt = receipts.get(String(params.id));
      if (!receipt) throw new RpcError(-31602, 'Receipt not found');
      const c = card(params);
      if (!c.verified) throw new RpcError(-31301, 'Card is not verified');
      if (receipt.state === 4) return { receipt: { _id: receipt.id, state: 4, amount: receipt.amount } };
      if (!FAKE_CARDS[c.number]!.funds) throw new RpcError(-31630, 'Insufficient funds');
      const account = receipt.account;
      await merchantApi(receipt, 'CheckPerformTransaction', { amount: receipt.amount, account });
      await merchantApi(receipt, 'CreateTransaction', {
        id: receipt.id,
        time: Date.now(),
        amount: receipt.amount,
        account,
      });
      await merchantApi(receipt, 'PerformTransaction', { id: receipt.id });
      receipt.state = 4;
      return { receipt: { _id: receipt.id, state: 4, amount: receipt.amount } };
    },
  };

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let rpc: { id?: unknown; method?: string; params?: Record<string, unknown> } = {};
    try {
      rpc = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      // falls through to "method not found"
    }
    const auth = String(req.headers['x-auth'] ?? '');
    const params = rpc.params ?? {};
    calls.push({ method: String(rpc.method), params, auth });
    let body: object;
    try {
      if (!auth) throw new RpcError(-32504, 'Insufficient privileges');
      const run = rpc.method ? methods[rpc.method] : undefined;
      if (!run) throw new RpcError(-32601, 'Method not found');
      body = { jsonrpc: '2.0', id: rpc.id ?? null, result: await run(params, auth) };
    } catch (error) {
      const code = error instanceof RpcError ? error.code : -32400;
      body = { jsonrpc: '2.0', id: rpc.id ?? null, error: { code, message: (error as Error).message } };
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
