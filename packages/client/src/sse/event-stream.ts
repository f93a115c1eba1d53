import { createSseParser, type SseMessage } from './sse-parser';

// A Server-Sent Events stream read with fetch, so it carries the Authorization and merchant
// headers (EventSource cannot send them): the storefront's order page (one order's stream) and
// the console's staff stream run on it. After a drop it reconnects with `Last-Event-ID` (the
// server resends what was missed), waiting 1 s, 2 s, 4 s, 8 s, then 10 s between tries (never
// less than the server's `retry:`); a message or a heartbeat resets the wait. A connection silent
// past the limit (the servers ping every 15 s) is dropped and opened again.

export type EventStreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 10_000;
/** The servers send a heartbeat every 15 s; this long without a byte means a dead connection. */
export const SILENCE_LIMIT_MS = 45_000;

/** How long to wait before reconnect number `attempt` (0 for the first after a drop). */
export function reconnectDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt));
}

/** Answers after which trying again cannot help: signed out, not allowed, nothing there. */
function isFinal(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

export interface EventStreamOptions {
  url: string;
  /** Authorization and merchant; a function is asked again for every connection. */
  headers: Record<string, string> | (() => Record<string, string>);
  onMessage: (message: SseMessage) => void;
  /** `failures`: tries in a row that did not bring a byte (0 while live). */
  onState?: (state: EventStreamState, failures: number) => void;
  /** A connection opened; `resumed` when it continued after a Last-Event-ID. */
  onOpen?: (resumed: boolean) => void;
  /** The server refused for good (401/403/404); the stream stops. */
  onRefused?: (status: number) => void;
  /** Asked after each drop: true stops reconnecting (say, the order is over). */
  shouldStop?: () => boolean;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Waits between tries; tests pass a fake clock. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  silenceLimitMs?: number;
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs until `signal` aborts, the server refuses, or `shouldStop` says so. */
export async function runEventStream(options: EventStreamOptions, signal: AbortSignal): Promise<void> {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const sleep = options.sleep ?? defaultSleep;
  const silenceLimit = options.silenceLimitMs ?? SILENCE_LIMIT_MS;
  let lastEventId = '';
  let attempt = 0;
  let retryMs: number | null = null;

  while (!signal.aborted) {
    options.onState?.(lastEventId || attempt > 0 ? 'reconnecting' : 'connecting', attempt);
    // One controller per connection: the watchdog aborts a silent one without ending the run.
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feedWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(abort, silenceLimit);
    };
    try {
      const given = typeof options.headers === 'function' ? options.headers() : options.headers;
      const headers: Record<string, string> = { ...given, accept: 'text/event-stream' };
      if (lastEventId) headers['last-event-id'] = lastEventId;
      feedWatchdog();
      const response = await doFetch(options.url, {
        headers,
        signal: connection.signal,
        cache: 'no-store',
      });
      if (isFinal(response.status)) {
        options.onRefused?.(response.status);
        options.onState?.('closed', attempt);
        return;
      }
      if (response.ok && response.body) {
        options.onState?.('live', 0);
        options.onOpen?.(lastEventId !== '');
        const parser = createSseParser(
          {
            onMessage: (message) => {
              attempt = 0;
              options.onMessage(message);
            },
            onComment: () => {
              attempt = 0;
            },
            onRetry: (ms) => {
              retryMs = ms;
            },
          },
          lastEventId,
        );
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            feedWatchdog();
            parser.push(decoder.decode(value, { stream: true }));
            lastEventId = parser.lastEventId;
          }
        } finally {
          // Closes the connection if the loop left early; harmless on a finished stream.
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
    if (options.shouldStop?.()) {
      options.onState?.('closed', attempt);
      return;
    }
    options.onState?.('reconnecting', attempt + 1);
    const wait = Math.max(retryMs ?? 0, reconnectDelay(attempt));
    attempt += 1;
    await sleep(Math.min(wait, MAX_RETRY_MS), signal);
  }
}
