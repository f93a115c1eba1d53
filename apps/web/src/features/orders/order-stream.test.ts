import type { OrderStreamEvent } from '@dastarkhan/domain';
import { describe, expect, it } from 'vitest';
import { type OrderStreamState, reconnectDelay, runOrderStream } from './order-stream';

type Step = { status: number; chunks?: string[]; hang?: boolean } | 'network-error';

/** A fetch that answers each call with the next scripted step, recording the headers it got. */
function scriptedFetch(steps: Step[]) {
  const calls: Array<Record<string, string>> = [];
  const fetch = async (_url: string, init: RequestInit) => {
    calls.push({ ...(init.headers as Record<string, string>) });
    const step = steps.shift();
    if (!step || step === 'network-error') throw new TypeError('Failed to fetch');
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of step.chunks ?? []) controller.enqueue(encoder.encode(chunk));
        if (step.hang) {
          init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('aborted', 'AbortError')),
          );
        } else {
          controller.close();
        }
      },
    });
    return new Response(body, { status: step.status, headers: { 'content-type': 'text/event-stream' } });
  };
  return { fetch, calls };
}

function event(id: number, status: string): string {
  const data = { event: { id, type: 'CHANGE_STATUS', toStatus: status }, order: { id: 5, status } };
  return `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
}

function run(steps: Step[], overrides: Partial<Parameters<typeof runOrderStream>[0]> = {}) {
  const { fetch, calls } = scriptedFetch(steps);
  const events: OrderStreamEvent[] = [];
  const states: OrderStreamState[] = [];
  const waits: number[] = [];
  const controller = new AbortController();
  const done = runOrderStream(
    {
      url: '/api/orders/v1/orders/5/events',
      headers: { authorization: 'Bearer t', merchant: '1' },
      onEvent: (e) => events.push(e),
      onState: (s) => states.push(s),
      fetch,
      // Stop after the script runs out, instead of retrying for ever.
      sleep: async (ms) => {
        waits.push(ms);
        if (steps.length === 0) controller.abort();
      },
      ...overrides,
    },
    controller.signal,
  );
  return { done, calls, events, states, waits, controller };
}

describe('order stream', () => {
  it('waits 1 s, 2 s, 4 s, 8 s, then 10 s between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000, 10000]);
  });

  it('hands over every event and resumes after a drop from the last event id', async () => {
    const { done, calls, events } = run([
      {
        status: 200,
        chunks: [': hi\n\n', event(7, 'ACCEPTED').slice(0, 20), event(7, 'ACCEPTED').slice(20)],
      },
      { status: 200, chunks: [event(8, 'COOKING')] },
    ]);
    await done;
    expect(events.map((e) => e.order.status)).toEqual(['ACCEPTED', 'COOKING']);
    expect(calls[0]).toMatchObject({ authorization: 'Bearer t', merchant: '1', accept: 'text/event-stream' });
    expect(calls[0]!['last-event-id']).toBeUndefined();
    expect(calls[1]!['last-event-id']).toBe('7');
  });

  it('follows a closing server to the next one: waits its retry hint, resumes from the last id', async () => {
    // What a draining process sends each stream before it ends it (decision 041).
    const { done, calls, events, waits } = run([
      {
        status: 200,
        chunks: ['retry: 2000\n\n', event(7, 'ACCEPTED'), 'retry: 2600\nevent: reconnect\ndata: {}\n\n'],
      },
      { status: 200, chunks: [event(8, 'COOKING')] },
    ]);
    await done;
    expect(waits[0]).toBe(2600);
    expect(calls[1]!['last-event-id']).toBe('7');
    expect(events.map((e) => e.order.status)).toEqual(['ACCEPTED', 'COOKING']);
  });

  it('backs off while the server is unreachable and starts over after a heartbeat', async () => {
    const { done, waits } = run([
      'network-error',
      'network-error',
      'network-error',
      { status: 200, chunks: [': ping\n\n'] },
      'network-error',
    ]);
    await done;
    expect(waits).toEqual([1000, 2000, 4000, 1000, 2000]);
  });

  it('stops for good when the server refuses the stream', async () => {
    const refused: number[] = [];
    const { done, calls, states } = run([{ status: 401 }, { status: 200 }], {
      onRefused: (status) => refused.push(status),
    });
    await done;
    expect(refused).toEqual([401]);
    expect(calls).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('retries a server error like a dropped connection', async () => {
    const { done, events, waits } = run([{ status: 503 }, { status: 200, chunks: [event(3, 'DONE')] }]);
    await done;
    expect(waits[0]).toBe(1000);
    expect(events.map((e) => e.order.status)).toEqual(['DONE']);
  });

  it('does not reconnect once the order is over', async () => {
    let over = false;
    const { done, calls, states } = run([{ status: 200, chunks: [event(9, 'CANCELED')] }, { status: 200 }], {
      onEvent: (e) => {
        over = e.order.status === 'CANCELED';
      },
      shouldStop: () => over,
    });
    await done;
    expect(calls).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('drops a connection that stays silent past the limit and opens another', async () => {
    const { done, calls } = run([{ status: 200, hang: true }, { status: 200 }], { silenceLimitMs: 20 });
    await done;
    expect(calls).toHaveLength(2);
  });

  it('skips data that is not JSON and goes on with the next event', async () => {
    const { done, events } = run([{ status: 200, chunks: ['data: {oops\n\n', event(4, 'COOKING')] }]);
    await done;
    expect(events.map((e) => e.order.status)).toEqual(['COOKING']);
  });

  it('ends at once when aborted during an open connection', async () => {
    const { fetch } = scriptedFetch([{ status: 200, hang: true }]);
    const controller = new AbortController();
    const done = runOrderStream({ url: '/x', headers: {}, onEvent: () => {}, fetch }, controller.signal);
    setTimeout(() => controller.abort(), 10);
    await expect(done).resolves.toBeUndefined();
  });
});
