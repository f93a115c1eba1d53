import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from './api-client';

const draining = (retryAfter?: string) =>
  new Response(JSON.stringify({ error: { code: 'SERVER_DRAINING', message: null } }), {
    status: 503,
    headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
  });
const created = () => new Response(JSON.stringify({ data: { id: 7 } }), { status: 201 });

/** A fetch answering from a script of responses, recording each call's method and body. */
function scripted(...answers: Array<() => Response>) {
  const calls: Array<{ method: string; body: unknown }> = [];
  const fetch: FetchLike = async (_url, init) => {
    calls.push({ method: String(init.method), body: init.body });
    const next = answers.shift();
    if (!next) throw new Error('no more answers scripted');
    return next();
  };
  return { fetch, calls };
}

describe('a draining server (503 SERVER_DRAINING)', () => {
  afterEach(() => vi.useRealTimers());

  it('gets a POST sent again once, with the same body, and the retry answers', async () => {
    const { fetch, calls } = scripted(() => draining(), created);
    const [error, data] = await createApiClient({ fetch }).post<{ id: number }>('/orders', { a: 1 });
    expect(error).toBeNull();
    expect(data).toEqual({ id: 7 });
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
    expect(calls[1]?.body).toBe(calls[0]?.body);
  });

  it('waits for Retry-After before the retry', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = scripted(() => draining('1'), created);
    const pending = createApiClient({ fetch }).post('/orders', {});
    await vi.advanceTimersByTimeAsync(900);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(2);
    expect((await pending)[0]).toBeNull();
  });

  it('retries only once: a second refusal is the caller’s error', async () => {
    const { fetch, calls } = scripted(
      () => draining(),
      () => draining(),
    );
    const [error] = await createApiClient({ fetch }).post('/orders', {});
    expect(error?.code).toBe('SERVER_DRAINING');
    expect(calls).toHaveLength(2);
  });

  it('does not resend a POST refused with any other 503', async () => {
    const other = () =>
      new Response(JSON.stringify({ error: { code: 'MEDIA_STORE_UNAVAILABLE' } }), { status: 503 });
    const { fetch, calls } = scripted(other);
    const [error] = await createApiClient({ fetch }).post('/orders', {});
    expect(error?.code).toBe('MEDIA_STORE_UNAVAILABLE');
    expect(calls).toHaveLength(1);
  });
});
