import type { ApiError, ApiResult } from '@dastarkhan/client';
import type { OrderDetails } from '@dastarkhan/domain';
import { describe, expect, it, vi } from 'vitest';
import { createKeyring, newIdempotencyKey, sendWithRetry } from './submit-order';

const order = { id: 41, number: 7 } as OrderDetails;
const failure = (status: number, code = 'INTERNAL_ERROR'): ApiResult<OrderDetails> => [
  { status, code, message: null } as ApiError,
  null,
];
const noSleep = () => Promise.resolve();

describe('createKeyring', () => {
  it('reuses the key for the same order and makes a new one for a changed order', () => {
    let n = 0;
    const keyring = createKeyring(() => `key-${++n}`);
    expect(keyring.keyFor('{"a":1}')).toBe('key-1');
    expect(keyring.keyFor('{"a":1}')).toBe('key-1');
    expect(keyring.keyFor('{"a":2}')).toBe('key-2');
    keyring.forget();
    expect(keyring.keyFor('{"a":2}')).toBe('key-3');
  });
});

describe('newIdempotencyKey', () => {
  it('makes a v4 UUID even where crypto.randomUUID is missing (plain http)', () => {
    const insecure = { getRandomValues: (a: Uint8Array) => crypto.getRandomValues(a) } as unknown as Crypto;
    expect(newIdempotencyKey(insecure)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('sendWithRetry', () => {
  it('sends once when the order is placed', async () => {
    const send = vi.fn(async (): Promise<ApiResult<OrderDetails>> => [null, order]);
    expect(await sendWithRetry(send, noSleep)).toEqual([null, order]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([409, 503, 0])('sends again after a %s until the order is placed', async (status) => {
    const send = vi
      .fn<() => Promise<ApiResult<OrderDetails>>>()
      .mockResolvedValueOnce(failure(status))
      .mockResolvedValueOnce([null, order]);
    expect(await sendWithRetry(send, noSleep)).toEqual([null, order]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not repeat a refusal (422) and returns it', async () => {
    const send = vi.fn(async () => failure(422, 'ORDER_TOTALS_MISMATCH'));
    const [error] = await sendWithRetry(send, noSleep);
    expect(error?.code).toBe('ORDER_TOTALS_MISMATCH');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives up after three retries with the last failure', async () => {
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    const send = vi.fn(async () => failure(502));
    const [error] = await sendWithRetry(send, sleep);
    expect(error?.status).toBe(502);
    expect(send).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([500, 1000, 2000]);
  });
});
