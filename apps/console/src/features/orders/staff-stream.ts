import type { StaffStreamEvent } from '@dastarkhan/domain';

// The staff stream `GET /api/orders/v1/operator/events` read with fetch (EventSource cannot
// send the bearer token and the merchant header). Resumes with Last-Event-ID after a drop,
// waiting 1 s, 2 s, 4 s … 10 s between tries; a message or a heartbeat resets the wait.
// The storefront has the same reader for one order's stream (apps/web/src/features/orders);
// this one also knows `hello`, `inbox` and `resync`.

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'offline';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10_000;
/** The server pings every 15 s: this long without a byte means the connection is dead. */
const SILENCE_LIMIT_MS = 40_000;

export interface StaffStreamOptions {
  url: string;
  headers: () => Record<string, string>;
  onEvent: (event: StaffStreamEvent) => void;
  onState: (state: StreamState) => void;
  /** A connection (re)opened after a drop, or the server asked for a reload: refetch the list. */
  onResync: () => void;
  onInbox?: (notice: { kind: string; id: number; branchId: number | null }) => void;
  /** 401/403: the stream stops for good. */
  onRefused: (status: number) => void;
}

interface Message {
  type: string;
  data: string;
}

/** A text/event-stream parser: `data:` lines joined, a blank line dispatches, `:` lines are comments. */
export function createSseParser(onMessage: (message: Message) => void, onId: (id: string) => void) {
  let buffer = '';
  let data: string[] = [];
  let type = '';
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ type: type || 'message', data: data.join('\n') });
      data = [];
      type = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\0')) onId(value);
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs until `signal` aborts or the server refuses (401/403). */
export async function runStaffStream(options: StaffStreamOptions, signal: AbortSignal): Promise<void> {
  let lastEventId = '';
  let attempt = 0;
  let opened = false;
  while (!signal.aborted) {
    options.onState(opened ? 'reconnecting' : 'connecting');
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feedWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(abort, SILENCE_LIMIT_MS);
    };
    try {
      const headers: Record<string, string> = { ...options.headers(), accept: 'text/event-stream' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      feedWatchdog();
      const response = await fetch(options.url, { headers, signal: connection.signal, cache: 'no-store' });
      if (response.status === 401 || response.status === 403) {
        options.onRefused(response.status);
        options.onState('offline');
        return;
      }
      if (response.ok && response.body) {
        options.onState('live');
        // Whatever happened while the connection was down is read again in full.
        if (opened) options.onResync();
        opened = true;
        const push = createSseParser(
          (message) => {
            attempt = 0;
            if (message.type === 'resync') return options.onResync();
            if (message.type === 'inbox') {
              try {
                options.onInbox?.(JSON.parse(message.data));
              } catch {}
              return;
            }
            if (message.type !== 'message') return;
            try {
              const event = JSON.parse(message.data) as StaffStreamEvent;
              if (event?.order) options.onEvent(event);
            } catch {
              // Not an order: the next event carries the whole order again.
            }
          },
          (id) => {
            lastEventId = id;
          },
        );
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            attempt = 0;
            feedWatchdog();
            push(decoder.decode(value, { stream: true }));
          }
        } finally {
          void reader.cancel().catch(() => {});
        }
      }
    } catch {
      // A network fault or an abort: handled below like the end of the stream.
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', abort);
    }
    if (signal.aborted) return;
    options.onState(attempt >= 3 || !navigator.onLine ? 'offline' : 'reconnecting');
    await wait(Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt), signal);
    attempt += 1;
  }
}
