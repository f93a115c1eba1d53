import { type StaffInboxKind, StaffInboxKindSchema } from '@dastarkhan/domain';

// A small reader of the staff stream `GET /api/orders/v1/operator/events` for the inbox: only
// its `event: inbox` messages ({kind, id, branchId}) and `event: resync`. Read with fetch, so it
// carries the bearer token and the merchant header (EventSource cannot). Reconnects after a drop
// (1 s, 2 s, 4 s … up to 10 s); a connection silent for 45 s (the server pings every 15 s) is
// treated as dropped. The board's own stream client was not there when this was written.

export interface InboxNotice {
  kind: StaffInboxKind;
  id: number;
  branchId: number | null;
}

export interface InboxStreamOptions {
  headers: Record<string, string>;
  onNotice: (notice: InboxNotice) => void;
  /** The connection (re)opened or asked for a reload: everything may have changed meanwhile. */
  onResync: () => void;
  onLive?: (live: boolean) => void;
}

const URL = '/api/orders/v1/operator/events';
const SILENCE_MS = 45_000;

/** One `text/event-stream` block (lines up to a blank one) → its event name and data. */
function parseBlock(block: string): { event: string; data: string } {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return { event, data: data.join('\n') };
}

function readNotice(data: string): InboxNotice | null {
  try {
    const raw = JSON.parse(data) as { kind?: unknown; id?: unknown; branchId?: unknown };
    const kind = StaffInboxKindSchema.safeParse(raw.kind);
    if (!kind.success || typeof raw.id !== 'number') return null;
    return { kind: kind.data, id: raw.id, branchId: typeof raw.branchId === 'number' ? raw.branchId : null };
  } catch {
    return null;
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Runs until `signal` aborts or the server refuses for good (401/403). */
export async function runInboxStream(options: InboxStreamOptions, signal: AbortSignal): Promise<void> {
  let attempt = 0;
  let opened = false;
  while (!signal.aborted) {
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(abort, SILENCE_MS);
    };
    try {
      feed();
      const response = await fetch(URL, {
        headers: { ...options.headers, accept: 'text/event-stream' },
        signal: connection.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return;
      if (response.ok && response.body) {
        options.onLive?.(true);
        // Notices sent while we were away are not replayed: reload what is shown.
        if (opened) options.onResync();
        opened = true;
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          feed();
          attempt = 0;
          buffer += decoder.decode(value, { stream: true });
          const blocks = buffer.split(/\r?\n\r?\n/);
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const { event, data } = parseBlock(block);
            if (event === 'resync') options.onResync();
            else if (event === 'inbox') {
              const notice = readNotice(data);
              if (notice) options.onNotice(notice);
            }
          }
        }
      }
    } catch {
      // A network fault or an abort: try again below.
    } finally {
      clearTimeout(watchdog);
      signal.removeEventListener('abort', abort);
    }
    if (signal.aborted) return;
    options.onLive?.(false);
    await wait(Math.min(10_000, 1_000 * 2 ** attempt), signal);
    attempt += 1;
  }
}
