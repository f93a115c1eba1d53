/** One Server-Sent Event as a test reads it. */
export interface SseMessage {
  id: string | null;
  event: string;
  data: unknown;
  /** The block's `retry:` (the reconnection delay the server asks for), null without one. */
  retry: number | null;
}

/**
 * Opens a text/event-stream with fetch (the Authorization header rules out EventSource) and
 * queues its messages; `next()` resolves with the next one, `none(ms)` proves silence.
 */
export function openSse(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const queue: SseMessage[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const response = fetch(url, { headers, signal: controller.signal });
  const done = (async () => {
    const res = await response;
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: end } = await reader.read();
      if (end) {
        ended = true;
        return;
      }
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data !== undefined) {
          queue.push({
            id: /^id: (.*)$/m.exec(block)?.[1] ?? null,
            event: /^event: (.*)$/m.exec(block)?.[1] ?? 'message',
            data: JSON.parse(data),
            retry: Number(/^retry: (\d+)$/m.exec(block)?.[1] ?? Number.NaN) || null,
          });
          waiters.shift()?.();
        }
        cut = buffer.indexOf('\n\n');
      }
    }
  })().catch(() => {});
  async function next(timeoutMs = 5_000): Promise<SseMessage> {
    if (queue.length === 0)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no event within ${timeoutMs} ms`)), timeoutMs);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    return queue.shift()!;
  }
  return {
    response,
    /** Resolves when the server ended the stream (or it was closed here). */
    finished: done,
    /** What arrived and was not taken with `next()` yet. */
    queued: () => [...queue],
    next,
    /** True once the server ended the stream (not when `close()` aborted it). */
    get ended() {
      return ended;
    },
    /** The next message that is not `event: hello`. */
    async nextChange(timeoutMs?: number) {
      for (;;) {
        const message = await next(timeoutMs);
        if (message.event !== 'hello') return message;
      }
    },
    /** True when nothing arrived within `ms`. */
    async none(ms: number) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.filter((m) => m.event !== 'hello').length === 0;
    },
    async close() {
      controller.abort();
      await done;
    },
  };
}
